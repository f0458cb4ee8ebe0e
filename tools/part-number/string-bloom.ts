// A Bloom filter of strings: "certainly not held" in a couple of bit reads, for the near-miss search,
// which asks about some 600 one-edit variants per text of which almost none exist. Asking a Set of
// 600,000 strings each time costs a hash-table probe (cache misses) per variant; the filter's bits
// (2 bits per held string and about 16 per string in all) answer most of them from cache.
//
// The hash is polynomial (h = h * BASE + code, mod 2^32), so the hash of a variant can be put together
// from hashes of the needle's head and tail without making the variant into a string (near-miss.ts).

/** A polynomial string hash: the hash of "ab" is code(a) * base + code(b), mod 2^32. */
export type PolynomialHash = {
  base: number;
  /** False when no string with this hash was added; true means "maybe". */
  maybe: (hash: number) => boolean;
};

const BASE = 0x01000193;

export function polynomialHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, BASE) + s.charCodeAt(i)) | 0;
  return h;
}

/** Murmur3's finalizer: spreads the polynomial hash over all bits. */
function mix(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

export class StringBloom {
  private constructor(
    private readonly bits: Uint32Array,
    private readonly mask: number,
  ) {}

  /** About 16 bits per string (two per string set): under 1 % false positives. */
  static of(strings: Iterable<string>, count: number): StringBloom {
    let size = 1 << 16;
    while (size < count * 16 && size < 1 << 30) size *= 2;
    const bloom = new StringBloom(new Uint32Array(size / 32), size - 1);
    for (const s of strings) bloom.add(polynomialHash(s));
    return bloom;
  }

  /** The filter whose bits are `words` (as {@link words} gave them): a snapshot read back, no hashing. */
  static fromWords(words: Uint32Array): StringBloom {
    const size = words.length * 32;
    if (size < 1 << 16 || size > 1 << 30 || (size & (size - 1)) !== 0)
      throw new Error(`a Bloom filter of ${size} bits is not one this class makes`);
    return new StringBloom(words, size - 1);
  }

  /** The filter's bits, for a snapshot (shared, not copied: do not change them). */
  get words(): Uint32Array {
    return this.bits;
  }

  private add(h: number): void {
    const a = mix(h) & this.mask;
    const b = mix(h ^ 0x9e3779b9) & this.mask;
    this.bits[a >>> 5] = (this.bits[a >>> 5] as number) | (1 << (a & 31));
    this.bits[b >>> 5] = (this.bits[b >>> 5] as number) | (1 << (b & 31));
  }

  /** False: `s` was certainly not added. True: it probably was (ask the exact set). */
  mightHold(s: string): boolean {
    return this.mightHoldHash(polynomialHash(s));
  }

  /** mightHold for a string known only by its polynomialHash. */
  readonly hash: PolynomialHash = { base: BASE, maybe: (h) => this.mightHoldHash(h) };

  private mightHoldHash(h: number): boolean {
    const a = mix(h) & this.mask;
    if (((this.bits[a >>> 5] as number) & (1 << (a & 31))) === 0) return false;
    const b = mix(h ^ 0x9e3779b9) & this.mask;
    return ((this.bits[b >>> 5] as number) & (1 << (b & 31))) !== 0;
  }
}
