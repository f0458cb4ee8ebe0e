// The parts-flow rule over the real tools and the demo catalog: every flow walked by always taking the
// first offered value ends in parts that fit every answer (or the splined outcome), never in a dead end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  choose,
  drumCards,
  type FlowStep,
  type PartsFlowId,
  resolveStep,
  rotorCards,
  studCards,
} from '../../tools/engine/parts-flow/index.ts';
import { dataPartSchemas } from '../../tools/engine/shared/messages.ts';
import { type BoundTools, bindTools } from '../../tools/index.ts';
import { createTestApp } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tools: BoundTools;
beforeAll(async () => {
  t = await createTestApp();
  tools = bindTools({ db: t.db });
});
afterAll(() => t?.close());

async function walk(flow: PartsFlowId, pick: (step: Extract<FlowStep, { kind: 'question' }>) => number) {
  const categories = await tools.filterCategories({ flow });
  const fetch = async (code: string, pairs: Record<string, string>) =>
    (await tools.filterValues({ flow, code, pairs })).Results;
  let step = await resolveStep(categories, {}, null, fetch);
  const asked: string[] = [];
  for (let i = 0; i < 20 && step.kind === 'question'; i++) {
    asked.push(step.code);
    const value = step.values[pick(step)] ?? step.values[0];
    if (!value) throw new Error('question without values');
    const next = choose(categories, step.pairs, step.code, value);
    if (next.kind === 'splined')
      return { step: { kind: 'splined' as const, pairs: next.pairs, autoApplied: [] }, asked };
    step = await resolveStep(categories, next.pairs, next.next, fetch);
  }
  return { step, asked };
}

describe('parts flows on the demo catalog', () => {
  it('drum: the first answers lead to drums that fit them', async () => {
    const { step, asked } = await walk('drum', () => 0);
    expect(asked[0]).toBe('axpos');
    if (step.kind !== 'result') throw new Error(`the drum flow ended at ${step.kind}`);
    const drums = await tools.brakeDrumsForFilters({ flow: 'drum', pairs: { ...step.pairs } });
    expect(drums.Results.length).toBeGreaterThan(0);
    for (const d of drums.Results) {
      const [detail] = (await tools.brakeDrumDetails({ id: d.BrakeDrumNumber })).Results;
      if (step.pairs.holes) expect(String(detail?.WheelStudHoleCount)).toBe(step.pairs.holes);
    }
  });

  it.each(['rotor', 'rotorcasting', 'drumcasting', 'casting', 'stud'] as const)(
    '%s: the last answers lead to results too',
    async (flow) => {
      const { step } = await walk(flow, (s) => s.values.length - 1);
      expect(step.kind).not.toBe('question');
      if (step.kind === 'result') {
        const parts = await tools.matchingParts({ flow, pairs: { ...step.pairs } });
        expect(parts.Results.length, JSON.stringify(step.pairs)).toBeGreaterThan(0);
      }
    },
  );

  it('rotor: the trailer axle offers Splined, which ends the flow with the splined outcome', async () => {
    const { step } = await walk('rotor', (s) =>
      s.code === 'axpos'
        ? s.values.findIndex((v) => v.Id === 3)
        : s.code === 'brtyp'
          ? s.values.findIndex((v) => v.Id === 6)
          : 0,
    );
    if (step.kind !== 'splined') throw new Error(`the rotor flow ended at ${step.kind}`);
    expect(step.pairs).toMatchObject({ axpos: '3', brtyp: '6' });
  });
});

describe('result cards from real answers', () => {
  it('rotor, drum and stud cards are valid part-cards messages linking to the detail pages', async () => {
    const rotors = (await tools.brakeRotorSummaries({ casting: '10410001' })).Results;
    const rc = dataPartSchemas['part-cards'].parse(
      rotorCards(rotors, '/hub/replacement-rotor/rotors/10410001'),
    );
    expect(rc.cards[0]?.route).toMatch(/^\/hub\/replacement-rotor\/rotordetails\/\d+\/\d+$/);
    const drums = (await tools.brakeDrumsForFilters({ flow: 'drum', pairs: { axpos: '2', holes: '6' } }))
      .Results;
    const dc = dataPartSchemas['part-cards'].parse(
      drumCards(drums, '/hub/replacement-drum/filter/brnum/axpos=2&holes=6'),
    );
    expect(dc.cards.every((c) => c.route?.startsWith('/hub/replacement-drum/drumdetails/'))).toBe(true);
    const studs = (await tools.studSummaries({ sdnum: '10086580' })).Results;
    const sc = dataPartSchemas['part-cards'].parse(studCards(studs, '/hub/stud/summaries/10086580'));
    expect(sc.cards[0]?.rows[0]).toEqual(['Dimension A', '2.25" [55 mm]']);
  });
});
