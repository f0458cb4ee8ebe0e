// Debounced number suggestions: asks the server 500 ms after the last keystroke, newest answer wins; an
// answer for older text is never returned (the current text is 'loading' until its own answer is in).
// Answers come from the query cache (decision 032): text asked before is answered at once, and the
// no-results offers for the same text share the request.
// The unified search by default; other search boxes pass their own source (a module constant).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PartNumberMatch } from '../../tools/catalog/search-part-numbers.ts';
import { isSearchText } from '../../tools/part-number/search-text-rule.ts';
import { pathQuery } from '../data/queries.ts';
import { queryClient } from '../data/query-client.ts';

export const SUGGEST_DEBOUNCE_MS = 500;

export type Suggestions<T = PartNumberMatch> =
  | { state: 'idle' }
  | { state: 'loading'; text: string }
  | { state: 'done'; text: string; results: T[] }
  | { state: 'error'; text: string };

/** Which call answers the suggestions. Keep it a module constant: it is an effect dependency. */
export type SuggestionSource<T> = {
  path: (text: string) => string;
  /** Marks the type of one result; never set. */
  readonly resultType?: T;
};

const enc = (text: string) => encodeURIComponent(text.slice(0, 64));

export const UNIFIED_SEARCH: SuggestionSource<PartNumberMatch> = {
  path: (text) => `/api/v11/partnumbers/withaftermarketnumbers/${enc(text)}`,
};

/** The maker's own hub assembly numbers, as plain strings (parts search, compare picker). */
export const MAKER_HUB_NUMBERS: SuggestionSource<string> = {
  path: (text) => `/api/v11/hubassemblynumbers/withaftermarketparts/${enc(text)}`,
};

export function useNumberSuggestions(text: string, enabled?: boolean): Suggestions<PartNumberMatch>;
export function useNumberSuggestions<T>(
  text: string,
  enabled: boolean,
  source: SuggestionSource<T>,
): Suggestions<T>;
export function useNumberSuggestions(
  text: string,
  enabled = true,
  source: SuggestionSource<unknown> = UNIFIED_SEARCH,
): Suggestions<unknown> {
  const trimmed = text.trim();
  // A sentence ('freightliner with drum brakes, 22,500 lbs') cannot be a number: nothing to suggest,
  // and the server would refuse it with a 400.
  const askable = enabled && trimmed !== '' && isSearchText(trimmed);
  // The text once it has stood still for the debounce; a text already answered is not waited for.
  const [settled, setSettled] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(trimmed), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  const query = useQuery(
    {
      ...pathQuery<{ Results: unknown[] }>(source.path(trimmed)),
      enabled: askable && settled === trimmed,
    },
    queryClient,
  );

  if (!enabled || !trimmed) return { state: 'idle' };
  if (!askable) return { state: 'done', text: trimmed, results: [] };
  if (query.status === 'success') return { state: 'done', text: trimmed, results: query.data.Results };
  // Without a network the query layer pauses the call instead of failing it: for Continue and Enter,
  // which wait for the suggestions, that is an answer too (the offline copy takes over), not a wait.
  if (query.status === 'error' || query.fetchStatus === 'paused') return { state: 'error', text: trimmed };
  return { state: 'loading', text: trimmed };
}
