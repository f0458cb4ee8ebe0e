// Looks a part up by the number in the page's path; when that finds nothing, asks the cross-reference which
// maker number the typed one stands for and looks again with it, so a competitor's number opens the maker
// part's page.
import { useCallback, useEffect, useState } from 'react';
import { type KitPartKey, PART_TYPES } from '../../tools/part-number/part-types.ts';
import { getJson } from '../api.ts';

type ListAnswer<T> = { Status: string; Results: T[] };
type CrossReferenceRow = { PartNumber: string; CompetitorName: string; CompetitorPartNumber: string };

export type PartLookup<T> =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; retry: () => void }
  | {
      state: 'found';
      items: T[];
      /** The maker number the items were found by. */
      partNumber: string;
      /** Set when the path held another brand's number that the cross-reference translated. */
      via: { competitor: string; number: string } | null;
    };

/** What the API accepts as a part number; anything else is not looked up at all. */
const PART_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 .\-/]{0,31}$/;

export type LookupSpec = {
  /** The API path of the lookup for one maker number. */
  path: (partNumber: string) => string;
  /** The cross-reference call for this kind of part. */
  crossReference: (partNumber: string) => string;
};

/** A lookup spec for a part type's kits/... call (the registry's), cross-referenced within that type. */
export function kitLookup(key: KitPartKey): LookupSpec {
  const { kitCall: call, id: partTypeId } = PART_TYPES[key];
  return {
    path: (n) => `/api/v11/kits/${call}/${encodeURIComponent(n)}`,
    crossReference: (n) => `/api/v11/kits/crossReference/${encodeURIComponent(n)}?partTypeId=${partTypeId}`,
  };
}

export function usePartLookup<T>(spec: LookupSpec, partNumber: string): PartLookup<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; value: PartLookup<T> } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const valid = PART_NUMBER.test(partNumber.trim());
  const key = `${spec.path(partNumber)}#${attempt}`;

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const { signal } = controller;
    const number = partNumber.trim();
    const set = (value: PartLookup<T>) => {
      if (!signal.aborted) setResult({ key, value });
    };
    (async () => {
      const first = await getJson<ListAnswer<T>>(spec.path(number), signal);
      if (first.Results.length)
        return set({ state: 'found', items: first.Results, partNumber: number, via: null });
      const xref = await getJson<ListAnswer<CrossReferenceRow>>(spec.crossReference(number), signal);
      const maker = xref.Results.find((r) => r.PartNumber !== number);
      if (!maker) return set({ state: 'not-found' });
      const again = await getJson<ListAnswer<T>>(spec.path(maker.PartNumber), signal);
      if (!again.Results.length) return set({ state: 'not-found' });
      set({
        state: 'found',
        items: again.Results,
        partNumber: maker.PartNumber,
        via: { competitor: maker.CompetitorName, number: maker.CompetitorPartNumber },
      });
    })().catch(() => set({ state: 'error', retry }));
    return () => controller.abort();
  }, [key, valid, partNumber, spec, retry]);

  if (!valid) return { state: 'not-found' };
  if (!result || result.key !== key) return { state: 'loading' };
  return result.value;
}
