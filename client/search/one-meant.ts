// Continue with one suggestion uses it (the spec) when it is what was typed or starts with it. The
// suggestions also hold numbers one character off (near misses, which the original never suggested): one of
// those is another part, offered on the no-results page and never taken for the number typed.
import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import { readNumberText } from '../../tools/part-number/number-in-text.ts';

/**
 * Whether `number` (of `brand`) is the part `text` names: the same number, with or without a brand word
 * before it, or one the text starts. Without a brand, any word before the number is allowed. A number
 * among other words ('PN: 10082200') is the number read from them (readNumberText).
 */
export function isMeant(text: string, number: string, brand: string | null = null): boolean {
  return names(normalizePartNumber(readNumberText(text).number), number, brand);
}

/** Whether the normalized `typed` is `number` (of `brand`) or its start, with or without the brand before it. */
function names(typed: string, number: string, brand: string | null): boolean {
  const own = normalizePartNumber(number);
  if (!typed) return false;
  if (own.startsWith(typed)) return true;
  return brand === null ? typed.endsWith(own) : normalizePartNumber(`${brand}${number}`).startsWith(typed);
}

/**
 * Whether `text` is nothing but `number` (of `brand`), with or without the brand before it, or the start of
 * either: no other word a reader of the whole text should weigh ('rotor for 10082200', 'Gunite 45541F').
 */
export function isTypedAlone(text: string, number: string, brand: string): boolean {
  return names(normalizePartNumber(text), number, brand);
}
