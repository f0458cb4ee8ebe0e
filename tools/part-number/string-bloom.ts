// A Bloom filter of strings: "certainly not held" in a couple of bit reads, for the near-miss search,
// which asks about some 600 one-edit variants per text of which almost none exist. Asking a Set of
// 600,000 strings each time costs a hash-table probe (cache misses) per variant; the filter's bits
// (2 bits per held string and about 16 per string in all) answer most of them from cache.

const FNV_OFFSET = 0x811c9dc5;

/** One step of 32-bit FNV-1a over UTF-16 code units. */
const fnvStep = (h: number, code: number) => Math.imul(h ^ code, 0x01000193);

function fnv1a(s: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) h = fnvStep(h, s.charCodeAt(i));
  return h >>> 0;
}

/** Murmur3's finalizer: a second, independent-enough hash from the first. */
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
    for (const s of strings) bloom.add(s);
    return bloom;
  }

  private add(s: string): void {
    const h = fnv1a(s);
    const a = h & this.mask;
    const b = mix(h) & this.mask;
    this.bits[a >>> 5] = (this.bits[a >>> 5] as number) | (1 << (a & 31));
    this.bits[b >>> 5] = (this.bits[b >>> 5] as number) | (1 << (b & 31));
  }

  /** False: `s` was certainly not added. True: it probably was (ask the exact set). */
  mightHold(s: string): boolean {
    return this.mightHoldHash(fnv1a(s));
  }

  /** mightHold for a string hashed by feeding its codes to `hash` (without making the string). */
  readonly hash = {
    start: FNV_OFFSET,
    step: fnvStep,
    maybe: (state: number) => this.mightHoldHash(state >>> 0),
  };

  private mightHoldHash(h: number): boolean {
    const a = h & this.mask;
    if (((this.bits[a >>> 5] as number) & (1 << (a & 31))) === 0) return false;
    const b = mix(h) & this.mask;
    return ((this.bits[b >>> 5] as number) & (1 << (b & 31))) !== 0;
  }
}
