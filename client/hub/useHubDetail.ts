// One hub assembly's details by the number in a page's path (details page, not-available page).

import type { InferResponseType } from 'hono/client';
import type { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import type { Api } from '../data/api-client.ts';
import { pathQuery } from '../data/queries.ts';
import { queryClient } from '../data/query-client.ts';
import { toStatus, useApi } from '../data/useApi.ts';
import type { FrameStatus } from '../ui/PageFrame.tsx';

type HubDetails = InferResponseType<Api['v11']['hubassemblydetails'][':ids']['$get']>;

/** A maker hub assembly number: 6 or 8 digits. Anything else is not looked up. */
export const HUB_NUMBER = /^\d{6}(\d{2})?$/;

const detailPath = (hubAssemblyNumber: string) => `/api/v11/hubassemblydetails/${hubAssemblyNumber}`;

/**
 * Starts reading the details of the page opened fresh at `pathname` (the details page's module calls it
 * when it runs, a render and a frame before its effects would; decision 044). Only a well-formed number.
 */
export function prefetchHubDetailOf(pathname: string): void {
  const number = /^\/hub\/details\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (number && HUB_NUMBER.test(number)) void queryClient.prefetchQuery(pathQuery(detailPath(number)));
}

/** The page frame's status of the lookup ('not-found' for a bad or unknown number) and the hub once found. */
export function useHubDetail(hubAssemblyNumber: string): {
  status: FrameStatus;
  hub: HubAssemblyDetail | undefined;
} {
  const valid = HUB_NUMBER.test(hubAssemblyNumber);
  // The assistant's hub cards use this too: a typed path, not the client's runtime, keeps /hub's first
  // load within its budget (decision 032); the answer's type is still the route's.
  const result = useApi<HubDetails>(valid ? detailPath(hubAssemblyNumber) : null);
  const hub = result.state === 'done' ? result.data.Results[0] : undefined;
  return {
    status: !valid || (result.state === 'done' && !hub) ? { state: 'not-found' } : toStatus(result),
    hub,
  };
}
