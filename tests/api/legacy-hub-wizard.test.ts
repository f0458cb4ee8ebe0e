// The old apps' hub wizards walked against our server through their own calls, the way each client does
// it (original-app-facts.md 1.1-1.3): the category array read by index, each step asked with the pairs of
// the lower indexes only (plus brkty, which is no category of theirs), a single value auto-selected by its
// Id, a value with Id 0 never sent, and (v13) the HEAD routing conditions. Every truck type of the demo
// catalog must end in at least one hub, by the first and by the last choice at every step.
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

type Category = { Id: number; Name: string; QueryParameterName: string };
type Value = { Id: number; Name: string; Inch: number | null; AftermarketAxleId: number | null };
type Hub = {
  HubAssemblyNumber: string;
  AftermarketDescription: string;
  PartStatus: string;
  BrakeRotorType: string | null;
};

/** Steps whose click sends the value's Inch instead of its Id (the step table's "value used"). */
const INCH_STEPS = new Set(['wssdi', 'brdia', 'ovlgt', 'abcoi', 'hcbdi', 'dpidi']);

async function json<T>(path: string): Promise<T> {
  const res = await t.get(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const query = (pairs: Record<string, string>) => new URLSearchParams(pairs).toString();

/** What the client sends for the step: pairs of lower indexes, and set keys that are no category of its. */
function pairsFor(set: Record<string, string>, codes: readonly string[], idx: number) {
  const sent: Record<string, string> = {};
  for (const [code, value] of Object.entries(set)) {
    const at = codes.indexOf(code);
    if (at < 0 || at < idx) sent[code] = value;
  }
  return sent;
}

/** The hubs; the steps that showed choices; every step entered; the steps answered by a placeholder. */
type Walk = { hubs: Hub[]; asked: string[]; visited: string[]; placeholders: string[] };
/** Which shown value the walk clicks; 'splined' is the rotor flow's flag (auto-selects the splined rotor type). */
type Pick = 'first' | 'last' | 'splined';

/**
 * One walk of a version's wizard from the truck-type buttons (tcomp + brkty) to the results. `valuesPath`
 * names a step's call (v10 names the category by Id).
 */
async function walk(version: 'v10' | 'v11' | 'v13', truck: { tcomp: string; brkty: string }, pick: Pick) {
  const categories = await json<Category[]>(`/api/${version}/hubassembly/filtercategories/`);
  const codes = categories.map((c) => c.QueryParameterName);
  const at = (code: string) => {
    const i = codes.indexOf(code);
    expect(i, `${version} has ${code}`).toBeGreaterThanOrEqual(0);
    return i;
  };
  const valuesPath = (idx: number) =>
    version === 'v10' ? String(categories[idx]?.Id) : (categories[idx]?.QueryParameterName ?? '');
  const set: Record<string, string> = { ...truck };
  const asked: string[] = [];
  const visited: string[] = [];
  const placeholders: string[] = [];
  const resultsAt = at('hatyp');
  let idx = at('tmake');
  while (idx < resultsAt) {
    const code = codes[idx] as string;
    if (version === 'v13' && code === 'gawrr' && set.brkty === '1' && set.aaxna === '4') {
      idx = at('axthd'); // gawr on mount: redirect, GAWR not asked
      continue;
    }
    const path = `/api/${version}/hubassembly/filtervalues/${valuesPath(idx)}?${query(pairsFor(set, codes, idx))}`;
    const { Results } = await json<{ Status: string; Results: Value[] }>(path);
    visited.push(code);
    // an empty answer leaves the old page blank
    expect(Results.length, path).toBeGreaterThan(0);
    if (Results.length > 1)
      expect(
        Results.map((v) => v.Id),
        path,
      ).not.toContain(0);
    const shown = Results.filter((v) => v.Id !== 0);
    let chosen: Value;
    if (Results.length === 1) {
      chosen = Results[0] as Value;
      if (chosen.Id)
        set[code] = String(chosen.Id); // auto-selected by Id; a falsy value is never sent
      else placeholders.push(code);
    } else {
      asked.push(code);
      const splined =
        pick === 'splined' && code === 'abrty' ? shown.find((v) => /splined/i.test(v.Name)) : undefined;
      chosen = (splined ?? (pick === 'last' ? shown.at(-1) : shown[0])) as Value;
      const value = INCH_STEPS.has(code)
        ? chosen.Inch
        : code === 'aaxna'
          ? (chosen.Id ?? chosen.AftermarketAxleId)
          : chosen.Id;
      expect(value, `${path} value`).toBeTruthy();
      set[code] = String(value);
    }
    idx = version === 'v13' ? headNext(code, chosen, set, idx, at) : idx + 1;
  }
  const resultsPath =
    version === 'v10'
      ? `/api/v10/hubassembly/filtervalues/0?${query(set)}`
      : `/api/${version}/hubassembly/filtervalues/hanum?${query(set)}`;
  const { Results: hubs } = await json<{ Status: string; Results: Hub[] }>(resultsPath);
  return { hubs, asked, visited, placeholders } satisfies Walk;
}

/** The HEAD web app's routing after a step (section 1.3); any other step goes on by index. */
function headNext(
  code: string,
  chosen: Value,
  set: Record<string, string>,
  idx: number,
  at: (code: string) => number,
): number {
  if (code === 'aaxna') {
    const axle = chosen.AftermarketAxleId ?? chosen.Id;
    return (axle === 10 || axle === 11) && set.brkty === '1' ? idx + 1 : at('gawrr');
  }
  if (code === 'whlps') return chosen.Id === 2 ? at('hubps') : idx + 1;
  return idx + 1;
}

/** Every truck type of the demo catalog as the truck-type buttons set it: tcomp with each brake type. */
async function truckTypes() {
  const types: { tcomp: string; brkty: string }[] = [];
  const tcomps = await json<{ Results: Value[] }>('/api/v15/hubassembly/filtervalues/tcomp');
  for (const tcomp of tcomps.Results) {
    const brakes = await json<{ Results: Value[] }>(
      `/api/v15/hubassembly/filtervalues/brkty?tcomp=${tcomp.Id}`,
    );
    for (const brkty of brakes.Results) types.push({ tcomp: String(tcomp.Id), brkty: String(brkty.Id) });
  }
  return types;
}

describe('the old hub wizards walked through their own calls', () => {
  it('finds the truck types of the demo catalog (trucks, trailers and school buses, drum and disc)', async () => {
    const types = await truckTypes();
    expect(types.map((x) => x.tcomp)).toEqual(expect.arrayContaining(['1', '2', '3']));
    expect(types.map((x) => x.brkty)).toEqual(expect.arrayContaining(['1', '2']));
  });

  for (const version of ['v13', 'v11', 'v10'] as const) {
    it(`${version}: every truck type ends in a hub, by the first and by the last choice at every step`, async () => {
      let questions = 0;
      for (const truck of await truckTypes()) {
        for (const pick of ['first', 'last'] as const) {
          const { hubs, asked } = await walk(version, truck, pick);
          const what = `${version} ${JSON.stringify(truck)} ${pick}: asked ${asked.join(',')}`;
          expect(hubs.length, what).toBeGreaterThan(0);
          for (const hub of hubs) {
            expect(hub.HubAssemblyNumber, what).toMatch(/^\d{6}(\d{2})?$/);
            expect(['Active', 'Service Only', 'Terminated'], what).toContain(hub.PartStatus);
          }
          questions += asked.length;
        }
      }
      // the walks really chose: the wizard is not one auto-selected path
      expect(questions).toBeGreaterThan(10);
    });
  }

  it('v13: drum brakes on trailer axle 10 or 11 go through the pilot-system steps, other axles skip to GAWR', async () => {
    const trailerDrum = await walk('v13', { tcomp: '2', brkty: '1' }, 'first');
    expect(trailerDrum.visited).toEqual(expect.arrayContaining(['whlps', 'hamnt']));
    const truckDisc = await walk('v13', { tcomp: '1', brkty: '2' }, 'first');
    expect(truckDisc.visited).not.toContain('whlps');
    expect(truckDisc.visited).toContain('gawrr');
  });

  it('answers a step that does not apply with the placeholder the old client auto-selects', async () => {
    // a truck with drum brakes has no brake rotor: the rotor steps come back as one value with Id 0
    const drum = await walk('v13', { tcomp: '1', brkty: '1' }, 'first');
    expect(drum.placeholders).toEqual(expect.arrayContaining(['brdia', 'abrty']));
    const v11 = await walk('v11', { tcomp: '1', brkty: '1' }, 'first');
    expect(v11.placeholders).toEqual(expect.arrayContaining(['brdia', 'abrty']));
  });

  it('the old rotor flow hands a splined rotor over to the hub wizard, which ends in splined-rotor hubs', async () => {
    // rotor flow: the axle positions with Splined rotors (brtyp 6); the old page maps axle position
    // 1 -> truck with disc brakes, 2 -> truck with drum brakes, 3 -> trailer with disc brakes
    const TRUCK_TYPE: Record<number, { tcomp: string; brkty: string }> = {
      1: { tcomp: '1', brkty: '2' },
      2: { tcomp: '1', brkty: '1' },
      3: { tcomp: '2', brkty: '2' },
    };
    const positions = await json<{ Results: Value[] }>(
      '/api/v11/brakerotor/filtervalues/axpos?inclv=2&brtyp=6',
    );
    const axpos = positions.Results[0]?.Id ?? 0;
    expect(TRUCK_TYPE[axpos]).toBeDefined();
    const { hubs, visited } = await walk(
      'v13',
      TRUCK_TYPE[axpos] as { tcomp: string; brkty: string },
      'splined',
    );
    expect(visited).toContain('abrty');
    expect(hubs.length).toBeGreaterThan(0);
    for (const hub of hubs) expect(hub.BrakeRotorType).toMatch(/splined/i);
  });
});
