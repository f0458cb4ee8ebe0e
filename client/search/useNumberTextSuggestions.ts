// What a number box suggests for its text, read as the chat reads it (readNumberText): the number and the
// words beside it ('webb 66864': a brand narrows), and when those find nothing, the number alone ('Item
// 10082200', 'stamped 10082200'), as the chat retries. A brand typed beside the number is kept to as the
// chat keeps to it (readTypedBrand): its parts first, and another brand's number said to be theirs
// (`otherBrand`), never shown as the part typed; a brand run into a number that finds nothing is read
// apart ('Gunite45541F' as 'Gunite 45541F', as the chat reads it). Shared by the hub, rotor, drum,
// components and compare boxes and the chat's own box; the suggestions' `text` is what was searched last,
// so Continue reads the number from it (one-meant.ts).
import { useQuery } from '@tanstack/react-query';
import { loneNumber, readNumberText, wordsBesideNumber } from '../../tools/part-number/number-in-text.ts';
import { brandRunTogether, type Listed, readTypedBrand } from '../../tools/part-number/typed-brand.ts';
import { pathQuery } from '../data/queries.ts';
import { queryClient } from '../data/query-client.ts';
import { type SuggestionSource, type Suggestions, useNumberSuggestions } from './useNumberSuggestions.ts';

/** The suggestions, and for a number listed only under other brands than the one typed, the sentence that says so. */
export type TextSuggestions<T> = Suggestions<T> & { otherBrand?: string };

export type TextOptions<T> = {
  /** Which results count (the hub box counts hubs only). */
  keep?: (result: T) => boolean;
  /** A result's brand and number, for reading a brand typed beside the number; without it none is read. */
  listed?: (result: T) => Listed;
};

/** The brand names the number search knows (GET /api/v15/brands), asked only when a brand may be typed. */
const BRANDS = pathQuery<{ Results: string[] }>('/api/v15/brands');

/**
 * The suggestions for `text`: for its number with the words beside it, or, when those leave no suggestion,
 * for the number alone, read against a brand typed beside it. While the number alone (or the brand names)
 * is asked the answer is 'loading', so Continue waits for it and never takes the first empty answer.
 */
export function useNumberTextSuggestions<T>(
  text: string,
  enabled: boolean,
  source: SuggestionSource<T>,
  { keep, listed }: TextOptions<T> = {},
): TextSuggestions<T> {
  const { search, number } = readNumberText(text);
  const withWords = kept(useNumberSuggestions(search, enabled, source), keep);
  const retry =
    withWords.state === 'done' && withWords.results.length === 0 && number.trim() !== withWords.text;
  const alone = kept(useNumberSuggestions(number, enabled && retry, source), keep);
  const found = retry ? alone : withWords;
  // nothing found as typed: a brand may be run into the number ('Gunite45541F')
  const runTogether =
    listed !== undefined && found.state === 'done' && found.results.length === 0 && loneNumber(text) !== null;
  const brandable =
    retry &&
    listed !== undefined &&
    alone.state === 'done' &&
    alone.results.length > 0 &&
    wordsBesideNumber(text).length > 0;
  const brands = useQuery(
    { ...BRANDS, enabled: brandable || runTogether, staleTime: Number.POSITIVE_INFINITY },
    queryClient,
  );
  const apart = runTogether && brands.data ? brandRunTogether(text, brands.data.Results) : null;
  const split = kept(
    useNumberSuggestions(apart ? (loneNumber(apart) ?? '') : '', enabled && apart !== null, source),
    keep,
  );
  if (apart && listed) {
    if (split.state !== 'done' || split.results.length === 0) return split.state === 'done' ? found : split;
    return readAgainstBrand(apart, brands.data?.Results ?? [], split, listed);
  }
  if (runTogether && brands.status === 'pending' && brands.fetchStatus === 'fetching')
    return { state: 'loading', text: found.text };
  if (!retry) return withWords;
  if (!brandable || alone.state !== 'done') return alone;
  // brand names that cannot be had (no network): the number alone's answer, as without a brand
  if (brands.status === 'error' || brands.fetchStatus === 'paused') return alone;
  if (brands.status !== 'success') return { state: 'loading', text: alone.text };
  return readAgainstBrand(text, brands.data.Results, alone, listed);
}

/** Found suggestions read against the brand typed beside the number in `text` (readTypedBrand). */
function readAgainstBrand<T>(
  text: string,
  brands: readonly string[],
  found: Suggestions<T> & { state: 'done' },
  listed: (result: T) => Listed,
): TextSuggestions<T> {
  const read = readTypedBrand(
    text,
    brands,
    found.results.map((result) => ({ ...listed(result), result })),
  );
  const results = read.results.map((r) => r.result);
  return read.kind === 'other-brand' ? { ...found, results, otherBrand: read.says } : { ...found, results };
}

function kept<T>(s: Suggestions<T>, keep?: (result: T) => boolean): Suggestions<T> {
  return s.state === 'done' && keep ? { ...s, results: s.results.filter(keep) } : s;
}
