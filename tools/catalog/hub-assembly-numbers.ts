// Hub assembly number autocomplete: any brand's hub numbers, or the maker's own numbers only (compare).
import { z } from 'zod';
import { PART_TYPE } from '../part-number/part-types.ts';
import { defineTool, Status } from '../tool.ts';
import { SearchInput, searchNumbers } from './search-part-numbers.ts';

export const HubAssemblyNumberMatch = z.object({
  /** The brand whose number matched. */
  Competitor: z.string(),
  /** The number as that brand writes it (shown as 'Competitor Number'). */
  HubAssemblyNumber: z.string(),
  /** Id of the cross-reference row; `chaid` of the aftermarket hub assembly filter calls. */
  CompetitorHubAssemblyNumberId: z.number().int(),
});

export const searchHubAssemblyNumbers = defineTool({
  name: 'searchHubAssemblyNumbers',
  description:
    'Autocomplete hub assembly numbers of every brand (maker and competitors) with the number search rules.',
  input: SearchInput,
  output: z.object({
    Status: z.enum([Status.OK, Status.ZERO_RESULTS]),
    Results: z.array(HubAssemblyNumberMatch),
  }),
  async execute({ text }, ctx) {
    const hits = await searchNumbers(ctx, text, { partTypeId: PART_TYPE.hubAssembly });
    return {
      Status: hits.length ? Status.OK : Status.ZERO_RESULTS,
      Results: hits.map((h) => ({
        Competitor: h.competitorName,
        HubAssemblyNumber: h.partNumber,
        CompetitorHubAssemblyNumberId: h.id,
      })),
    };
  },
});

export const searchMakerHubAssemblyNumbers = defineTool({
  name: 'searchMakerHubAssemblyNumbers',
  description:
    "Autocomplete the maker's own hub assembly numbers only (compare picker, parts search), as plain strings.",
  input: SearchInput,
  output: z.object({ Status: z.enum([Status.OK, Status.ZERO_RESULTS]), Results: z.array(z.string()) }),
  async execute({ text }, ctx) {
    const hits = await searchNumbers(ctx, text, { partTypeId: PART_TYPE.hubAssembly, makerOnly: true });
    const numbers = [...new Set(hits.map((h) => h.partNumber))];
    return { Status: numbers.length ? Status.OK : Status.ZERO_RESULTS, Results: numbers };
  },
});
