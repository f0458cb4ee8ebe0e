// Every string one edit away from a normalized number: one character wrong, missing or extra.

/** Characters a normalized part number is made of (normalizePartNumber upper-cases letters). */
export const NUMBER_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Near misses are only looked for in numbers of this length: shorter ones would match noise. */
export const NEAR_MISS_MIN_LENGTH = 4;
export const NEAR_MISS_MAX_LENGTH = 20;

/**
 * The distinct strings at edit distance exactly one from `needle` (substitution, deletion, insertion),
 * so the database can look them up by equality on its index instead of scanning for similar strings.
 * For a number of length n that is at most 35n + n + 36(n + 1) strings (about 600 for 8 characters).
 */
export function oneEditVariants(needle: string, alphabet = NUMBER_ALPHABET): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= needle.length; i++) {
    const head = needle.slice(0, i);
    for (const ch of alphabet) out.add(head + ch + needle.slice(i)); // the user left a character out
    if (i < needle.length) {
      const tail = needle.slice(i + 1);
      out.add(head + tail); // the user typed one character too many
      for (const ch of alphabet) if (ch !== needle[i]) out.add(head + ch + tail); // the user typed one character wrong
    }
  }
  out.delete(needle);
  return [...out];
}
