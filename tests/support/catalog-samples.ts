// Picks real numbers from the demo catalog, so tests follow the catalog instead of hard-coding it.
import { and, asc, eq, ne, notLike } from 'drizzle-orm';
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

/** The maker's own brand in the interchange table. */
const OWN = 1;

/**
 * The first interchange of a part type: a competitor's unless `own`, without spaces in the number (so it
 * reads as one number): its brand, the number and the maker part it interchanges with.
 */
export async function interchangeSample(db: Database, partTypeId: number, own = false) {
  const [row] = await db
    .select({ brand: competitors.name, number: interchanges.partNumber, maker: interchanges.makerPartNumber })
    .from(interchanges)
    .innerJoin(competitors, eq(competitors.id, interchanges.competitorId))
    .where(
      and(
        eq(interchanges.partTypeId, partTypeId),
        own ? eq(interchanges.competitorId, OWN) : ne(interchanges.competitorId, OWN),
        notLike(interchanges.partNumber, '% %'),
      ),
    )
    .orderBy(asc(interchanges.id))
    .limit(1);
  if (!row) throw new Error(`demo catalog has no number of part type ${partTypeId}`);
  return row;
}

/** Two of the maker's hub assembly numbers, from the catalog a running server loaded. */
export async function makerHubNumbers(server: {
  getJson: <T>(path: string) => Promise<T>;
}): Promise<[string, string]> {
  const { Results } = await server.getJson<{ Results: string[] }>(
    '/api/v11/hubassemblynumbers/withaftermarketparts/100',
  );
  const [a, b] = Results;
  if (!a || !b) throw new Error('catalog has fewer than two maker hub numbers');
  return [a, b];
}
