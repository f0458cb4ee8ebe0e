// Picks real numbers from the demo catalog, so tests follow the catalog instead of hard-coding it.
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../server/data/db/client.ts';
import { competitors, hubAssemblies, interchanges } from '../../server/data/db/schema.ts';

export async function competitorHubNumber(db: Database) {
  const [row] = await db
    .select({
      brand: competitors.name,
      partNumber: interchanges.partNumber,
      hub: interchanges.makerPartNumber,
      status: hubAssemblies.partStatus,
    })
    .from(interchanges)
    .innerJoin(competitors, eq(competitors.id, interchanges.competitorId))
    .innerJoin(hubAssemblies, eq(hubAssemblies.hubAssemblyNumber, interchanges.makerPartNumber))
    .where(and(ne(interchanges.competitorId, 1), eq(interchanges.partTypeId, 115)))
    .orderBy(interchanges.id)
    .limit(1);
  if (!row) throw new Error('demo catalog has no competitor hub numbers');
  return row;
}
