// The query-key scheme and the query builders every read goes through (decision 032).
//
// Key scheme: a read's key is `[path]`, the API path with its query string exactly as requested, so the
// same question asked by two components (or by a typed call and a path-built one) is one cache entry and
// one request. A query that combines several reads (a flow step, a lookup with its cross-reference) is
// keyed `[first path, name, ...inputs]`: it starts with the path it reads first, so clearing a path
// clears what was derived from it.
import type { ClientRequestOptions } from 'hono/client';
import { getJson, readJson } from '../api.ts';
import { queryClient } from './query-client.ts';

/** One read: its key (the scheme above) and how to fetch it; `useApi` and `queryClient.fetchQuery` take it. */
export type ApiQuery<T> = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
};

/** A read of a path built from data (a parts flow's API base, a lookup spec); `T` is the caller's shape. */
export function pathQuery<T>(path: string): ApiQuery<T> {
  return { queryKey: [path], queryFn: ({ signal }) => getJson<T>(path, signal) };
}

/** One GET endpoint of the typed client (`api.v11.hubassemblydetails[':ids']`). */
type GetEndpoint<A, T> = {
  $get: (args: A, options?: ClientRequestOptions) => Promise<Response & { json(): Promise<T> }>;
  $path: (args: A) => string;
};

/** A read through the typed client: the answer's type is the route's. Path values must be URL-encoded. */
export function apiQuery<A, T>(endpoint: GetEndpoint<A, T>, args: A): ApiQuery<T> {
  return {
    queryKey: [endpoint.$path(args)],
    queryFn: ({ signal }) => readJson<T>(endpoint.$get(args, { init: { signal } })),
  };
}

/** A read outside a component (a Continue, a lookup chain): from the cache while fresh, else fetched once. */
export function readQuery<T>(query: ApiQuery<T>): Promise<T> {
  return queryClient.fetchQuery<T>(query);
}
