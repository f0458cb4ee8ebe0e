// The hub casting flow's result (filter hanum): hub assemblies that fit the casting answers.
import { z } from 'zod';
import { matchingParts } from '../../server/data/facet-query.ts';
import { hubCatalog } from '../../server/data/hub-memory.ts';
import { defineTool, Status } from '../tool.ts';
import { Pairs } from './filter-pairs.ts';
import { HubAssemblyDetail, toHubAssemblyDetail } from './hub-assembly-details.ts';
import { capped } from './result-cap.ts';
import { ResultTotal, WithTotal } from './result-total.ts';

export const castingHubsForFilters = defineTool({
  name: 'castingHubsForFilters',
  description: 'Hub assemblies that fit every answer of the hub casting flow (filter hanum, e.g. hcnum=...).',
  input: z.object({ pairs: Pairs, total: WithTotal }),
  output: z.object({
    Status: z.enum([Status.OK, Status.ZERO_RESULTS]),
    Results: z.array(HubAssemblyDetail),
    Total: ResultTotal,
  }),
  async execute({ pairs, total }, { db, documentBaseUrl }) {
    const list = capped(await matchingParts(db, 'casting', pairs), total);
    const rows = list.shown.length ? (await hubCatalog(db)).hubsSorted(list.shown) : [];
    return {
      Status: rows.length ? Status.OK : Status.ZERO_RESULTS,
      Results: rows.map((r) => toHubAssemblyDetail(r, documentBaseUrl)),
      ...list.total,
    };
  },
});
