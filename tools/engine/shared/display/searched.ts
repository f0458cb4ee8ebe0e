// The line that heads every number-search result, in the chat and on its page: what was searched and what
// it is ("Gunite R9003 → ConMet 10510029, rotor 10500035"), so a visitor can confirm the match. The searched
// brand and number travel to the page in its URL query, so a page opened cold still says it. The query's
// check is by hand, not zod: every result page loads this module, and zod (38 KB gzipped) would ride on
// their first loads for one length check (issue 17).
import { BRAND } from '../texts.ts';

/** The URL query parameter that carries the searched brand and number to a result page. */
export const SEARCHED_PARAM = 'searched';
/** A brand name and a part number with room to spare; anything longer is not shown at all. */
export const SEARCHED_MAX = 80;

/** The text as shown (white space runs made one space, ends trimmed); null when empty or too long. */
export function searchedText(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > SEARCHED_MAX) return null;
  return raw.replace(/\s+/g, ' ').trim() || null;
}

/** The searched text of a URL query ('?searched=Gunite%20R9003'); null when absent or not acceptable. */
export function searchedFromQuery(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return searchedText(params.get(SEARCHED_PARAM));
}

/**
 * `route` with the searched text in its query (kept as it is when there is nothing to carry, or when it
 * carries a searched text already: pages pass on the route they were given).
 */
export function withSearched(route: string, searched: string | null | undefined): string {
  const text = searchedText(searched);
  if (text === null) return route;
  const [path, hash = ''] = route.split('#', 2);
  if (new URLSearchParams(path?.split('?')[1] ?? '').has(SEARCHED_PARAM)) return route;
  const join = path?.includes('?') ? '&' : '?';
  return `${path}${join}${SEARCHED_PARAM}=${encodeURIComponent(text)}${hash ? `#${hash}` : ''}`;
}

/** One maker part a search found: its number and, for a kit, what it holds ('rotor 10500035'). */
export type FoundPart = { number: string; detail?: string | null };

/** How many found parts the heading names before it counts the rest. */
const NAMED = 2;

/** 'Gunite R9003 → ConMet 10510029, rotor 10500035' (and '… and 3 more' past the first two). */
export function searchedHeading(searched: string, found: readonly FoundPart[]): string {
  const seen = new Set<string>();
  // our own number found as itself says nothing more than the searched text, or what it holds (a kit:
  // 'ConMet 10083923, rotor 10083733'), never an arrow to itself
  const same = (f: FoundPart) => `${BRAND} ${f.number}` === searched;
  // listed among others (versions of the same wheel end), the number searched was found as itself: an
  // arrow to the others would read as if it had been replaced by them
  const itself = found.find(same);
  if (itself) return itself.detail ? `${searched}, ${itself.detail}` : searched;
  const unique = found.filter((f) => !same(f) && !seen.has(f.number) && seen.add(f.number));
  if (!unique.length) return searched;
  const named = unique
    .slice(0, NAMED)
    .map((f) => `${BRAND} ${f.number}${f.detail ? `, ${f.detail}` : ''}`)
    .join('; ');
  const more = unique.length - NAMED;
  return `${searched} → ${named}${more > 0 ? ` and ${more} more` : ''}`;
}
