// Reads every interchange row for the in-memory number index, the fastest way each database allows:
// PGlite through COPY, PostgreSQL in keyset pages by id (server/data/copy-rows.ts).
import { asc, gt } from 'drizzle-orm';
import { forEachRow } from './copy-rows.ts';
import type { Database } from './db/client.ts';
import { interchanges } from './db/schema.ts';

export type InterchangeRow = {
  id: number;
  competitorId: number;
  partTypeId: number;
  normalized: string;
  partNumber: string;
  makerPartNumber: string;
};

/** Calls `onRow` once per interchange row, in no particular order. */
export async function forEachInterchange(db: Database, onRow: (row: InterchangeRow) => void): Promise<void> {
  const copy = {
    query:
      'select id, competitor_id, part_type_id, normalized, part_number, maker_part_number from interchanges',
    columns: 6,
    row: ([id, competitorId, partTypeId, normalized, partNumber, makerPartNumber]: string[]) => ({
      id: Number(id),
      competitorId: Number(competitorId),
      partTypeId: Number(partTypeId),
      normalized: normalized as string,
      partNumber: partNumber as string,
      makerPartNumber: makerPartNumber as string,
    }),
  };
  const page = (after: InterchangeRow | undefined, size: number) =>
    db
      .select({
        id: interchanges.id,
        competitorId: interchanges.competitorId,
        partTypeId: interchanges.partTypeId,
        normalized: interchanges.normalized,
        partNumber: interchanges.partNumber,
        makerPartNumber: interchanges.makerPartNumber,
      })
      .from(interchanges)
      .where(gt(interchanges.id, after?.id ?? 0))
      .orderBy(asc(interchanges.id))
      .limit(size);
  return forEachRow(db, copy, page, onRow);
}
