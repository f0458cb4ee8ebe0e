// The in-memory facet index behind every guided-flow question (server/data/facet-query.ts): per flow its
// filter categories, its filter values in display order, and for every (category code, value id) the
// parts that have that value, as a sorted list of part ordinals (positions in the flow's part numbers,
// sorted byte-wise). Matching parts is an intersection of such lists; the values a category still offers
// are the values whose list meets the matching parts. PGlite answers one query at a time, so answering
// from memory is what keeps the wizard's latency flat under concurrent load.
//
// Memory stays small: a flow's lists are slices of one Int32Array (4 bytes per part_facets row, 5.5 MB for
// the scale-100 catalog's 1.37 million facets), plus each flow's part numbers and value rows.
//
// Freshness: the index remembers the newest catalog import id (every import adds one) and is rebuilt in
// the background when it changes (server/data/catalog-cache.ts).
//
// Restart: each flow's lists (one Int32Array and the slice bounds), part numbers, categories and values are
// saved as a snapshot keyed by that import id (server/data/index-snapshot.ts) and read back at the next start.
import { and, asc, eq, sql } from 'drizzle-orm';
import { type CacheOptions, catalogCache, latestImportId } from './catalog-cache.ts';
import { forEachRow } from './copy-rows.ts';
import type { Database } from './db/client.ts';
import { FLOWS, type Flow, filterCategories, filterValues, partFacets } from './db/schema.ts';
import { fromSnapshotOr, type SnapshotContent, type SnapshotKind } from './index-snapshot.ts';
import { byteOrder, lowerBound } from './sorted.ts';

/** Answers so far: filter code -> the value sent (the value's Id, or its Inch for inch categories). */
export type FilterState = Readonly<Record<string, number | string | null | undefined>>;

export type Category = typeof filterCategories.$inferSelect;
export type FilterValue = typeof filterValues.$inferSelect;

/** What {@link FlowFacets.counts} answers: parts matching now, and per value id the parts it would leave. */
export type FacetCounts = { matching: number; perValue: Map<number, number> };

type FacetRow = { partNumber: string; code: string; valueId: number };

const NONE = new Int32Array(0);

/** Calls `onRow` once per part_facets row of the flow, in no particular order. */
async function forEachFacet(db: Database, flow: Flow, onRow: (row: FacetRow) => void): Promise<void> {
  const copy = {
    // One flow at a time keeps PGlite's COPY buffer (memory it keeps once grown) at the largest flow's size.
    query: `select part_number, query_parameter_name, value_id from part_facets where flow = '${flow}'`,
    columns: 3,
    row: ([partNumber, code, valueId]: string[]): FacetRow => ({
      partNumber: partNumber as string,
      code: code as string,
      valueId: Number(valueId),
    }),
  };
  // PostgreSQL: keyset pages in primary key order.
  const key = sql`(${partFacets.partNumber}, ${partFacets.queryParameterName}, ${partFacets.valueId})`;
  const page = (last: FacetRow | undefined, size: number) =>
    db
      .select({
        partNumber: partFacets.partNumber,
        code: partFacets.queryParameterName,
        valueId: partFacets.valueId,
      })
      .from(partFacets)
      .where(
        and(
          eq(partFacets.flow, flow),
          last ? sql`${key} > (${last.partNumber}, ${last.code}, ${last.valueId})` : undefined,
        ),
      )
      .orderBy(asc(partFacets.partNumber), asc(partFacets.queryParameterName), asc(partFacets.valueId))
      .limit(size);
  return forEachRow(db, copy, page, onRow);
}

/** Whether `raw` is an answer that narrows the parts: a filter category, and not empty or zero. */
function answers(category: Category | undefined, raw: FilterState[string]): category is Category {
  if (!category || category.role === 'result') return false;
  return !(raw === null || raw === undefined || raw === '' || Number(raw) === 0);
}

/** Whether the sorted list holds `part`. */
function holds(list: Int32Array, part: number): boolean {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < part) lo = mid + 1;
    else hi = mid;
  }
  return list[lo] === part;
}

/** The parts in both sorted lists. */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, n);
}

/** The parts in any of the sorted lists, sorted, each once. */
function union(lists: Int32Array[]): Int32Array {
  if (lists.length <= 1) return lists[0] ?? NONE;
  const all = new Int32Array(lists.reduce((n, l) => n + l.length, 0));
  let n = 0;
  for (const list of lists) {
    all.set(list, n);
    n += list.length;
  }
  all.sort();
  return all.filter((p, i) => i === 0 || p !== all[i - 1]);
}

