// Golden conversations on the demo catalog: from "hubs" to results by taps only, for every truck type.
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import { TRUCK_TYPES } from '../../tools/engine/hub-wizard/steps.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { type EngineState, initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import { questionOf } from '../support/message-checks.ts';

const demo = demoCatalog();

async function tap(state: EngineState, messages: EngineMessage[], label: string) {
  const q = questionOf(messages);
  const option = q?.options.find((o) => o.label === label) ?? q?.options[0];
  if (!q || !option) throw new Error(`nothing to tap for '${label}'`);
  return step(
    state,
    { type: 'option', questionId: q.questionId, value: option.value, label: option.label },
    demo.tools,
  );
}

describe('guided hub finding on the demo catalog', () => {
  it.each(TRUCK_TYPES.map((t) => t.label))(
    '%s: taps from the first question to hub results',
    async (truckType) => {
      let r = await step(initialState, { type: 'text', text: 'hubs' }, demo.tools);
      expect(questionOf(r.messages)?.title).toBe('Do you know your hub assembly number?');
      r = await tap(r.state, r.messages, 'No proceed without the number');
      r = await tap(r.state, r.messages, truckType);
      const asked: string[] = [];
      while (questionOf(r.messages) && asked.length < 30) {
        asked.push(questionOf(r.messages)?.title ?? '');
        r = await tap(r.state, r.messages, '(first)');
      }
      const end = r.messages[0];
      expect(['hub-results', 'outcome']).toContain(end?.kind);
      if (end?.kind === 'hub-results') {
        expect(end.data.hubs.length).toBeGreaterThan(0);
        expect(end.data.route).toMatch(/^\/hub\/filters\/tcomp=/);
      }
    },
  );

  it('Back from the second question asks the first one again', async () => {
    let r = await step(initialState, { type: 'text', text: 'no number' }, demo.tools);
    r = await tap(r.state, r.messages, 'Truck with Drum Brakes');
    const second = questionOf(r.messages)?.title;
    expect(second).toBeDefined();
    r = await step(r.state, { type: 'back' }, demo.tools);
    expect(questionOf(r.messages)?.title).toBe('Are you looking for a hub for your');
  });

  it('an answer to a question that is no longer open changes nothing', async () => {
    const r = await step(initialState, { type: 'text', text: 'hubs' }, demo.tools);
    const stale = await step(
      r.state,
      { type: 'option', questionId: 'q999', value: 'x', label: 'x' },
      demo.tools,
    );
    expect(stale.state.pending).toEqual(r.state.pending);
  });
});
