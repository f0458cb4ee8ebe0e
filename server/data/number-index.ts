// The in-memory number index behind every number search: all interchange numbers (the maker's own and
// every competitor's) sorted by normalized number, so exact, prefix and near-miss lookups are binary
// searches in the server process instead of database queries. PGlite answers one query at a time, so
// under concurrent load a search that needs no query at all is what keeps latency flat.
//
// Memory stays bounded and small: one row per interchange held in columns (typed arrays for the numbers,
// shared strings for repeated maker numbers and brand names) plus Int32Array partitions of row positions,
// about 60 MB for the scale-100 catalog (620,000 numbers). The rows are streamed into the columns
// (server/data/interchange-rows.ts), never held as one array of row objects.
//
// Freshness: the index remembers the catalog's signature (newest catalog import id, highest interchange
// id); server/data/catalog-cache.ts re-reads it in the background at most every few seconds and builds
// a new index when it changed, while the old one keeps answering.
//
// Restart: the built columns and orders are saved as a snapshot keyed by that signature
// (server/data/index-snapshot.ts); a start with the same catalog reads them back instead of rebuilding.
import { asc, sql } from 'drizzle-orm';
import { NEAR_MISS_MAX_LENGTH } from '../../tools/part-number/near-miss.ts';
import { OWN_BRAND_ID } from '../../tools/part-number/own-brand.ts';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { PositionAlphabet } from '../../tools/part-number/position-alphabet.ts';
import { type PolynomialHash, StringBloom } from '../../tools/part-number/string-bloom.ts';
import { type CacheOptions, catalogCache, latestImportId } from './catalog-cache.ts';
import type { Database } from './db/client.ts';
import { competitors, interchanges } from './db/schema.ts';
import { HeadKeys, keysInOrder, lowerBoundByHead } from './head-keys.ts';
import { fromSnapshotOr, type SnapshotKind } from './index-snapshot.ts';
import { forEachInterchange } from './interchange-rows.ts';
import { byteOrder, lowerBound } from './sorted.ts';

export type Brand = { id: number; name: string };

/** The partitions that together hold every row once: the maker's numbers and the others'. */
const EVERY_ROW = ['m|all', 'o|all'] as const;

/** One interchange row, as the search hands it on. */
export type IndexedNumber = {
  id: number;
  competitorId: number;
  competitorName: string;
  partNumber: string;
  normalized: string;
  partTypeId: number;
  makerPartNumber: string;
};

/** A number with the label its search gave it. */
export type Ranked<R> = IndexedNumber & { rank: R };

export type NumberFilter = {
  partTypeId?: number;
  makerOnly?: boolean;
  competitorId?: number | null;
};

/** Everything the index is made of besides what it derives at once (names, the set, the Bloom filter). */
type NumberColumns = {
  brands: readonly Brand[];
  ids: Int32Array;
  competitorIds: Int32Array;
  partTypeIds: Int32Array;
  normalized: string[];
  partNumbers: string[];
  makerNumbers: string[];
  partitions: ReadonlyMap<string, Int32Array>;
  byMaker: Int32Array;
};

/** The columns the offline copy of the numbers is derived from (server/data/offline-copy.ts), read only. */
export type CopyColumns = {
  normalized: readonly string[];
  makerNumbers: readonly string[];
  partTypeIds: Int32Array;
  /** Row positions by maker part number (byte order): each maker number's rows together. */
  byMaker: Int32Array;
  /** The maker's rows and every other brand's, each sorted by normalized number (byte order). */
  byNumber: readonly [Int32Array, Int32Array];
};

/** The partitions' kind a filter reads: the hubs' own, or every number's. */
const kindOf = (filter: NumberFilter) => (filter.partTypeId === PART_TYPE.hubAssembly ? 'hub' : 'all');

