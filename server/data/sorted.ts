// Ordering and binary search shared by the in-memory catalog indexes (number index, facet index).

/** Byte-wise order (the database's "C" collation) for the ASCII part numbers are made of. */
export const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first position in [0, length) where `below` is false, for `below` true on a prefix only. */
export function lowerBound(length: number, below: (position: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (below(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
