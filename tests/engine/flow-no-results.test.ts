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
  it.each(FLOWS)('%s: says no parts match the answers and asks its first question again', async (flow) => {
    const def = PARTS_FLOWS[flow];
    const categories = await demo.tools.filterCategories({ flow });
    const first = firstQuestion(categories);
    // an answer no part has, as an edited link carries it
    const pairs = { [first]: '99999' };
    const r = await step(initialState, { type: 'ask-parts', flow, code: def.resultCode, pairs }, demo.tools);
    expect(messageProblems(r.messages)).toEqual([]);
    const out = outcomeOf(r.messages);
    expect(out?.kind).toBe('no-results');
    expect(out?.title).toBe(TEXT.noResultsTitle);
    const said = out?.paragraphs.join(' ') ?? '';
    expect(said).not.toMatch(/part number you entered/);
    expect(said).toMatch(/^No (rotors|drums|hubs|studs) match these answers\./);
    expect(out?.paragraphs.at(-1)).toContain('1-800-555-0134');
    // the page that shows the same message: the flow's results with these answers
    expect(out?.route).toBe(`${def.route}/filter/${def.resultCode}/${first}=99999`);

    const again = out?.links[0];
    expect(again?.label).toBe(`Start the ${def.title.toLowerCase()} questions again`);
    expect(again?.to).toBe(`${def.route}/filter`);
    if (!again?.ask) throw new Error('the restart link does not ask in the chat');

    // tapped in the chat: the flow's questions from the start, no answer kept
    const restarted = await step(r.state, { type: 'ask-parts', ...again.ask }, demo.tools);
    const q = questionOf(restarted.messages);
    expect(q?.flow).toBe(flow);
    expect(q?.route.startsWith(`${def.route}/filter/`)).toBe(true);
    expect(q?.route).not.toContain('99999');
    expect(restarted.state.pending?.questionId).toBe(q?.questionId);
  });

  it('a catalog without the flow says it has none of its parts yet, and offers no questions to restart', () => {
    const out = flowNoResults('drum', 'no-parts');
    expect(out.paragraphs[0]).toBe('The catalog has no drums yet.');
    expect(out.links).toEqual([]);
    expect(out.route).toBe('/hub/replacement-drum/filter');
  });
});
