// Sorted lists of part ordinals (Int32Array, ascending, each ordinal once): the facet index's sets of parts.

export const NONE = new Int32Array(0);

/** The first position at or after `from` in the sorted list whose ordinal is not below `part`. */
export function lowerBoundFrom(list: Int32Array, part: number, from: number): number {
  let lo = from;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < part) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether the sorted list holds `part`. */
export function holds(list: Int32Array, part: number): boolean {
  return list[lowerBoundFrom(list, part, 0)] === part;
}

/**
 * The parts in both sorted lists. A walk over both when they are of a size; when one is much shorter, each
 * of its parts is looked up in the long one instead (binary search from where the last one was found), so
 * narrowing a handful of parts by a value that thousands of parts have costs a handful of lookups.
 */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const out = new Int32Array(short.length);
  let n = 0;
  if (short.length * 16 < long.length) {
    let at = 0;
    for (let i = 0; i < short.length && at < long.length; i++) {
      const x = short[i] as number;
      at = lowerBoundFrom(long, x, at);
      if (long[at] === x) out[n++] = x;
    }
    return out.subarray(0, n);
  }
  for (let i = 0, j = 0; i < short.length && j < long.length; ) {
    const x = short[i] as number;
    const y = long[j] as number;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, n);
}

/** The parts in any of the sorted lists, sorted, each once. */
export function union(lists: readonly Int32Array[]): Int32Array {
  if (lists.length <= 1) return lists[0] ?? NONE;
  const all = new Int32Array(lists.reduce((n, l) => n + l.length, 0));
  let n = 0;
  for (const list of lists) {
    all.set(list, n);
    n += list.length;
  }
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++)
    if (i === 0 || all[i] !== all[kept - 1]) all[kept++] = all[i] as number;
  return all.subarray(0, kept);
}

/** The list as a bitset over ordinals 0 .. size - 1 (bit p of word p >>> 5 set when p is in it). */
export function bitsetOf(list: Int32Array, size: number): Uint32Array {
  const bits = new Uint32Array((size + 31) >>> 5);
  for (let i = 0; i < list.length; i++) {
    const p = list[i] as number;
    bits[p >>> 5] = (bits[p >>> 5] as number) | (1 << (p & 31));
  }
  return bits;
}

/**
 * The parts of the sorted list whose bit is set, in order: one bit read per part, however long the list
 * behind the bitset is. Written into `into` when given (it may be `parts` itself), else a new array.
 */
export function keepSet(parts: Int32Array, bits: Uint32Array, into?: Int32Array): Int32Array {
  const out = into ?? new Int32Array(parts.length);
  let n = 0;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i] as number;
    if (((bits[p >>> 5] as number) >>> (p & 31)) & 1) out[n++] = p;
  }
  return out.subarray(0, n);
}
