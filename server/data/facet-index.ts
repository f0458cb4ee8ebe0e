// The in-memory facet index behind every guided-flow question (server/data/facet-query.ts): per flow its
// filter categories, its filter values in display order, and for every (category code, value id) the
// parts that have that value, as a sorted list of part ordinals (positions in the flow's part numbers,
// sorted byte-wise). Matching parts is an intersection of such lists, shortest first; the values a category
// still offers, and how many parts each would leave, are read per matching part from the same facts turned
// around (per part, its values: server/data/code-facets.ts), so a question costs what is left to match, not
// the size of the catalog. PGlite answers one query at a time, so answering from memory is what keeps the
// wizard's latency flat under concurrent load.
//
// Memory stays small: a flow's lists are slices of one Int32Array (4 bytes per part_facets row, 5.5 MB for
// the scale-100 catalog's 1.37 million facets), plus each flow's part numbers and value rows; the turned
// lists, made per category on its first question, as much again plus 4 bytes per part and category.
//
// Freshness: the index remembers the newest catalog import id (every import adds one) and is rebuilt in
// the background when it changes (server/data/catalog-cache.ts).
//
// Restart: each flow's lists (one Int32Array and the slice bounds), part numbers, categories and values are
// saved as a snapshot keyed by that import id (server/data/index-snapshot.ts) and read back at the next start.
import { and, asc, eq, sql } from 'drizzle-orm';
import { type CacheOptions, catalogCache, latestImportId } from './catalog-cache.ts';
import { CodeFacets, type FilterValue } from './code-facets.ts';
import { forEachRow } from './copy-rows.ts';
import type { Database } from './db/client.ts';
import { FLOWS, type Flow, filterCategories, filterValues, partFacets } from './db/schema.ts';
import { fromSnapshotOr, type SnapshotContent, type SnapshotKind } from './index-snapshot.ts';
import { bitsetOf, holds, intersect, keepSet, NONE } from './ordinal-lists.ts';
import { byteOrder, lowerBound } from './sorted.ts';

/** Answers so far: filter code -> the value sent (the value's Id, or its Inch for inch categories). */
export type FilterState = Readonly<Record<string, number | string | null | undefined>>;

export type Category = typeof filterCategories.$inferSelect;
export type { FilterValue };

/** What {@link FlowFacets.counts} answers: parts matching now, and per value id the parts it would leave. */
export type FacetCounts = { matching: number; perValue: Map<number, number> };

type FacetRow = { partNumber: string; code: string; valueId: number };

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

/** Answer sets whose matching parts a flow keeps, and the longest answer kept (16 KB): at most 8 MB. */
const RECENT_SIZE = 512;
const RECENT_MAX_PARTS = 4_096;

/**
 * Questions (category and answer set) whose values and counts a flow keeps: their values and counts only
 * (never the matching parts), a few MB at most.
 */
const QUESTIONS_SIZE = 512;

/** The lists of a state's narrowing answers, and a key naming them whatever their order. */
type AnswerSet = { lists: Int32Array[]; key: string };

/** How many parts one question has to choose from, and its values and counts once asked for. */
type Question = {
  matched: number;
  values: FilterValue[] | null;
  counts: ReadonlyMap<number, number> | null;
};

/** Whether `raw` is an answer that narrows the parts: a filter category, and not empty or zero. */
function answers(category: Category | undefined, raw: FilterState[string]): category is Category {
  if (!category || category.role === 'result') return false;
  return !(raw === null || raw === undefined || raw === '' || Number(raw) === 0);
}

/** The pairs of a part the flow does not have. */
const NO_PAIRS: Readonly<Record<string, number>> = Object.freeze({});

/** The facets of one flow. */
export class FlowFacets {
  /** The latest answer sets' matching parts, least recently used first (see matching). */
  private readonly recent = new Map<string, Int32Array>();
  /** Bitsets of the long lists answers matched (each list's own, or an Inch's union of them). */
  private readonly bitsets = new WeakMap<Int32Array, Uint32Array>();
  /** The latest questions' answers, least recently used first (see question). */
  private readonly questions = new Map<string, Question>();
  /** Each part's pairs once read (a typed hub number reads its hub's on every chat turn), frozen. */
  private readonly pairsByPart = new Map<number, Readonly<Record<string, number>>>();

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

