// The compare page opened with its first hub filled in (?assembly=), from a hub's details or results.
// The query is a way in: one check with a size limit, and anything else is ignored (an empty first box).
// A hand check, not zod: the details page and the hub cards link here, and zod (38 KB gzipped) would ride
// on their first load for one regular expression (issue 17).
import { HUB_NUMBER } from '../useHubDetail.ts';

export const COMPARE_PATH = '/hub/compare-hub';
const ASSEMBLY_PARAM = 'assembly';
const ASSEMBLY_MAX = 20;

export const compareFromRoute = (hubAssemblyNumber: string) =>
  `${COMPARE_PATH}?${ASSEMBLY_PARAM}=${encodeURIComponent(hubAssemblyNumber)}`;

/** The first hub a compare link names, or null when absent or not a hub number. */
export function compareFromQuery(params: URLSearchParams): string | null {
  const raw = params.get(ASSEMBLY_PARAM) ?? '';
  return raw.length <= ASSEMBLY_MAX && HUB_NUMBER.test(raw) ? raw : null;
}
