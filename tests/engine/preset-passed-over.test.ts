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
  it("'kenworth', then a trailer: the truck make is said left out", async () => {
    const asked = await step(initialState, { type: 'text', text: 'kenworth' }, demo.tools);
    expect(question(asked.messages).code).toBe('tcomp');
    const trailer = await tap(asked.state, asked.messages, 'Trailer with Drum Brakes');
    expect(texts(trailer.messages)).toContain('Your answers ask no truck make, so I left out **Kenworth**.');
    expect(trailer.state.hub?.preset?.tmake).toBeUndefined();
    // said once: the next answer says nothing of it again
    const next = question(trailer.messages);
    const [first] = next.options;
    if (!first) throw new Error('no option');
    const after = await tap(trailer.state, trailer.messages, first.label);
    expect(texts(after.messages).join(' ')).not.toContain('Kenworth');
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