export class NumberIndex {
  private constructor(
    readonly brands: readonly Brand[],
    private readonly names: ReadonlyMap<number, string>,
    private readonly ids: Int32Array,
    private readonly competitorIds: Int32Array,
    private readonly partTypeIds: Int32Array,
    private readonly normalized: string[],
    private readonly partNumbers: string[],
    private readonly makerNumbers: string[],
    /** Row positions sorted by (normalized, competitorId, id), per partition key (see partitionsFor). */
    private readonly partitions: ReadonlyMap<string, Int32Array>,
    /** Row positions sorted by (maker part number, competitorId, normalized, id): the cross lookup. */
    private readonly byMaker: Int32Array,
    /** Every normalized number as a Bloom filter: near-miss candidates (about 600 per search) mostly
     * miss, and stop here; the few that pass are looked up in the sorted partitions (holds). */
    private readonly likely: StringBloom,
    /** The characters at each position of its numbers, per length, of every number and of the hubs'
     * (the partitions' kinds): most near-miss variants stop here. */
    private readonly alphabets: { all: PositionAlphabet; hub: PositionAlphabet },
    /** Each partition's numbers as head keys, beside its rows: binary searches compare these first. */
    private readonly heads: HeadKeys,
    private readonly partitionKeys: ReadonlyMap<Int32Array, Float64Array>,
    /** The maker's own numbers as a Bloom filter: most near-miss candidates are other brands' numbers,
     * and need no search of the maker's partitions. */
    private readonly makerLikely: StringBloom,
    /** The partitions of the maker's own numbers (those makerLikely speaks for). */
    private readonly makerParts: ReadonlySet<Int32Array | undefined>,
  ) {}

  get size(): number {
    return this.ids.length;
  }

  /** `likely`: the Bloom filter read from a snapshot; without it, made from the numbers. */
  private static of(c: NumberColumns, likely?: StringBloom): NumberIndex {
    const heads = HeadKeys.of(c.normalized);
    const rowKeys = heads.keysOf(c.normalized);
    const maker = c.normalized.filter((_, row) => c.competitorIds[row] === OWN_BRAND_ID);
    return new NumberIndex(
      c.brands,
      new Map(c.brands.map((b) => [b.id, b.name])),
      c.ids,
      c.competitorIds,
      c.partTypeIds,
      c.normalized,
      c.partNumbers,
      c.makerNumbers,
      c.partitions,
      c.byMaker,
      likely ?? StringBloom.of(c.normalized, c.normalized.length),
      {
        all: PositionAlphabet.of(c.normalized, NEAR_MISS_MAX_LENGTH + 1),
        hub: PositionAlphabet.of(
          c.normalized.filter((_, row) => c.partTypeIds[row] === PART_TYPE.hubAssembly),
          NEAR_MISS_MAX_LENGTH + 1,
        ),
      },
      heads,
      new Map([...c.partitions.values()].map((part) => [part, keysInOrder(part, rowKeys)])),
      StringBloom.of(maker, maker.length),
      new Set(['m|all', 'm|hub'].map((key) => c.partitions.get(key))),
    );
  }

