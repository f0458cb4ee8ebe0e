// Part numbers are typed in many shapes ('10031065', '10-031-065', 'ab 1234.5/x'); matching ignores case and separators.

const SEPARATORS = /[\s\-./\\_]+/g;

/** Characters a normalized part number is made of (normalizePartNumber upper-cases letters). */
export const NUMBER_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Upper case without spaces, dashes, dots, slashes or underscores: the form numbers are matched in. */
export function normalizePartNumber(text: string): string {
  return text.normalize('NFKC').replace(SEPARATORS, '').toUpperCase();
}
