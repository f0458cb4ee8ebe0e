// The description of one API route: the same zod schemas the route validates with, for the OpenAPI
// document, the reference page, the bad-input test and the benchmark.
import type { z } from 'zod';
import type { Tool } from '../../tools/tool.ts';

export type RouteDoc = {
  method: 'get' | 'post' | 'delete';
  /** Path under /api in OpenAPI style: '/v11/hubassemblydetails/{ids}'. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The tool the route answers with: its output schema is the 200 response. */
  tool?: Tool;
  /** The 200 response when the route answers without a tool. */
  response?: z.ZodType;
  /** The media type of the 200 response when it is not JSON. */
  responseType?: string;
  /** Kept for the maker's old apps only (docs/api-versions.md); marked deprecated in the OpenAPI document. */
  deprecated?: boolean;
  /** No Ocp-Apim-Subscription-Key needed. */
  public?: boolean;
  /** An operator route: needs `Authorization: Bearer <ADMIN_TOKEN>` instead of a subscription key. */
  admin?: boolean;
  /** A call that succeeds on the demo catalog (used by the reference page, tests and benchmarks). */
  example?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
};

/** The concrete URL (under /api) of a documented route with the given values. */
export function routeUrl(
  doc: Pick<RouteDoc, 'path'>,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): string {
  const path = doc.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const qs = new URLSearchParams(query).toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}
