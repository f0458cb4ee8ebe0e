// What a number search accepts over HTTP: a part number, optionally after a brand name.
import { z } from 'zod';
import { SEARCH_TEXT_MAX, SEARCH_TEXT_PATTERN } from './search-text-rule.ts';

export { SEARCH_TEXT_MAX };

/**
 * Letters, digits and the separators people type inside part numbers (space, dash, dot, slash,
 * underscore), starting with a letter or digit. Anything else (quotes, angle brackets, control or
 * non-Latin characters, '../') cannot be part of a number and is refused with a 400 that says so.
 */
export const SearchText = z
  .string()
  .trim()
  .min(1, 'Type at least one character')
  .max(SEARCH_TEXT_MAX, `At most ${SEARCH_TEXT_MAX} characters`)
  .regex(
    SEARCH_TEXT_PATTERN,
    'A part number starts with a letter or digit and holds only letters, digits, spaces, dashes, dots, slashes and underscores',
  )
  .describe('Part number text, optionally after a brand name (e.g. "webb 66864", "gunite-3600")');
