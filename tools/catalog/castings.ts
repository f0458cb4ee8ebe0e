// The hub casting flow's result (filter hanum): hub assemblies that fit the casting answers.
import { z } from 'zod';
import { matchingParts } from '../../server/data/facet-query.ts';
import { hubCatalog } from '../../server/data/hub-memory.ts';
import { defineTool, Status } from '../tool.ts';
import { Pairs } from './filter-pairs.ts';
import { HubAssemblyDetail, toHubAssemblyDetail } from './hub-assembly-details.ts';

const MAX_HUBS = 60;

export const castingHubsForFilters = defineTool({
  name: 'castingHubsForFilters',
  description: 'Hub assemblies that fit every answer of the hub casting flow (filter hanum, e.g. hcnum=...).',
  input: z.object({ pairs: Pairs }),
  output: z.object({ Status: z.enum([Status.OK, Status.ZERO_RESULTS]), Results: z.array(HubAssemblyDetail) }),
  async execute({ pairs }, { db, documentBaseUrl }) {
    const numbers = (await matchingParts(db, 'casting', pairs)).slice(0, MAX_HUBS);
    const rows = numbers.length ? (await hubCatalog(db)).hubsSorted(numbers) : [];
    return {
      Status: rows.length ? Status.OK : Status.ZERO_RESULTS,
      Results: rows.map((r) => toHubAssemblyDetail(r, documentBaseUrl)),
    };
  },
});