/** One category code of a flow: its values and, per value id, the sorted ordinals of the parts with it. */
type CodeFacets = {
  /** The values at least one part has, in display order (sortOrder, then id); the first step's answer. */
  used: FilterValue[];
  parts: Map<number, Int32Array>;
  /** Value ids by Inch, for inch-matched categories. */
  idsByInch: Map<number, number[]>;
};

/** The facets of one flow. */
export class FlowFacets {
  constructor(
    /** The flow's part numbers, sorted byte-wise: a part's ordinal is its position here. */
    readonly parts: readonly string[],
    private readonly categories: ReadonlyMap<string, Category>,
    private readonly codes: ReadonlyMap<string, CodeFacets>,
  ) {}

  /** The flow's categories in asking order (sortOrder, then id). */
  categoryList(): Category[] {
    return [...this.categories.values()];
  }

  /** The parts answering `raw` for a category: its value's list, or every list of the values of its Inch. */
  private answering(code: string, category: Category, raw: number | string): Int32Array {
    const value = Number(raw);
    const facets = this.codes.get(code);
    if (!facets || !Number.isFinite(value)) return NONE; // not a number: no part can have it
    if (!category.matchByInch) return facets.parts.get(value) ?? NONE;
    return union((facets.idsByInch.get(value) ?? []).map((id) => facets.parts.get(id) ?? NONE));
  }

  /**
   * The ordinals of the parts matching every answer, sorted; null when no answer narrows the parts.
   * Codes the flow does not know (inclv, srcht, ...) and empty or zero answers are ignored, as the
   * original client never sent falsy values.
   */
  matching(state: FilterState): Int32Array | null {
    const lists: Int32Array[] = [];
    for (const [code, raw] of Object.entries(state)) {
      const category = this.categories.get(code);
      if (answers(category, raw)) lists.push(this.answering(code, category, raw as number | string));
    }
    if (!lists.length) return null;
    lists.sort((a, b) => a.length - b.length);
    let parts = lists[0] as Int32Array;
    for (const list of lists.slice(1)) {
      if (!parts.length) break;
      parts = intersect(parts, list);
    }
    return parts;
  }

  /** Part numbers matching the state, sorted. */
  matchingParts(state: FilterState): string[] {
    const ordinals = this.matching(state);
    if (!ordinals) return [...this.parts];
    return Array.from(ordinals, (p) => this.parts[p] as string);
  }

  /**
   * The values of category `code` used by at least one part matching the state (the state's own answer
   * for `code` is ignored, so a category can be asked again), in display order.
   */
  values(code: string, state: FilterState): FilterValue[] {
    const facets = this.codes.get(code);
    if (!facets) return [];
    const { [code]: _ignored, ...others } = state;
    const matching = this.matching(others);
    if (!matching) return [...facets.used];
    if (!matching.length) return [];
    const marked = new Uint8Array(this.parts.length);
    for (const p of matching) marked[p] = 1;
    return facets.used.filter((v) => {
      const list = facets.parts.get(v.id) ?? NONE;
      // Walk the shorter side: the value's parts (marked lookups), or the matching parts (searches).
      if (list.length <= matching.length * 16) return list.some((p) => marked[p] === 1);
      return matching.some((p) => holds(list, p));
    });
  }

  /**
   * How far category `code` narrows the parts matching the state (its own answer ignored, as in
   * {@link values}): how many match now, and per value id how many would still match with that value
   * chosen. One pass over the category's lists; an inch value counts every part of its Inch, as its answer
   * matches them all.
   */
  counts(code: string, state: FilterState): FacetCounts {
    const facets = this.codes.get(code);
    const { [code]: _ignored, ...others } = state;
    const matching = this.matching(others);
    const matched = matching ? matching.length : this.parts.length;
    const perValue = new Map<number, number>();
    if (!facets || matched === 0) return { matching: matched, perValue };
    const marked = matching ? new Uint8Array(this.parts.length) : null;
    if (marked && matching) for (const p of matching) marked[p] = 1;
    const inBoth = (list: Int32Array) => {
      if (!marked) return list.length;
      let n = 0;
      for (const p of list) n += marked[p] as number;
      return n;
    };
    const byInch = this.categories.get(code)?.matchByInch === true;
    for (const v of facets.used) {
      const ids = byInch && v.inch !== null ? (facets.idsByInch.get(v.inch) ?? [v.id]) : [v.id];
      const list =
        ids.length > 1
          ? union(ids.map((id) => facets.parts.get(id) ?? NONE))
          : (facets.parts.get(v.id) ?? NONE);
      perValue.set(v.id, inBoth(list));
    }
    return { matching: matched, perValue };
  }

