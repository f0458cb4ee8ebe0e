// A guided wizard page opened by its link alone: the link (the question's route, the unitized outcome's
// route) carries the answers it stands on, and the engine's resume event rebuilds the wizard from them to
// the same question, with the same options and the same history (so Back works as it did), or to the
// same outcome. Links edited by hand rebuild as far as their answers fit.
import { describe, expect, it } from 'vitest';
import { type StepResult, step } from '../../tools/engine/engine.ts';
import { STEPS, TRUCK_TYPES } from '../../tools/engine/hub-wizard/steps.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import { questionOf } from '../support/message-checks.ts';

const demo = demoCatalog();

/** The resume event a page link gives: its step from the path, its answers from the query. */
function linkEvent(route: string) {
  const url = new URL(route, 'http://x');
  const path = url.pathname.replace(/^\/hub\//, '');
  const found = STEPS.find((s) => s.path === path);
  if (!found) throw new Error(`not a wizard page: ${route}`);
  return { type: 'resume' as const, step: found.id, answers: Object.fromEntries(url.searchParams) };
}

const cold = (route: string) => step(initialState, linkEvent(route), demo.tools);
const tap = (r: StepResult, index = 0) => {
  const q = questionOf(r.messages);
  const o = q?.options[index];
  if (!q || !o) throw new Error('no open question');
  return step(
    r.state,
    { type: 'option', questionId: q.questionId, value: o.value, label: o.label },
    demo.tools,
  );
};
const shown = (r: StepResult) => {
  const q = questionOf(r.messages);
  if (!q) return null;
  const { questionId: _id, ...rest } = q;
  return rest;
};

describe('a wizard page link opened alone', () => {
  it.each(TRUCK_TYPES.map((t) => t.label))(
    '%s: every question on the way is rebuilt from its link, history and Back included',
    async (label) => {
      const start = await step(initialState, { type: 'text', text: 'guide me' }, demo.tools);
      let r = await tap(
        start,
        TRUCK_TYPES.findIndex((t) => t.label === label),
      );
      let questions = 0;
      for (let i = 0; i < 30 && questionOf(r.messages); i++) {
        const route = questionOf(r.messages)?.route ?? '';
        expect(route).toMatch(/^\/hub\/[a-z-]+\?tcomp=/);
        const rebuilt = await cold(route);
        expect(shown(rebuilt), route).toEqual(shown(r));
        expect(rebuilt.state.hub?.history, route).toEqual(r.state.hub?.history);
        const [back, backCold] = await Promise.all([
          step(r.state, { type: 'back' }, demo.tools),
          step(rebuilt.state, { type: 'back' }, demo.tools),
        ]);
        expect(shown(backCold), `Back from ${route}`).toEqual(shown(back));
        questions++;
        r = await tap(r);
      }
      expect(questions).toBeGreaterThan(2);
    },
    60_000,
  );

  it('keeps the narrowing typed words made on the question', async () => {
    const axle = await tap(await tap(await step(initialState, { type: 'text', text: 'steer' }, demo.tools)));
    const route = questionOf(axle.messages)?.route ?? '';
    expect(route).toContain('aaxna=');
    const rebuilt = await cold(route);
    expect(shown(rebuilt)).toEqual(shown(axle));
  });

  it('keeps the values typed words named for questions ahead, which answer them when they come', async () => {
    // 'steel wheels' waits for the wheel type while the truck type and the axle are asked
    const typed = await step(initialState, { type: 'text', text: 'steer hub steel wheels' }, demo.tools);
    let axle = await tap(typed);
    for (let i = 0; i < 4 && questionOf(axle.messages)?.code !== 'aaxna'; i++) axle = await tap(axle);
    const q = questionOf(axle.messages);
    expect(q?.code).toBe('aaxna');
    const waiting = axle.state.hub?.preset?.wmslc;
    expect(waiting).toBeDefined();
    const route = q?.route ?? '';
    expect(new URL(route, 'http://x').searchParams.get('wmslc')).toBe(`~${waiting}`);
    // opened alone: the same question, and the value still waiting
    const rebuilt = await cold(route);
    expect(shown(rebuilt)).toEqual(shown(axle));
    expect(rebuilt.state.hub?.preset?.wmslc).toBe(waiting);
    // walked on from both, the wheel type is never asked: the waiting value answers it, here and there
    const walk = async (from: StepResult) => {
      let r = from;
      const codes: string[] = [];
      for (let i = 0; i < 20; i++) {
        const now = questionOf(r.messages);
        if (!now) break;
        codes.push(now.code);
        r = await tap(r);
      }
      return { codes, wheel: r.state.hub?.filters.wmslc };
    };
    const there = await walk(axle);
    expect(there.codes).not.toContain('wmslc');
    expect(there.wheel).toBe(waiting);
    expect(await walk(rebuilt)).toEqual(there);
  });

  it('rebuilds the unitized outcome from its link', async () => {
    let r = await tap(await step(initialState, { type: 'text', text: 'guide me' }, demo.tools));
    for (let i = 0; i < 10 && !r.messages.some((m) => m.kind === 'outcome'); i++) {
      const q = questionOf(r.messages);
      if (!q) break;
      const pick =
        q.code === 'tmake'
          ? q.options.findIndex((o) => /volvo/i.test(o.label))
          : q.code === 'aaxna'
            ? q.options.findIndex((o) => o.value === '82')
            : 0;
      r = await tap(r, Math.max(0, pick));
    }
    const outcome = r.messages.find((m) => m.kind === 'outcome');
    if (outcome?.kind !== 'outcome') throw new Error('no unitized outcome reached');
    expect(outcome.data.kind).toBe('unitized');
    const url = new URL(outcome.data.route, 'http://x');
    expect(url.pathname).toBe('/hub/results');
    expect(url.searchParams.get('aaxna')).toBe('82');
    const rebuilt = await step(
      initialState,
      { type: 'resume', step: 40, answers: Object.fromEntries(url.searchParams) },
      demo.tools,
    );
    expect(rebuilt.messages).toEqual([outcome]);
  });

  it('a link edited by hand rebuilds as far as its answers fit', async () => {
    const r = await cold('/hub/gawr?tcomp=1&brkty=1&tmake=99999&aaxna=2');
    expect(questionOf(r.messages)?.code).toBe('tmake');
    expect(r.state.hub?.filters).toEqual({ tcomp: '1', brkty: '1' });
    const none = await cold('/hub/gawr');
    expect(questionOf(none.messages)?.code).toBe('tcomp');
  });
});
