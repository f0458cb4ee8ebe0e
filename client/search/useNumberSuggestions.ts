// Debounced number suggestions: asks the server 500 ms after the last keystroke, newest answer wins.
import { useEffect, useState } from 'react';
import type { PartNumberMatch } from '../../tools/catalog/search-part-numbers.ts';
import { getJson } from '../api.ts';

export const SUGGEST_DEBOUNCE_MS = 500;

export type Suggestions<T = PartNumberMatch> =
  | { state: 'idle' }
  | { state: 'loading'; text: string }
  | { state: 'done'; text: string; results: T[] }
  | { state: 'error'; text: string };

const unifiedSearch = (text: string) =>
  `/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(text)}`;

/** Suggestions from any autocomplete call that answers `{ Results: T[] }` (unified, rotor, drum). */
export function useSuggestions<T>(
  text: string,
  url: (text: string) => string,
  enabled = true,
): Suggestions<T> {
  const [result, setResult] = useState<Suggestions<T>>({ state: 'idle' });
  const trimmed = text.trim();

  useEffect(() => {
    if (!enabled || !trimmed) {
      setResult({ state: 'idle' });
      return;
    }
    setResult({ state: 'loading', text: trimmed });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getJson<{ Results: T[] }>(url(trimmed.slice(0, 64)), controller.signal)
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
  }, [trimmed, enabled, url]);

  return result;
}

export function useNumberSuggestions(text: string, enabled = true): Suggestions {
  return useSuggestions<PartNumberMatch>(text, unifiedSearch, enabled);
}