  /** The part's ordinal, or -1 when the flow has no such part. */
  private ordinalOf(partNumber: string): number {
    const at = lowerBound(this.parts.length, (i) => (this.parts[i] as string) < partNumber);
    return this.parts[at] === partNumber ? at : -1;
  }

  /** Whether the part has value `valueId` for `code`. */
  has(partNumber: string, code: string, valueId: number): boolean {
    const part = this.ordinalOf(partNumber);
    return part >= 0 && holds(this.codes.get(code)?.parts.get(valueId) ?? NONE, part);
  }

  /** The single-valued facets of one part as filter pairs: the value's Id, or its Inch. */
  pairs(partNumber: string): Record<string, number> {
    const part = this.ordinalOf(partNumber);
    const pairs: Record<string, number> = {};
    if (part < 0) return pairs;
    for (const [code, category] of this.categories) {
      const facets = this.codes.get(code);
      const held = (facets?.used ?? []).filter((v) => holds(facets?.parts.get(v.id) ?? NONE, part));
      const [only] = held;
      // several values (truck makes, spindle nut yes/no): still asked
      if (held.length === 1 && only) pairs[code] = category.matchByInch ? Number(only.inch) : only.id;
    }
    return pairs;
  }
}

/**
 * One flow's facets as plain columns, before they become a FlowFacets: the part numbers sorted byte-wise,
 * and per (code, value id) key its sorted part ordinals, the slice starts[key]..starts[key + 1] of `all`.
 */
type FlowColumns = {
  names: string[];
  keyCodes: string[];
  keyValues: Int32Array;
  starts: Int32Array;
  all: Int32Array;
  categories: Category[];
  values: FilterValue[];
};

function flowFacets(c: FlowColumns): FlowFacets {
  const codes = new Map<string, CodeFacets>();
  const facetsOf = (code: string) => {
    let facets = codes.get(code);
    if (!facets) {
      facets = { used: [], parts: new Map(), idsByInch: new Map() };
      codes.set(code, facets);
    }
    return facets;
  };
  c.keyCodes.forEach((code, key) => {
    facetsOf(code).parts.set(c.keyValues[key] as number, c.all.subarray(c.starts[key], c.starts[key + 1]));
  });
  const ordered = [...c.values].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  for (const v of ordered) {
    Object.freeze(v); // handed to every caller as is: nobody may change the index's rows
    const facets = facetsOf(v.queryParameterName);
    if (facets.parts.has(v.id)) facets.used.push(v);
    if (v.inch !== null) facets.idsByInch.set(v.inch, [...(facets.idsByInch.get(v.inch) ?? []), v.id]);
  }
  const sortedCategories = [...c.categories]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map((cat) => Object.freeze(cat));
  return new FlowFacets(
    c.names,
    new Map(sortedCategories.map((cat) => [cat.queryParameterName, cat])),
    codes,
  );
}

/** Collects one flow's facet rows, then turns them into sorted ordinal lists. */
class FlowBuilder {
  private readonly partIds = new Map<string, number>();
  private readonly keys = new Map<string, Map<number, number>>();
  private readonly keyCodes: string[] = [];
  private readonly keyValues: number[] = [];
  private readonly rowKeys: number[] = [];
  private readonly rowParts: number[] = [];

  add(partNumber: string, code: string, valueId: number): void {
    let part = this.partIds.get(partNumber);
    if (part === undefined) {
      part = this.partIds.size;
      this.partIds.set(partNumber, part);
    }
    let byValue = this.keys.get(code);
    if (!byValue) {
      byValue = new Map();
      this.keys.set(code, byValue);
    }
    let key = byValue.get(valueId);
    if (key === undefined) {
      key = this.keyCodes.length;
      byValue.set(valueId, key);
      this.keyCodes.push(code);
      this.keyValues.push(valueId);
    }
    this.rowKeys.push(key);
    this.rowParts.push(part);
  }

