// The hub answers read straight from the tables in SQL, as the tools did before the in-memory hub catalog
// (server/data/hub-memory.ts): the reference tests/catalog/hub-memory.test.ts holds the tools to, answer
// for answer, byte for byte.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../server/data/db/client.ts';
import { type Flow, hubAssemblies, interchanges } from '../../server/data/db/schema.ts';
import { matchingParts, partFilterPairs, partHasFacet } from '../../server/data/facet-query.ts';
import { differentProperties, toHubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import { LEFT_TO_CHOOSE } from '../../tools/catalog/hub-filters.ts';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { listAnswer, Status } from '../../tools/tool.ts';

/** hubAssemblyDetails: one or two numbers, in the order asked; two found add the differing properties. */
export async function hubDetailsSql(db: Database, numbers: string[], documentBase?: string) {
  const rows = await db.select().from(hubAssemblies).where(inArray(hubAssemblies.hubAssemblyNumber, numbers));
  const byNumber = new Map(rows.map((r) => [r.hubAssemblyNumber, r]));
  const ordered = numbers.flatMap((n) => {
    const r = byNumber.get(n);
    return r ? [toHubAssemblyDetail(r, documentBase)] : [];
  });
  const [a, b] = ordered;
  return {
    Status: ordered.length ? Status.OK : Status.ZERO_RESULTS,
    Results: ordered,
    ...(a && b ? { differentProperties: differentProperties(a, b) } : {}),
  };
}

/** hubAssembliesSummaries: the maker hub a hub-type interchange id stands for. */
export async function hubSummariesSql(db: Database, chaid: number, documentBase?: string) {
  const rows = await db
    .select({ hub: hubAssemblies })
    .from(interchanges)
    .innerJoin(hubAssemblies, eq(hubAssemblies.hubAssemblyNumber, interchanges.makerPartNumber))
    .where(and(eq(interchanges.id, chaid), eq(interchanges.partTypeId, PART_TYPE.hubAssembly)));
  return listAnswer(rows.map((r) => toHubAssemblyDetail(r.hub, documentBase)));
}

/** hubsForFilters (flow 'hub') and castingHubsForFilters (flow 'casting'): the first 60 hubs matching. */
export async function hubsForFiltersSql(
  db: Database,
  flow: Extract<Flow, 'hub' | 'casting'>,
  pairs: Record<string, string>,
  documentBase?: string,
  /** The display rules' order before the cut: active before terminated, aftermarket first, by number. */
  shownFirst = false,
) {
  const numbers = await matchingParts(db, flow, pairs);
  const rules = shownFirst
    ? [sql`${hubAssemblies.partStatus} = 'Terminated'`, sql`not ${hubAssemblies.isAftermarket}`]
    : [];
  const order = [...rules, sql`${hubAssemblies.hubAssemblyNumber} collate "C"`];
  const rows = numbers.length
    ? await db
        .select()
        .from(hubAssemblies)
        .where(inArray(hubAssemblies.hubAssemblyNumber, numbers))
        .orderBy(...order)
        .limit(60)
    : [];
  return {
    Status: rows.length ? Status.OK : Status.ZERO_RESULTS,
    Results: rows.map((r) => toHubAssemblyDetail(r, documentBase)),
  };
}

/** aftermarketHubAssemblyFilters: a hub number search result turned into the wizard's answers. */
export async function hubFilterResolutionSql(db: Database, chaid: number) {
  const [link] = await db
    .select({ hub: interchanges.makerPartNumber })
    .from(interchanges)
    .where(and(eq(interchanges.id, chaid), eq(interchanges.partTypeId, PART_TYPE.hubAssembly)));
  if (!link) return { Status: Status.ZERO_RESULTS, Results: null, spints: false, HubAssemblyNumber: null };
  const pairs = await partFilterPairs(db, 'hub', link.hub);
  const skip = new Set<string>(LEFT_TO_CHOOSE);
  const Results = Object.fromEntries(
    Object.entries(pairs)
      .filter(([code]) => !skip.has(code))
      .map(([code, value]) => [code, String(value)]),
  );
  const upgrade = await partHasFacet(db, 'hub', link.hub, 'spints', 1);
  const found = Object.keys(Results).length > 0;
  return {
    Status: Status.OK,
    Results: found ? Results : null,
    spints: found && upgrade,
    HubAssemblyNumber: link.hub,
  };
}
