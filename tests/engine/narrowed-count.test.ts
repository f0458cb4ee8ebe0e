// A question narrowed by the words ('peterbilt front hub': the steer axles alone) says as still matching
// the hubs its options leave, not every axle's: the line above the options and their counts agree.
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import { questionOf, tapOption } from '../support/message-checks.ts';

const demo = demoCatalog();

describe('a question narrowed by the words', () => {
  it.each(['peterbilt front hub', 'kenworth steer hub'])(
    "'%s': the hubs still matching are its options'",
    async (text) => {
      let r = await step(initialState, { type: 'text', text }, demo.tools);
      for (let i = 0; i < 6; i++) {
        const q = questionOf(r.messages);
        if (!q) throw new Error(`no question after '${text}'`);
        if (q.code === 'aaxna') {
          const answers = q.options.filter((o) => !o.role);
          const notSure = q.options.find((o) => o.role === 'not-sure');
          expect(answers.length).toBeGreaterThan(1);
          const left = answers.reduce((n, o) => n + (o.count ?? Number.NaN), 0);
          expect(q.remaining?.count).toBe(left);
          expect(q.remaining?.text).toBe(`${left} hubs still match`);
          // 'Not sure' skips the question: every axle's hubs, more than the steer axles leave
          expect(notSure?.count).toBeGreaterThan(left);
          return;
        }
        const [o] = q.options;
        if (!o) throw new Error('no option');
        r = await tapOption(r.state, q, o, demo.tools);
      }
      throw new Error('the axle type was never asked');
    },
  );
});
