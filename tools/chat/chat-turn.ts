// What one chat turn sends: the visitor's last message and the engine state of the latest answer. The
// engine needs nothing else, so the request stays the same size however long the conversation grows.
import type { ChatMessage } from './chat-message.ts';
import { latestState } from './engine-parts.ts';

/** The body of POST /api/chat for a conversation whose last message is the visitor's new one. */
export function chatTurnBody(id: string, messages: readonly ChatMessage[]) {
  return { id, message: messages.at(-1), state: latestState(messages) };
}
