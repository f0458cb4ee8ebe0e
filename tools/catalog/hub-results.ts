// The hub results of a guided flow (the hub wizard's and the casting flow's filter hanum): the hubs that fit
// every answer, in the list's order, cut at RESULTS_MAX, and how many fit in all when asked (decision 039).
import { z } from 'zod';
import type { Flow } from '../../server/data/db/schema.ts';
import { matchingOrdinals } from '../../server/data/facet-query.ts';
import { type HubRow, hubCatalog } from '../../server/data/hub-memory.ts';
import { Status, type ToolContext } from '../tool.ts';
import { Pairs } from './filter-pairs.ts';
import { HubAssemblyDetail, toHubAssemblyDetail } from './hub-assembly-details.ts';
import { capped } from './result-cap.ts';
import { ResultTotal, WithTotal } from './result-total.ts';

export const HubResultsInput = z.object({
  pairs: Pairs,
  total: WithTotal,
  /**
   * The hubs a results screen shows first come first, before the cut at 60: active before terminated,
   * aftermarket before the rest, by number within each (the wizard's display rules, pickShownHubs in
   * tools/engine/hub-wizard/results.ts). Without it, the API's order: by number.
   */
  shownFirst: z.boolean().optional(),
});

export const HubResultsOutput = z.object({
  Status: z.enum([Status.OK, Status.ZERO_RESULTS]),
  Results: z.array(HubAssemblyDetail),
  Total: ResultTotal,
});

export async function hubResults(
  flow: Extract<Flow, 'hub' | 'casting'>,
  { pairs, total, shownFirst }: z.output<typeof HubResultsInput>,
  { db, documentBaseUrl }: ToolContext,
): Promise<z.output<typeof HubResultsOutput>> {
  // the flow's parts are sorted by number, and so are the ordinals of those that match
  const { parts, ordinals } = await matchingOrdinals(db, flow, pairs);
  const rowOf = (await hubCatalog(db)).rowsAlongside(parts);
  const byNumber: HubRow[] = [];
  for (const at of ordinals ?? rowOf.keys()) {
    const row = rowOf[at];
    if (row) byNumber.push(row);
  }
  const list = capped(shownFirst ? shownFirstOrder(byNumber) : byNumber, total);
  return {
    Status: list.shown.length ? Status.OK : Status.ZERO_RESULTS,
    Results: list.shown.map((r) => toHubAssemblyDetail(r, documentBaseUrl)),
    ...list.total,
  };
}

/**
 * Active before terminated, aftermarket before the rest, by number within each: the rows (by number) dealt
 * into their four groups in one pass, as a stable sort on the rank would order them without comparing.
 */
function shownFirstOrder(byNumber: readonly HubRow[]): HubRow[] {
  const groups: HubRow[][] = [[], [], [], []];
  for (const h of byNumber)
    groups[(h.partStatus === 'Terminated' ? 2 : 0) + (h.isAftermarket ? 0 : 1)]?.push(h);
  return groups.flat();
}
