// Walks every path of the guided flows over the catalog's facets, following the hub wizard's routing rules.
// The walk's own facet index is a plain one over the rows; walk.test.ts checks that it agrees with the server's.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../server/data/db/client.ts';
import { type Flow, filterCategories, filterValues, partFacets } from '../../server/data/db/schema.ts';

export type State = Record<string, number>;
type Category = typeof filterCategories.$inferSelect;
type Value = typeof filterValues.$inferSelect;

export class FacetIndex {
  /** code -> part -> value ids */
  private byCode = new Map<string, Map<string, Set<number>>>();
  readonly parts = new Set<string>();

  private constructor(
    readonly flow: Flow,
    readonly categories: Category[],
    private values: Map<string, Value[]>,
  ) {}

  static async load(db: Database, flow: Flow): Promise<FacetIndex> {
    const categories = await db
      .select()
      .from(filterCategories)
      .where(eq(filterCategories.flow, flow))
      .orderBy(asc(filterCategories.sortOrder));
    const values = await db
      .select()
      .from(filterValues)
      .where(eq(filterValues.flow, flow))
      .orderBy(asc(filterValues.sortOrder));
    const byCode = new Map<string, Value[]>();
    for (const v of values)
      byCode.set(v.queryParameterName, [...(byCode.get(v.queryParameterName) ?? []), v]);
    const index = new FacetIndex(flow, categories, byCode);
    const facets = await db
      .select()
      .from(partFacets)
      .where(and(eq(partFacets.flow, flow)));
    for (const f of facets) {
      index.parts.add(f.partNumber);
      let parts = index.byCode.get(f.queryParameterName);
      if (!parts) {
        parts = new Map();
        index.byCode.set(f.queryParameterName, parts);
      }
      let ids = parts.get(f.partNumber);
      if (!ids) {
        ids = new Set();
        parts.set(f.partNumber, ids);
      }
      ids.add(f.valueId);
    }
    return index;
  }

  category(code: string): Category | undefined {
    return this.categories.find((c) => c.queryParameterName === code);
  }

  /** The value ids a state's answer for `code` stands for (by Id, or by Inch for inch categories). */
  private ids(code: string, answer: number): Set<number> {
    const category = this.category(code);
    if (!category?.matchByInch) return new Set([answer]);
    return new Set((this.values.get(code) ?? []).filter((v) => v.inch === answer).map((v) => v.id));
  }

  matching(state: State): string[] {
    let parts = [...this.parts];
    for (const [code, answer] of Object.entries(state)) {
      const category = this.category(code);
      if (!category || category.role === 'result' || !answer) continue;
      const ids = this.ids(code, answer);
      const facets = this.byCode.get(code);
      parts = parts.filter((p) => [...(facets?.get(p) ?? [])].some((id) => ids.has(id)));
    }
    return parts.sort();
  }

  offered(code: string, state: State): Value[] {
    const { [code]: _ignored, ...others } = state;
    const facets = this.byCode.get(code);
    const used = new Set<number>();
    for (const part of this.matching(others)) for (const id of facets?.get(part) ?? []) used.add(id);
    return (this.values.get(code) ?? []).filter((v) => used.has(v.id));
  }

  /** The value a choice puts into the state. */
  answer(code: string, value: Value): number {
    return this.category(code)?.matchByInch ? Number(value.inch) : value.id;
  }
}

export type Outcome = 'parts' | 'unitized' | 'splined' | 'dead-end';
export type WalkResult = {
  paths: number;
  outcomes: Record<Outcome, number>;
  deadEnds: string[];
  reached: Set<string>;
  splinedPanels: number;
};

function newResult(): WalkResult {
  return {
    paths: 0,
    outcomes: { parts: 0, unitized: 0, splined: 0, 'dead-end': 0 },
    deadEnds: [],
    reached: new Set(),
    splinedPanels: 0,
  };
}

const OTHER_MAKE = 99;
const describe = (state: State) =>
  Object.entries(state)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

/**
 * The hub wizard: truck-type buttons set tcomp and brkty; then each step offers the facet
 * values of the hubs matching the answers; one value is auto-selected; no value skips the step.
 */
