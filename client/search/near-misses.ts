// Suggestions that are all near misses, told apart from matches in every number box and the chat's: a
// near miss tapped for the number typed is another part.

import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import { readNumberText } from '../../tools/part-number/number-in-text.ts';

type Suggested = { brand: string | null; number: string };

/**
 * Whether every suggestion is a near miss: the search offers numbers one character off only when no number
 * is or starts with the text, so a list where none starts with it (brand typed before it or not) is one of
 * other numbers, to be told apart from matches before one is tapped for the part.
 */
export function nearMissesOnly(text: string, items: readonly Suggested[]): boolean {
  const { search, number } = readNumberText(text);
  const typed = [normalizePartNumber(search), normalizePartNumber(number)].filter(Boolean);
  if (!typed.length || !items.length) return false;
  return !items.some((item) => {
    const own = normalizePartNumber(item.number);
    const branded = normalizePartNumber(`${item.brand ?? ''}${item.number}`);
    return typed.some((t) => own.startsWith(t) || branded.startsWith(t));
  });
}
