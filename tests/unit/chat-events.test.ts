// The chat's answer written as one text (server/routes/chat-events.ts) is, byte for byte and header for
// header, what the AI SDK's createUIMessageStream + createUIMessageStreamResponse send for the same writes,
// but for the random message id the SDK gives each answer: the client names the message instead.
import {
  createUIMessageStream,
  createUIMessageStreamResponse,
  type UIMessage,
  type UIMessageChunk,
} from 'ai';
import { describe, expect, it } from 'vitest';
import { uiMessageEvents } from '../../server/routes/chat-events.ts';

type Write = (emit: (chunk: UIMessageChunk) => void) => void;

/** The SDK's answer to the same writes. */
function sdkResponse(write: Write): Response {
  const stream = createUIMessageStream<UIMessage>({ execute: ({ writer }) => write((c) => writer.write(c)) });
  return createUIMessageStreamResponse({ stream });
}

/** The body without the message ids the SDK makes up (a writer's own is kept), and the headers. */
async function seen(res: Response) {
  const body = (await res.text()).replace(/,"messageId":"(?!mine")[^"]+"/g, '');
  return { status: res.status, body, headers: Object.fromEntries(res.headers) };
}

/** Our answer to the same writes, as a response with the headers it is sent with. */
function uiMessageEventsResponse(write: Write): Response {
  const { head, body, headers } = uiMessageEvents(write);
  return new Response(head + body, { headers });
}

const state = { version: 1, seq: 3, hub: null, note: 'quotes " and \\ and </script> and \u2028 and é' };
const writes: Record<string, Write> = {
  'text and data parts': (emit) => {
    emit({ type: 'start', messageMetadata: { state } });
    emit({ type: 'text-start', id: 'p0' });
    emit({ type: 'text-delta', id: 'p0', delta: 'Hub **10031072** fits — 2 matches\n\n<b>not html</b>' });
    emit({ type: 'text-end', id: 'p0' });
    emit({ type: 'data-hub-results', id: 'p1', data: { results: [{ number: '10031072', n: 1.5 }] } });
    emit({ type: 'finish', messageMetadata: { state } });
  },
  'a start that names its message': (emit) => {
    emit({ type: 'start', messageId: 'mine' });
    emit({ type: 'finish' });
  },
  'a write that throws half way': (emit) => {
    emit({ type: 'start' });
    emit({ type: 'text-start', id: 'p0' });
    throw new Error('broken part');
  },
  'nothing written': () => {},
};

describe('the chat answer as one text', () => {
  it.each(Object.entries(writes))('is what the SDK stream sends: %s', async (_, write) => {
    expect(await seen(uiMessageEventsResponse(write))).toEqual(await seen(sdkResponse(write)));
  });

  it('gives the same writes the same bytes, naming no message the writer does not', async () => {
    const answer = () =>
      uiMessageEventsResponse((emit) => {
        emit({ type: 'start', messageMetadata: { state } });
        emit({ type: 'finish', messageMetadata: { state } });
      }).text();
    const [a, b] = [await answer(), await answer()];
    expect(a).toBe(b);
    expect(a).not.toContain('messageId');
    expect(a.startsWith('data: {"type":"start","messageMetadata":')).toBe(true);
  });
});
