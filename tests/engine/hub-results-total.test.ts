// The hub wizard's results past 60 (decision 039's addendum): 'Not sure' on every counted question of
// 'Truck with Drum Brakes' leaves 100 hubs of the demo catalog; the results list the 60 hubs the display
// rules show first (active ones, aftermarket first) and say how many match, as the count said. The chat
// and the results page show the same message (client/chat/parts/HubResultsPart.tsx).
import { describe, expect, it } from 'vitest';
import { RESULTS_MAX } from '../../tools/catalog/result-cap.ts';
import { type StepResult, step } from '../../tools/engine/engine.ts';
import { TRUCK_TYPES } from '../../tools/engine/hub-wizard/steps.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { listedText } from '../../tools/engine/shared/narrowing.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import { type Question, questionOf } from '../support/message-checks.ts';

const demo = demoCatalog();

const answer = (r: StepResult, q: Question, o: Question['options'][number]) =>
  step(r.state, { type: 'option', questionId: q.questionId, value: o.value, label: o.label }, demo.tools);

/**
 * The truck type `label`, then 'Not sure' on every question that offers it (the first option on the
 * others: the spindle nut). Returns the first count a question gave and where the walk ended.
 */
async function skipAll(label: string): Promise<{ counted: number; end: StepResult }> {
  const start = await step(initialState, { type: 'start-wizard' }, demo.tools);
  const truck = questionOf(start.messages);
  const option = truck?.options.find((o) => o.label === label);
  if (!truck || !option) throw new Error(`no truck type ${label}`);
  let r = await answer(start, truck, option);
  let counted = 0;
  for (let i = 0; i < 20; i++) {
    const q = questionOf(r.messages);
    if (!q) return { counted, end: r };
    counted ||= q.remaining?.count ?? 0;
    const next = q.options.find((o) => o.role === 'not-sure') ?? q.options[0];
    if (!next) throw new Error(`${q.title} has no option`);
    r = await answer(r, q, next);
  }
  throw new Error('still asking after 20 answers');
}

const resultsOf = (messages: EngineMessage[]) => {
  const m = messages.find((x) => x.kind === 'hub-results');
  if (m?.kind !== 'hub-results') throw new Error(`no hub results: ${messages.map((x) => x.kind)}`);
  return m.data;
};

describe("the hub wizard's results agree with its counts past 60", () => {
  it('every question skipped: the results count every hub and say they list the first of them', async () => {
    const { counted, end } = await skipAll(TRUCK_TYPES[0].label);
    expect(counted).toBeGreaterThan(RESULTS_MAX);
    const results = resultsOf(end.messages);
    expect(results.total).toBe(counted);
    expect(results.hubs.length).toBeLessThanOrEqual(RESULTS_MAX);
    expect(results.notes[0]).toBe(listedText('hub', results.hubs.length, counted));
    // the heading counts what matches, not the cards: it never says fewer hubs match than the note
    expect(results.title).toBe(`${counted} hubs match your answers`);
    expect(results.notes[0]).toMatch(new RegExp(`^${counted} hubs match; the first \\d+ are listed\\.$`));
    // the note naming what would separate them counts them all too
    expect(results.notes.some((n) => n.startsWith(`These ${counted} hubs differ in `))).toBe(true);
    // the 60 listed are those the display rules show first: with more than 60 active hubs, 60 active ones
    // (the first 60 by number hold terminated hubs, which the rules leave out: only 57 were listed)
    const all = await demo.tools.hubsForFilters({ pairs: { tcomp: '1', brkty: '1' }, total: true });
    expect(all.Total).toBe(counted);
    expect(all.Results.some((h) => h.PartStatus === 'Terminated')).toBe(true);
    expect(results.hubs.length).toBe(RESULTS_MAX);
    const ranked = await demo.tools.hubsForFilters({
      pairs: { tcomp: '1', brkty: '1' },
      shownFirst: true,
    });
    expect(ranked.Results.filter((h) => h.PartStatus === 'Terminated')).toEqual([]);
    expect(results.hubs.map((h) => h.hubAssemblyNumber).toSorted()).toEqual(
      ranked.Results.map((h) => h.HubAssemblyNumber).toSorted(),
    );
  });

  it('60 hubs or fewer: no Total and no sentence', async () => {
    const { counted, end } = await skipAll(TRUCK_TYPES[2].label);
    expect(counted).toBeLessThanOrEqual(RESULTS_MAX);
    const results = resultsOf(end.messages);
    expect(results.total).toBeUndefined();
    expect(results.notes.filter((n) => n.includes('are listed'))).toEqual([]);
    expect(results.title).toBe(`The following ${results.hubs.length} hubs match your answers`);
  });
});
