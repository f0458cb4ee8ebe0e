// The in-memory facet index answers every facet question exactly as the SQL over the tables does (same
// parts, same values, same order), on the demo catalog, for every flow and category and for answer sets
// taken from real parts; and a catalog import is seen once the check interval has passed.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogToCsv } from '../../server/catalog/csv.ts';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { importCatalog, textSource } from '../../server/catalog/import.ts';
import { FLOWS, type Flow, filterCategories, filterValues, partFacets } from '../../server/data/db/schema.ts';
import { facetIndex } from '../../server/data/facet-index.ts';
import {
  facetCounts,
  facetValues,
  facetValuesOfEach,
  flowCategories,
  matchingParts,
  partFilterPairs,
  partHasFacet,
} from '../../server/data/facet-query.ts';
import { FILTER_CODES_MAX } from '../../tools/catalog/facets.ts';
import { bindTools } from '../../tools/index.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import * as sqlFacets from '../support/facet-sql.ts';

type State = Record<string, string | number>;

const demo = demoCatalog();

const categoriesOf = (flow: Flow) =>
  demo.handle.db
    .select()
    .from(filterCategories)
    .where(eq(filterCategories.flow, flow))
    .orderBy(asc(filterCategories.sortOrder), asc(filterCategories.id));

/** Every part of the flow with one of its values per category (Id, or Inch for inch categories). */
async function partAnswers(flow: Flow): Promise<Map<string, State>> {
  const categories = new Map((await categoriesOf(flow)).map((c) => [c.queryParameterName, c]));
  const values = await demo.handle.db.select().from(filterValues).where(eq(filterValues.flow, flow));
  const inch = new Map(values.map((v) => [`${v.queryParameterName}|${v.id}`, v.inch]));
  const rows = await demo.handle.db
    .select()
    .from(partFacets)
    .where(eq(partFacets.flow, flow))
    .orderBy(asc(partFacets.partNumber), asc(partFacets.queryParameterName), asc(partFacets.valueId));
  const parts = new Map<string, State>();
  for (const r of rows) {
    const category = categories.get(r.queryParameterName);
    if (!category || category.role === 'result') continue;
    const state = parts.get(r.partNumber) ?? {};
    parts.set(r.partNumber, state);
    if (r.queryParameterName in state) continue;
    state[r.queryParameterName] = category.matchByInch
      ? String(inch.get(`${r.queryParameterName}|${r.valueId}`))
      : String(r.valueId);
  }
  return parts;
}

/** A few parts spread over the flow, and their answers cut after 1, 2, 4 and all categories. */
function statesOf(parts: Map<string, State>, samples: number): State[] {
  const list = [...parts.values()];
  const states: State[] = [{}];
  for (let i = 0; i < samples; i++) {
    const answers = Object.entries(list[Math.floor((i * list.length) / samples)] ?? {});
    for (const n of new Set([1, 2, 4, answers.length])) states.push(Object.fromEntries(answers.slice(0, n)));
  }
  return states;
}

/** Answers that must be ignored, or match nothing, added to a real state. */
function oddStates(state: State, codes: string[], inchCodes: string[]): State[] {
  const [first = 'tcomp', second = first] = codes;
  const inchCode = inchCodes.find((c) => c in state);
  return [
    { ...state, inclv: '1', srcht: '10082200', nosuch: '3' }, // codes the flow does not know
    { ...state, [first]: '0' }, // zero: not answered
    { ...state, [first]: '' }, // empty: not answered
    { ...state, [second]: 'abc' }, // not a number: nothing matches
    { ...state, [second]: '99999' }, // no such value
    ...(inchCode
      ? [
          { ...state, [inchCode]: Number(state[inchCode]) }, // a number instead of a string
          { ...state, [inchCode]: `${state[inchCode]}0` }, // the same Inch written with a trailing zero
          { ...state, [inchCode]: '1' }, // an Id sent where the Inch is expected
        ]
      : []),
  ];
}

