// The description of one API route: the same zod schemas the route validates with, for the OpenAPI
// document, the reference page, the bad-input test and the benchmark.
import type { z } from 'zod';
import type { Tool } from '../../tools/tool.ts';
import type { ErrorCode } from './errors.ts';

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
  /**
   * Errors the route's own handler (or a middleware of its own: a rate limit, an origin check) can answer.
   * The shared ones are added from what the route is (openapi.ts, routeErrors): 400 with input, 401 unless
   * public, 413, 503 and 500; a test checks that every error the route's code throws is declared.
   */
  errors?: ErrorCode[];
  /** The success status when it is not 200 (201 created, 202 accepted). */
  status?: 201 | 202;
  /** Other answers that are not errors, by status (422: a catalog the importer rejected). */
  answers?: Record<number, string>;
  /** Answers without the database (no 503 when it is away): the liveness check and the API's own description. */
  offline?: boolean;
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
