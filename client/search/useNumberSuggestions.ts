// Debounced number suggestions: asks the server 500 ms after the last keystroke, newest answer wins; an
// answer for older text is never returned (the current text is 'loading' until its own answer is in).
// The unified search by default; other search boxes pass their own source (a module constant).
import { useEffect, useState } from 'react';
import type { PartNumberMatch } from '../../tools/catalog/search-part-numbers.ts';
import { SearchText } from '../../tools/part-number/search-text.ts';
import { getJson } from '../api.ts';

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
  const [result, setResult] = useState<Suggestions<unknown>>({ state: 'idle' });
  const trimmed = text.trim();

  useEffect(() => {
    if (!enabled || !trimmed) {
      setResult({ state: 'idle' });
      return;
    }
    // A sentence ('freightliner with drum brakes, 22,500 lbs') cannot be a number: nothing to suggest,
    // and the server would refuse it with a 400.
    if (!SearchText.safeParse(trimmed).success) {
      setResult({ state: 'done', text: trimmed, results: [] });
      return;
    }
    setResult({ state: 'loading', text: trimmed });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getJson<{ Results: unknown[] }>(source.path(trimmed), controller.signal)
        .then((body) => setResult({ state: 'done', text: trimmed, results: body.Results }))
        .catch((err: unknown) => {
          if (!controller.signal.aborted) setResult({ state: 'error', text: trimmed });
          void err;
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, enabled, source]);

  if (!enabled || !trimmed) return { state: 'idle' };
  // Until the effect has caught up with a change, the state held is for older text (or idle).
  if (result.state === 'idle' || result.text !== trimmed) return { state: 'loading', text: trimmed };
  return result;
}
