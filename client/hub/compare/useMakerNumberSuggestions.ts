// The maker's own hub assembly numbers as suggestions (compare picker): the shared suggestion hook on the
// maker-number source, as list items.
import type { SuggestionList } from '../../search/NumberAutocomplete.tsx';
import { MAKER_HUB_NUMBERS, useNumberSuggestions } from '../../search/useNumberSuggestions.ts';

export function useMakerNumberSuggestions(text: string, enabled: boolean): SuggestionList {
  const trimmed = text.trim();
  const latest = useNumberSuggestions(text, enabled, MAKER_HUB_NUMBERS);
  if (!enabled || !trimmed) return { state: 'idle' };
  // An answer for older text is never shown.
  if (latest.state === 'idle' || latest.text !== trimmed || latest.state === 'loading')
    return { state: 'loading' };
  if (latest.state === 'error') return { state: 'error' };
  return {
    state: 'done',
    text: trimmed,
    items: latest.results.map((n) => ({ key: n, brand: null, number: n })),
  };
}
