// The maker's own hub assembly numbers as suggestions (compare picker), with the search box's 500 ms wait.
import { useEffect, useState } from 'react';
import { getJson } from '../../api.ts';
import type { SuggestionList } from '../../search/NumberAutocomplete.tsx';
import { SUGGEST_DEBOUNCE_MS } from '../../search/useNumberSuggestions.ts';

export function useMakerNumberSuggestions(text: string, enabled: boolean): SuggestionList {
  const trimmed = text.trim();
  const [result, setResult] = useState<{ text: string; list: SuggestionList } | null>(null);

  useEffect(() => {
    if (!enabled || !trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getJson<{ Results: string[] }>(
        `/api/v11/hubassemblynumbers/withaftermarketparts/${encodeURIComponent(trimmed.slice(0, 64))}`,
        controller.signal,
      )
        .then((body) =>
          setResult({
            text: trimmed,
            list: {
              state: 'done',
              text: trimmed,
              items: body.Results.map((n) => ({ key: n, brand: null, number: n })),
            },
          }),
        )
        .catch(() => {
          if (!controller.signal.aborted) setResult({ text: trimmed, list: { state: 'error' } });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, enabled]);

  if (!enabled || !trimmed) return { state: 'idle' };
  // An answer for older text is never shown.
  return result?.text === trimmed ? result.list : { state: 'loading' };
}
