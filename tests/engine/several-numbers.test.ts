// Two or three part numbers in one message ('hub 10082200 and drum 10600001') found nothing as a whole:
// each is looked up alone, and the ones found are answered or offered one at a time.
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { type EngineState, initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();
const say = (text: string, state: EngineState = initialState) =>
  step(state, { type: 'text', text }, demo.tools);
const texts = (messages: EngineMessage[]) =>
  messages.flatMap((m) => (m.kind === 'text' ? [m.markdown] : [])).join('\n');
const chipsOf = (messages: EngineMessage[]) =>
  messages.flatMap((m) => (m.kind === 'chips' ? m.data.chips : []));

describe('several numbers in one message', () => {
  it('offers each number found, by its kind, and a tap answers it as if typed alone', async () => {
    const r = await say('hub 10082200 and drum 10600001');
    expect(texts(r.messages)).toBe('You typed 2 part numbers: which one shall I look up?');
    const chips = chipsOf(r.messages);
    expect(chips.map((c) => c.label)).toEqual(['ConMet 10082200 (hub assembly)', 'ConMet 10600001 (drum)']);
    const drum = chips[1];
    if (!drum) throw new Error('no drum chip');
    const tapped = await say(drum.text, r.state);
    expect(tapped.messages).toEqual((await say(drum.text)).messages);
  });

  it('offers two hubs to compare too', async () => {
    const r = await say('is 10082200 better than 10082201');
    expect(chipsOf(r.messages).at(-1)).toEqual({
      label: 'Compare these two hubs',
      text: '10082200 vs 10082201',
    });
  });

  it('answers the one number found and says which was not', async () => {
    const r = await say('drum 10600001 or maybe 99999977');
    const alone = await say('10600001');
    expect(r.messages[0]).toEqual({
      kind: 'text',
      markdown: '**99999977** is not a part number I know, so I looked up **10600001**.',
    });
    expect(r.messages.slice(1)).toEqual(alone.messages);
    expect(r.state).toEqual(alone.state);
  });

  it('goes by the words as before when none of them is found, naming each number on its own', async () => {
    const r = await say('drum 99999977 and rotor 99999988');
    expect(texts(r.messages)).toContain(
      'No part number is **99999977** or **99999988**, so I went by your other words.',
    );
    expect(texts(r.messages)).not.toContain('99999977 99999988');
    expect(chipsOf(r.messages)).toEqual([]);
  });

  it('beside words that lead, one number found of two is answered and the other said not found', async () => {
    const r = await say('drum 10600001 and rotor 99999988');
    expect(texts(r.messages)).toContain(
      '**99999988** is not a part number I know, so I looked up **10600001**.',
    );
  });

  it('beside words that lead, a typo of each number is offered on its own', async () => {
    const r = await say('drum 99999977 and rotor 10028200');
    expect(texts(r.messages)).toContain('No part number is **99999977** or **10028200**');
    expect(chipsOf(r.messages)).toEqual([
      { label: 'Did you mean ConMet 10082200 (hub assembly)?', text: 'ConMet 10082200' },
    ]);
  });
});

describe('two numbers side by side that are not two hubs', () => {
  it.each([
    ['10600001 10600002', ['ConMet 10600001 (drum)', 'ConMet 10600002 (drum)']],
    ['10082200 10600001', ['ConMet 10082200 (hub assembly)', 'ConMet 10600001 (drum)']],
  ])('"%s" offers each, as numbers among words are, not a compare of hubs', async (text, labels) => {
    const r = await say(text);
    expect(texts(r.messages)).toBe('You typed 2 part numbers: which one shall I look up?');
    expect(chipsOf(r.messages).map((c) => c.label)).toEqual(labels);
  });

  it('one of them found is answered, the other named', async () => {
    const r = await say('10600001 99999977');
    expect(r.messages[0]).toEqual({
      kind: 'text',
      markdown: '**99999977** is not a part number I know, so I looked up **10600001**.',
    });
    expect(r.messages.slice(1)).toEqual((await say('10600001')).messages);
  });

  it('asked to compare them, the answer says what compare takes', async () => {
    const r = await say('compare 10600001 10600002');
    expect(texts(r.messages)).toContain('I could not find **10600001** or **10600002** among');
    expect(chipsOf(r.messages)).toEqual([]);
  });
});
