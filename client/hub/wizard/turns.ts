// The wizard's state is the active conversation's: these read the latest engine state and messages out
// of a conversation and build the chat messages a page step appends, in the shape useChat writes.
import type { ChatMessage } from '../../../tools/chat/chat-message.ts';
import { currentState } from '../../../tools/chat/chat-turn.ts';
import { toUIPart } from '../../../tools/chat/engine-parts.ts';
import type { StepResult } from '../../../tools/engine/engine.ts';
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import type { EngineEvent } from '../../../tools/engine/shared/state.ts';

export type Question = DataParts['question'];

/** The engine state after the last assistant answer (the initial state before any). */
export const latestState = currentState;

/** The question with this id, newest first (the open one is normally in the last answer). */
export function findQuestion(messages: readonly ChatMessage[], questionId: string): Question | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    for (const p of messages[i]?.parts ?? []) {
      if (p.type === 'data-question' && p.data.questionId === questionId) return p.data;
    }
  }
  return undefined;
}

export type WizardResult =
  | { kind: 'hub-results'; data: DataParts['hub-results'] }
  | { kind: 'outcome'; data: DataParts['outcome'] };

/** The newest hub wizard answer that is a result (hub cards or an outcome such as unitized). */
export function latestWizardResult(messages: readonly ChatMessage[]): WizardResult | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m?.role !== 'assistant' || !m.metadata?.state?.hub) continue;
    for (const p of m.parts) {
      if (p.type === 'data-hub-results') return { kind: 'hub-results', data: p.data };
      if (p.type === 'data-outcome') return { kind: 'outcome', data: p.data };
    }
  }
  return undefined;
}

const newId = () => crypto.randomUUID();

export function userMessage(text: string, event: EngineEvent): ChatMessage {
  return { id: newId(), role: 'user', parts: [{ type: 'text', text }], metadata: { event } };
}

/** An engine answer as the assistant message the chat would have received for it. */
export function assistantMessage(result: StepResult): ChatMessage {
  return {
    id: newId(),
    role: 'assistant',
    metadata: { state: result.state },
    parts: result.messages.map(toUIPart),
  };
}
