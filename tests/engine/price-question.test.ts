// A price asked in the chat: the catalog has none, and the answer says so before whatever else the words
// asked (a hub's questions, a number's answer), instead of leaving it unsaid or unplaced.
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { NO_PRICES, priceAsked } from '../../tools/engine/words/price-question.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();
const say = (text: string, state = initialState) => step(state, { type: 'text', text }, demo.tools);
const said = (messages: EngineMessage[]) => messages.flatMap((m) => (m.kind === 'text' ? [m.markdown] : []));
const kinds = (messages: EngineMessage[]) => messages.map((m) => m.kind);

describe('a price asked in the chat', () => {
  it.each([
    'price',
    'how much?',
    'What is the price?',
    'pricing please',
    'how much does it cost',
    'availability?',
  ])('"%s" alone: says there are no prices and offers the calculators, nothing unplaced', async (text) => {
    const out = await say(text);
    expect(said(out.messages)).toEqual([NO_PRICES]);
    expect(JSON.stringify(out.messages)).not.toContain("couldn't place");
    expect(JSON.stringify(out.messages)).toContain('"text":"calculator"');
  });

  it('says it before the hub questions the other words start', async () => {
    const out = await say('how much does a hub cost');
    expect(said(out.messages)[0]).toBe(NO_PRICES);
    expect(kinds(out.messages)).toContain('question');
    expect(out.state.pending?.kind).toBe('choose-path');
  });

  it.each(['price of Gunite 4002T', 'is Gunite 4002T in stock?'])(
    "says it before a number's answer: %s",
    async (text) => {
      const plain = await say('Gunite 4002T');
      const priced = await say(text);
      expect(said(priced.messages)[0]).toBe(NO_PRICES);
      expect(priced.messages.slice(1)).toEqual(plain.messages);
      expect(priced.state.hub?.found).toBe(plain.state.hub?.found);
      expect(priced.state.pending).toEqual(plain.state.pending);
    },
  );

  it('keeps a question waiting answerable: a price asked alone changes nothing', async () => {
    const asked = await say('hubs');
    const out = await say('how much?', asked.state);
    expect(out.state).toEqual(asked.state);
  });

  it.each(['cost calculator', 'calculate the cost of a rebuild', 'Gunite 4002T', 'trailer hub', 'steer'])(
    '"%s" asks no price',
    async (text) => {
      expect(priceAsked(text)).toBeNull();
      expect(said((await say(text)).messages)).not.toContain(NO_PRICES);
    },
  );
});
