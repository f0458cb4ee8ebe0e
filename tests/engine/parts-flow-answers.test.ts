// The answers a parts flow's address holds, as its page lists them: each named as its question's button
// said it, with the address that asks it again keeping only the answers before it.
import { describe, expect, it } from 'vitest';
import {
  choose,
  type FlowPairs,
  filterRoute,
  flowAnswers,
  NOT_SURE,
  PARTS_FLOWS,
  type PartsFlowId,
  resolveStep,
  valueLabel,
} from '../../tools/engine/parts-flow/index.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();

const fetchFor = (flow: PartsFlowId) => async (code: string, pairs: FlowPairs) =>
  (await demo.tools.filterValues({ flow, code, pairs: { ...pairs } })).Results;

/** Walks `flow` taking each question's first value, `count` answers at most: the pairs and what was shown. */
async function walk(flow: PartsFlowId, count: number) {
  const categories = await demo.tools.filterCategories({ flow });
  let step = await resolveStep(categories, {}, null, fetchFor(flow));
  const shown: { code: string; label: string; before: FlowPairs }[] = [];
  // the questions the flow answered by itself (one value left) on the way
  const auto = new Set(step.kind === 'empty' ? [] : step.autoApplied);
  while (step.kind === 'question' && shown.length < count) {
    const value = step.values[0];
    if (!value) throw new Error('a question without values');
    shown.push({ code: step.code, label: valueLabel(flow, step.code, value).label, before: step.pairs });
    const next = choose(categories, step.pairs, step.code, value);
    if (next.kind === 'splined') break;
    step = await resolveStep(categories, next.pairs, next.next, fetchFor(flow));
    if (step.kind !== 'empty') for (const code of step.autoApplied) auto.add(code);
  }
  return { categories, pairs: step.kind === 'empty' ? {} : step.pairs, shown, auto };
}

describe('a parts flow address says its answers', () => {
  it.each(['drum', 'rotor', 'stud'] as const)(
    '%s: every answer walked, as its button said it',
    async (flow) => {
      const { categories, pairs, shown } = await walk(flow, 3);
      expect(shown.length).toBeGreaterThan(1);
      const answers = await flowAnswers(flow, categories, pairs, fetchFor(flow));
      const name = (code: string) => categories.find((c) => c.QueryParameterName === code)?.Name;
      // answered ones only: questions answered by themselves (one value) are in the pairs too
      const tapped = answers.filter((a) => shown.some((s) => name(s.code) === a.question));
      expect(tapped).toEqual(
        shown.map((s) => ({
          question: name(s.code),
          answer: s.label,
          // the question asked again: only the answers before it kept (those after it would hide values)
          route: filterRoute(PARTS_FLOWS[flow].route, s.code, s.before),
          only: false,
        })),
      );
    },
  );

  it('an answer the flow took by itself says it was the only one, and offers no change', async () => {
    // walked to the end: the stud flow takes some answers by itself in the demo catalog
    const { categories, pairs, shown, auto } = await walk('stud', 20);
    expect(auto.size).toBeGreaterThan(0);
    const answers = await flowAnswers('stud', categories, pairs, fetchFor('stud'));
    const name = (code: string) => categories.find((c) => c.QueryParameterName === code)?.Name;
    for (const code of auto) expect(answers.find((a) => a.question === name(code))?.only, code).toBe(true);
    for (const s of shown) expect(answers.find((a) => a.question === name(s.code))?.only, s.code).toBe(false);
  });

  it('a skipped question says Not sure, and a link in another order is still read', async () => {
    const { categories, pairs, shown } = await walk('drum', 2);
    const [first, second] = shown;
    if (!first || !second) throw new Error('the drum flow asked fewer than two questions');
    const reversed = Object.fromEntries(
      [...Object.entries(pairs)].reverse().concat([['shwid', NOT_SURE]]),
    ) as FlowPairs;
    const answers = await flowAnswers('drum', categories, reversed, fetchFor('drum'));
    expect(answers.map((a) => a.answer)).toEqual(
      expect.arrayContaining([first.label, second.label, 'Not sure']),
    );
  });

  it('leaves out what no question or value of the flow knows (an edited link)', async () => {
    const categories = await demo.tools.filterCategories({ flow: 'drum' });
    const answers = await flowAnswers(
      'drum',
      categories,
      { zz: '1', axpos: '999999', brnum: '3' },
      fetchFor('drum'),
    );
    expect(answers).toEqual([]);
  });
});
