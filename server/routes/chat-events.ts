// The chat's answer as the AI SDK UI message stream (server-sent events), written as one text. The engine
// answers a turn whole before anything is sent, so the SDK's chain of web streams (each event through
// four transforms and an encoder, then written on its own) cost a third of a turn for bytes known at
// once. The events, their order, the end marker and the headers are the ones createUIMessageStreamResponse
// sends for the same writes (tests/unit/chat-events.test.ts compares them byte for byte).
import { generateId, type InferUIMessageChunk, type UIMessage } from 'ai';

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
 * The answer of `write`'s events, as createUIMessageStream + createUIMessageStreamResponse give it: the
 * start event named with a new message id unless it has one, an error event after what was written when
 * `write` throws, and `[DONE]` at the end; with the headers of the SDK's response. The route sends the text
 * whole (compressed whole when the client accepts it: server/http/compression.ts).
 */
export function uiMessageEvents<M extends UIMessage>(
  write: (emit: (chunk: InferUIMessageChunk<M>) => void) => void,
): { text: string; headers: Readonly<Record<string, string>> } {
  const messageId = generateId();
  let text = '';
  const emit = (chunk: InferUIMessageChunk<M>) => {
    const unnamed = chunk.type === 'start' && !('messageId' in chunk && chunk.messageId != null);
    const event = unnamed ? { ...chunk, messageId } : chunk;
    text += `data: ${JSON.stringify(event)}\n\n`;
  };
  try {
    write(emit);
  } catch {
    emit({ type: 'error', errorText: WRITE_ERROR } as InferUIMessageChunk<M>);
  }
  text += 'data: [DONE]\n\n';
  return { text, headers: UI_MESSAGE_STREAM_HEADERS };
}