describe('facet index', () => {
  it('answers every flow and category like the SQL, in the same order', async () => {
    const index = await facetIndex(demo.handle.db);
    let compared = 0;
    for (const flow of FLOWS) {
      const categories = await categoriesOf(flow);
      expect(await flowCategories(demo.handle.db, flow)).toEqual(categories);
      const codes = categories.filter((c) => c.role !== 'result').map((c) => c.queryParameterName);
      const inchCodes = categories.filter((c) => c.matchByInch).map((c) => c.queryParameterName);
      const askable = [...categories.map((c) => c.queryParameterName), 'nosuch'];
      const parts = await partAnswers(flow);
      expect(index.flow(flow).parts, flow).toEqual(await sqlFacets.matchingParts(demo.handle.db, flow, {}));

      const states = statesOf(parts, 3);
      const real = states.filter((s) => Object.keys(s).length >= 2);
      states.push(...real.slice(0, 4).flatMap((s) => oddStates(s, Object.keys(s), inchCodes)));
      // Two parts' answers mixed: mostly nothing matches.
      const [a = {}, b = {}] = real.slice(-2);
      states.push({ ...a, ...Object.fromEntries(Object.entries(b).slice(0, 2)) });

      for (const [i, state] of states.entries()) {
        const label = `${flow} ${JSON.stringify(state)}`;
        expect(await matchingParts(demo.handle.db, flow, state), label).toEqual(
          await sqlFacets.matchingParts(demo.handle.db, flow, state),
        );
        // Every category for the first states, a few (the answered ones and one more) for the rest.
        const asked =
          i < 5 ? askable : [...new Set([...Object.keys(state).slice(0, 3), codes[i % codes.length]])];
        const bySql = new Map<string, unknown>();
        for (const code of asked) {
          if (!code) continue;
          bySql.set(code, await sqlFacets.facetValues(demo.handle.db, flow, code, state));
          expect(await facetValues(demo.handle.db, flow, code, state), `${label} ${code}`).toEqual(
            bySql.get(code),
          );
          compared++;
        }
        // Read together (a wizard's questions ahead, one asked twice), each the same as alone.
        const read = [...bySql.keys()];
        const together = await facetValuesOfEach(demo.handle.db, flow, [...read, ...read.slice(0, 1)], state);
        expect([...together.keys()], label).toEqual(read);
        for (const code of read)
          expect(together.get(code), `${label} ${code} together`).toEqual(bySql.get(code));
      }
      // At least one real answer set narrows the parts to some but not all.
      const narrowed = await Promise.all(real.map((s) => matchingParts(demo.handle.db, flow, s)));
      expect(
        narrowed.some((p) => p.length > 0 && p.length < parts.size),
        flow,
      ).toBe(true);

      const sample = [...parts.keys()].filter((_, i) => i % 15 === 0);
      for (const part of [...sample, 'NOSUCHPART']) {
        expect(await partFilterPairs(demo.handle.db, flow, part), `${flow} ${part}`).toEqual(
          await sqlFacets.partFilterPairs(demo.handle.db, flow, part),
        );
        const facets = await demo.handle.db
          .select()
          .from(partFacets)
          .where(and(eq(partFacets.flow, flow), eq(partFacets.partNumber, part)));
        for (const f of facets)
          expect(await partHasFacet(demo.handle.db, flow, part, f.queryParameterName, f.valueId)).toBe(true);
        const [first] = facets;
        if (first)
          expect(await partHasFacet(demo.handle.db, flow, part, first.queryParameterName, 99999)).toBe(false);
      }
      expect(await partHasFacet(demo.handle.db, flow, 'NOSUCHPART', codes[0] ?? '', 1)).toBe(false);
    }
    expect(compared).toBeGreaterThan(500);
    // Thousands of SQL comparisons: give the sweep room on a busy two-core machine.
  }, 180_000);

  it('counts per value what the SQL matching parts say, for every category of real answer sets', async () => {
    // The counts are read per matching part from the lists turned around (server/data/code-facets.ts);
    // the reference counts straight from the part_facets rows over the SQL's matching parts.
    let compared = 0;
    for (const flow of FLOWS) {
      const categories = await categoriesOf(flow);
      const values = await demo.handle.db.select().from(filterValues).where(eq(filterValues.flow, flow));
      const rows = await demo.handle.db.select().from(partFacets).where(eq(partFacets.flow, flow));
      const held = new Map<string, Set<number>>();
      for (const r of rows) {
        const key = `${r.partNumber}|${r.queryParameterName}`;
        held.set(key, (held.get(key) ?? new Set()).add(r.valueId));
      }
      const states = statesOf(await partAnswers(flow), 4);
      for (const [i, state] of states.entries()) {
        for (const category of categories) {
          const code = category.queryParameterName;
          if (i > 2 && !(code in state) && (i + category.id) % 3 !== 0) continue; // a third of the rest
          const { [code]: _own, ...others } = state;
          const matching = await sqlFacets.matchingParts(demo.handle.db, flow, others);
          const used = await sqlFacets.facetValues(demo.handle.db, flow, code, {});
          const expected = new Map(
            used.map((v) => {
              const ids =
                category.matchByInch && v.inch !== null
                  ? values.filter((w) => w.queryParameterName === code && w.inch === v.inch).map((w) => w.id)
                  : [v.id];
              const count = matching.filter((part) => {
                const has = held.get(`${part}|${code}`);
                return ids.some((id) => has?.has(id));
              }).length;
              return [v.id, count];
            }),
          );
          const got = await facetCounts(demo.handle.db, flow, code, state);
          const label = `${flow} ${code} ${JSON.stringify(state)}`;
          expect(got.matching, label).toBe(matching.length);
          expect(got.perValue, label).toEqual(matching.length ? expected : new Map());
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 180_000);

  it('answers a question asked again from what it kept, as copies, and still right once it forgot it', async () => {
    // Every visitor's wizard asks the same first questions: their values and counts are kept per
    // category and answer set (in any order), and each caller gets its own copy.
    const flow: Flow = 'hub';
    const categories = (await categoriesOf(flow)).filter((c) => c.role !== 'result');
    const states = statesOf(await partAnswers(flow), 3).filter((s) => Object.keys(s).length >= 2);
    const asked = states.flatMap((state) => categories.map((c) => ({ state, code: c.queryParameterName })));
    const expected = await Promise.all(
      asked.map(({ state, code }) => sqlFacets.facetValues(demo.handle.db, flow, code, state)),
    );
    const answers = async () =>
      Promise.all(
        asked.map(async ({ state, code }) => ({
          values: await facetValues(demo.handle.db, flow, code, state),
          // the same answers in the other order: the same question
          counts: await facetCounts(
            demo.handle.db,
            flow,
            code,
            Object.fromEntries(Object.entries(state).reverse()),
          ),
        })),
      );
    const first = await answers();
    expect(first.map((a) => a.values)).toEqual(expected);
    for (const a of first) {
      a.values.length = 0;
      a.counts.perValue.clear();
    }
    const again = await answers();
    expect(again.map((a) => a.values)).toEqual(expected);
    expect(again.some((a) => a.counts.perValue.size > 0)).toBe(true);
    // more distinct questions than are kept: the first ones are worked out again, the same
    const [code = 'tcomp'] = categories.map((c) => c.queryParameterName);
    for (let i = 1; i <= 600; i++)
      await facetValues(demo.handle.db, flow, code, {
        [code]: 1,
        nosuch: 1,
        ...{ [categories[1]?.queryParameterName ?? code]: i },
      });
    const later = await answers();
    expect(later.map((a) => a.values)).toEqual(expected);
    expect(later.map((a) => a.counts)).toEqual(again.map((a) => a.counts));
  }, 60_000);

  it('takes the Inch for inch categories and offers only the values of parts still matching', async () => {
    const brakeDiameters = await facetValues(demo.handle.db, 'hub', 'brdia', { brkty: 2 });
    expect(brakeDiameters.length).toBeGreaterThan(1);
    const [first, second] = brakeDiameters;
    const byInch = await matchingParts(demo.handle.db, 'hub', { brkty: 2, brdia: String(first?.inch) });
    expect(byInch.length).toBeGreaterThan(0);
    expect(await matchingParts(demo.handle.db, 'hub', { brkty: 2, brdia: String(first?.id) })).toEqual([]);
    // Asking brdia again ignores its own answer; asking another category keeps it.
    expect(
      await facetValues(demo.handle.db, 'hub', 'brdia', { brkty: 2, brdia: String(first?.inch) }),
    ).toEqual(brakeDiameters);
    const other = await matchingParts(demo.handle.db, 'hub', { brkty: 2, brdia: String(second?.inch) });
    expect(byInch.filter((h) => other.includes(h))).toEqual([]);
  });

  it('is rebuilt when a changed catalog is imported, once the check interval has passed', async () => {
    const before = await facetIndex(demo.handle.db, { now: 0, settled: true });
    const catalog = generateCatalog();
    const renamed = catalog.filter_values.find((v) => v.flow === 'hub' && v.queryParameterName === 'tmake');
    if (!renamed) throw new Error('no truck make in the demo catalog');
    const oldName = renamed.name;
    renamed.name = 'Renamed Make';
    const report = await importCatalog(demo.handle.db, textSource(catalogToCsv(catalog)), 'renamed make');
    expect(report.status).toBe('imported');
    const names = async () => (await facetValues(demo.handle.db, 'hub', 'tmake', {})).map((v) => v.name);
    // Until the check interval has passed, the index built before answers.
    expect(await names()).toContain(oldName);
    const after = await facetIndex(demo.handle.db, { now: Date.now() + 60_000, settled: true });
    expect(after).not.toBe(before);
    expect(await names()).toContain('Renamed Make');
    expect(await names()).not.toContain(oldName);
    // No change since: the next check keeps the same index.
    expect(await facetIndex(demo.handle.db, { now: Date.now() + 120_000, settled: true })).toBe(after);
  });
});

describe('filterValuesOfEach (tool)', () => {
  it('answers each category as filterValues does, and refuses a list it should not read', async () => {
    const bound = bindTools({ db: demo.handle.db });
    const codes = (await categoriesOf('hub'))
      .filter((c) => c.role !== 'result')
      .map((c) => c.queryParameterName);
    const [state = {}] = statesOf(await partAnswers('hub'), 3).filter((s) => Object.keys(s).length >= 3);
    const pairs = Object.fromEntries(Object.entries(state).map(([k, v]) => [k, String(v)]));
    const { Results } = await bound.filterValuesOfEach({ flow: 'hub', codes, pairs });
    expect(Object.keys(Results)).toEqual(codes);
    let offered = 0;
    for (const code of codes) {
      const alone = await bound.filterValues({ flow: 'hub', code, pairs });
      expect(Results[code], code).toEqual(alone.Results);
      offered += alone.Results.length;
    }
    expect(offered).toBeGreaterThan(codes.length);
    // an unknown category has nothing to offer; hostile lists are refused before any reading
    expect((await bound.filterValuesOfEach({ flow: 'hub', codes: ['nosuch'], pairs })).Results).toEqual({
      nosuch: [],
    });
    const refused = [
      [],
      Array.from({ length: FILTER_CODES_MAX + 1 }, () => 'tcomp'),
      ['t1'],
      ['a'.repeat(13)],
      ['__proto__'],
    ];
    for (const bad of refused)
      await expect(
        bound.filterValuesOfEach({ flow: 'hub', codes: bad, pairs }),
        JSON.stringify(bad),
      ).rejects.toThrow();
  });
});
