// The compare page opened with its first hub filled in (?assembly=), from a hub's details or results.
// The query is a way in: one schema, a size limit, and anything else is ignored (an empty first box).
import { z } from 'zod';
import { HUB_NUMBER } from '../useHubDetail.ts';

export const COMPARE_PATH = '/hub/compare-hub';
const ASSEMBLY_PARAM = 'assembly';
const Assembly = z.string().max(20).regex(HUB_NUMBER);

export const compareFromRoute = (hubAssemblyNumber: string) =>
  `${COMPARE_PATH}?${ASSEMBLY_PARAM}=${encodeURIComponent(hubAssemblyNumber)}`;

/** The first hub a compare link names, or null when absent or not a hub number. */
export function compareFromQuery(params: URLSearchParams): string | null {
  const parsed = Assembly.safeParse(params.get(ASSEMBLY_PARAM) ?? '');
  return parsed.success ? parsed.data : null;
}
