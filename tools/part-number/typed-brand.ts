// A brand the visitor typed beside a number ('Gunite 45541F', '45541F gunite', 'need Dana Spicer 1234'):
// the one rule by which the number boxes (client/search) and the chat (tools/engine/engine.ts) read the
// matches of the number alone once the words beside it found nothing. That brand's parts come first; a
// number the catalog lists only under other brands is said to be theirs, never presented as the part typed.
import { normalizePartNumber } from './normalize.ts';
import { loneNumber, wordsBesideNumber } from './number-in-text.ts';

/** What a match says of itself: the brand it is listed under and its number there. */
export type Listed = { CompetitorName: string; CompetitorPartNumber: string };

/** Brand names are written in one to three words ('Dana Spicer'), or run together ('DanaSpicer'). */
const BRAND_WORDS_MAX = 3;

/** The catalog's name of the brand the words beside the text's one number name; null for none. */
export function typedBrand(text: string, brands: readonly string[]): string | null {
  const words = wordsBesideNumber(text).map(normalizePartNumber);
  if (!words.length) return null;
  const byKey = new Map(brands.filter((b) => normalizePartNumber(b)).map((b) => [normalizePartNumber(b), b]));
  for (let size = BRAND_WORDS_MAX; size >= 1; size--)
    for (let i = 0; i + size <= words.length; i++) {
      const brand = byKey.get(words.slice(i, i + size).join(''));
      if (brand) return brand;
    }
  return null;
}

/** Brand names shorter than this (in number form) are not read off a number: too many numbers start so. */
const RUN_TOGETHER_MIN = 4;
/** What must stay of the number once the brand is read off it. */
const REST_MIN = 3;

/**
 * A brand run into the text's one number ('Gunite45541F', '45541F-Gunite'): the text with the brand and
 * the number apart ('Gunite 45541F'), the longest brand read first; null when no brand starts or ends the
 * number. Read only after the number as typed found nothing: a real number that starts with a brand's
 * letters is found as itself first.
 */
export function brandRunTogether(text: string, brands: readonly string[]): string | null {
  const number = loneNumber(text);
  if (number === null) return null;
  const key = normalizePartNumber(number);
  let best: { brand: string; size: number; rest: string } | null = null;
  for (const brand of brands) {
    const size = normalizePartNumber(brand).length;
    if (size < RUN_TOGETHER_MIN || size > key.length - REST_MIN || (best && best.size >= size)) continue;
    const own = normalizePartNumber(brand);
    const rest = key.startsWith(own) ? key.slice(size) : key.endsWith(own) ? key.slice(0, -size) : null;
    if (rest && /\d/.test(rest)) best = { brand, size, rest };
  }
  return best ? [...wordsBesideNumber(text), best.brand, best.rest].join(' ') : null;
}

export type BrandReading<T> =
  /** No brand typed, or matches under it: the matches, that brand's first. */
  | { kind: 'as-typed'; results: T[] }
  /** A brand typed and none of the matches is listed under it: `says` tells whose they are. */
  | { kind: 'other-brand'; brand: string; results: T[]; says: string };

const sameBrand = (a: string, b: string) => normalizePartNumber(a) === normalizePartNumber(b);

/**
 * The matches of the number alone read against the brand typed beside it (`brands`: every brand the
 * catalog knows). Pure and deterministic: the same text and matches give the same reading in box and chat.
 */
export function readTypedBrand<T extends Listed>(
  text: string,
  brands: readonly string[],
  results: readonly T[],
): BrandReading<T> {
  const brand = typedBrand(text, brands);
  if (!brand || !results.length) return { kind: 'as-typed', results: [...results] };
  const own = results.filter((r) => sameBrand(r.CompetitorName, brand));
  if (own.length) return { kind: 'as-typed', results: [...own, ...results.filter((r) => !own.includes(r))] };
  return { kind: 'other-brand', brand, results: [...results], says: otherBrandSays(text, brand, results) };
}

/**
 * '45541F is listed as Webb's number, not Gunite's.'; when none of the matches is the number itself (only
 * numbers starting with it or near it): 'None of these is a Gunite number.' Names and numbers are the
 * catalog's, never the visitor's text.
 */
function otherBrandSays(text: string, brand: string, results: readonly Listed[]): string {
  const typed = normalizePartNumber(loneNumber(text) ?? '');
  const exact = results.filter((r) => normalizePartNumber(r.CompetitorPartNumber) === typed);
  const first = exact[0];
  if (!first) return `None of these is a ${brand} number.`;
  const owners = [...new Set(exact.map((r) => `${r.CompetitorName}'s`))];
  const listed = owners.length > 1 ? `${owners.slice(0, -1).join(', ')} and ${owners.at(-1)}` : owners[0];
  return `${first.CompetitorPartNumber} is listed as ${listed} number, not ${brand}'s.`;
}
