// The maker's own hub assembly numbers as suggestions (compare picker): the shared suggestion hook on the
// maker-number source, read from the text as the other number boxes read it, as list items.
import type { SuggestionList } from '../../search/NumberAutocomplete.tsx';
import { MAKER_HUB_NUMBERS } from '../../search/useNumberSuggestions.ts';
import { useNumberTextSuggestions } from '../../search/useNumberTextSuggestions.ts';

export function useMakerNumberSuggestions(text: string, enabled: boolean): SuggestionList {
  // the box's text as typed: read as the chat reads it ('PN: 10082200'; the number alone for 'Item 10082200')
  const latest = useNumberTextSuggestions(text, enabled, MAKER_HUB_NUMBERS);
  if (latest.state !== 'done') return { state: latest.state };
  return {
    state: 'done',
    text: latest.text,
    items: latest.results.map((n) => ({ key: n, brand: null, number: n })),
  };
}
