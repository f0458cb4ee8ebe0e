// A value named in the words whose question the later answers never ask ('kenworth', then Trailer: a
// trailer has no truck make) is said left out when it is passed, never kept unseen; one whose question
// comes is still used then.
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { type EngineState, initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import { tapOption } from '../support/message-checks.ts';

const demo = demoCatalog();

const question = (messages: EngineMessage[]) => {
  const q = messages.find((m) => m.kind === 'question');
  if (q?.kind !== 'question') throw new Error(`no question in ${JSON.stringify(messages)}`);
  return q.data;
};
const texts = (messages: EngineMessage[]) => messages.flatMap((m) => (m.kind === 'text' ? [m.markdown] : []));

async function tap(state: EngineState, messages: EngineMessage[], label: string) {
  const q = question(messages);
  const o = q.options.find((x) => x.label === label);
  if (!o) throw new Error(`no option ${label} in ${q.options.map((x) => x.label).join(', ')}`);
  return tapOption(state, q, o, demo.tools);
}

describe('a named value whose question never comes', () => {
  it("'kenworth' offers the vehicles Kenworth makes: no trailer or school bus to drop it", async () => {
    const asked = await step(initialState, { type: 'text', text: 'kenworth' }, demo.tools);
    const q = question(asked.messages);
    expect(q.code).toBe('tcomp');
    expect(q.options.map((o) => o.label)).toEqual(['Truck with Drum Brakes', 'Truck with Disc Brakes']);
    // with the brakes named too, the truck type answers itself
    const disc = await step(initialState, { type: 'text', text: 'kenworth disc brake hub' }, demo.tools);
    expect(disc.state.hub?.filters).toMatchObject({ tcomp: '1', brkty: '2' });
  });

  it("a trailer's axle question open, 'peterbilt front hub': Peterbilt is said left out, never promised", async () => {
    const asked = await step(initialState, { type: 'text', text: 'trailer hub' }, demo.tools);
    const trailer = await tap(asked.state, asked.messages, 'Trailer with Drum Brakes');
    expect(question(trailer.messages).code).toBe('aaxna');
    const typed = await step(trailer.state, { type: 'text', text: 'peterbilt' }, demo.tools);
    const said = texts(typed.messages).join(' ');
    expect(said).toContain('Your answers ask no truck make, so I left out **Peterbilt**.');
    expect(said).not.toContain('when we get to');
    expect(typed.state.hub?.preset?.tmake).toBeUndefined();
  });

  it("the truck make answered, 'kenworth' typed at a later question: said answered already", async () => {
    const asked = await step(initialState, { type: 'text', text: 'peterbilt' }, demo.tools);
    const truck = await tap(asked.state, asked.messages, 'Truck with Drum Brakes');
    expect(truck.state.hub?.filters.tmake).toBeDefined();
    const typed = await step(truck.state, { type: 'text', text: 'kenworth' }, demo.tools);
    const said = texts(typed.messages).join(' ');
    expect(said).toContain('The truck make is answered already, so I left out **Kenworth**.');
    expect(said).not.toContain('when we get to');
  });

  it("'kenworth', then a truck: Kenworth answers the truck make, nothing said left out", async () => {
    const asked = await step(initialState, { type: 'text', text: 'kenworth' }, demo.tools);
    const truck = await tap(asked.state, asked.messages, 'Truck with Disc Brakes');
    expect(truck.state.hub?.filters.tmake).toBeDefined();
    expect(texts(truck.messages).join(' ')).not.toContain('left out');
  });
});
