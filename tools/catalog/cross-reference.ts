// Cross-reference by typed number: every brand's record of one part number (kits/CompetitorPartNumberDetails),
// and the maker part number a number stands for (kits/crossReference), which part pages retry with.
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { aftermarketParts, competitors, interchanges, partTypes } from '../../server/data/db/schema.ts';
import { OWN_BRAND_ID } from '../part-number/own-brand.ts';
import { PartNumberText } from '../part-number/part-number-text.ts';
import { defineTool, listAnswer, listOf } from '../tool.ts';
import { INTERCHANGE_COLUMNS, interchangeNumberIs, selectInterchanges } from './interchange.ts';

export const CompetitorPartNumberDetail = z.object({
  CompetitorInterchangesId: z.number().int(),
  CompetitorId: z.number().int(),
  CompetitorName: z.string(),
  CompetitorPartNumber: z.string(),
  PartTypeId: z.number().int(),
  PartTypeName: z.string().nullable(),
  /** The maker's own part number this number interchanges with. */
  PartNumber: z.string(),
  /** The maker part's description, when it is a listed hub component or hub. */
  Description: z.string().nullable(),
});
export type CompetitorPartNumberDetail = z.infer<typeof CompetitorPartNumberDetail>;

export const competitorPartNumberDetails = defineTool({
  name: 'competitorPartNumberDetails',
  description:
    "Every brand's record of exactly this part number (case and separators ignored): brand, part type and the maker part it interchanges with.",
  input: z.object({ partNumber: PartNumberText }),
  output: listOf(CompetitorPartNumberDetail),
  async execute({ partNumber }, { db }) {
    const rows = await selectInterchanges(db, {
      ...INTERCHANGE_COLUMNS,
      PartTypeName: partTypes.name,
      Description: aftermarketParts.description,
    })
      .leftJoin(partTypes, eq(partTypes.id, interchanges.partTypeId))
      .leftJoin(aftermarketParts, eq(aftermarketParts.partNumber, interchanges.makerPartNumber))
      .where(interchangeNumberIs(partNumber))
      .orderBy(
        sql`${interchanges.competitorId} <> ${OWN_BRAND_ID}`,
        asc(competitors.name),
        asc(interchanges.id),
      );
    return listAnswer(rows);
  },
});

export const CrossReference = z.object({
  /** The maker part number to look the part up by. */
  PartNumber: z.string(),
  PartTypeId: z.number().int(),
  CompetitorName: z.string(),
  CompetitorPartNumber: z.string(),
});
export type CrossReference = z.infer<typeof CrossReference>;

export const crossReferencePartNumber = defineTool({
  name: 'crossReferencePartNumber',
  description:
    'The maker part number(s) a typed number (any brand) stands for, optionally of one part type; part pages retry their lookup with it.',
  input: z.object({
    partNumber: PartNumberText,
    partTypeId: z.number().int().positive().max(100_000).optional(),
  }),
  output: listOf(CrossReference),
  async execute({ partNumber, partTypeId }, { db }) {
    const rows = await selectInterchanges(db, {
      PartNumber: interchanges.makerPartNumber,
      PartTypeId: interchanges.partTypeId,
      CompetitorName: competitors.name,
      CompetitorPartNumber: interchanges.partNumber,
    })
      .where(
        and(
          interchangeNumberIs(partNumber),
          ...(partTypeId ? [eq(interchanges.partTypeId, partTypeId)] : []),
        ),
      )
      .orderBy(
        sql`${interchanges.competitorId} <> ${OWN_BRAND_ID}`,
        asc(interchanges.makerPartNumber),
        asc(interchanges.id),
      );
    // One answer per maker part: the first (own brand first) record that names it.
    const seen = new Set<string>();
    return listAnswer(rows.filter((r) => !seen.has(r.PartNumber) && seen.add(r.PartNumber)));
  },
});
