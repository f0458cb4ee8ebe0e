// Debounced number suggestions: asks the server 500 ms after the last keystroke, newest answer wins.
import { useEffect, useState } from 'react';
import type { PartNumberMatch } from '../../tools/catalog/search-part-numbers.ts';
import { getJson } from '../api.ts';

export const SUGGEST_DEBOUNCE_MS = 500;

export type Suggestions =
  | { state: 'idle' }
  | { state: 'loading'; text: string }
  | { state: 'done'; text: string; results: PartNumberMatch[] }
  | { state: 'error'; text: string };

export function useNumberSuggestions(text: string, enabled = true): Suggestions {
  const [result, setResult] = useState<Suggestions>({ state: 'idle' });
  const trimmed = text.trim();

  useEffect(() => {
    if (!enabled || !trimmed) {
      setResult({ state: 'idle' });
      return;
    }
    setResult({ state: 'loading', text: trimmed });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getJson<{ Results: PartNumberMatch[] }>(
        `/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(trimmed.slice(0, 64))}`,
        controller.signal,
      )
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
  }, [trimmed, enabled]);

  return result;
}
