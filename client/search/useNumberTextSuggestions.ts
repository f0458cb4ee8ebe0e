// What a number box suggests for its text, read as the chat reads it (readNumberText): the number and the
// words beside it ('webb 66864': a brand narrows), and when those find nothing, the number alone ('Item
// 10082200', 'stamped 10082200'), as the chat retries. Shared by the hub, rotor, drum, components and compare
// boxes; the suggestions' `text` is what was searched last, so Continue reads the number from it (one-meant.ts).
import { readNumberText } from '../../tools/part-number/number-in-text.ts';
import { type SuggestionSource, type Suggestions, useNumberSuggestions } from './useNumberSuggestions.ts';

const everything = () => true;

/**
 * The suggestions for `text`: for its number with the words beside it, or, when those leave no suggestion
 * (`keep` says which count: the hub box counts hubs only), for the number alone. While the number alone is
 * asked the answer is 'loading', so Continue waits for it and never takes the first empty answer.
 */
export function useNumberTextSuggestions<T>(
  text: string,
  enabled: boolean,
  source: SuggestionSource<T>,
  keep: (result: T) => boolean = everything,
): Suggestions<T> {
  const { search, number } = readNumberText(text);
  const withWords = kept(useNumberSuggestions(search, enabled, source), keep);
  const retry =
    withWords.state === 'done' && withWords.results.length === 0 && number.trim() !== withWords.text;
  const alone = kept(useNumberSuggestions(number, enabled && retry, source), keep);
  return retry ? alone : withWords;
}

function kept<T>(s: Suggestions<T>, keep: (result: T) => boolean): Suggestions<T> {
  return s.state === 'done' && keep !== everything ? { ...s, results: s.results.filter(keep) } : s;
}
