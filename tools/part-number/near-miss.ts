// Every string one edit away from a normalized number: one character wrong, missing or extra.

/** Characters a normalized part number is made of (normalizePartNumber upper-cases letters). */
export const NUMBER_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Near misses are only looked for in numbers of this length: shorter ones would match noise. */
export const NEAR_MISS_MIN_LENGTH = 4;
export const NEAR_MISS_MAX_LENGTH = 20;

/** Calls `visit` with every string one edit away from `needle` (some more than once). */
function visitOneEditVariants(needle: string, alphabet: string, visit: (variant: string) => void): void {
  for (let i = 0; i <= needle.length; i++) {
    const head = needle.slice(0, i);
    for (const ch of alphabet) visit(head + ch + needle.slice(i)); // the user left a character out
    if (i < needle.length) {
      const tail = needle.slice(i + 1);
      visit(head + tail); // the user typed one character too many
      for (const ch of alphabet) if (ch !== needle[i]) visit(head + ch + tail); // the user typed one character wrong
    }
  }
}

/**
 * The distinct strings at edit distance exactly one from `needle` (substitution, deletion, insertion),
 * so the database can look them up by equality on its index instead of scanning for similar strings.
 * For a number of length n that is at most 35n + n + 36(n + 1) strings (about 600 for 8 characters).
 */
export function oneEditVariants(needle: string, alphabet = NUMBER_ALPHABET): string[] {
  const out = new Set<string>();
  visitOneEditVariants(needle, alphabet, (v) => out.add(v));
  out.delete(needle);
  return [...out];
}

/**
 * The distinct one-edit variants that `keep` accepts (e.g. the numbers a catalog holds): the same as
 * filtering oneEditVariants, without collecting the hundreds of variants that are thrown away.
 */
export function oneEditVariantsWhere(
  needle: string,
  keep: (variant: string) => boolean,
  alphabet = NUMBER_ALPHABET,
): string[] {
  const out = new Set<string>();
  visitOneEditVariants(needle, alphabet, (v) => {
    if (v !== needle && keep(v)) out.add(v);
  });
  return [...out];
}
