// Every string one edit away from a normalized number: one character wrong, missing or extra.
import { NUMBER_ALPHABET } from './normalize.ts';
import type { PositionAlphabet } from './position-alphabet.ts';
import type { PolynomialHash } from './string-bloom.ts';

/** Near misses are only looked for in numbers of this length: shorter ones would match noise. */
export const NEAR_MISS_MIN_LENGTH = 4;
export const NEAR_MISS_MAX_LENGTH = 20;

/**
 * Calls `visit(at, code, skip)` for every edit of `needle` (some results more than once): the variant is
 * needle[0, at) + the character `code` (none when -1) + needle[at + skip, end). With `alphabet`, only the
 * edits whose variant has, at every position, a character some held number of its length has there.
 */
function visitEdits(
  needle: string,
  codes: readonly number[],
  visit: (at: number, code: number, skip: 0 | 1) => void,
  alphabet?: PositionAlphabet,
): void {
  const n = needle.length;
  if (!alphabet) {
    for (let i = 0; i <= n; i++) {
      for (const c of codes) visit(i, c, 0); // the user left a character out
      if (i < n) {
        visit(i, -1, 1); // the user typed one character too many
        const own = needle.charCodeAt(i);
        for (const c of codes) if (c !== own) visit(i, c, 1); // the user typed one character wrong
      }
    }
    return;
  }
  // The needle's characters kept by an edit at i stand, in the variant of length n + d, at their own
  // position before i and shifted by d after it. head[d][i]: every character before i fits at its own
  // position; tail[d][k]: every character from k on fits at its position + d (for d = -1, from k >= 1).
  const fits = (length: number, position: number, j: number) =>
    alphabet.has(length, position, needle.charCodeAt(j));
  const head = [-1, 0, 1].map((d) => {
    const ok = [true];
    for (let j = 0; j < n; j++) ok.push((ok[j] as boolean) && fits(n + d, j, j));
    return ok;
  });
  const tail = [-1, 0, 1].map((d) => {
    const ok: boolean[] = [];
    ok[n] = true;
    for (let j = n - 1; j >= 0; j--) ok[j] = (ok[j + 1] as boolean) && (j + d < 0 || fits(n + d, j + d, j));
    return ok;
  });
  const [headLess, headSame, headMore] = head as [boolean[], boolean[], boolean[]];
  const [tailLess, tailSame, tailMore] = tail as [boolean[], boolean[], boolean[]];
  for (let i = 0; i <= n; i++) {
    if (headMore[i] && tailMore[i]) for (const c of alphabet.codesAt(n + 1, i)) visit(i, c, 0);
    if (i < n) {
      if (headLess[i] && tailLess[i + 1]) visit(i, -1, 1);
      if (headSame[i] && tailSame[i + 1]) {
        const own = needle.charCodeAt(i);
        for (const c of alphabet.codesAt(n, i)) if (c !== own) visit(i, c, 1);
      }
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

/**
 * The distinct one-edit variants that `keep` accepts (e.g. the numbers a catalog holds): the same as
 * filtering oneEditVariants, given summaries of what `keep` accepts. With `held.alphabet`, a variant with
 * a character no accepted number of its length has at that position is never visited. With `held.hash`,
 * a variant is only built (and asked about) when the hash of it, put together from the hashes of the
 * needle's head and tail, may be held: the hundreds of variants that are not are never made into strings.
 */
export function oneEditVariantsWhere(
  needle: string,
  keep: (variant: string) => boolean,
  held: { hash?: PolynomialHash; alphabet?: PositionAlphabet } = {},
): string[] {
  const { hash, alphabet } = held;
  const out = new Set<string>();
  const n = needle.length;
  // head[i]: hash of needle[0, i); tail[j]: hash of needle[j, n); power[k]: base^k (all mod 2^32)
  const head = [0];
  const tail: number[] = [];
  const power = [1];
  if (hash) {
    tail[n] = 0;
    for (let i = 0; i <= n; i++) power.push(Math.imul(power[i] as number, hash.base));
    for (let i = 0; i < n; i++)
      head.push((Math.imul(head[i] as number, hash.base) + needle.charCodeAt(i)) | 0);
    for (let j = n - 1; j >= 0; j--)
      tail[j] = (Math.imul(needle.charCodeAt(j), power[n - 1 - j] as number) + (tail[j + 1] as number)) | 0;
  }
  visitEdits(
    needle,
    NUMBER_CODES,
    (at, code, skip) => {
      if (hash) {
        const rest = n - at - skip;
        const middle = code < 0 ? 0 : Math.imul(code, power[rest] as number);
        const h =
          (Math.imul(head[at] as number, power[rest + (code < 0 ? 0 : 1)] as number) +
            middle +
            (tail[at + skip] as number)) |
          0;
        if (!hash.maybe(h)) return;
      }
      const v = variant(needle, at, code, skip);
      if (v !== needle && keep(v)) out.add(v);
    },
    alphabet,
  );
  return [...out];
}

/**
 * The numbers with two neighbouring characters swapped ('91736R' for '91763R') that `keep` accepts: the
 * commonest slip at a parts counter, two edits by the rules above, so looked for on its own (n - 1 strings).
 */
export function transpositionsWhere(needle: string, keep: (variant: string) => boolean): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < needle.length; i++) {
    if (needle[i] === needle[i + 1]) continue;
    const v = needle.slice(0, i) + needle[i + 1] + needle[i] + needle.slice(i + 2);
    if (keep(v)) out.add(v);
  }
  return [...out];
}
