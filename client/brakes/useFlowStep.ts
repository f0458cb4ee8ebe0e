// Resolves where a parts flow stands for the page's URL: the categories from the API, then the shared
// flow rule (tools/engine/parts-flow) with single values answered on the way.
import { useEffect, useState } from 'react';
import type { FilterCategory, FilterValue } from '../../tools/catalog/facets.ts';
import {
  type FetchValues,
  type FlowStep,
  formatPairs,
  type PartsFlowDef,
  parsePairs,
  resolveStep,
  resultsOf,
} from '../../tools/engine/parts-flow/index.ts';
import { getJson } from '../api.ts';
import { useApi } from '../ui/useApi.ts';

export type FlowStepState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'done'; step: FlowStep; categories: FilterCategory[] };

export function filterValuesUrl(def: PartsFlowDef, code: string, pairs: Record<string, string>): string {
  const text = formatPairs(pairs);
  return `${def.api}/filtervalues/${code}?inclv=2${text ? `&${text}` : ''}`;
}

export function useFlowStep(def: PartsFlowDef, current: string | null, pairsText: string): FlowStepState {
  const categories = useApi<FilterCategory[]>(`${def.api}/filtercategories/`);
  const list = categories.state === 'done' ? categories.data : null;
  const key = `${def.flow}|${current ?? ''}|${pairsText}`;
  const [result, setResult] = useState<{ key: string; step?: FlowStep; error?: string } | null>(null);

  useEffect(() => {
    if (!list) return;
    const controller = new AbortController();
    const fetchValues: FetchValues = async (code, pairs) => {
      const answer = await getJson<{ Status: string; Results: FilterValue[]; Matching?: number }>(
        filterValuesUrl(def, code, pairs),
        controller.signal,
      );
      // the counts ride along (decision 037): how many parts match, what each value leaves
      return { Results: [...resultsOf(answer)], Matching: answer.Matching };
    };
    resolveStep(list, parsePairs(pairsText), current, fetchValues)
      .then((step) => setResult({ key, step }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          setResult({ key, error: err instanceof Error ? err.message : String(err) });
      });
    return () => controller.abort();
  }, [list, key, def, current, pairsText]);

  if (categories.state === 'error') return { state: 'error', message: categories.message };
  if (!list || !result || result.key !== key) return { state: 'loading' };
  if (result.error || !result.step) return { state: 'error', message: result.error ?? 'Unknown error' };
  return { state: 'done', step: result.step, categories: list };
}
