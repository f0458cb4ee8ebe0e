// A parts flow whose answers match nothing (a link from an older catalog, or one edited by hand) ends with
// the flow's own no-results message, not the number search's "the part number you entered", and offers its
// questions again: in the chat the link asks the first question there, on a page it opens the same question.
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import {
  firstQuestion,
  flowNoResults,
  PARTS_FLOWS,
  type PartsFlowId,
  unknownAnswers,
} from '../../tools/engine/parts-flow/index.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import { messageProblems, questionOf } from '../support/message-checks.ts';

const demo = demoCatalog();

const outcomeOf = (messages: EngineMessage[]) => {
  const m = messages.find((x) => x.kind === 'outcome');
  return m?.kind === 'outcome' ? m.data : null;
};

const FLOWS = Object.keys(PARTS_FLOWS) as PartsFlowId[];

describe('a flow whose answers match nothing', () => {
  it.each(FLOWS)(
    '%s: an answer the catalog does not have is named, its question asked again, the questions offered',
    async (flow) => {
      const def = PARTS_FLOWS[flow];
      const categories = await demo.tools.filterCategories({ flow });
      const first = firstQuestion(categories);
      const name = categories.find((c) => c.QueryParameterName === first)?.Name;
      // an answer no part has, as an edited link carries it
      const pairs = { [first]: '99999' };
      const r = await step(
        initialState,
        { type: 'ask-parts', flow, code: def.resultCode, pairs },
        demo.tools,
      );
      expect(messageProblems(r.messages)).toEqual([]);
      const out = outcomeOf(r.messages);
      expect(out?.kind).toBe('no-results');
      expect(out?.title).toBe(TEXT.noResultsTitle);
      const said = out?.paragraphs.join(' ') ?? '';
      expect(said).not.toMatch(/part number you entered/);
      expect(out?.paragraphs[0]).toBe(
        `The answer "99999" to ${name} in this link is not one the catalog has.`,
      );
      expect(out?.paragraphs.at(-1)).toContain('1-800-555-0134');
      // the page that shows the same message: the flow's results with these answers
      expect(out?.route).toBe(`${def.route}/filter/${def.resultCode}/${first}=99999`);

      const [answerAgain, restart] = out?.links ?? [];
      expect(answerAgain?.label).toBe(`Answer ${name} again`);
      expect(answerAgain?.to).toBe(`${def.route}/filter/${first}`);
      expect(restart?.label).toBe(`Start the ${def.title.toLowerCase()} questions again`);
      expect(restart?.to).toBe(`${def.route}/filter`);
      if (!answerAgain?.ask || !restart?.ask) throw new Error('the links do not ask in the chat');

      // tapped in the chat: that question again, without the answer the catalog does not have
      const asked = await step(r.state, { type: 'ask-parts', ...answerAgain.ask }, demo.tools);
      const q = questionOf(asked.messages);
      expect(q?.flow).toBe(flow);
      expect(q?.code).toBe(first);
      expect(q?.route).not.toContain('99999');
      // and the questions from the start, no answer kept
      const restarted = await step(r.state, { type: 'ask-parts', ...restart.ask }, demo.tools);
      const again = questionOf(restarted.messages);
      expect(again?.flow).toBe(flow);
      expect(again?.route.startsWith(`${def.route}/filter/`)).toBe(true);
      expect(again?.route).not.toContain('99999');
      expect(restarted.state.pending?.questionId).toBe(again?.questionId);
    },
  );

  it('several such answers are named together; the answers the catalog has are kept for the question', async () => {
    const categories = await demo.tools.filterCategories({ flow: 'drum' });
    const questions = categories.filter((c) => c.Role === 'question');
    const [a, b, c] = questions;
    if (!a || !b || !c) throw new Error('the drum flow has fewer than three questions');
    const known = (await demo.tools.filterValues({ flow: 'drum', code: a.QueryParameterName, pairs: {} }))
      .Results[0];
    if (!known) throw new Error(`no values for ${a.QueryParameterName}`);
    const pairs = {
      [a.QueryParameterName]: String(known.Inch ?? known.Id),
      [b.QueryParameterName]: '77777',
      [c.QueryParameterName]: '<b>x</b>',
    };
    const fetchValues = async (code: string, given: Record<string, string>) =>
      (await demo.tools.filterValues({ flow: 'drum', code, pairs: { ...given } })).Results;
    const unknown = await unknownAnswers(categories, pairs, fetchValues);
    expect(unknown).toEqual([
      { code: b.QueryParameterName, question: b.Name, value: '77777' },
      { code: c.QueryParameterName, question: c.Name, value: '<b>x</b>' },
    ]);
    const out = flowNoResults('drum', 'no-match', pairs, unknown);
    expect(out.paragraphs[0]).toBe(
      `The answers "77777" to ${b.Name} and "<b>x</b>" to ${c.Name} in this link are not ones the catalog has.`,
    );
    const kept = { [a.QueryParameterName]: pairs[a.QueryParameterName] as string };
    expect(out.links[0]?.ask).toEqual({ flow: 'drum', code: b.QueryParameterName, pairs: kept });
    expect(out.links[0]?.to).toBe(
      `/hub/replacement-drum/filter/${b.QueryParameterName}/${a.QueryParameterName}=${encodeURIComponent(kept[a.QueryParameterName] ?? '')}`,
    );
  });

  it('answers the catalog has, that no part has together, keep the older-catalog text and no answer to ask again', async () => {
    const flow = 'drum';
    const categories = await demo.tools.filterCategories({ flow });
    const questions = categories.filter((c) => c.Role === 'question').map((c) => c.QueryParameterName);
    const values = async (code: string, pairs: Record<string, string>) =>
      (await demo.tools.filterValues({ flow, code, pairs })).Results.map((v) => String(v.Inch ?? v.Id));
    // two questions' values, each in the catalog, that no drum has together
    let pairs: Record<string, string> | null = null;
    for (const a of questions)
      for (const b of questions) {
        if (a === b || pairs) continue;
        const [va] = await values(a, {});
        if (!va) continue;
        const together = new Set(await values(b, { [a]: va }));
        const apart = (await values(b, {})).find((v) => !together.has(v));
        if (apart) pairs = { [a]: va, [b]: apart };
      }
    if (!pairs) throw new Error('every pair of drum answers goes together in the demo catalog');
    const r = await step(initialState, { type: 'ask-parts', flow, code: 'brdia', pairs }, demo.tools);
    const out = outcomeOf(r.messages);
    expect(out?.kind).toBe('no-results');
    expect(out?.paragraphs[0]).toBe(
      'No drums match these answers. The link may come from an older catalog, or an answer in it was changed.',
    );
    expect(out?.links.map((l) => l.label)).toEqual(['Start the replacement drum questions again']);
  });

  it('a catalog without the flow says it has none of its parts yet, and offers no questions to restart', () => {
    const out = flowNoResults('drum', 'no-parts');
    expect(out.paragraphs[0]).toBe('The catalog has no drums yet.');
    expect(out.links).toEqual([]);
    expect(out.route).toBe('/hub/replacement-drum/filter');
  });
});
