// Narrowing that shows its progress (decision 037), walked over every parts flow of the demo catalog: every
// question says how many parts still match and what each option would leave, offers 'Not sure', and offers
// the parts early when three or fewer are left. The counts are honest: from every question of every path,
// each option (and Not sure) is tapped and the path then skips every question that follows ('Not sure', or
// the early results when offered); it must end in results (never a dead end), and those results hold
// exactly as many parts as the option said. Back after Not sure asks the skipped question again.
import { describe, expect, it } from 'vitest';
import { type StepResult, step } from '../../tools/engine/engine.ts';
import type { PartsFlowId } from '../../tools/engine/parts-flow/index.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import type { EngineState } from '../../tools/engine/shared/state.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { newEndsWalk, type WalkRules, walkCatalog, walkEngine } from '../support/engine-walker.ts';
import { type Question, questionOf } from '../support/message-checks.ts';

const demo = walkCatalog();

const FLOWS: [PartsFlowId, string][] = [
  ['rotor', 'brake rotor'],
  ['drum', 'brake drums'],
  ['casting', 'hub casting'],
  ['rotorcasting', 'rotor casting'],
  ['drumcasting', 'drum casting'],
  ['stud', 'studs'],
];

const answer = (state: EngineState, q: Question, o: Question['options'][number]) =>
  step(state, { type: 'option', questionId: q.questionId, value: o.value, label: o.label }, demo.tools);

/** How many parts the results among `messages` hold; null when they are no results. */
function shownParts(messages: EngineMessage[]): number | null {
  for (const m of messages) {
    // past the result tools' 60, the lists still say how many there are (decision 039)
    if (m.kind === 'part-cards') return m.data.total ?? m.data.cards.length;
    if (m.kind === 'hub-results') return m.data.total ?? m.data.hubs.length;
  }
  return null;
}

/** The end of `start` when every question after it is skipped (or its parts taken early). */
async function skipToEnd(start: StepResult): Promise<{ messages: EngineMessage[]; skips: number }> {
  let now = start;
  for (let skips = 0; skips < 30; skips++) {
    const q = questionOf(now.messages);
    if (!q) return { messages: now.messages, skips };
    const tap = q.options.find((o) => o.role === 'show-now') ?? q.options.find((o) => o.role === 'not-sure');
    if (!tap) throw new Error(`'${q.title}' offers no Not sure`);
    now = await answer(now.state, q, tap);
  }
  throw new Error('still asking after 30 skips');
}

/** Questions that offered the parts early, over every flow walked above the last test. */
let earlyOffers = 0;

type NarrowWalk = ReturnType<typeof newEndsWalk> & { checked: number; early: number };

const rulesFor = (): WalkRules<NarrowWalk> => ({
  tools: demo.tools,
  maxDepth: 30,
  pathCap: 5000,
  end: () => {},
  loopKey: (q) => q.code,
  visit: async (q, state, where, walk) => {
    const values = q.options.filter((o) => !o.role);
    const notSure = q.options.find((o) => o.role === 'not-sure');
    const now = q.options.find((o) => o.role === 'show-now');
    if (!q.remaining) return void walk.problems.push(`${where}: '${q.title}' says nothing of what is left`);
    if (!notSure) walk.problems.push(`${where}: '${q.title}' has no Not sure`);
    if (notSure && notSure.count !== q.remaining.count)
      walk.problems.push(`${where}: Not sure leaves ${notSure.count} of ${q.remaining.count}`);
    if (q.remaining.count <= 3 !== Boolean(now))
      walk.problems.push(`${where}: ${q.remaining.count} left and early results ${now ? '' : 'not '}offered`);
    if (now) walk.early++;
    for (const o of [...values, ...(notSure ? [notSure] : []), ...(now ? [now] : [])]) {
      const here = `${where} > ${q.code}=${o.label}`;
      if (o.count === undefined || o.count < 1 || o.count > q.remaining.count) {
        walk.problems.push(`${here}: count ${o.count} of ${q.remaining.count}`);
        continue;
      }
      const end = await skipToEnd(await answer(state, q, o));
      const shown = shownParts(end.messages);
      const splined = end.messages.some((m) => m.kind === 'outcome' && m.data.kind === 'splined');
      walk.checked++;
      if (shown === null && !splined)
        walk.problems.push(`${here}: skipping on ends in ${end.messages.map((m) => m.kind).join(', ')}`);
      else if (shown !== null && shown !== o.count)
        walk.problems.push(`${here}: said ${o.count} left, the results hold ${shown}`);
    }
  },
});

