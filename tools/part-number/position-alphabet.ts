// Which characters a set of numbers has at each position, per length. A one-edit variant with a character
// that no held number of its length has at that position cannot be held, so the near-miss search need not
// build, hash or look it up: in a catalog whose numbers have shapes (digits here, a letter there) that rules
// out most of the ~600 variants of a text. It only ever says "not held" of strings that are not.
import { NUMBER_ALPHABET } from './normalize.ts';

const NUMBER_CODES = Array.from(NUMBER_ALPHABET, (ch) => ch.charCodeAt(0));

/** ASCII codes are tracked one bit each; a code above is always "may be there". */
const ASCII = 128;
const WORDS = ASCII / 32;

export class PositionAlphabet {
  private readonly lists = new Map<number, readonly number[]>();

  private constructor(
    /** The longest length tracked; longer strings are never held by this summary's account. */
    readonly maxLength: number,
    /** WORDS bits per (length, position): slot (length * (maxLength + 1) + position) * WORDS. */
    private readonly bits: Uint32Array,
  ) {}

  /** The summary of `numbers` up to `maxLength` characters (longer ones are left out). */
  static of(numbers: Iterable<string>, maxLength: number): PositionAlphabet {
    const alphabet = new PositionAlphabet(maxLength, new Uint32Array((maxLength + 1) ** 2 * WORDS));
    for (const s of numbers) {
      if (s.length > maxLength) continue;
      const base = s.length * (maxLength + 1);
      for (let p = 0; p < s.length; p++) {
        const code = s.charCodeAt(p);
        if (code >= ASCII) continue;
        const word = (base + p) * WORDS + (code >>> 5);
        alphabet.bits[word] = (alphabet.bits[word] as number) | (1 << (code & 31));
      }
    }
    return alphabet;
  }

  /** Whether some number of `length` characters has the character `code` at `position`. */
  has(length: number, position: number, code: number): boolean {
    if (length > this.maxLength || position >= length) return false;
    if (code >= ASCII) return true;
    const word = (length * (this.maxLength + 1) + position) * WORDS + (code >>> 5);
    return ((this.bits[word] as number) & (1 << (code & 31))) !== 0;
  }

  /** The NUMBER_ALPHABET codes some number of `length` characters has at `position` (made once per slot). */
  codesAt(length: number, position: number): readonly number[] {
    if (length > this.maxLength || position >= length) return [];
    const key = length * (this.maxLength + 1) + position;
    let list = this.lists.get(key);
    if (!list) {
      list = NUMBER_CODES.filter((c) => this.has(length, position, c));
      this.lists.set(key, list);
    }
    return list;
  }
}
