// POST /api/chat with only the new message and the latest state (what the chat sends each turn): the same
// answer as the whole conversation gives, a request that stays small at 50 turns, and hostile turn bodies
// refused with 4xx; the state once per answer.
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../tools/chat/chat-message.ts';
import { chatTurnBody } from '../../tools/chat/chat-turn.ts';
import type { EngineState } from '../../tools/engine/shared/state.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

type Answer = { events: string; text: string; state: EngineState };

async function chat(body: unknown): Promise<Response> {
  return t.post('/api/chat', body);
}

/** The answer's events, its text and the state it leaves. */
async function answer(res: Response): Promise<Answer> {
  expect(res.status).toBe(200);
  const events = await res.text();
  let text = '';
  let state: EngineState | null = null;
  for (const line of events.split('\n')) {
    if (!line.startsWith('data: {')) continue;
    const e = JSON.parse(line.slice(6)) as {
      type: string;
      delta?: string;
      messageMetadata?: { state: EngineState };
    };
    if (e.type === 'text-delta') text += e.delta ?? '';
    if (e.type === 'start' && e.messageMetadata) state = e.messageMetadata.state;
  }
  if (!state) throw new Error(`no state in ${events.slice(0, 200)}`);
  return { events, text, state };
}

const userMessage = (n: number, text: string): ChatMessage => ({
  id: `u${n}`,
  role: 'user',
  parts: [{ type: 'text', text }],
});
const assistantMessage = (n: number, a: Answer): ChatMessage => ({
  id: `a${n}`,
  role: 'assistant',
  parts: a.text ? [{ type: 'text', text: a.text }] : [],
  metadata: { state: a.state },
});

const TEXTS = ['hubs', 'freightliner', '3900XB', 'start over', 'rotor', 'back', 'kw t800 steer hub', 'zzqx'];

describe('a chat turn of the new message and the latest state', () => {
  it('answers as the whole conversation does', async () => {
    const first = await answer(await chat(chatTurnBody('c1', [userMessage(1, 'hubs')])));
    const conversation = [userMessage(1, 'hubs'), assistantMessage(1, first), userMessage(2, 'freightliner')];
    const whole = await answer(await chat({ id: 'c1', messages: conversation }));
    const turn = await answer(await chat(chatTurnBody('c1', conversation)));
    expect(turn.events).toBe(whole.events);
    expect(turn.state).not.toEqual(first.state);
    // the state rides once, on the start event (the client shows the new question open from it)
    expect(turn.events.split('"messageMetadata"').length - 1).toBe(1);
    expect(turn.events).toMatch(/^data: \{"type":"start","messageMetadata":\{"state":/);
  });

  it('stays small at 50 turns, while the whole conversation grows', async () => {
    const messages: ChatMessage[] = [];
    const sizes: number[] = [];
    for (let n = 1; n <= 50; n++) {
      messages.push(userMessage(n, TEXTS[n % TEXTS.length] as string));
      const body = chatTurnBody('c50', messages);
      sizes.push(JSON.stringify(body).length);
      messages.push(assistantMessage(n, await answer(await chat(body))));
    }
    const whole = JSON.stringify({ id: 'c50', messages }).length;
    const largest = Math.max(...sizes);
    // the turn carries one message and one state, never the history
    expect(largest).toBeLessThan(whole / 20);
    expect(sizes.at(-1)).toBeLessThan(4 * (sizes[0] as number) + 2_000);
  });

  it('refuses hostile turn bodies with 4xx JSON', async () => {
    const ok = userMessage(1, 'hubs');
    const bodies: [string, unknown][] = [
      ['no state', { message: ok }],
      ['state of the wrong shape', { message: ok, state: { version: 'x' } }],
      ['message from the assistant', { message: { ...ok, role: 'assistant' }, state: null }],
      ['no message', { state: null }],
      ['message not an object', { message: '<script>alert(1)</script>', state: null }],
      ['both shapes at once', { message: ok, messages: [ok], state: null }],
      ['huge message', { message: userMessage(1, 'x'.repeat(3 * 1024 * 1024)), state: null }],
      ['state with markup', { message: ok, state: { version: 1, seq: '<img src=x>' } }],
      ['message without parts', { message: { ...ok, parts: [] }, state: null }],
      [
        'a part that is not text',
        {
          message: { ...ok, parts: [{ type: 'file', mediaType: 'text/html', url: 'javascript:1' }] },
          state: null,
        },
      ],
      [
        'too many parts',
        { message: { ...ok, parts: Array(21).fill({ type: 'text', text: 'hub' }) }, state: null },
      ],
      [
        'an event of no kind',
        { message: { ...ok, metadata: { event: { type: 'drop-table' } } }, state: null },
      ],
      ['a long message id', { message: { ...ok, id: 'x'.repeat(101) }, state: null }],
    ];
    for (const [kind, body] of bodies) {
      const res = await chat(body);
      expect(res.status, kind).toBeGreaterThanOrEqual(400);
      expect(res.status, kind).toBeLessThan(500);
      expect(res.headers.get('Content-Type'), kind).toMatch(/json/);
    }
  });

  it('refuses a text longer than a message holds, rather than answering it cut short', async () => {
    // cut at 500, the number at its end would be searched as '1008'
    const long = `${'a '.repeat(248)}10082200`;
    expect(long.length).toBe(504);
    const res = await chat({ message: userMessage(1, long), state: null });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('at most 500 characters; this one has 504');
    // at the limit it is answered
    const atLimit = await chat({ message: userMessage(1, `${'a '.repeat(246)}10082200`), state: null });
    expect(atLimit.status).toBe(200);
  });
});
