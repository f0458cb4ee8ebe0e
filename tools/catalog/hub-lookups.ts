// Hub lookups around a number search: the hub a picked competitor number stands for (summaries by chaid,
// for the not-available page), and every brand's numbers for one maker hub (the cross lookup, paged).
import { z } from 'zod';
import { hubCatalog } from '../../server/data/hub-memory.ts';
import { numberIndex } from '../../server/data/number-index.ts';
import { PART_TYPE } from '../part-number/part-types.ts';
import { defineTool, listAnswer, listOf, Status, wholeNumber } from '../tool.ts';
import { HubAssemblyDetail, HubNumber, toHubAssemblyDetail } from './hub-assembly-details.ts';
import { InterchangeId } from './interchange.ts';

/** CompetitorHubAssemblyNumberId of the hub number autocomplete (an interchange row id). */
export const Chaid = InterchangeId.describe(
  'CompetitorHubAssemblyNumberId from hubassemblynumbers/withaftermarkethubassemblies',
);

export const hubAssembliesSummaries = defineTool({
  name: 'hubAssembliesSummaries',
  description:
    'The maker hub assembly a picked hub number (any brand, by its CompetitorHubAssemblyNumberId) stands for, with every field.',
  input: z.object({ chaid: Chaid }),
  output: listOf(HubAssemblyDetail),
  async execute({ chaid }, { db, documentBaseUrl }) {
    const hubs = await hubCatalog(db);
    const hub = hubs.makerHubOf(chaid);
    return listAnswer(hubs.hubs(hub ? [hub] : []).map((r) => toHubAssemblyDetail(r, documentBaseUrl)));
  },
});

export const HubCrossReference = z.object({
  /** The brand ('ConMet' for the maker's own number). */
  Competitor: z.string(),
  CompetitorId: z.number().int(),
  /** The number as that brand writes it. */
  HubAssemblyNumber: z.string(),
  CompetitorHubAssemblyNumberId: z.number().int(),
});

export const CROSS_PAGE_MAX = 100;

export const hubCrossReferences = defineTool({
  name: 'hubCrossReferences',
  description:
    "Every brand's hub assembly numbers that interchange with one maker hub assembly (the maker's own first), " +
    'a page of them and the total.',
  input: z.object({
    hanum: HubNumber,
    count: wholeNumber(1, CROSS_PAGE_MAX).default(25),
    offset: wholeNumber(0, 1_000_000).default(0),
  }),
  output: z.object({
    Status: z.enum([Status.OK, Status.ZERO_RESULTS]),
    Results: z.array(HubCrossReference),
    /** How many numbers interchange with the hub in all (Results is one page of them). */
    Total: z.number().int(),
  }),
  async execute({ hanum, count, offset }, { db }) {
    const index = await numberIndex(db);
    const { rows, total } = index.crossReferences(hanum, PART_TYPE.hubAssembly, offset, count);
    return {
      Status: rows.length ? Status.OK : Status.ZERO_RESULTS,
      Results: rows.map((r) => ({
        Competitor: r.competitorName,
        CompetitorId: r.competitorId,
        HubAssemblyNumber: r.partNumber,
        CompetitorHubAssemblyNumberId: r.id,
      })),
      Total: total,
    };
  },
});
