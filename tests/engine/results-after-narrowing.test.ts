// Results of the parts flows in the chat after narrowing (decision 037, issue 19 leftovers): a count over the
// result tools' 60 is what the list says it holds ('12 of N', the page lists the first 60), and a question
// the results left open is asked here in the chat ('Answer: …' sends ask-parts), its page link kept for pages.
import { describe, expect, it } from 'vitest';
import { RESULTS_MAX } from '../../tools/catalog/result-cap.ts';
import { type StepResult, step } from '../../tools/engine/engine.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import { type Question, questionOf } from '../support/message-checks.ts';

const demo = demoCatalog();

const answer = (r: StepResult, q: Question, o: Question['options'][number]) =>
  step(r.state, { type: 'option', questionId: q.questionId, value: o.value, label: o.label }, demo.tools);

/** From `start`, 'Not sure' on every question until the results. */
async function skipAll(start: StepResult): Promise<StepResult> {
  let r = start;
  for (let i = 0; i < 20; i++) {
    const q = questionOf(r.messages);
    if (!q) return r;
    const notSure = q.options.find((o) => o.role === 'not-sure');
    if (!notSure) throw new Error(`${q.title} has no Not sure`);
    r = await answer(r, q, notSure);
  }
  throw new Error('still asking after 20 skips');
}

const cardsOf = (messages: EngineMessage[]) => {
  const m = messages.find((x) => x.kind === 'part-cards');
  return m?.kind === 'part-cards' ? m.data : null;
};
const separateOf = (messages: EngineMessage[]) => {
  const m = messages.find((x) => x.kind === 'outcome' && x.data.kind === 'info');
  return m?.kind === 'outcome' ? m.data : null;
};

describe('a count over 60 and the list it leads to', () => {
  it.each([
    ['brake drums', 'drum'],
    ['brake rotor', 'rotor'],
    ['studs', 'stud'],
  ])(
    '%s: every question skipped, the card counts every part and says the page lists the first 60',
    async (words) => {
      const first = await step(initialState, { type: 'text', text: words }, demo.tools);
      const all = questionOf(first.messages)?.remaining?.count ?? 0;
      const end = await skipAll(first);
      const cards = cardsOf(end.messages);
      expect(cards?.total).toBe(all);
      if (all > RESULTS_MAX) {
        expect(cards?.listed).toBe(RESULTS_MAX);
        expect(separateOf(end.messages)?.title).toMatch(new RegExp(`^These ${all} `));
      } else expect(cards?.listed).toBeUndefined();
    },
  );

  it('the demo catalog has a flow whose count is over 60, so the cut is tested', async () => {
    const counts = await Promise.all(
      ['brake drums', 'brake rotor', 'studs'].map(async (words) => {
        const first = await step(initialState, { type: 'text', text: words }, demo.tools);
        return questionOf(first.messages)?.remaining?.count ?? 0;
      }),
    );
    expect(Math.max(...counts)).toBeGreaterThan(RESULTS_MAX);
  });
});

describe("'Answer: …' under the results asks the question in the chat", () => {
  it('asks it with the other answers kept; answering goes on; Back returns to the answers before', async () => {
    const first = await step(initialState, { type: 'text', text: 'brake drums' }, demo.tools);
    const end = await skipAll(first);
    const note = separateOf(end.messages);
    const link = note?.links[0];
    expect(link?.label).toMatch(/^Answer: /);
    expect(link?.ask?.flow).toBe('drum');
    const ask = link?.ask;
    if (!ask || !link) throw new Error('no ask on the link');

    const asked = await step(end.state, { type: 'ask-parts', ...ask }, demo.tools);
    const q = questionOf(asked.messages);
    expect(q?.code).toBe(ask.code);
    // the same question the page link opens
    expect(q?.route).toBe(link.to);
    expect(asked.state.pending?.questionId).toBe(q?.questionId);
    const value = q?.options.find((o) => !o.role);
    if (!q || !value) throw new Error('no value to choose');
    expect(value.count).toBeLessThan(q.remaining?.count ?? 0);

    // answering it goes on in the chat: more questions or the drums, never fewer than it said
    const chosen = await skipAll(await answer(asked, q, value));
    expect(cardsOf(chosen.messages)?.total ?? cardsOf(chosen.messages)?.cards.length).toBe(value.count);

    // Back from the asked question returns to the last answer before it
    const back = await step(asked.state, { type: 'back' }, demo.tools);
    expect(questionOf(back.messages)?.code).not.toBe(ask.code);
    expect(questionOf(back.messages)).not.toBeNull();
  });

  it('a question that is not in the flow asks its next open one instead', async () => {
    const r = await step(
      initialState,
      { type: 'ask-parts', flow: 'drum', code: 'nosuch', pairs: { axpos: '0' } },
      demo.tools,
    );
    const q = questionOf(r.messages);
    expect(q?.code).not.toBe('axpos');
    expect(q?.route).toMatch(/^\/hub\/replacement-drum\/filter\/[a-z]+\/axpos=0$/);
  });
});
