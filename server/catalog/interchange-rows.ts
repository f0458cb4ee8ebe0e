// Reads every interchange row for the in-memory number index, the fastest way each database allows:
// PGlite through COPY (server/catalog/copy-rows.ts), PostgreSQL in keyset pages (bounded memory per page).
import { asc, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { interchanges } from '../db/schema.ts';
import { copyRows, pgliteOf } from './copy-rows.ts';

export type InterchangeRow = {
  id: number;
  competitorId: number;
  partTypeId: number;
  normalized: string;
  partNumber: string;
  makerPartNumber: string;
};

const PAGE_SIZE = 50_000;

/** Calls `onRow` once per interchange row, in no particular order. */
export async function forEachInterchange(db: Database, onRow: (row: InterchangeRow) => void): Promise<void> {
  const client = pgliteOf(db);
  if (client)
    return copyRows(
      client,
      'select id, competitor_id, part_type_id, normalized, part_number, maker_part_number from interchanges',
      6,
      ([id, competitorId, partTypeId, normalized, partNumber, makerPartNumber]) =>
        onRow({
          id: Number(id),
          competitorId: Number(competitorId),
          partTypeId: Number(partTypeId),
          normalized: normalized as string,
          partNumber: partNumber as string,
          makerPartNumber: makerPartNumber as string,
        }),
    );
  for (let after = 0; ; ) {
    const page = await db
      .select({
        id: interchanges.id,
        competitorId: interchanges.competitorId,
        partTypeId: interchanges.partTypeId,
        normalized: interchanges.normalized,
        partNumber: interchanges.partNumber,
        makerPartNumber: interchanges.makerPartNumber,
      })
      .from(interchanges)
      .where(gt(interchanges.id, after))
      .orderBy(asc(interchanges.id))
      .limit(PAGE_SIZE);
    for (const row of page) onRow(row);
    const last = page.at(-1);
    if (!last || page.length < PAGE_SIZE) return;
    after = last.id;
  }
}
