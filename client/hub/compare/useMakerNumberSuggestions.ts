// The maker's own hub assembly numbers as suggestions (compare picker): the shared suggestion hook on the
// maker-number source, as list items.
import type { SuggestionList } from '../../search/NumberAutocomplete.tsx';
import { MAKER_HUB_NUMBERS, useNumberSuggestions } from '../../search/useNumberSuggestions.ts';

export function useMakerNumberSuggestions(text: string, enabled: boolean): SuggestionList {
  const latest = useNumberSuggestions(text, enabled, MAKER_HUB_NUMBERS);
  if (latest.state !== 'done') return { state: latest.state };
  return {
    state: 'done',
    text: latest.text,
    items: latest.results.map((n) => ({ key: n, brand: null, number: n })),
  };
}
