// Looks a part up by the number in the page's path; when that finds nothing, asks the cross-reference which
// maker number the typed one stands for and looks again with it, so a competitor's number opens the maker
// part's page.
import { useQuery } from '@tanstack/react-query';
import { type KitPartKey, PART_TYPES } from '../../tools/part-number/part-types.ts';
import { PART_NUMBER } from '../data/crossed-number.ts';
import { pathQuery, readQuery } from '../data/queries.ts';
import { queryClient } from '../data/query-client.ts';

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

type Found<T> = Exclude<PartLookup<T>, { state: 'loading' } | { state: 'error' }>;

/** The lookup, then the cross-reference and the lookup again; each read is a cached query of its own. */
async function lookUp<T>(spec: LookupSpec, number: string): Promise<Found<T>> {
  const read = <R>(path: string) => readQuery(pathQuery<ListAnswer<R>>(path));
  const first = await read<T>(spec.path(number));
  if (first.Results.length) return { state: 'found', items: first.Results, partNumber: number, via: null };
  const xref = await read<CrossReferenceRow>(spec.crossReference(number));
  const maker = xref.Results.find((r) => r.PartNumber !== number);
  if (!maker) return { state: 'not-found' };
  const again = await read<T>(spec.path(maker.PartNumber));
  if (!again.Results.length) return { state: 'not-found' };
  return {
    state: 'found',
    items: again.Results,
    partNumber: maker.PartNumber,
    via: { competitor: maker.CompetitorName, number: maker.CompetitorPartNumber },
  };
}

export function usePartLookup<T>(spec: LookupSpec, partNumber: string): PartLookup<T> {
  const number = partNumber.trim();
  const valid = PART_NUMBER.test(number);
  const path = spec.path(number);
  const result = useQuery(
    { queryKey: [path, 'with-cross-reference'], queryFn: () => lookUp<T>(spec, number), enabled: valid },
    queryClient,
  );
  if (!valid) return { state: 'not-found' };
  if (result.status === 'pending') return { state: 'loading' };
  if (result.status === 'error')
    return {
      state: 'error',
      retry: () => {
        // the failed read is what must be asked again, not only the lookup built on it
        void queryClient.resetQueries({ queryKey: [path] });
      },
    };
  return result.data;
}
