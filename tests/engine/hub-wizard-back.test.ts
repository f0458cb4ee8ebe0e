// Back in the hub wizard, exhaustively: from every state a tapping walk reaches (every question and every end),
// Back asks the question the user last saw, with exactly the answers that question was shown with, and Back
// repeated from every end walks the questions seen in reverse to the truck type and then to the start.
// Auto-selected single-value steps are never seen, so Back never stops on them. The splined-rotor panel is
// part of the rotor type question: Back from it, or past it, asks the rotor type.
// Also the page form of Back (`to` a step): from every end, back to every question seen on the way.
import { describe, expect, it } from 'vitest';
import { type StepResult, step } from '../../tools/engine/engine.ts';
import { TRUCK_TYPES } from '../../tools/engine/hub-wizard/steps.ts';
import { emptyWizard } from '../../tools/engine/hub-wizard/wizard.ts';
import { EngineState, initialState } from '../../tools/engine/shared/state.ts';
import { walkCatalog } from '../support/engine-walker.ts';
import { type Question, questionOf } from '../support/message-checks.ts';

const demo = walkCatalog();

/** A question as the user saw it: everything but its id. */
type Seen = { q: Omit<Question, 'questionId'>; filters: Record<string, string>; step: number };

const shown = (q: Question): Seen['q'] => {
  const { questionId: _id, ...rest } = q;
  return rest;
};

type Tally = { states: number; ends: number; backs: number; problems: string[] };

/** Where Back from `state` landed, compared with the question `want` (undefined: the start, no wizard). */
function compare(back: StepResult, want: Seen | undefined, where: string, tally: Tally) {
  tally.backs++;
  const q = questionOf(back.messages);
  if (!want) {
    if (back.state.hub !== null || q)
      tally.problems.push(`${where}: Back at the first question did not leave the wizard`);
    return;
  }
  if (!q) {
    tally.problems.push(`${where}: Back asked nothing (wanted '${want.q.title}')`);
    return;
  }
  if (JSON.stringify(shown(q)) !== JSON.stringify(want.q)) {
    tally.problems.push(
      `${where}: Back asked '${q.title}' (${q.code}), wanted '${want.q.title}' (${want.q.code})`,
    );
  }
  if (JSON.stringify(sorted(back.state.hub?.filters)) !== JSON.stringify(sorted(want.filters))) {
    tally.problems.push(
      `${where}: Back at '${q.title}' has ${JSON.stringify(back.state.hub?.filters)}, wanted ${JSON.stringify(want.filters)}`,
    );
  }
  if (back.state.pending?.questionId !== q.questionId)
    tally.problems.push(`${where}: Back left its question closed`);
}

const sorted = (m: Record<string, string> | undefined) =>
  Object.fromEntries(Object.entries(m ?? {}).sort(([a], [b]) => a.localeCompare(b)));

/** Every state from `r` on: Back checked at each; from each end, Back repeated and Back to each seen step. */
async function walk(r: StepResult, seenBefore: Seen[], trail: string[], tally: Tally): Promise<void> {
  tally.states++;
  const where = trail.join(' > ');
  const q = questionOf(r.messages);
  const hub = r.state.hub;
  // At a question, Back goes to the one before it; at an end, to the last one answered.
  await check(r.state, seenBefore.at(-1), where, tally);
  if (!q) {
    tally.ends++;
    await backAllTheWay(r.state, seenBefore, where, tally);
    await backToEach(r.state, seenBefore, where, tally);
    return;
  }
  if (!hub || trail.length > 40) {
    tally.problems.push(`${where}: a question outside the wizard, or a path too long`);
    return;
  }
  // The panel belongs to the rotor type question: not a question of its own for Back.
  const seen = hub.splinedPanel
    ? seenBefore
    : [...seenBefore, { q: shown(q), filters: hub.filters, step: hub.current ?? -1 }];
  for (const o of q.options) {
    // Back after Not sure and after the hubs early: tests/engine/narrowing-walk.test.ts
    if (o.role) continue;
    const next = await step(
      r.state,
      { type: 'option', questionId: q.questionId, value: o.value, label: o.label },
      demo.tools,
    );
    await walk(next, seen, [...trail, `${q.code}=${o.label}`], tally);
  }
}

async function check(state: EngineState, want: Seen | undefined, where: string, tally: Tally) {
  compare(await step(state, { type: 'back' }, demo.tools), want, `${where} [Back]`, tally);
}

async function backAllTheWay(state: EngineState, seen: Seen[], where: string, tally: Tally) {
  let s = state;
  for (let i = seen.length - 1; i >= -1; i--) {
    const back = await step(s, { type: 'back' }, demo.tools);
    compare(back, seen[i], `${where} [Back x${seen.length - i}]`, tally);
    if (!back.state.hub) return;
    s = back.state;
  }
}

async function backToEach(state: EngineState, seen: Seen[], where: string, tally: Tally) {
  for (const [i, want] of seen.entries()) {
    // Back to a step asked twice on one path (rare) goes to its newest asking.
    if (seen.slice(i + 1).some((s) => s.step === want.step)) continue;
    const back = await step(state, { type: 'back', to: want.step }, demo.tools);
    compare(back, want, `${where} [Back to ${want.step}]`, tally);
  }
}

describe('Back in the hub wizard, from every reachable state', () => {
  it.each(TRUCK_TYPES.map((t) => t.label))(
    '%s: Back asks the question last seen, with its answers, down to the start',
    async (truckType) => {
      let r = await step(initialState, { type: 'text', text: 'proceed without the number' }, demo.tools);
      const truck = questionOf(r.messages);
      const option = truck?.options.find((o) => o.label === truckType);
      if (!truck || !option || !r.state.hub) throw new Error('no truck type question');
      const first: Seen = { q: shown(truck), filters: r.state.hub.filters, step: r.state.hub.current ?? -1 };
      r = await step(
        r.state,
        { type: 'option', questionId: truck.questionId, value: option.value, label: option.label },
        demo.tools,
      );
      const tally: Tally = { states: 0, ends: 0, backs: 0, problems: [] };
      await walk(r, [first], [truckType], tally);
      expect(tally.problems.slice(0, 15)).toEqual([]);
      // The walk really went somewhere: many ends, and Back checked from each.
      expect(tally.ends).toBeGreaterThan(10);
      expect(tally.backs).toBeGreaterThan(tally.states + tally.ends);
    },
    300_000,
  );
});

describe('a saved state from before the history held answers', () => {
  it('loads with no history (Back starts over) instead of failing', () => {
    const old = {
      ...initialState,
      hub: { ...emptyWizard(), filters: { tcomp: '1' }, history: [2, 5], current: 7 },
    };
    expect(EngineState.parse(old).hub?.history).toEqual([]);
  });
});
