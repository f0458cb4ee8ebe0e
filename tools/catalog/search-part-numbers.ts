// Unified number search: any maker or competitor number, the maker's own numbers first.
import { asc, eq, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { competitors, interchanges } from '../../server/db/schema.ts';
import { normalizePartNumber } from '../part-number/normalize.ts';
import { defineTool, Status } from '../tool.ts';

export const OWN_BRAND_ID = 1;
const LIMIT = 25;

export const PartNumberMatch = z.object({
  CompetitorName: z.string(),
  CompetitorPartNumber: z.string(),
  CompetitorInterchangesId: z.number().int(),
  CompetitorId: z.number().int(),
  PartTypeId: z.number().int(),
});
export type PartNumberMatch = z.infer<typeof PartNumberMatch>;

export const searchPartNumbers = defineTool({
  name: 'searchPartNumbers',
  description:
    'Find maker and competitor part numbers that match typed text (case, spaces and dashes ignored).',
  input: z.object({ text: z.string().trim().min(1).max(64) }),
  output: z.object({ Status: z.enum([Status.OK, Status.ZERO_RESULTS]), Results: z.array(PartNumberMatch) }),
  async execute({ text }, { db }) {
    const needle = normalizePartNumber(text);
    if (!needle) return { Status: Status.ZERO_RESULTS, Results: [] };
    const escaped = needle.replace(/[\\%_]/g, (c) => `\\${c}`);
    const rows = await db
      .select({
        CompetitorName: competitors.name,
        CompetitorPartNumber: interchanges.partNumber,
        CompetitorInterchangesId: interchanges.id,
        CompetitorId: interchanges.competitorId,
        PartTypeId: interchanges.partTypeId,
      })
      .from(interchanges)
      .innerJoin(competitors, eq(competitors.id, interchanges.competitorId))
      .where(or(eq(interchanges.normalized, needle), like(interchanges.normalized, `${escaped}%`)))
      .orderBy(
        sql`case when ${interchanges.normalized} = ${needle} then 0 else 1 end`,
        sql`case when ${interchanges.competitorId} = ${OWN_BRAND_ID} then 0 else 1 end`,
        asc(interchanges.normalized),
        asc(interchanges.id),
      )
      .limit(LIMIT);
    return { Status: rows.length ? Status.OK : Status.ZERO_RESULTS, Results: rows };
  },
});
