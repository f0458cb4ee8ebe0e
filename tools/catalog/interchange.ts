// Cross-reference: which maker part a found number (competitor's or our own) stands for.
import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { IndexWarmingError } from '../../server/data/catalog-cache.ts';
import type { Database } from '../../server/data/db/client.ts';
import { competitors, interchanges } from '../../server/data/db/schema.ts';
import { numberIndex } from '../../server/data/number-index.ts';
import { normalizePartNumber } from '../part-number/normalize.ts';
import { defineTool, listAnswer, listOf, MAX_INT4, wholeNumber } from '../tool.ts';

/** The id of one interchange record (a number search result's CompetitorInterchangesId, chaid, cbdid, cbrid). */
export const InterchangeId = wholeNumber(1, MAX_INT4);

/** Interchange records joined to their brand, selecting `fields`; callers add their joins, filter and order. */
export function selectInterchanges<T extends SelectedFields>(db: Database, fields: T) {
  return db
    .select(fields)
    .from(interchanges)
    .innerJoin(competitors, eq(competitors.id, interchanges.competitorId));
}

/** The interchange records of exactly this number (case and separators ignored). */
export const interchangeNumberIs = (partNumber: string) =>
  eq(interchanges.normalized, normalizePartNumber(partNumber));

/** The columns of an interchange record as the API names them. */
export const INTERCHANGE_COLUMNS = {
  CompetitorInterchangesId: interchanges.id,
  CompetitorId: interchanges.competitorId,
  CompetitorName: competitors.name,
  CompetitorPartNumber: interchanges.partNumber,
  PartTypeId: interchanges.partTypeId,
  PartNumber: interchanges.makerPartNumber,
};

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
  input: z.object({ id: InterchangeId }),
  output: listOf(Interchange),
  async execute({ id }, { db }) {
    // from the number index, which holds every interchange row: no query behind the others (a typed drum or
    // rotor number resolves its search result here); the database answers while the index warms and for
    // an id newer than the index (it is rebuilt in the background after an import)
    const index = await numberIndex(db).catch((err: unknown) => {
      if (err instanceof IndexWarmingError) return null;
      throw err;
    });
    const held = index?.byId(id);
    if (held)
      return listAnswer([
        {
          CompetitorInterchangesId: held.id,
          CompetitorId: held.competitorId,
          CompetitorName: held.competitorName,
          CompetitorPartNumber: held.partNumber,
          PartTypeId: held.partTypeId,
          PartNumber: held.makerPartNumber,
        },
      ]);
    const rows = await selectInterchanges(db, INTERCHANGE_COLUMNS).where(eq(interchanges.id, id));
    return listAnswer(rows);
  },
});
