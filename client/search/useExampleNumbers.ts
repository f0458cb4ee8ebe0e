// The catalog's example numbers for help sentences: read once per session through the query cache
// (decision 032), shared by every page; later pages start with the answer, so their sentence never
// changes after showing. A failed read is not kept: the next page that asks tries again.
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ExampleNumbers } from '../../tools/catalog/example-numbers.ts';
import { pathQuery } from '../data/queries.ts';
import { queryClient } from '../data/query-client.ts';

export const EXAMPLE_NUMBERS_PATH = '/api/v11/examplenumbers';

const examplesQuery = () => ({ ...pathQuery<ExampleNumbers>(EXAMPLE_NUMBERS_PATH), staleTime: Infinity });

/**
 * Starts the read at once (the assistant's module calls it when it runs, a render and a frame before its
 * effects would): /hub's home waits for the examples (decision 044).
 */
export function prefetchExampleNumbers(): void {
  void queryClient.prefetchQuery(examplesQuery());
}

/** The examples once they are in; null before that and on error (the sentence then goes without them). */
export function useExampleNumbers(): ExampleNumbers | null {
  const { data } = useQuery(examplesQuery(), queryClient);
  return data ?? null;
}

/**
 * Whether the examples' fetch has finished (with them or, on error, without): the assistant's home waits
 * for it while it loads the conversation anyway, so its help sentence does not grow by two lines after
 * showing and push the buttons under it down (layout shift). The same cached read as useExampleNumbers.
 */
export function useExampleNumbersSettled(): boolean {
  const { status, fetchStatus } = useQuery(examplesQuery(), queryClient);
  // Offline the query layer pauses the read instead of failing it: the page must not wait for the network.
  // Once settled it stays so: a failed read is tried again by the home's sentence when it mounts, and
  // going back to the spinner then would unmount the home and ask again, for ever.
  const settled = useRef(false);
  if (status !== 'pending' || fetchStatus === 'paused') settled.current = true;
  return settled.current;
}
