// A stud's thread typed alone ('5/8-18') is all digits and signs, like a part number: the stud questions
// answer it unless the catalog holds it as a number as typed. The demo catalog holds no such number, so the
// second catalog here answers the search as one that does (its other tools are the demo catalog's).
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const THREAD = '5/8-18';
const plain = demoCatalog();
/** A competitor's drum number written like a thread: its link is the demo's first drum's. */
const holding = demoCatalog((tools) => ({
  ...tools,
  async searchPartNumberLinks(input) {
    if (input.text !== THREAD) return tools.searchPartNumberLinks(input);
    const { Results } = await tools.searchPartNumberLinks({ text: '10600001' });
    const [drum] = Results;
    if (!drum) throw new Error('the demo catalog has no drum 10600001');
    return { Status: 'OK', Results: [{ ...drum, CompetitorName: 'Webb', CompetitorPartNumber: THREAD }] };
  },
}));

describe("a stud's thread typed alone", () => {
  it('starts the stud questions with its diameter when no part has that number', async () => {
    const r = await step(initialState, { type: 'text', text: THREAD }, plain.tools);
    expect(r.state.parts?.flow).toBe('stud');
    expect(Object.keys(r.state.parts?.pairs ?? {})).toEqual(['stdia']);
  });

  it('is searched as a number when the catalog holds it as typed', async () => {
    const r = await step(initialState, { type: 'text', text: THREAD }, holding.tools);
    expect(r.state.parts?.flow).not.toBe('stud');
    expect(r.state.lastSearch).toBe(THREAD);
    expect(JSON.stringify(r.messages)).toContain('10600001');
  });
});
