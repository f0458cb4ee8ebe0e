// Number keys that keep the order of strings: the first characters of a string packed into one float64
// (each character by its rank among the characters the strings use, the end of a shorter string as 0).
// A binary search over 600,000 sorted numbers then compares numbers in one contiguous array, instead of
// following a pointer to each string it visits (a cache miss or two per step); only strings whose heads
// are equal are compared as strings.

/** The largest integer a float64 holds exactly, plus one. */
const EXACT = 2 ** 53;

export class HeadKeys {
  private constructor(
    /** Rank (1..) of each UTF-16 code unit the strings use; 0 for the rest. */
    private readonly ranks: Uint16Array,
    private readonly base: number,
    /** How many leading characters a key holds. */
    readonly width: number,
  ) {}

  /** Keys for strings made of the characters of `strings`. */
  static of(strings: Iterable<string>): HeadKeys {
    const used = new Uint8Array(0x10000);
    for (const s of strings) for (let i = 0; i < s.length; i++) used[s.charCodeAt(i)] = 1;
    const ranks = new Uint16Array(0x10000);
    let rank = 0;
    for (let code = 0; code < used.length; code++) if (used[code]) ranks[code] = ++rank;
    const base = rank + 1;
    let width = 0;
    // no characters at all (an empty catalog): base 1 never grows, and every key is 0 at width 1
    if (base > 1) for (let span = base; span <= EXACT; span *= base) width++;
    return new HeadKeys(ranks, base, Math.max(width, 1));
  }

  /**
   * The key of the first `width` characters of `s`: for two strings a key each, a < b as strings when
   * their keys are so, and their keys are equal only when their heads are. Null when `s` has, within
   * them, a character none of the strings had (no key of theirs could then be equal to its).
   */
  keyOf(s: string): number | null {
    let key = 0;
    for (let i = 0; i < this.width; i++) {
      let rank = 0;
      if (i < s.length) {
        rank = this.ranks[s.charCodeAt(i)] as number;
        if (rank === 0) return null;
      }
      key = key * this.base + rank;
    }
    return key;
  }

  /** keyOf of each of `strings`, in their order (in the order they were made: a read of memory in order). */
  keysOf(strings: readonly string[]): Float64Array {
    const keys = new Float64Array(strings.length);
    for (let i = 0; i < strings.length; i++) {
      const key = this.keyOf(strings[i] as string);
      if (key === null) throw new Error('head keys asked for a string of characters they were not made from');
      keys[i] = key;
    }
    return keys;
  }
}

/** The keys of `order`'s rows (`keys` by row), in that order: a sorted partition's keys beside its rows. */
export function keysInOrder(order: Int32Array, keys: Float64Array): Float64Array {
  const out = new Float64Array(order.length);
  for (let p = 0; p < order.length; p++) out[p] = keys[order[p] as number] as number;
  return out;
}

/**
 * The first position of `rows` (row numbers whose strings, `strings[row]`, are sorted; `keys` their keys by
 * `heads`, in the same order) whose string is not below `needle`: by the keys, then, for a needle longer
 * than a key's head, by the whole strings among those of its head. Without keys, or for a needle of
 * characters the keys were not made from, by the strings alone. No closure per call: the near-miss search
 * runs this for dozens of variants per text, and the bundle names every function it makes (keepNames).
 */
export function lowerBoundByHead(
  needle: string,
  rows: Int32Array,
  strings: readonly string[],
  heads: HeadKeys,
  keys: Float64Array | undefined,
): number {
  const key = keys ? heads.keyOf(needle) : null;
  if (!keys || key === null) return firstStringAtLeast(rows, strings, needle, 0, rows.length);
  const first = firstKeyAtLeast(keys, key, 0, rows.length);
  if (needle.length <= heads.width) return first;
  // keys are integers: the next head's key is at least key + 1
  const end = firstKeyAtLeast(keys, key + 1, first, rows.length);
  return firstStringAtLeast(rows, strings, needle, first, end);
}

/** The first position in `rows` [from, to) whose string is not below `needle`. */
function firstStringAtLeast(
  rows: Int32Array,
  strings: readonly string[],
  needle: string,
  from: number,
  to: number,
): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((strings[rows[mid] as number] as string) < needle) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first position in `keys` [from, to) (ascending) whose key is not below `key`. */
function firstKeyAtLeast(keys: Float64Array, key: number, from: number, to: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as number) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