  /**
   * The index as a snapshot: columns and the Bloom filter's bits as integer arrays, strings as lists
   * (maker numbers once each), so loading is reading arrays and splitting strings, with no sort or hash.
   */
  static readonly snapshot: SnapshotKind<NumberIndex> = {
    name: 'number-index',
    version: 3,
    encode: (index) => {
      const makers = new Map<string, number>();
      const makerRefs = Int32Array.from(index.makerNumbers, (m) => {
        let ref = makers.get(m);
        if (ref === undefined) {
          ref = makers.size;
          makers.set(m, ref);
        }
        return ref;
      });
      const keys = [...index.partitions.keys()];
      const lists = keys.map((k) => index.partitions.get(k) as Int32Array);
      const ends = new Int32Array(lists.length);
      const rows = new Int32Array(lists.reduce((n, l) => n + l.length, 0));
      lists.reduce((at, list, i) => {
        rows.set(list, at);
        ends[i] = at + list.length;
        return at + list.length;
      }, 0);
      return {
        arrays: {
          ids: index.ids,
          competitorIds: index.competitorIds,
          partTypeIds: index.partTypeIds,
          makerRefs,
          partitionEnds: ends,
          partitionRows: rows,
          byMaker: index.byMaker,
          bloom: new Int32Array(
            index.likely.words.buffer,
            index.likely.words.byteOffset,
            index.likely.words.length,
          ),
        },
        strings: {
          normalized: index.normalized,
          // empty: typed as normalized (most numbers), so the string is shared again on load
          typed: index.partNumbers.map((p, i) => (p === index.normalized[i] ? '' : p)),
          makers: [...makers.keys()],
          partitionKeys: keys,
        },
        json: { brands: index.brands },
      };
    },
    decode: ({ arrays, strings, json }) => {
      const { ids, competitorIds, partTypeIds, makerRefs, partitionEnds, partitionRows, byMaker, bloom } =
        arrays;
      const brands = json.brands as Brand[];
      const { normalized, typed, makers, partitionKeys } = strings;
      if (!normalized || !typed || !makers || !partitionKeys)
        throw new Error('number index snapshot: missing lists');
      const n = ids?.length ?? -1;
      const columns = [competitorIds, partTypeIds, makerRefs, byMaker];
      if (!ids || !partitionEnds || !partitionRows || !bloom || columns.some((c) => c?.length !== n))
        throw new Error('number index snapshot: missing or uneven columns');
      if (normalized.length !== n || typed.length !== n || partitionKeys.length !== partitionEnds.length)
        throw new Error('number index snapshot: uneven lists');
      // views into the one array read (no copies)
      const partitions = new Map(
        partitionKeys.map((k, i) => [
          k,
          partitionRows.subarray(i === 0 ? 0 : partitionEnds[i - 1], partitionEnds[i] as number),
        ]),
      );
      const likely = StringBloom.fromWords(new Uint32Array(bloom.buffer, bloom.byteOffset, bloom.length));
      // The bits are only as good as the hash that set them: a filter of another hash (string-bloom.ts
      // changed without a new version here) would say 'not held' of held numbers. Held numbers spread
      // over the index must all pass; with another hash a few hundred of them cannot.
      const step = Math.max(1, Math.floor(n / 512));
      for (let i = 0; i < n; i += step)
        if (!likely.mightHold(normalized[i] as string))
          throw new Error('number index snapshot: the Bloom filter does not hold its numbers');
      return NumberIndex.of(
        {
          brands,
          ids,
          competitorIds: competitorIds as Int32Array,
          partTypeIds: partTypeIds as Int32Array,
          normalized,
          partNumbers: typed.map((p, i) => p || (normalized[i] as string)),
          makerNumbers: Array.from(makerRefs as Int32Array, (ref) => makers[ref] as string),
          partitions,
          byMaker: byMaker as Int32Array,
        },
        likely,
      );
    },
  };

  /** Reads every interchange and brand and builds the index. */
  static async build(db: Database): Promise<NumberIndex> {
    const brandRows = await db
      .select({ id: competitors.id, name: competitors.name })
      .from(competitors)
      .orderBy(asc(competitors.id));

    const ids: number[] = [];
    const competitorIds: number[] = [];
    const partTypeIds: number[] = [];
    const normalized: string[] = [];
    const partNumbers: string[] = [];
    const makerNumbers: string[] = [];
    const shared = new Map<string, string>();
    const intern = (s: string) => {
      const known = shared.get(s);
      if (known !== undefined) return known;
      shared.set(s, s);
      return s;
    };
    await forEachInterchange(db, (r) => {
      ids.push(r.id);
      competitorIds.push(r.competitorId);
      partTypeIds.push(r.partTypeId);
      normalized.push(r.normalized);
      // Most numbers are typed as they are stored ('10031017'): keep one string for both.
      partNumbers.push(r.partNumber === r.normalized ? r.normalized : r.partNumber);
      makerNumbers.push(intern(r.makerPartNumber));
    });

    const idCol = Int32Array.from(ids);
    const compCol = Int32Array.from(competitorIds);
    const order = new Int32Array(idCol.length).map((_, i) => i);
    order.sort(
      (a, b) =>
        byteOrder(normalized[a] as string, normalized[b] as string) ||
        (compCol[a] as number) - (compCol[b] as number) ||
        (idCol[a] as number) - (idCol[b] as number),
    );
    const lists = new Map<string, number[]>();
    const add = (key: string, row: number) => {
      const list = lists.get(key);
      if (list) list.push(row);
      else lists.set(key, [row]);
    };
    for (const row of order) {
      const brand = compCol[row] === OWN_BRAND_ID ? 'm' : 'o';
      const hub = partTypeIds[row] === PART_TYPE.hubAssembly;
      add(`${brand}|all`, row);
      if (hub) add(`${brand}|hub`, row);
      if (brand === 'o') {
        add(`c${compCol[row]}|all`, row);
        if (hub) add(`c${compCol[row]}|hub`, row);
      }
    }
    const partitions = new Map([...lists].map(([k, rows]) => [k, Int32Array.from(rows)]));
    // The cross-lookup order compares integers only: ranks of the maker numbers and of the normalized
    // numbers (from the order above), which keeps this second sort cheap at scale.
    const normRank = new Int32Array(idCol.length);
    order.forEach((row, i) => {
      const prev = order[i - 1];
      normRank[row] =
        i === 0 || prev === undefined
          ? 0
          : (normRank[prev] as number) + Number(normalized[prev] !== normalized[row]);
    });
    const makerRankOf = new Map([...shared.keys()].sort(byteOrder).map((m, i) => [m, i]));
    const makerRank = Int32Array.from(makerNumbers, (m) => makerRankOf.get(m) ?? 0);
    const byMaker = new Int32Array(idCol.length).map((_, i) => i);
    byMaker.sort(
      (a, b) =>
        (makerRank[a] as number) - (makerRank[b] as number) ||
        (compCol[a] as number) - (compCol[b] as number) ||
        (normRank[a] as number) - (normRank[b] as number) ||
        (idCol[a] as number) - (idCol[b] as number),
    );
    return NumberIndex.of({
      brands: brandRows,
      ids: idCol,
      competitorIds: compCol,
      partTypeIds: Int32Array.from(partTypeIds),
      normalized,
      partNumbers,
      makerNumbers,
      partitions,
      byMaker,
    });
  }