describe('narrowing that shows its progress, over every parts flow', () => {
  it.each(FLOWS)(
    '%s: every question counts what is left, Not sure never ends nowhere, and the counts are what the results hold',
    async (_flow, words) => {
      const first = await step(initialState, { type: 'text', text: words }, demo.tools);
      const walk: NarrowWalk = { ...newEndsWalk(), checked: 0, early: 0 };
      await walkEngine(rulesFor(), first, words, walk);
      expect(walk.problems.slice(0, 20)).toEqual([]);
      expect(walk.checked).toBeGreaterThan(walk.paths);
      earlyOffers += walk.early;
    },
    240_000,
  );

  it('offers the parts early somewhere in the demo catalog, and Back after Not sure asks that question again', async () => {
    expect(earlyOffers).toBeGreaterThan(0);
    const first = await step(initialState, { type: 'text', text: 'brake drums' }, demo.tools);
    const q = questionOf(first.messages) as Question;
    const skip = q.options.find((o) => o.role === 'not-sure') as Question['options'][number];
    const skipped = await answer(first.state, q, skip);
    const next = questionOf(skipped.messages);
    expect(next?.code).not.toBe(q.code);
    expect(next?.route).toContain(`${q.code}=0`);
    expect(next?.remaining?.count).toBe(q.remaining?.count);
    const back = await step(skipped.state, { type: 'back' }, demo.tools);
    const again = questionOf(back.messages);
    expect(again?.code).toBe(q.code);
    expect(again?.options.map((o) => o.label)).toEqual(q.options.map((o) => o.label));
  });

  it.each(['Truck with Drum Brakes', 'Trailer with Disc Brakes'])(
    'hub wizard, %s: counts on every question, Not sure to the end reaches hubs, each skip listed and changeable',
    async (truck) => {
      const start = await step(initialState, { type: 'start-wizard' }, demo.tools);
      const typeQ = questionOf(start.messages) as Question;
      const chosen = typeQ.options.find((o) => o.label === truck) as Question['options'][number];
      let now = await answer(start.state, typeQ, chosen);
      const skipped: string[] = [];
      let previous: { state: EngineState; q: Question } | null = null;
      let nut: string | null = null;
      for (let i = 0; i < 30; i++) {
        const q = questionOf(now.messages);
        if (!q) break;
        if (q.code === 'spints') {
          // a preference, not a narrowing: no Not sure; 'No'
          expect(q.options.some((o) => o.role)).toBe(false);
          nut = q.title;
          now = await answer(now.state, q, q.options[1] as Question['options'][number]);
          continue;
        }
        expect(q.remaining?.text, q.title).toMatch(/^\d+ hubs? still match(es)?$/);
        const values = q.options.filter((o) => !o.role);
        for (const o of values) expect(o.count, `${q.title}: ${o.label}`).toBeGreaterThan(0);
        const notSure = q.options.find((o) => o.role === 'not-sure');
        expect(notSure?.count, q.title).toBe(q.remaining?.count);
        previous = { state: now.state, q };
        skipped.push(q.title);
        now = await answer(now.state, q, notSure as Question['options'][number]);
        expect(now.state.hub?.history.at(-1)?.answer).toBe('Not sure');
      }
      const results = now.messages.find((m) => m.kind === 'hub-results');
      expect(results?.kind, truck).toBe('hub-results');
      if (results?.kind !== 'hub-results') return;
      expect(results.data.answers?.filter((a) => a.answer === 'Not sure').length).toBe(skipped.length);
      if (results.data.hubs.length > 1) expect(results.data.notes.join(' ')).toMatch(/differ in/);
      // Back from the results (past the spindle nut question) asks the last skipped question again
      let back = await step(now.state, { type: 'back' }, demo.tools);
      if (nut) {
        expect(questionOf(back.messages)?.title).toBe(nut);
        back = await step(back.state, { type: 'back' }, demo.tools);
      }
      expect(questionOf(back.messages)?.title).toBe(previous?.q.title);
    },
  );
});