  finish(categories: Category[], values: FilterValue[]): FlowColumns {
    const names = [...this.partIds.keys()].sort(byteOrder);
    const ordinal = new Int32Array(names.length);
    names.forEach((name, i) => {
      ordinal[this.partIds.get(name) as number] = i;
    });
    // One array for every list of the flow: counting sort by key, then each key's slice by ordinal.
    const starts = new Int32Array(this.keyCodes.length + 1);
    for (const key of this.rowKeys) (starts[key + 1] as number)++;
    for (let k = 0; k < this.keyCodes.length; k++)
      starts[k + 1] = (starts[k + 1] as number) + (starts[k] as number);
    const filled = starts.slice(0, -1);
    const all = new Int32Array(this.rowKeys.length);
    this.rowKeys.forEach((key, row) => {
      all[(filled[key] as number)++] = ordinal[this.rowParts[row] as number] as number;
    });

    this.keyCodes.forEach((_, key) => {
      all.subarray(starts[key], starts[key + 1]).sort();
    });
    return {
      names,
      keyCodes: this.keyCodes,
      keyValues: Int32Array.from(this.keyValues),
      starts,
      all,
      categories,
      values,
    };
  }
}

/** The facets of every flow of the catalog. */
export class FacetIndex {
  private readonly flows: ReadonlyMap<Flow, FlowFacets>;

  private constructor(
    /** Each flow's columns, kept for the snapshot (the facets share their arrays, so they cost nothing). */
    private readonly columns: ReadonlyMap<Flow, FlowColumns>,
    /** part_facets rows held. */
    readonly size: number,
  ) {
    this.flows = new Map([...columns].map(([flow, c]) => [flow, flowFacets(c)]));
  }

  /** The index as a snapshot: per flow its integer columns, and its names and rows as JSON. */
  static readonly snapshot: SnapshotKind<FacetIndex> = {
    name: 'facet-index',
    version: 2,
    encode: (index) => {
      const content: SnapshotContent = {
        arrays: {},
        strings: {},
        json: { size: index.size, flows: [...index.columns.keys()] },
      };
      for (const [flow, c] of index.columns) {
        content.arrays[`${flow}.keyValues`] = c.keyValues;
        content.arrays[`${flow}.starts`] = c.starts;
        content.arrays[`${flow}.all`] = c.all;
        content.strings[`${flow}.names`] = c.names;
        content.json[flow] = { keyCodes: c.keyCodes, categories: c.categories, values: c.values };
      }
      return content;
    },
    decode: ({ arrays, strings, json }) => {
      const columns = new Map<Flow, FlowColumns>();
      for (const flow of json.flows as Flow[]) {
        const rest = json[flow] as Pick<FlowColumns, 'keyCodes' | 'categories' | 'values'>;
        const names = strings[`${flow}.names`];
        const [keyValues, starts, all] = ['keyValues', 'starts', 'all'].map((n) => arrays[`${flow}.${n}`]);
        if (!keyValues || !starts || !all || !rest || !names)
          throw new Error(`facet index snapshot: ${flow} missing`);
        if (keyValues.length !== rest.keyCodes.length || starts.length !== keyValues.length + 1)
          throw new Error(`facet index snapshot: ${flow} uneven`);
        if (starts[starts.length - 1] !== all.length) throw new Error(`facet index snapshot: ${flow} short`);
        columns.set(flow, { ...rest, names, keyValues, starts, all });
      }
      return new FacetIndex(columns, Number(json.size));
    },
  };

  flow(flow: Flow): FlowFacets {
    return this.flows.get(flow) ?? new FlowFacets([], new Map(), new Map());
  }

  /** Reads every category, value and part facet and builds the index. */
  static async build(db: Database): Promise<FacetIndex> {
    const categories = await db.select().from(filterCategories);
    const values = await db.select().from(filterValues);
    const flows = new Map<Flow, FlowColumns>();
    let size = 0;
    for (const flow of FLOWS) {
      const builder = new FlowBuilder();
      await forEachFacet(db, flow, (r) => {
        builder.add(r.partNumber, r.code, r.valueId);
        size++;
      });
      flows.set(
        flow,
        builder.finish(
          categories.filter((c) => c.flow === flow),
          values.filter((v) => v.flow === flow),
        ),
      );
    }
    return new FacetIndex(flows, size);
  }
}

const cachedIndex = catalogCache({
  signature: async (db) => String(await latestImportId(db)),
  build: (db, signature) => fromSnapshotOr(FacetIndex.snapshot, signature, () => FacetIndex.build(db)),
});

/**
 * The facet index of this database: built on first use (or by warmFacetIndex at start), rebuilt in the
 * background when a catalog import changes the catalog; questions never wait for a rebuild.
 */
export function facetIndex(db: Database, options: CacheOptions = {}): Promise<FacetIndex> {
  return cachedIndex(db, options);
}

/** Builds (or loads) the index now (server start), so the first question does not pay for it. */
export async function warmFacetIndex(db: Database): Promise<number> {
  return (await facetIndex(db, { wait: true })).size;
}