  /** Read-only views of the columns (no copies), for the offline copy built from the index. */
  get copyColumns(): CopyColumns {
    const empty = new Int32Array(0);
    return {
      normalized: this.normalized,
      makerNumbers: this.makerNumbers,
      partTypeIds: this.partTypeIds,
      byMaker: this.byMaker,
      byNumber: [this.partitions.get('m|all') ?? empty, this.partitions.get('o|all') ?? empty],
    };
  }

  /** The partitions that hold every row the filter can accept: maker's and others' kept apart. */
  private partitionsFor(filter: NumberFilter): Int32Array[] {
    const kind = kindOf(filter);
    const empty = new Int32Array(0);
    const get = (key: string) => this.partitions.get(`${key}|${kind}`) ?? empty;
    const brand = filter.competitorId ?? null;
    if (brand !== null) return [brand === OWN_BRAND_ID ? get('m') : get(`c${brand}`)];
    if (filter.makerOnly) return [get('m')];
    return [get('m'), get('o')];
  }

  private accepts(row: number, filter: NumberFilter): boolean {
    const competitorId = this.competitorIds[row];
    if (filter.partTypeId !== undefined && this.partTypeIds[row] !== filter.partTypeId) return false;
    if (filter.makerOnly && competitorId !== OWN_BRAND_ID) return false;
    if (filter.competitorId != null && competitorId !== filter.competitorId) return false;
    return true;
  }

  /** First position in `part` whose number is not below `needle`. */
  private lowerBound(part: Int32Array, needle: string): number {
    return lowerBoundByHead(needle, part, this.normalized, this.heads, this.partitionKeys.get(part));
  }

  /**
   * Where the run of `needle`'s rows that starts at `from` (lowerBound's answer) ends in `part`. A needle
   * shorter than a key's head is told by the keys beside the rows: a key is equal only for an equal head,
   * and a longer string has a character where the needle's head has its end. Else by the strings, each
   * read through its row (two reads of memory far apart per row, the search's most costly).
   */
  private endOfEqual(part: Int32Array, from: number, needle: string): number {
    const keys = this.partitionKeys.get(part);
    const key = keys && needle.length < this.heads.width ? this.heads.keyOf(needle) : null;
    let p = from;
    if (keys && key !== null) while (p < part.length && keys[p] === key) p++;
    else while (p < part.length && this.normalized[part[p] as number] === needle) p++;
    return p;
  }

  /** Row `i` with a label, made in one object (the search's hits carry their rank). */
  private ranked<R>(i: number, rank: R): Ranked<R> {
    const competitorId = this.competitorIds[i] as number;
    return {
      id: this.ids[i] as number,
      competitorId,
      competitorName: this.names.get(competitorId) ?? '',
      partNumber: this.partNumbers[i] as string,
      normalized: this.normalized[i] as string,
      partTypeId: this.partTypeIds[i] as number,
      makerPartNumber: this.makerNumbers[i] as string,
      rank,
    };
  }

