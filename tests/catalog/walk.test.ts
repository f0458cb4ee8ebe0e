// No dead ends: every path of the hub wizard and of the rotor, drum, casting and stud flows ends in parts or
// in an informational outcome (unitized, splined), walked over the demo catalog's facets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/data/db/client.ts';
import type { Flow } from '../../server/data/db/schema.ts';
import { facetValues, matchingParts } from '../../server/data/facet-query.ts';
import { openMemoryDatabase } from '../support/memory-database.ts';
import { addWalk, emptyWalk, FacetIndex, type State, walkFlow, walkHubWizard } from './flow-walk.ts';

let handle: DatabaseHandle;
const indexes = new Map<Flow, FacetIndex>();

beforeAll(async () => {
  handle = await openMemoryDatabase();
  for (const flow of ['hub', 'rotor', 'drum', 'casting', 'rotorcasting', 'drumcasting', 'stud'] as const)
    indexes.set(flow, await FacetIndex.load(handle.db, flow));
});
afterAll(() => handle.close());

const index = (flow: Flow) => {
  const i = indexes.get(flow);
  if (!i) throw new Error(`no index for ${flow}`);
  return i;
};

describe('hub wizard', () => {
  it('ends every path in hubs or the unitized page, and reaches every wizard hub', () => {
    const walk = walkHubWizard(index('hub'));
    console.log(
      `hub wizard: ${walk.paths} paths (${walk.outcomes.parts} with hubs, ${walk.outcomes.unitized} unitized, ${walk.splinedPanels} splined-rotor panels)`,
    );
    expect(walk.deadEnds).toEqual([]);
    expect(walk.outcomes.unitized).toBeGreaterThan(0);
    expect(walk.splinedPanels).toBeGreaterThan(0);
    const unitized = new Set(index('hub').matching({ aaxna: 82 }));
    const wizardHubs = [...index('hub').parts].filter((h) => !unitized.has(h));
    expect(wizardHubs.filter((h) => !walk.reached.has(h))).toEqual([]);
  });

  it('offers Other/Not Listed to trucks but not to school buses', () => {
    const makes = (tcomp: number) =>
      index('hub')
        .offered('tmake', { tcomp, brkty: 1 })
        .map((v) => v.name);
    expect(makes(1)).toContain('Other/Not Listed');
    expect(makes(1).length).toBeGreaterThanOrEqual(9);
    expect(makes(3)).not.toContain('Other/Not Listed');
    expect(makes(3).length).toBeGreaterThan(1);
  });

  it('asks disc-brake questions only for disc hubs', () => {
    for (const code of ['abrty', 'brdia', 'ovlgt', 'flgty', 'abcoi', 'hofsi']) {
      expect(index('hub').offered(code, { brkty: 1 })).toEqual([]);
      expect(index('hub').offered(code, { brkty: 2 }).length).toBeGreaterThan(0);
    }
    expect(index('hub').offered('dpidi', { brkty: 2 })).toEqual([]);
  });
});

describe('rotor, drum, casting and stud flows', () => {
  it('ends every path of every flow in parts or the splined message', () => {
    const lines: string[] = [];
    const total = emptyWalk();
    for (const flow of ['rotor', 'drum', 'stud'] as const) {
      const walk = walkFlow(index(flow));
      lines.push(`${flow}: ${walk.paths} paths`);
      addWalk(total, walk);
      expect(walk.deadEnds, flow).toEqual([]);
      // Every part is a result somewhere, except splined rotors, which end in the splined message.
      const splined = new Set(flow === 'rotor' ? index(flow).matching({ brtyp: 6 }) : []);
      expect(splined.size).toBe(flow === 'rotor' ? 3 : 0);
      expect(
        [...index(flow).parts].filter((p) => !walk.reached.has(p) && !splined.has(p)),
        flow,
      ).toEqual([]);
    }
    // Casting flows: from the start screen, and from a number search that fixed the casting number.
    for (const [flow, code] of [
      ['casting', 'hcnum'],
      ['rotorcasting', 'ctnum'],
      ['drumcasting', 'ctnum'],
    ] as const) {
      const walk = walkFlow(index(flow));
      const castings = index(flow).offered(code, {});
      expect(castings.length, flow).toBeGreaterThan(0);
      for (const casting of castings) addWalk(walk, walkFlow(index(flow), { [code]: casting.id } as State));
      lines.push(`${flow}: ${walk.paths} paths (${castings.length} casting numbers)`);
      addWalk(total, walk);
      expect(walk.deadEnds, flow).toEqual([]);
    }
    console.log(`flows: ${total.paths} paths — ${lines.join(', ')}`);
    expect(total.outcomes.splined).toBeGreaterThan(0);
  });
});

describe('facet queries', () => {
  it("agree with the walk's facet index for a sample of states", async () => {
    const samples: [Flow, string, State][] = [
      ['hub', 'tmake', { tcomp: 1, brkty: 1 }],
      ['hub', 'aaxna', { tcomp: 2, brkty: 1 }],
      ['hub', 'wssdi', { tcomp: 1, brkty: 1, tmake: 99, aaxna: 2, hamnt: 1 }],
      ['hub', 'wmslc', { tcomp: 1, brkty: 2, tmake: 1, aaxna: 2, brdia: 16.93 }],
      ['drum', 'pidia', { axpos: 2, tmake: 3 }],
      ['stud', 'dimA', { stldp: 1, stdia: 4 }],
      ['casting', 'hamnt', {}],
    ];
    for (const [flow, code, state] of samples) {
      const values = (await facetValues(handle.db, flow, code, state)).map((v) => v.id);
      const memoryValues = index(flow)
        .offered(code, state)
        .map((v) => v.id);
      expect(values.length, `${flow} ${code}`).toBeGreaterThan(0);
      expect([...values].sort(), `${flow} ${code}`).toEqual([...memoryValues].sort());
      expect(await matchingParts(handle.db, flow, state)).toEqual(index(flow).matching(state));
    }
  });
});
