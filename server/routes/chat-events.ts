// The chat's answer as the AI SDK UI message stream (server-sent events), written as one text. The engine
// answers a turn whole before anything is sent, so the SDK's chain of web streams (each event through
// four transforms and an encoder, then written on its own) cost a third of a turn for bytes known at
// once. The events, their order, the end marker and the headers are the ones createUIMessageStreamResponse
// sends for the same writes but for one thing (tests/unit/chat-events.test.ts compares them byte for
// byte): the SDK names each answer with a new random message id, and this leaves the naming to the
// client (useChat names a message the stream does not). The same answer then gets the same bytes, so the
// compressed bytes of an answer's body that comes again can be kept (server/http/compression.ts).
import type { InferUIMessageChunk, UIMessage } from 'ai';

/** The SDK's headers of a UI message stream (its UI_MESSAGE_STREAM_HEADERS, which it does not export). */
const UI_MESSAGE_STREAM_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  'x-vercel-ai-ui-message-stream': 'v1',
  'x-accel-buffering': 'no',
};

/** What the SDK's stream says when writing the events fails (its default onError). */
const WRITE_ERROR = 'An error occurred.';

/**
 * The answer of `write`'s events, as createUIMessageStream + createUIMessageStreamResponse give it but with
 * no message id made up for the start event: an error event after what was written when `write` throws, and
 * `[DONE]` at the end; with the headers of the SDK's response. The answer is its first event (the head:
 * the chat's start event, which carries the engine state and so is new every turn) and the rest (the
 * body, which another conversation may get too), sent whole (compressed when the client accepts it,
 * the body's compressed bytes kept when it comes again: server/http/compression.ts).
 */
export function uiMessageEvents<M extends UIMessage>(
  write: (emit: (chunk: InferUIMessageChunk<M>) => void) => void,
): { head: string; body: string; headers: Readonly<Record<string, string>> } {
  let head: string | null = null;
  let body = '';
  const emit = (chunk: InferUIMessageChunk<M>) => {
    const event = `data: ${JSON.stringify(chunk)}\n\n`;
    if (head === null) head = event;
    else body += event;
  };
  try {
    write(emit);
  } catch {
    emit({ type: 'error', errorText: WRITE_ERROR } as InferUIMessageChunk<M>);
  }
  body += 'data: [DONE]\n\n';
  return { head: head ?? '', body, headers: UI_MESSAGE_STREAM_HEADERS };
}