  private row(i: number): IndexedNumber {
    const competitorId = this.competitorIds[i] as number;
    return {
      id: this.ids[i] as number,
      competitorId,
      competitorName: this.names.get(competitorId) ?? '',
      partNumber: this.partNumbers[i] as string,
      normalized: this.normalized[i] as string,
      partTypeId: this.partTypeIds[i] as number,
      makerPartNumber: this.makerNumbers[i] as string,
    };
  }

  /**
   * Numbers starting with `needle` (the exact ones first, as they sort first), in index order: the first
   * `limit` of the maker's and the first `limit` of the others', like two ordered, limited queries.
   */
  startingWith(needle: string, filter: NumberFilter, limit: number): IndexedNumber[] {
    const out: IndexedNumber[] = [];
    for (const part of this.partitionsFor(filter)) {
      let taken = 0;
      for (let p = this.lowerBound(part, needle); p < part.length && taken < limit; p++) {
        const row = part[p] as number;
        if (!(this.normalized[row] as string).startsWith(needle)) break;
        if (!this.accepts(row, filter)) continue;
        out.push(this.row(row));
        taken++;
      }
    }
    return out;
  }

  /**
   * The first `limit` numbers starting with `needle` in the search's answer order: the exact ones before
   * the longer ones, within each the maker's before the others', then by number, brand id and id. Each
   * partition is in (number, brand id, id) order with its exact numbers first, so that order is a merge of
   * two runs per partition: no sort, at most `limit` rows read past the filter per partition, and one
   * object made per number returned, labelled `ranks.exact` or `ranks.prefix`.
   */
  firstStartingWith<R>(
    needle: string,
    filter: NumberFilter,
    limit: number,
    ranks: { exact: R; prefix: R },
  ): Ranked<R>[] {
    const parts = this.partitionsFor(filter);
    // per partition: where its numbers starting with the needle begin, and where its exact ones end
    const starts = parts.map((part) => this.lowerBound(part, needle));
    const exactEnds = parts.map((part, i) => {
      let p = starts[i] as number;
      while (p < part.length && this.normalized[part[p] as number] === needle) p++;
      return p;
    });
    const out: Ranked<R>[] = [];
    const taken = parts.map(() => 0);
    // the exact runs (maker's, then others'), then the longer numbers of each partition in the same order
    for (const exact of [true, false]) {
      parts.forEach((part, i) => {
        const end = exact ? (exactEnds[i] as number) : part.length;
        for (let p = exact ? (starts[i] as number) : (exactEnds[i] as number); p < end; p++) {
          if (out.length >= limit || (taken[i] as number) >= limit) return;
          const row = part[p] as number;
          if (!exact && !(this.normalized[row] as string).startsWith(needle)) return;
          if (!this.accepts(row, filter)) continue;
          out.push(this.ranked(row, exact ? ranks.exact : ranks.prefix));
          taken[i] = (taken[i] as number) + 1;
        }
      });
    }
    return out;
  }

  /**
   * Every number (the maker's own first, then by brand id and number) that interchanges with the maker
   * part `makerPartNumber`, of one part type: `total` of them, `count` from `offset` on.
   */
  crossReferences(makerPartNumber: string, partTypeId: number, offset: number, count: number) {
    const first = lowerBound(
      this.byMaker.length,
      (p) => (this.makerNumbers[this.byMaker[p] as number] as string) < makerPartNumber,
    );
    const rows: IndexedNumber[] = [];
    let total = 0;
    for (let p = first; p < this.byMaker.length; p++) {
      const row = this.byMaker[p] as number;
      if (this.makerNumbers[row] !== makerPartNumber) break;
      if (this.partTypeIds[row] !== partTypeId) continue;
      if (total >= offset && rows.length < count) rows.push(this.row(row));
      total++;
    }
    return { rows, total };
  }

  /** Row positions by ascending id, made at the first lookup by id; null when the rows already ascend. */
  private idOrder: Int32Array | null | undefined;

  /** The row of one interchange id (a search result's id: chaid, cbdid, cbrid), if the index holds it. */
  byId(id: number): IndexedNumber | undefined {
    const { ids } = this;
    if (this.idOrder === undefined) {
      // rows read by pages come in id order; a COPY of the table need not
      const ascending = ids.every((v, i) => i === 0 || (ids[i - 1] as number) < v);
      this.idOrder = ascending
        ? null
        : Int32Array.from(ids.keys()).sort((a, b) => (ids[a] as number) - (ids[b] as number));
    }
    const order = this.idOrder;
    const position = (p: number) => (order ? (order[p] as number) : p);
    const at = lowerBound(ids.length, (p) => (ids[position(p)] as number) < id);
    return at < ids.length && ids[position(at)] === id ? this.row(position(at)) : undefined;
  }