export function walkHubWizard(index: FacetIndex): WalkResult {
  const result = newResult();
  const steps = index.categories
    .filter((c) => c.stepPath && c.role !== 'result' && c.queryParameterName !== 'srcht')
    .map((c) => c.queryParameterName);
  const at = (code: string) => {
    const i = steps.indexOf(code);
    if (i < 0) throw new Error(`no hub step ${code}`);
    return i;
  };
  const noMake = (s: State) => !s.tmake || s.tmake === OTHER_MAKE;
  const truckNoMake = (s: State) => s.tcomp === 1 && noMake(s);

  /** Where a choice goes (a step index), per the routing rules; otherwise the next step. */
  const route = (code: string, value: number, s: State, i: number): number => {
    switch (code) {
      case 'aaxna':
        if (value === 82) return at('rslts');
        if ([79, 40, 19].includes(value)) return at('hamnt');
        if (s.brkty === 1 && (value === 10 || value === 11)) return i + 1;
        return noMake(s) || s.tcomp === 3 ? at('hamnt') : at('gawrr');
      case 'whlps':
        return value === 2 ? at('hubps') : at('wssdi');
      case 'hamnt':
        return value === 4 || value === 5 ? at('barlg') : truckNoMake(s) ? at('wssdi') : at('gawrr');
      case 'barlg':
        return truckNoMake(s) ? at('wssdi') : at('gawrr');
      case 'hcmty':
        return truckNoMake(s) ? i + 1 : at('abrty');
      case 'hcbdi':
        return at('flgty');
      case 'flgty':
        return at('wmslc');
      case 'wmslc':
        return at('spints');
      case 'spints':
        return at('rslts');
      default:
        return i + 1;
    }
  };

  const visit = (s: State, i: number, depth: number): void => {
    if (depth > 80) throw new Error(`routing loop at ${describe(s)}`);
    const code = steps[i];
    if (code === undefined || code === 'rslts') {
      result.paths++;
      if (s.aaxna === 82) {
        result.outcomes.unitized++;
        return;
      }
      const hubs = index.matching(s);
      if (!hubs.length) {
        result.outcomes['dead-end']++;
        result.deadEnds.push(describe(s));
        return;
      }
      result.outcomes.parts++;
      for (const h of hubs) result.reached.add(h);
      return;
    }
    if (s[code] !== undefined) {
      visit(s, i + 1, depth + 1);
      return;
    }
    // Steps skipped on entry.
    if (code === 'gawrr' && s.brkty === 1 && s.aaxna === 4) {
      visit(s, at('axthd'), depth + 1);
      return;
    }
    if (code === 'icfsb' && !truckNoMake(s)) {
      visit(s, at('abrty'), depth + 1);
      return;
    }
    if (code === 'hofsi' && !truckNoMake(s)) {
      visit(s, at('brdia'), depth + 1);
      return;
    }
    let values = index.offered(code, s).filter((v) => v.id !== 0);
    if (code === 'hofsi') values = values.filter((v) => Number(v.inch) !== 0);
    if (!values.length) {
      visit(s, i + 1, depth + 1);
      return;
    }
    for (const value of values) {
      const answer = index.answer(code, value);
      const next: State = { ...s, [code]: answer };
      if (code === 'tmake') for (const k of ['gawrr', 'axthd', 'abrty']) delete next[k];
      if (code === 'whlps') {
        Object.assign(next, { brkty: 1, aaxna: 10, tcomp: 2 });
        for (const k of ['hubps', 'strdo', 'hamnt']) delete next[k];
      }
      if (code === 'brdia' || code === 'abcoi') delete next.wssdi;
      if (
        code === 'abrty' &&
        s.tcomp === 2 &&
        (s.brkty === 1 || s.brkty === 2) &&
        /splined/i.test(value.name)
      )
        result.splinedPanels++;
      visit(next, route(code, answer, next, i), depth + 1);
    }
  };

  for (const tcomp of [1, 2, 3]) for (const brkty of [1, 2]) visit({ tcomp, brkty }, at('tmake'), 0);
  return result;
}

/**
 * Rotor, drum, casting, rotor-casting, drum-casting and stud flows: questions in category order from
 * `start`, single values auto-applied, empty ones skipped, results at the result category. Rotor type 6
 * (splined) ends in the splined message.
 */
export function walkFlow(index: FacetIndex, start: State = {}): WalkResult {
  const result = newResult();
  const questions = index.categories.filter((c) => c.role === 'question').map((c) => c.queryParameterName);
  const visit = (s: State, i: number): void => {
    const code = questions[i];
    if (code === undefined) {
      result.paths++;
      const parts = index.matching(s);
      if (!parts.length) {
        result.outcomes['dead-end']++;
        result.deadEnds.push(describe(s));
        return;
      }
      result.outcomes.parts++;
      for (const p of parts) result.reached.add(p);
      return;
    }
    if (s[code] !== undefined) {
      visit(s, i + 1);
      return;
    }
    const values = index.offered(code, s);
    if (!values.length) {
      visit(s, i + 1);
      return;
    }
    for (const value of values) {
      if (code === 'brtyp' && value.id === 6) {
        result.paths++;
        result.outcomes.splined++;
        continue;
      }
      visit({ ...s, [code]: index.answer(code, value) }, i + 1);
    }
  };
  visit(start, 0);
  return result;
}

/** Adds one walk's counts into a running total. */
export function addWalk(total: WalkResult, part: WalkResult): WalkResult {
  total.paths += part.paths;
  for (const k of Object.keys(total.outcomes) as Outcome[]) total.outcomes[k] += part.outcomes[k];
  total.deadEnds.push(...part.deadEnds);
  for (const p of part.reached) total.reached.add(p);
  total.splinedPanels += part.splinedPanels;
  return total;
}
export const emptyWalk = newResult;