  /**
   * The ordinals of the parts matching every answer (but the one for `except`), sorted; null when no
   * answer narrows the parts. Codes the flow does not know (inclv, srcht, ...) and empty or zero answers
   * are ignored, as the original client never sent falsy values. The answer may be a list the index
   * holds: read it, never change it.
   */
  matching(state: FilterState, except?: string): Int32Array | null {
    const set = this.answerSet(state, except);
    return set ? this.matchingOf(set) : null;
  }

  /**
   * The lists of the answers that narrow the parts (but the one for `except`), and a key naming them in
   * any order; null when none does.
   */
  private answerSet(state: FilterState, except?: string): AnswerSet | null {
    const lists: Int32Array[] = [];
    const keys: string[] = [];
    for (const code in state) {
      if (code === except || !Object.hasOwn(state, code)) continue;
      const raw = state[code];
      const category = this.categories.get(code);
      if (!answers(category, raw)) continue;
      const value = Number(raw);
      const facets = this.codes.get(code);
      // not a number: no part can have it
      lists.push(facets && Number.isFinite(value) ? facets.answering(value) : NONE);
      keys.push(`${code}=${value}`);
    }
    if (!lists.length) return null;
    return { lists, key: keys.length === 1 ? (keys[0] as string) : keys.sort().join('&') };
  }

  private matchingOf({ lists, key }: AnswerSet): Int32Array {
    if (lists.length === 1) return lists[0] as Int32Array;
    // A turn asks about the same answers again and again (each question's values and counts, the
    // progress estimate), and a typed hub's answers come back with every turn on that hub.
    const known = this.recent.get(key);
    if (known) {
      this.recent.delete(key);
      this.recent.set(key, known);
      return known;
    }
    const parts = this.intersectAll(lists);
    if (parts.length <= RECENT_MAX_PARTS) {
      if (this.recent.size >= RECENT_SIZE) this.recent.delete(this.recent.keys().next().value as string);
      this.recent.set(key, parts);
    }
    return parts;
  }

  /**
   * What category `code` was found to offer under one answer set, kept (least recently used first) so
   * that the same question costs a lookup: every visitor's wizard starts with the same few questions,
   * whose thousands of matching parts cost the most to count.
   */
  private question(code: string, set: AnswerSet): Question {
    const key = `${code}|${set.key}`;
    let known = this.questions.get(key);
    if (known) this.questions.delete(key);
    else {
      known = { matched: this.matchingOf(set).length, values: null, counts: null };
      if (this.questions.size >= QUESTIONS_SIZE)
        this.questions.delete(this.questions.keys().next().value as string);
    }
    this.questions.set(key, known);
    return known;
  }

  private intersectAll(lists: Int32Array[]): Int32Array {
    // The shortest first: its parts are the candidates, and every other answer only keeps those of them
    // it matches, reading one bit per candidate for a long list (a hub's own answers number a dozen or
    // more, each matching thousands of hubs at scale 100), or looking them up in a short one.
    lists.sort((a, b) => a.length - b.length);
    let parts = lists[0] as Int32Array;
    let owned = false;
    for (let i = 1; i < lists.length && parts.length; i++) {
      const list = lists[i] as Int32Array;
      const bits = this.bitsOf(list);
      if (!bits) parts = intersect(parts, list);
      else parts = keepSet(parts, bits, owned ? parts : undefined);
      owned = true;
    }
    return parts;
  }

  /**
   * The bitset of a long list of the index (made on first use, kept while the index lives); none for a
   * short one, whose bitset would be larger than the list and slower to read than a few lookups.
   */
  private bitsOf(list: Int32Array): Uint32Array | undefined {
    if (list.length * 32 < this.parts.length) return undefined;
    let bits = this.bitsets.get(list);
    if (!bits) {
      bits = bitsetOf(list, this.parts.length);
      this.bitsets.set(list, bits);
    }
    return bits;
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
    return this.valuesUnder(code, facets, this.answerSet(state, code));
  }

