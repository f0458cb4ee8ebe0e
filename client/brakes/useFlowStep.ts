// Resolves where a parts flow stands for the page's URL: the categories from the API, then the shared
// flow rule (tools/engine/parts-flow) with single values answered on the way.
import { useQuery } from '@tanstack/react-query';
import type { FilterCategory, FilterValue } from '../../tools/catalog/facets.ts';
import {
  type FetchValues,
  type FlowAnswer,
  type FlowPairs,
  type FlowStep,
  flowAnswers,
  formatPairs,
  type PartsFlowDef,
  parsePairs,
  resolveStep,
  resultsOf,
  unknownAnswers,
} from '../../tools/engine/parts-flow/index.ts';
import type { UnknownAnswer } from '../../tools/engine/shared/unknown-answers.ts';
import { pathQuery, readQuery } from '../data/queries.ts';
import { queryClient } from '../data/query-client.ts';
import { useApi } from '../data/useApi.ts';

export type FlowStepState =
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: () => void }
  | { state: 'done'; step: FlowStep; categories: FilterCategory[] };

export function filterValuesUrl(def: PartsFlowDef, code: string, pairs: Record<string, string>): string {
  const text = formatPairs(pairs);
  return `${def.api}/filtervalues/${code}?inclv=2${text ? `&${text}` : ''}`;
}

/** A flow's filter values with their counts, each a cached read of its own (decision 037). */
function valuesFetcher(def: PartsFlowDef): FetchValues {
  return async (code, pairs) => {
    const answer = await readQuery(
      pathQuery<{ Status: string; Results: FilterValue[]; Matching?: number }>(
        filterValuesUrl(def, code, pairs),
      ),
    );
    return { Results: [...resultsOf(answer)], Matching: answer.Matching };
  };
}

/** Where a step's resolution is cached: by the page's address (the current filter and the answers). */
function stepKey(categoriesPath: string, current: string | null, pairsText: string) {
  return [categoriesPath, 'step', current, pairsText];
}

export function useFlowStep(def: PartsFlowDef, current: string | null, pairsText: string): FlowStepState {
  const categoriesPath = `${def.api}/filtercategories/`;
  const categories = useApi<FilterCategory[]>(categoriesPath);
  const list = categories.state === 'done' ? categories.data : null;
  // Derived from the categories and the filter values on the way, each a cached read of its own (the
  // results page asks the last one again and gets it from the cache).
  const step = useQuery(
    {
      queryKey: stepKey(categoriesPath, current, pairsText),
      queryFn: async () => {
        const fetchValues = valuesFetcher(def);
        const resolved = await resolveStep(list ?? [], parsePairs(pairsText), current, fetchValues);
        // The page then moves to the step's own address (answers filled in, skipped filters passed): that
        // address shows this same step, so it is known at once instead of flashing 'Loading choices'.
        if (resolved.kind !== 'splined' && resolved.kind !== 'empty') {
          const text = formatPairs(resolved.pairs);
          if (resolved.code !== current || text !== pairsText)
            queryClient.setQueryData(stepKey(categoriesPath, resolved.code, text), resolved);
        }
        return resolved;
      },
      enabled: list !== null,
    },
    queryClient,
  );

  if (categories.state === 'error') return categories;
  if (!list || step.status === 'pending') return { state: 'loading' };
  // the step's own read fails as a whole when one filter value read on the way fails: asked again whole
  if (step.status === 'error')
    return { state: 'error', message: step.error.message, retry: () => void step.refetch() };
  return { state: 'done', step: step.data, categories: list };
}

/**
 * The answers the page's address holds, named as their questions offered them, each with the address that
 * asks it again: a link opened cold says what it already knows. Empty until read, and when reading fails
 * (the step itself shows that).
 */
export function useFlowAnswers(
  def: PartsFlowDef,
  categories: readonly FilterCategory[] | null,
  pairs: FlowPairs | null,
): FlowAnswer[] {
  const text = pairs ? formatPairs(pairs) : '';
  const answers = useQuery(
    {
      queryKey: [def.api, 'answers', text],
      queryFn: () => flowAnswers(def.flow, categories ?? [], pairs ?? {}, valuesFetcher(def)),
      enabled: categories !== null && text !== '',
    },
    queryClient,
  );
  return text && answers.data ? answers.data : [];
}

/**
 * The answers of `pairs` the catalog does not have at all (a link edited by hand or older than the
 * catalog), for a page that found nothing to name them; null while they are read. Without the flow's
 * categories there is nothing to read them with, and none are named.
 */
export function useUnknownAnswers(
  def: PartsFlowDef,
  categories: readonly FilterCategory[] | undefined,
  pairs: FlowPairs,
): UnknownAnswer[] | null {
  const text = formatPairs(pairs);
  const unknown = useQuery(
    {
      queryKey: [def.api, 'unknown', text],
      queryFn: () => unknownAnswers(categories ?? [], pairs, valuesFetcher(def)),
      enabled: categories !== undefined && text !== '',
    },
    queryClient,
  );
  if (!categories || !text) return [];
  // a failed read names nothing: the page still says that nothing matched
  if (unknown.status === 'error') return [];
  return unknown.data ?? null;
}
