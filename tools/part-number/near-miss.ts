// Every string one edit away from a normalized number: one character wrong, missing or extra.

/** Characters a normalized part number is made of (normalizePartNumber upper-cases letters). */
export const NUMBER_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Near misses are only looked for in numbers of this length: shorter ones would match noise. */
export const NEAR_MISS_MIN_LENGTH = 4;
export const NEAR_MISS_MAX_LENGTH = 20;

/**
 * Calls `visit(at, code, skip)` for every edit of `needle` (some results more than once): the variant is
 * needle[0, at) + the character `code` (none when -1) + needle[at + skip, end).
 */
function visitEdits(
  needle: string,
  codes: readonly number[],
  visit: (at: number, code: number, skip: 0 | 1) => void,
): void {
  for (let i = 0; i <= needle.length; i++) {
    for (const c of codes) visit(i, c, 0); // the user left a character out
    if (i < needle.length) {
      visit(i, -1, 1); // the user typed one character too many
      const own = needle.charCodeAt(i);
      for (const c of codes) if (c !== own) visit(i, c, 1); // the user typed one character wrong
    }
  }
}

const codesOf = (alphabet: string) => Array.from(alphabet, (ch) => ch.charCodeAt(0));
const NUMBER_CODES = codesOf(NUMBER_ALPHABET);

function variant(needle: string, at: number, code: number, skip: 0 | 1): string {
  return needle.slice(0, at) + (code < 0 ? '' : String.fromCharCode(code)) + needle.slice(at + skip);
}

/**
 * The distinct strings at edit distance exactly one from `needle` (substitution, deletion, insertion),
 * so the database can look them up by equality on its index instead of scanning for similar strings.
 * For a number of length n that is at most 35n + n + 36(n + 1) strings (about 600 for 8 characters).
 */
export function oneEditVariants(needle: string, alphabet = NUMBER_ALPHABET): string[] {
  const out = new Set<string>();
  visitEdits(needle, alphabet === NUMBER_ALPHABET ? NUMBER_CODES : codesOf(alphabet), (at, code, skip) =>
    out.add(variant(needle, at, code, skip)),
  );
  out.delete(needle);
  return [...out];
}

/** A hash of strings that can be fed one character code at a time (string-bloom.ts). */
export type StreamedHash = {
  start: number;
  step: (state: number, code: number) => number;
  /** False when no string with this final state is held; true means "maybe". */
  maybe: (state: number) => boolean;
};

/**
 * The distinct one-edit variants that `keep` accepts (e.g. the numbers a catalog holds): the same as
 * filtering oneEditVariants. With `hash`, a variant is only built (and asked about) when the hash says
 * it may be held: the hundreds of variants that are not are never made into strings.
 */
export function oneEditVariantsWhere(
  needle: string,
  keep: (variant: string) => boolean,
  hash?: StreamedHash,
): string[] {
  const out = new Set<string>();
  const heads: number[] = [];
  if (hash) {
    heads.push(hash.start);
    for (let i = 0; i < needle.length; i++) heads.push(hash.step(heads[i] as number, needle.charCodeAt(i)));
  }
  visitEdits(needle, NUMBER_CODES, (at, code, skip) => {
    if (hash) {
      let state = heads[at] as number;
      if (code >= 0) state = hash.step(state, code);
      for (let j = at + skip; j < needle.length; j++) state = hash.step(state, needle.charCodeAt(j));
      if (!hash.maybe(state)) return;
    }
    const v = variant(needle, at, code, skip);
    if (v !== needle && keep(v)) out.add(v);
  });
  return [...out];
}
