// One API read for a page: loading, error (with retry) or data, from the shared query cache (decision 032),
// so a page seen before renders its data at once and two components asking the same share one request.
import { useQuery } from '@tanstack/react-query';
import type { FrameStatus } from '../ui/PageFrame.tsx';
import { type ApiQuery, pathQuery } from './queries.ts';
import { queryClient } from './query-client.ts';

export type ApiState<T> =
  | { state: 'loading' }
  | { state: 'error'; message: string; retry: () => void }
  | { state: 'done'; data: T };

/** Where nothing is to be read (a bad number in the path): stays 'loading', the page decides. */
const NOTHING: ApiQuery<null> = { queryKey: ['nothing'], queryFn: async () => null };

/** `read`: a typed query (`apiQuery`), or an API path whose answer has the shape `T`; null reads nothing. */
export function useApi<T>(read: ApiQuery<T> | string | null): ApiState<T> {
  const query = typeof read === 'string' ? pathQuery<T>(read) : read;
  const result = useQuery<T | null>({ ...(query ?? NOTHING), enabled: query !== null }, queryClient);
  if (!query || result.status === 'pending') return { state: 'loading' };
  if (result.status === 'error')
    return { state: 'error', message: result.error.message, retry: () => void result.refetch() };
  return { state: 'done', data: result.data as T };
}

/** The page frame's status of a fetch: 'done' is ready (the page decides what of the data it shows). */
export function toStatus<T>(result: ApiState<T>): FrameStatus {
  return result.state === 'done' ? { state: 'ready' } : result;
}
