// The hub catalog in memory: every hub_assemblies row (what hub details, compare, the hub summaries and
// the wizard's result cards are made of) and, for every hub-type interchange id (a search result's chaid),
// the maker hub it stands for. PGlite answers one query at a time, so a hub details call, a compare or a
// chat answer to a typed hub number that read the database queued behind every other query (p99 96 ms at
// 32 connections at scale 100); from here it is a map lookup and no query at all.
//
// Memory: the rows as drizzle reads them (frozen, shared by every caller) plus two columns for the chaids
// (an Int32Array of ids, the maker numbers as shared strings); docs/decisions/033 gives the figures.
//
// Freshness: like the number index, the catalog's signature is the newest catalog import id and the
// highest interchange id; server/data/catalog-cache.ts rebuilds in the background when it changes.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { type CacheOptions, catalogCache, latestImportId } from './catalog-cache.ts';
import { forEachRow } from './copy-rows.ts';
import type { Database } from './db/client.ts';
import { hubAssemblies, interchanges } from './db/schema.ts';
import { byteOrder, lowerBound } from './sorted.ts';

export type HubRow = typeof hubAssemblies.$inferSelect;

/** Hub rows read per query while building (bounded memory per page, on both databases). */
const PAGE_SIZE = 5_000;

type HubLink = { id: number; makerPartNumber: string };

export class HubCatalog {
  private constructor(
    private readonly rows: ReadonlyMap<string, HubRow>,
    /** Hub-type interchange ids, ascending. */
    private readonly linkIds: Int32Array,
    /** The maker hub number of linkIds[i] (shared strings: a hub has many numbers). */
    private readonly linkHubs: readonly string[],
  ) {}

  /** Hub rows held. */
  get size(): number {
    return this.rows.size;
  }

  /** Hub-type interchange ids held. */
  get links(): number {
    return this.linkIds.length;
  }

  /** The hub row of one maker hub assembly number. */
  hub(number: string): HubRow | undefined {
    return this.rows.get(number);
  }

  /** The rows of the numbers the catalog has, in the order asked (numbers it lacks are left out). */
  hubs(numbers: readonly string[]): HubRow[] {
    return numbers.flatMap((n) => this.rows.get(n) ?? []);
  }

  /** The rows of the numbers the catalog has, sorted by number byte-wise (the "C" order). */
  hubsSorted(numbers: readonly string[]): HubRow[] {
    return this.hubs([...new Set(numbers)].sort(byteOrder));
  }

  /** The maker hub a hub-type interchange id stands for, or null when the id is not a hub number. */
  makerHubOf(chaid: number): string | null {
    const at = lowerBound(this.linkIds.length, (i) => (this.linkIds[i] as number) < chaid);
    return this.linkIds[at] === chaid ? (this.linkHubs[at] as string) : null;
  }

  /** Reads every hub row and every hub-type interchange link and builds the catalog. */
  static async build(db: Database): Promise<HubCatalog> {
    const rows = new Map<string, HubRow>();
    // Most text fields repeat from hub to hub (material, axle, brake type, threads): one string each.
    const shared = new Map<string, string>();
    const intern = (s: string) => {
      const known = shared.get(s);
      if (known !== undefined) return known;
      shared.set(s, s);
      return s;
    };
    // drizzle's own row mapping (numerics, jsonb, nulls), so a row here is exactly what a query returns.
    for (let after = ''; ; ) {
      const page = await db
        .select()
        .from(hubAssemblies)
        .where(gt(hubAssemblies.hubAssemblyNumber, after))
        .orderBy(asc(hubAssemblies.hubAssemblyNumber))
        .limit(PAGE_SIZE);
      for (const row of page) {
        const fields = row as Record<string, unknown>;
        for (const key in fields) if (typeof fields[key] === 'string') fields[key] = intern(fields[key]);
        rows.set(row.hubAssemblyNumber, Object.freeze(row));
      }
      const last = page.at(-1);
      if (!last || page.length < PAGE_SIZE) break;
      after = last.hubAssemblyNumber;
    }

    const ids: number[] = [];
    const hubs: string[] = [];
    const copy = {
      query: `select id, maker_part_number from interchanges where part_type_id = ${PART_TYPE.hubAssembly} order by id`,
      columns: 2,
      row: ([id, maker]: string[]): HubLink => ({ id: Number(id), makerPartNumber: maker as string }),
    };
    const page = (last: HubLink | undefined, size: number) =>
      db
        .select({ id: interchanges.id, makerPartNumber: interchanges.makerPartNumber })
        .from(interchanges)
        .where(and(eq(interchanges.partTypeId, PART_TYPE.hubAssembly), gt(interchanges.id, last?.id ?? 0)))
        .orderBy(asc(interchanges.id))
        .limit(size);
    await forEachRow(db, copy, page, (link) => {
      ids.push(link.id);
      hubs.push(intern(link.makerPartNumber));
    });
    return new HubCatalog(rows, Int32Array.from(ids), hubs);
  }
}

/** What the catalog was built from: the newest catalog import and the highest interchange id. */
async function signatureOf(db: Database): Promise<string> {
  const [highest] = await db.select({ id: sql<number | null>`max(${interchanges.id})` }).from(interchanges);
  return `${await latestImportId(db)}:${highest?.id ?? 0}`;
}

const cachedCatalog = catalogCache({ signature: signatureOf, build: HubCatalog.build });

/**
 * The hub catalog of this database: built on first use (or by warmHubCatalog at start), rebuilt in the
 * background when the catalog changes; calls never wait for a rebuild.
 */
export function hubCatalog(db: Database, options: CacheOptions = {}): Promise<HubCatalog> {
  return cachedCatalog(db, options);
}

/** Builds the catalog now (server start), so the first hub answer does not pay for it. */
export async function warmHubCatalog(db: Database): Promise<number> {
  return (await hubCatalog(db, { wait: true })).size;
}
