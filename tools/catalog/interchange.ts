// Cross-reference: which maker part a found number (competitor's or our own) stands for.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { competitors, interchanges } from '../../server/db/schema.ts';
import { defineTool, Status } from '../tool.ts';

export const Interchange = z.object({
  CompetitorInterchangesId: z.number().int(),
  CompetitorId: z.number().int(),
  CompetitorName: z.string(),
  CompetitorPartNumber: z.string(),
  PartTypeId: z.number().int(),
  /** The maker's own part number this one interchanges with. */
  PartNumber: z.string(),
});

export const interchangeById = defineTool({
  name: 'interchangeById',
  description:
    'Resolve a search result (CompetitorInterchangesId) to the maker part number it interchanges with.',
  input: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  output: z.object({ Status: z.enum([Status.OK, Status.ZERO_RESULTS]), Results: z.array(Interchange) }),
  async execute({ id }, { db }) {
    const rows = await db
      .select({
        CompetitorInterchangesId: interchanges.id,
        CompetitorId: interchanges.competitorId,
        CompetitorName: competitors.name,
        CompetitorPartNumber: interchanges.partNumber,
        PartTypeId: interchanges.partTypeId,
        PartNumber: interchanges.makerPartNumber,
      })
      .from(interchanges)
      .innerJoin(competitors, eq(competitors.id, interchanges.competitorId))
      .where(eq(interchanges.id, id));
    return { Status: rows.length ? Status.OK : Status.ZERO_RESULTS, Results: rows };
  },
});
