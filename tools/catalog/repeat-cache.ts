// A bounded cache that keeps an answer only when its key comes again soon. Most texts a search is asked
// once (a keystroke, a typo, a number nobody else looks up); keeping their answers costs more than it
// saves: each is held until thousands of later ones push it out, long enough for the garbage collector
// to move it to the old generation and collect it there (at 8,000 distinct texts a second that was a
// sixth of the number search's throughput). A key asked again is kept from its second time on.
import { Lru } from './lru.ts';

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Bits of the table of lately offered keys per key of the window, and bits set per key. */
const BITS_PER_KEY = 16;
const PROBES = 3;
/**
 * Characters read at each end of a long key (a whole chat answer): hashing all of it would cost as much as
 * the work kept. Long keys alike at both ends and of one length count as one key here; the answers are
 * still kept and found by the whole key, so at worst a one-off is kept.
 */
const HASHED_END = 512;

export class RepeatCache<V> {
  private readonly answers: Lru<string, V>;
  /**
   * The keys offered lately as two Bloom filters: those of the current window of offers and those of the
   * one before, so a key counts as come again within one to two windows. A table of one hash per slot
   * would never keep two popular keys that share a slot: each would push out the other before it came again.
   */
  private current: Uint32Array;
  private previous: Uint32Array;
  private offers = 0;
  private readonly window: number;
  private readonly mask: number;

  /**
   * `capacity` answers at most; a key counts as come again when it was offered within the last `window`
   * to 2 × `window` offers.
   */
  constructor(capacity: number, window: number) {
    this.answers = new Lru(capacity);
    this.window = Math.max(1, window);
    const bits = 2 ** Math.ceil(Math.log2(Math.max(32, this.window * BITS_PER_KEY)));
    this.mask = bits - 1;
    this.current = new Uint32Array(bits / 32);
    this.previous = new Uint32Array(bits / 32);
  }

  get size(): number {
    return this.answers.size;
  }

  /** The kept answer of `key` (then the most recently used), or undefined. */
  get(key: string): V | undefined {
    return this.answers.get(key);
  }

  /** Keeps `value` for `key` when `key` was offered lately; says whether it was kept. */
  offer(key: string, value: V): boolean {
    const again = this.cameAgain(key);
    if (again) this.answers.set(key, value);
    return again;
  }

  /**
   * Keeps what `make` makes for `key` when `key` was offered lately, and returns it; `make` runs only then
   * (a value that costs work of its own to make), and a null it returns is not kept.
   */
  offerMade(key: string, make: () => V | null): V | null {
    if (!this.cameAgain(key)) return null;
    const value = make();
    if (value !== null) this.answers.set(key, value);
    return value;
  }

  /** Counts `key` as offered; says whether it was offered lately before. */
  private cameAgain(key: string): boolean {
    let hash = Math.imul(FNV_OFFSET ^ key.length, FNV_PRIME);
    const head = Math.min(key.length, HASHED_END);
    for (let i = 0; i < head; i++) hash = Math.imul(hash ^ key.charCodeAt(i), FNV_PRIME);
    for (let i = Math.max(head, key.length - HASHED_END); i < key.length; i++)
      hash = Math.imul(hash ^ key.charCodeAt(i), FNV_PRIME);
    // FNV's low bits differ little between keys that differ in one character: mixed (MurmurHash3's
    // finalizer) before they pick bits, else one-off keys look lately offered far more often
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
    hash ^= hash >>> 16;
    const step = (hash >>> 16) | 1;
    let inCurrent = true;
    let inPrevious = true;
    for (let i = 0; i < PROBES; i++) {
      const bit = (hash + Math.imul(i, step)) & this.mask;
      const word = bit >>> 5;
      const flag = 1 << (bit & 31);
      if (!((this.current[word] as number) & flag)) inCurrent = false;
      if (!((this.previous[word] as number) & flag)) inPrevious = false;
      this.current[word] = (this.current[word] as number) | flag;
    }
    if (++this.offers >= this.window) {
      const emptied = this.previous.fill(0);
      this.previous = this.current;
      this.current = emptied;
      this.offers = 0;
    }
    return inCurrent || inPrevious;
  }
}
