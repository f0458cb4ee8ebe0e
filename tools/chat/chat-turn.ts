// What one chat turn sends: the visitor's last message and the engine state of the latest answer. The
// engine needs nothing else, so the request stays the same size however long the conversation grows.
import { type EngineState, initialState } from '../engine/shared/state.ts';
import type { ChatMessage } from './chat-message.ts';

/** The state the latest answer left, or null before the first answer. */
export function latestState(messages: readonly ChatMessage[]): EngineState | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m?.role === 'assistant' && m.metadata?.state) return m.metadata.state;
  }
  return null;
}

/** The state the conversation is at: the latest answer's, or the initial state before any. */
export function currentState(messages: readonly ChatMessage[]): EngineState {
  return latestState(messages) ?? initialState;
}

/** The body of POST /api/chat for a conversation whose last message is the visitor's new one. */
export function chatTurnBody(id: string, messages: readonly ChatMessage[]) {
  return { id, message: messages.at(-1), state: latestState(messages) };
}