  /**
   * {@link values} of several categories under one state (each once): the answers are gathered once for
   * all the categories the state does not answer, as a wizard's walk over the questions ahead needs.
   */
  valuesOfEach(codes: readonly string[], state: FilterState): Map<string, FilterValue[]> {
    const found = new Map<string, FilterValue[]>();
    let shared: AnswerSet | null | undefined;
    for (const code of codes) {
      if (found.has(code)) continue;
      const facets = this.codes.get(code);
      if (!facets) found.set(code, []);
      // a category the state answers is asked without its own answer, as values() does
      else if (Object.hasOwn(state, code))
        found.set(code, this.valuesUnder(code, facets, this.answerSet(state, code)));
      else {
        if (shared === undefined) shared = this.answerSet(state);
        found.set(code, this.valuesUnder(code, facets, shared));
      }
    }
    return found;
  }

  private valuesUnder(code: string, facets: CodeFacets, set: AnswerSet | null): FilterValue[] {
    if (!set) return [...facets.used];
    const question = this.question(code, set);
    if (!question.matched) return [];
    // the second look at the same answers finds their parts among the recent ones, or as one list
    question.values ??= facets.valuesOf(this.matchingOf(set));
    return [...question.values];
  }

  /**
   * How far category `code` narrows the parts matching the state (its own answer ignored, as in
   * {@link values}): how many match now, and per value id how many would still match with that value
   * chosen. An inch value counts every part of its Inch, as its answer matches them all.
   */
  counts(code: string, state: FilterState): FacetCounts {
    const facets = this.codes.get(code);
    const set = this.answerSet(state, code);
    if (!set) {
      const all = this.parts.length;
      if (!facets || all === 0) return { matching: all, perValue: new Map() };
      return { matching: all, perValue: facets.countsOf(null) };
    }
    const question = this.question(code, set);
    const matched = question.matched;
    if (!facets || matched === 0) return { matching: matched, perValue: new Map() };
    question.counts ??= facets.countsOf(this.matchingOf(set));
    return { matching: matched, perValue: new Map(question.counts) };
  }

  /** The part's ordinal, or -1 when the flow has no such part. */
  private ordinalOf(partNumber: string): number {
    const at = lowerBound(this.parts.length, (i) => (this.parts[i] as string) < partNumber);
    return this.parts[at] === partNumber ? at : -1;
  }

  /** Whether the part has value `valueId` for `code`. */
  has(partNumber: string, code: string, valueId: number): boolean {
    const part = this.ordinalOf(partNumber);
    return part >= 0 && holds(this.codes.get(code)?.partsWith(valueId) ?? NONE, part);
  }

  /** The single-valued facets of one part as filter pairs: the value's Id, or its Inch. Frozen and shared. */
  pairs(partNumber: string): Readonly<Record<string, number>> {
    const part = this.ordinalOf(partNumber);
    if (part < 0) return NO_PAIRS;
    let pairs = this.pairsByPart.get(part);
    if (!pairs) {
      pairs = Object.freeze(this.pairsOf(part));
      this.pairsByPart.set(part, pairs);
    }
    return pairs;
  }

  private pairsOf(part: number): Record<string, number> {
    const pairs: Record<string, number> = {};
    for (const [code, category] of this.categories) {
      const held = this.codes.get(code)?.heldBy(part) ?? [];
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
  const lists = new Map<string, Map<number, Int32Array>>();
  c.keyCodes.forEach((code, key) => {
    const byValue = lists.get(code) ?? new Map<number, Int32Array>();
    lists.set(code, byValue);
    byValue.set(c.keyValues[key] as number, c.all.subarray(c.starts[key], c.starts[key + 1]));
  });
  const ordered = new Map<string, FilterValue[]>();
  for (const v of [...c.values].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)) {
    Object.freeze(v); // handed to every caller as is: nobody may change the index's rows
    ordered.set(v.queryParameterName, [...(ordered.get(v.queryParameterName) ?? []), v]);
  }
  const sortedCategories = [...c.categories]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map((cat) => Object.freeze(cat));
  const categories = new Map(sortedCategories.map((cat) => [cat.queryParameterName, cat]));
  const codes = new Map<string, CodeFacets>();
  for (const code of new Set([...lists.keys(), ...ordered.keys()])) {
    const byInch = categories.get(code)?.matchByInch === true;
    codes.set(
      code,
      new CodeFacets(c.names.length, lists.get(code) ?? new Map(), ordered.get(code) ?? [], byInch),
    );
  }
  return new FlowFacets(c.names, categories, codes);
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
