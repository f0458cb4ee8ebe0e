// A hub number of another brand typed in the hub components box stands for the maker hub it interchanges
// with, resolved as the hub search resolves it: the unified search finds the number, and the filter
// resolution of its interchange id (`aftermarkethubassemblyfilters?chaid=`) names the maker hub.
import type { PartNumberMatch } from '../../tools/catalog/search-part-numbers.ts';
import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import { OWN_BRAND_ID } from '../../tools/part-number/own-brand.ts';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { pathQuery, readQuery } from '../data/queries.ts';
import { UNIFIED_SEARCH } from '../search/useNumberSuggestions.ts';

/** Only this many brands' readings of one number are resolved (the same number from many brands is rare). */
const RESOLVE_MAX = 5;

export type CompetitorHub =
  | { kind: 'hub'; hub: string }
  /** The number is several brands' hubs that stand for different maker hubs: the brand must be typed. */
  | { kind: 'several'; brands: string[] }
  | { kind: 'none' };

/** The typed text is this result's number, alone or after its brand's name (a near miss is not). */
function isExactly(typed: string, m: PartNumberMatch): boolean {
  const number = normalizePartNumber(m.CompetitorPartNumber);
  return typed === number || typed === normalizePartNumber(m.CompetitorName) + number;
}

async function makerHubOf(chaid: number): Promise<string | null> {
  const r = await readQuery(
    pathQuery<{ HubAssemblyNumber: string | null }>(`/api/v11/aftermarkethubassemblyfilters?chaid=${chaid}`),
  );
  return r.HubAssemblyNumber;
}

/** The maker hub a competitor's hub number typed as `text` stands for; a failed call counts as none. */
export async function competitorHub(text: string): Promise<CompetitorHub> {
  try {
    const typed = normalizePartNumber(text);
    const { Results } = await readQuery(pathQuery<{ Results: PartNumberMatch[] }>(UNIFIED_SEARCH.path(text)));
    const matches = Results.filter(
      (m) => m.PartTypeId === PART_TYPE.hubAssembly && m.CompetitorId !== OWN_BRAND_ID && isExactly(typed, m),
    ).slice(0, RESOLVE_MAX);
    const hubs = await Promise.all(matches.map((m) => makerHubOf(m.CompetitorInterchangesId)));
    const distinct = [...new Set(hubs.filter((h): h is string => Boolean(h)))];
    if (distinct.length === 1 && distinct[0]) return { kind: 'hub', hub: distinct[0] };
    if (distinct.length > 1)
      return { kind: 'several', brands: [...new Set(matches.map((m) => m.CompetitorName))] };
    return { kind: 'none' };
  } catch {
    return { kind: 'none' };
  }
}
