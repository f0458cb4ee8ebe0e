// What a part-number path parameter accepts: one part number as a brand writes it, no brand word.
import { z } from 'zod';
import { normalizePartNumber } from './normalize.ts';

export const PART_NUMBER_MAX = 32;

/**
 * Letters, digits, dashes, dots, slashes and spaces, starting with a letter or digit, at most 32
 * characters. Quotes, angle brackets, control or non-Latin characters and '../' are refused with a 400.
 */
export const PartNumberText = z
  .string()
  .trim()
  .min(1, 'Type a part number')
  .max(PART_NUMBER_MAX, `At most ${PART_NUMBER_MAX} characters`)
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/,
    'A part number starts with a letter or digit and holds only letters, digits, spaces, dashes, dots and slashes',
  )
  .describe('A part number, the maker\'s or a competitor\'s (e.g. "10036551")');

/** The forms a stored maker number may take for typed text: as typed (trimmed) and normalized. */
export function lookupForms(text: string): string[] {
  const trimmed = text.trim();
  return [...new Set([trimmed, normalizePartNumber(trimmed)])];
}