  /** Whether some row (of any brand or part type) has this normalized number. */
  holds(normalized: string): boolean {
    if (!this.likely.mightHold(normalized)) return false;
    // the maker's rows and the others' together are every row, each sorted by number: a binary search
    // each (a Set of every number cost a hash of each at every load, and 10+ MiB)
    for (const key of EVERY_ROW) {
      const part = this.partitions.get(key);
      if (!part || (this.makerParts.has(part) && !this.makerLikely.mightHold(normalized))) continue;
      const at = this.lowerBound(part, normalized);
      if (at < part.length && this.normalized[part[at] as number] === normalized) return true;
    }
    return false;
  }

  /** The hash behind holds: asks about strings known only by their hash (not yet made). */
  get heldHash(): PolynomialHash {
    return this.likely.hash;
  }

  /**
   * Which characters the numbers `filter` may accept have at each position, per length (up to near-miss
   * lengths + 1): those of the hubs for a hub search, else those of every number.
   */
  alphabetFor(filter: NumberFilter): PositionAlphabet {
    return this.alphabets[kindOf(filter)];
  }

  /**
   * The first `limit` numbers equal to one of `candidates` (the search passes only numbers `holds` found),
   * in the search's answer order, labelled `rank`: the maker's partition before the others', and in each
   * the candidates in byte order, as the partitions sort them. No sort of the hits, and one object made
   * per number returned: a short number can have hundreds of near misses, of which 25 are shown.
   */
  firstEqualToAny<R>(
    candidates: readonly string[],
    filter: NumberFilter,
    limit: number,
    rank: R,
  ): Ranked<R>[] {
    const out: Ranked<R>[] = [];
    if (!candidates.length || limit <= 0) return out;
    // the default sort compares UTF-16 code units, as byteOrder does, without a call per comparison
    const sorted = [...candidates].sort();
    for (const part of this.partitionsFor(filter)) {
      const maker = this.makerParts.has(part);
      for (const candidate of sorted) {
        if (maker && !this.makerLikely.mightHold(candidate)) continue;
        const from = this.lowerBound(part, candidate);
        const end = this.endOfEqual(part, from, candidate);
        for (let p = from; p < end; p++) {
          const row = part[p] as number;
          if (!this.accepts(row, filter)) continue;
          out.push(this.ranked(row, rank));
          // the answer is full: no candidate after this one is looked up
          if (out.length >= limit) return out;
        }
      }
    }
    return out;
  }
}

/** What the index was built from: the newest catalog import and the highest interchange id (also the offline copy's). */
export async function signatureOf(db: Database): Promise<string> {
  const [highest] = await db.select({ id: sql<number | null>`max(${interchanges.id})` }).from(interchanges);
  return `${await latestImportId(db)}:${highest?.id ?? 0}`;
}

/** The signature each index was built from: what a structure derived from it (the offline copy) names. */
const builtFrom = new WeakMap<NumberIndex, string>();

const cachedIndex = catalogCache({
  signature: signatureOf,
  build: async (db, signature) => {
    const index = await fromSnapshotOr(NumberIndex.snapshot, signature, () => NumberIndex.build(db));
    builtFrom.set(index, signature);
    return index;
  },
});

/** The catalog signature `index` was built from. */
export function indexSignature(index: NumberIndex): string {
  const signature = builtFrom.get(index);
  if (signature === undefined) throw new Error('number index built outside its cache');
  return signature;
}

/**
 * The number index of this database: built on first use (or by warmNumberIndex at start), rebuilt in the
 * background when the catalog changes (server/data/catalog-cache.ts); searches never wait for a rebuild.
 */
export function numberIndex(db: Database, options: CacheOptions = {}): Promise<NumberIndex> {
  return cachedIndex(db, options);
}

/** Builds (or loads) the index now (server start), so the first search does not pay for it. */
export async function warmNumberIndex(db: Database): Promise<number> {
  return (await numberIndex(db, { wait: true })).size;
}
