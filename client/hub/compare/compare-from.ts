// The compare picker opened with hubs filled in: ?assembly= from a hub's details or results, and with
// &compareAssembly= too from a comparison's 'Return to Comparison' (both hubs there, ready to change one).
// The query is a way in: one check with a size limit, and anything else is ignored (an empty box).
// A hand check, not zod: the details page and the hub cards link here, and zod (38 KB gzipped) would ride
// on their first load for one regular expression (issue 17).
import { HUB_NUMBER } from '../useHubDetail.ts';

export const COMPARE_PATH = '/hub/compare-hub';
const ASSEMBLY_PARAM = 'assembly';
const SECOND_PARAM = 'compareAssembly';
const ASSEMBLY_MAX = 20;

/** The picker with `hubAssemblyNumber` in its first box and `compareAssembly` (when given) in its second. */
export function compareFromRoute(hubAssemblyNumber: string, compareAssembly?: string): string {
  const query = new URLSearchParams({ [ASSEMBLY_PARAM]: hubAssemblyNumber });
  if (compareAssembly) query.set(SECOND_PARAM, compareAssembly);
  return `${COMPARE_PATH}?${query}`;
}

const hubIn = (params: URLSearchParams, name: string): string | null => {
  const raw = params.get(name) ?? '';
  return raw.length <= ASSEMBLY_MAX && HUB_NUMBER.test(raw) ? raw : null;
};

/** The hubs a compare link names for each box, each null when absent or not a hub number. */
export function compareFromQuery(params: URLSearchParams): { first: string | null; second: string | null } {
  return { first: hubIn(params, ASSEMBLY_PARAM), second: hubIn(params, SECOND_PARAM) };
}
