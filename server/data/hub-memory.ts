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
//
// Restart: the rows (column by column, as JSON) and the links are saved as a snapshot keyed by that
// signature (server/data/index-snapshot.ts), so a restart reads one file instead of 31,800 rows through
// the database (about 11 s on a busy machine at scale 100), and readiness does not wait for them.
import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { type CacheOptions, catalogCache, latestImportId } from './catalog-cache.ts';
import { forEachRow } from './copy-rows.ts';
import type { Database } from './db/client.ts';
import { hubAssemblies, interchanges } from './db/schema.ts';
import { fromSnapshotOr, type SnapshotKind } from './index-snapshot.ts';
import { lowerBound } from './sorted.ts';

export type HubRow = typeof hubAssemblies.$inferSelect;

/** Hub rows read per query while building (bounded memory per page, on both databases). */
const PAGE_SIZE = 5_000;

type HubLink = { id: number; makerPartNumber: string };

/** A row's fields in the order drizzle's select() gives them (a row read back keeps that order). */
const HUB_COLUMNS = Object.keys(getTableColumns(hubAssemblies)) as (keyof HubRow)[];

/** One string per distinct text (material, axle, brake type, threads repeat from hub to hub). */
function interner(): (s: string) => string {
  const shared = new Map<string, string>();
  return (s) => {
    const known = shared.get(s);
    if (known !== undefined) return known;
    shared.set(s, s);
    return s;
  };
}

/** Whether JSON gives `value` back as it is (no undefined, NaN, infinity or -0 in a column). */
function jsonSafe(value: unknown): boolean {
  if (value === undefined) return false;
  return typeof value !== 'number' || (Number.isFinite(value) && !Object.is(value, -0));
}

export class HubCatalog {
  private constructor(
    private readonly rows: ReadonlyMap<string, HubRow>,
    /** Hub-type interchange ids, ascending. */
    private readonly linkIds: Int32Array,
    /** The maker hub number of linkIds[i] (shared strings: a hub has many numbers). */
    private readonly linkHubs: readonly string[],
  ) {}

  /** rowsAlongside's lists, per list of numbers (kept while that list lives). */
  private readonly aligned = new WeakMap<readonly string[], readonly (HubRow | undefined)[]>();

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
    const found: HubRow[] = [];
    for (const n of numbers) {
      const row = this.rows.get(n);
      if (row) found.push(row);
    }
    return found;
  }

  /**
   * The row of each of `numbers` at its position (undefined where the catalog has none), made once per
   * list: a flow's part numbers, whose matching ordinals then lead to rows without a lookup by number.
   */
  rowsAlongside(numbers: readonly string[]): readonly (HubRow | undefined)[] {
    let rows = this.aligned.get(numbers);
    if (!rows) {
      rows = numbers.map((n) => this.rows.get(n));
      this.aligned.set(numbers, rows);
    }
    return rows;
  }

  /** The maker hub a hub-type interchange id stands for, or null when the id is not a hub number. */
  makerHubOf(chaid: number): string | null {
    const at = lowerBound(this.linkIds.length, (i) => (this.linkIds[i] as number) < chaid);
    return this.linkIds[at] === chaid ? (this.linkHubs[at] as string) : null;
  }

  /**
   * The catalog as a snapshot: each column's values as one JSON list (JSON is what the rows are made of:
   * text, numbers, booleans, nulls and jsonb), the links as an id column and references into the maker
   * numbers. A value JSON would not give back as it is makes the save fail (the catalog still answers).
   */
  static readonly snapshot: SnapshotKind<HubCatalog> = {
    name: 'hub-catalog',
    version: 1,
    encode: (catalog) => {
      const rows = [...catalog.rows.values()];
      const json: Record<string, unknown> = { columns: HUB_COLUMNS };
      for (const column of HUB_COLUMNS) {
        const values = rows.map((r) => r[column]);
        if (!values.every(jsonSafe))
          throw new Error(`hub catalog snapshot: ${column} holds a non-JSON value`);
        json[`column.${column}`] = values;
      }
      const makers = new Map<string, number>();
      const linkRefs = Int32Array.from(catalog.linkHubs, (m) => {
        let ref = makers.get(m);
        if (ref === undefined) {
          ref = makers.size;
          makers.set(m, ref);
        }
        return ref;
      });
      return {
        arrays: { linkIds: catalog.linkIds, linkRefs },
        strings: { linkMakers: [...makers.keys()] },
        json,
      };
    },
    decode: ({ arrays, strings, json }) => {
      const { linkIds, linkRefs } = arrays;
      const makers = strings.linkMakers;
      if (!linkIds || !linkRefs || !makers || linkRefs.length !== linkIds.length)
        throw new Error('hub catalog snapshot: missing or uneven links');
      if (JSON.stringify(json.columns) !== JSON.stringify(HUB_COLUMNS))
        throw new Error('hub catalog snapshot: other columns');
      const columns = HUB_COLUMNS.map((c) => json[`column.${c}`]);
      const count = (columns[0] as unknown[] | undefined)?.length ?? -1;
      if (!columns.every((values) => Array.isArray(values) && values.length === count))
        throw new Error('hub catalog snapshot: uneven columns');
      const intern = interner();
      const rows = new Map<string, HubRow>();
      for (let i = 0; i < count; i++) {
        const row: Record<string, unknown> = {};
        HUB_COLUMNS.forEach((column, c) => {
          const value = (columns[c] as unknown[])[i];
          row[column] = typeof value === 'string' ? intern(value) : value;
        });
        const hub = row as HubRow;
        if (typeof hub.hubAssemblyNumber !== 'string')
          throw new Error('hub catalog snapshot: a row without number');
        rows.set(hub.hubAssemblyNumber, Object.freeze(hub));
      }
      const linkHubs = Array.from(linkRefs, (ref) => {
        const maker = makers[ref];
        if (maker === undefined) throw new Error('hub catalog snapshot: a link to no maker number');
        return intern(maker);
      });
      return new HubCatalog(rows, linkIds, linkHubs);
    },
  };

  /** Reads every hub row and every hub-type interchange link and builds the catalog. */
  static async build(db: Database): Promise<HubCatalog> {
    const rows = new Map<string, HubRow>();
    // Most text fields repeat from hub to hub (material, axle, brake type, threads): one string each.
    const intern = interner();
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

const cachedCatalog = catalogCache({
  signature: signatureOf,
  build: (db, signature) => fromSnapshotOr(HubCatalog.snapshot, signature, () => HubCatalog.build(db)),
});

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
