// The line over a number search's result, in the chat and on the pages: what was searched and what it is.
// The page reads the searched brand and number from its URL (a visitor can type anything there), so it is
// checked by the one schema and always shown as text.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  searchedFromQuery,
  searchedHeading,
  withSearched,
} from '../../tools/engine/shared/display/searched.ts';

export function SearchedHeading({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return <p className="searched-heading">{text}</p>;
}

/** Over the one maker part a page shows: what its URL says was searched, and that part; none without. */
export function SearchedFor({ number }: { number: string }) {
  const searched = useSearched();
  return searched ? <SearchedHeading text={searchedHeading(searched, [{ number }])} /> : null;
}

/** The searched brand and number this page's URL carries, or null. */
export function useSearched(): string | null {
  const [params] = useSearchParams();
  return searchedFromQuery(params);
}

/**
 * A function that adds this page's searched text to a route, so the next page of the same search (the next
 * question, the results, a result's details) still says what was searched; routes stay as they are without it.
 */
export function useCarrySearched(): (route: string) => string {
  const searched = useSearched();
  // the same function while the searched text stays, so effects that navigate with it do not rerun
  return useCallback((route: string) => withSearched(route, searched), [searched]);
}
