// The offline copy of the cross-reference (issue 19, decision 038): every number the number search knows
// (the maker's own and every competitor's), each pointing at the maker part it stands for, with the part
// type's name as the short description. Built by the server (server/data/offline-numbers.ts), kept by the
// browser in IndexedDB (client/offline/), read here by both. Numbers only: no brands, prices or details,
// so a real catalog stays a few megabytes compressed.

/** The format's version: a browser drops a stored copy of another version. */
export const OFFLINE_FORMAT = 1;

export type OfflineNumbers = {
  Format: number;
  /** The catalog it was built from (newest import id and highest interchange id): the route's ETag. */
  Signature: string;
  /** Part type id → its short description ('Hub Assembly'). */
  Types: Record<string, string>;
  /** The maker part numbers, sorted, each once per part type. */
  Makers: string[];
  /** The part type of each entry of Makers. */
  MakerTypes: number[];
  /** Every normalized number (maker's and competitors'), sorted by code unit; a number may repeat. */
  Numbers: string[];
  /** For each entry of Numbers, the position in Makers of the part it stands for. */
  Refs: number[];
};

export type OfflineMatch = {
  /** The number as the copy holds it (normalized). */
  number: string;
  makerPartNumber: string;
  partTypeId: number;
  description: string;
};

/** Whether `value` has the copy's shape (cheap: lengths and types of the columns, not every entry). */
export function isOfflineNumbers(value: unknown): value is OfflineNumbers {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<OfflineNumbers>;
  return (
    v.Format === OFFLINE_FORMAT &&
    typeof v.Signature === 'string' &&
    !!v.Types &&
    typeof v.Types === 'object' &&
    Array.isArray(v.Makers) &&
    Array.isArray(v.MakerTypes) &&
    v.MakerTypes.length === v.Makers.length &&
    Array.isArray(v.Numbers) &&
    Array.isArray(v.Refs) &&
    v.Refs.length === v.Numbers.length
  );
}

/** First position whose number is not below `needle` (Numbers is sorted by code unit). */
function lowerBound(numbers: readonly string[], needle: string): number {
  let lo = 0;
  let hi = numbers.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((numbers[mid] as string) < needle) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The maker parts a normalized number stands for (exact matches only: offline there is no ranking of
 * near misses to explain), each maker part once, at most `limit`.
 */
export function lookUpOffline(copy: OfflineNumbers, normalized: string, limit = 5): OfflineMatch[] {
  if (!normalized) return [];
  const out: OfflineMatch[] = [];
  const seen = new Set<number>();
  for (let p = lowerBound(copy.Numbers, normalized); p < copy.Numbers.length; p++) {
    if (copy.Numbers[p] !== normalized || out.length >= limit) break;
    const ref = copy.Refs[p] as number;
    const maker = copy.Makers[ref];
    if (maker === undefined || seen.has(ref)) continue;
    seen.add(ref);
    const partTypeId = copy.MakerTypes[ref] as number;
    out.push({
      number: normalized,
      makerPartNumber: maker,
      partTypeId,
      description: copy.Types[String(partTypeId)] ?? 'Part',
    });
  }
  return out;
}
