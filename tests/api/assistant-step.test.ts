// POST /api/assistant/step: the engine as JSON for the classic pages; state goes in and comes back out.
import { describe, expect, it } from 'vitest';
import { StepResponse } from '../../server/routes/assistant-step.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

async function stepOk(body: unknown) {
  const res = await t.post('/api/assistant/step', body);
  expect(res.status).toBe(200);
  return StepResponse.parse(await res.json());
}

function questionOf(result: Awaited<ReturnType<typeof stepOk>>) {
  const q = result.messages.find((m) => m.kind === 'question');
  if (q?.kind !== 'question') throw new Error('no question in the answer');
  return q.data as {
    questionId: string;
    title: string;
    route: string;
    options: { label: string; value: string }[];
  };
}

describe('POST /api/assistant/step', () => {
  it('starts the hub wizard at the truck type question with the page route', async () => {
    const result = await stepOk({ state: initialState, event: { type: 'start-wizard' } });
    const q = questionOf(result);
    expect(q.title).toBe('Are you looking for a hub for your');
    expect(q.route).toBe('/hub/truck-type');
    expect(q.options.map((o) => o.label)).toContain('Trailer with Drum Brakes');
    expect(result.state.hub?.current).toBe(2);
    expect(result.state.pending).toEqual({ questionId: q.questionId, kind: 'hub' });
  });

  it('continues from the state it returned: a tap stores the answer and asks the next step', async () => {
    const first = await stepOk({ state: initialState, event: { type: 'text', text: 'guide me' } });
    const q = questionOf(first);
    const option = q.options.find((o) => o.label === 'Truck with Drum Brakes');
    const second = await stepOk({
      state: first.state,
      event: {
        type: 'option',
        questionId: q.questionId,
        value: option?.value ?? '',
        label: option?.label ?? '',
      },
    });
    expect(second.state.hub?.filters).toMatchObject({ tcomp: '1', brkty: '1' });
    expect(second.state.hub?.history).toEqual([
      { step: 2, filters: {}, noMake: false, spindleNutUpgrade: null, answer: 'Truck with Drum Brakes' },
    ]);

    // go-to-step back to the answered truck type: one request, the same as Back.
    const to = await stepOk({ state: second.state, event: { type: 'go-to-step', step: 2 } });
    expect(questionOf(to).route).toBe('/hub/truck-type');
    expect(to.state.hub?.history).toEqual([]);
    // ... but not to a step it has not answered (the truck make is open, not answered).
    const res = await t.post('/api/assistant/step', {
      state: second.state,
      event: { type: 'go-to-step', step: 5 },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('has not answered');
    // the page's link carries the answers it stands on, so it can be opened alone
    expect(questionOf(second).route).toBe('/hub/truck-make?tcomp=1&brkty=1');

    // Back forgets the answer and asks the truck type again.
    const back = await stepOk({ state: second.state, event: { type: 'back' } });
    expect(questionOf(back).route).toBe('/hub/truck-type');
    expect(back.state.hub?.filters).toEqual({});
  });

  it('rebuilds the wizard from a page link alone (resume): the same question, and Back to the one before', async () => {
    const first = await stepOk({ state: initialState, event: { type: 'text', text: 'guide me' } });
    const truck = questionOf(first).options.find((o) => o.label === 'Truck with Drum Brakes');
    const second = await stepOk({
      state: first.state,
      event: {
        type: 'option',
        questionId: questionOf(first).questionId,
        value: '1-1',
        label: truck?.label ?? '',
      },
    });
    const make = questionOf(second);
    const cold = await stepOk({
      state: initialState,
      event: { type: 'resume', step: 5, answers: { tcomp: '1', brkty: '1' } },
    });
    const again = questionOf(cold);
    expect({ ...again, questionId: '' }).toEqual({ ...make, questionId: '' });
    expect(cold.state.hub?.history).toEqual(second.state.hub?.history);
    const back = await stepOk({ state: cold.state, event: { type: 'back' } });
    expect(questionOf(back).route).toBe('/hub/truck-type');
  });

  it('answers a stale question id without changing the state', async () => {
    const first = await stepOk({ state: initialState, event: { type: 'text', text: 'guide me' } });
    const result = await stepOk({
      state: first.state,
      event: { type: 'option', questionId: 'q999', value: '1-1', label: 'Truck with Drum Brakes' },
    });
    expect(result.state).toEqual(first.state);
  });

  it('asks a parts question from odd but well-formed answers without failing, their text never in a link', async () => {
    const r = await stepOk({
      state: initialState,
      event: { type: 'ask-parts', flow: 'drum', code: 'holes', pairs: { axpos: '<b>x</b>', zzzz: '1' } },
    });
    const q = r.messages.find((m) => m.kind === 'question' || m.kind === 'outcome');
    expect(q).toBeDefined();
    expect(JSON.stringify(r.messages)).not.toContain('<b>');
  });

  it.each([
    ['no event', { state: initialState }],
    ['no state', { event: { type: 'reset' } }],
    ['unknown event', { state: initialState, event: { type: 'teleport' } }],
    ['wrong version', { state: { ...initialState, version: 2 }, event: { type: 'reset' } }],
    ['go-to-step with no wizard', { state: initialState, event: { type: 'go-to-step', step: 2 } }],
    ['go-to-step out of range', { state: initialState, event: { type: 'go-to-step', step: 1e9 } }],
    [
      'go-to-step with a long answer',
      { state: initialState, event: { type: 'go-to-step', step: 2, value: 'x'.repeat(5000) } },
    ],
    [
      'unknown wizard step',
      {
        state: {
          ...initialState,
          hub: {
            filters: { tcomp: '1' },
            history: [{ step: 999, filters: {}, noMake: false, spindleNutUpgrade: null }],
            current: 2,
            noMake: false,
            spindleNutUpgrade: null,
            fromNumber: false,
          },
        },
        event: { type: 'back' },
      },
    ],
    ['long text', { state: initialState, event: { type: 'text', text: 'x'.repeat(501) } }],
    [
      'ask-parts of an unknown flow',
      { state: initialState, event: { type: 'ask-parts', flow: 'hub', code: 'axpos', pairs: {} } },
    ],
    [
      'ask-parts with a hostile code',
      {
        state: initialState,
        event: { type: 'ask-parts', flow: 'drum', code: '<img src=x>', pairs: {} },
      },
    ],
    [
      'ask-parts with a long answer',
      {
        state: initialState,
        event: { type: 'ask-parts', flow: 'drum', code: 'holes', pairs: { axpos: '1'.repeat(41) } },
      },
    ],
    [
      'ask-parts with too many answers',
      {
        state: initialState,
        event: {
          type: 'ask-parts',
          flow: 'drum',
          code: 'holes',
          pairs: Object.fromEntries(
            Array.from({ length: 41 }, (_, i) => [
              `k${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
              '1',
            ]),
          ),
        },
      },
    ],
    ['back to a step out of range', { state: initialState, event: { type: 'back', to: 1000 } }],
    [
      'a resume to an unknown step',
      { state: initialState, event: { type: 'resume', step: 77, answers: {} } },
    ],
    [
      'a resume with a hostile answer key',
      { state: initialState, event: { type: 'resume', step: 5, answers: { '<script>': '1' } } },
    ],
    [
      'a resume with a long answer',
      { state: initialState, event: { type: 'resume', step: 5, answers: { tcomp: '1'.repeat(41) } } },
    ],
    [
      'an answered question with too many filters',
      {
        state: {
          ...initialState,
          hub: {
            filters: { tcomp: '1' },
            history: [
              {
                step: 2,
                filters: Object.fromEntries(
                  Array.from({ length: 41 }, (_, i) => [
                    `k${'x'.repeat(i % 9)}${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
                    '1',
                  ]),
                ),
                noMake: false,
                spindleNutUpgrade: null,
              },
            ],
            current: 5,
            noMake: false,
            spindleNutUpgrade: null,
            fromNumber: false,
          },
        },
        event: { type: 'back' },
      },
    ],
  ])('rejects %s with 400 JSON naming the field', async (_kind, body) => {
    const res = await t.post('/api/assistant/step', body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { Status: string; Error: { Issues?: { field: string }[] } };
    expect(json.Status).toBe('ERROR');
    expect(json.Error.Issues?.[0]?.field).toMatch(/^json/);
  });

  it('requires the subscription key', async () => {
    const res = await t.app.request('/api/assistant/step', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: initialState, event: { type: 'reset' } }),
    });
    expect(res.status).toBe(401);
  });
});
