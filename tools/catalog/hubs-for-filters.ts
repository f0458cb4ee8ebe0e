// Hub results of the wizard: every hub assembly that fits the answers (filtervalues/hanum).
import { z } from 'zod';
import { matchingParts } from '../../server/data/facet-query.ts';
import { hubCatalog } from '../../server/data/hub-memory.ts';
import { defineTool, Status } from '../tool.ts';
import { Pairs } from './filter-pairs.ts';
import { HubAssemblyDetail, toHubAssemblyDetail } from './hub-assembly-details.ts';
import { capped } from './result-cap.ts';
import { ResultTotal, WithTotal } from './result-total.ts';

export const hubsForFilters = defineTool({
  name: 'hubsForFilters',
  description: 'Hub assemblies that fit every answer of the hub wizard.',
  input: z.object({ pairs: Pairs, total: WithTotal }),
  output: z.object({
    Status: z.enum([Status.OK, Status.ZERO_RESULTS]),
    Results: z.array(HubAssemblyDetail),
    Total: ResultTotal,
  }),
  async execute({ pairs, total }, { db, documentBaseUrl }) {
    const numbers = await matchingParts(db, 'hub', pairs);
    // sorted before the cut, so the 60 listed are the first 60 in the list's order (by number)
    const sorted = numbers.length ? (await hubCatalog(db)).hubsSorted(numbers) : [];
    const list = capped(sorted, total);
    return {
      Status: list.shown.length ? Status.OK : Status.ZERO_RESULTS,
      Results: list.shown.map((r) => toHubAssemblyDetail(r, documentBaseUrl)),
      ...list.total,
    };
  },
});
