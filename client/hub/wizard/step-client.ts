// Runs engine steps for the classic pages on the active conversation: POST /api/assistant/step with the
// conversation's latest state, then the event and the answer are appended to that conversation in IndexedDB,
// so the chat shows (and continues) exactly what the pages did, and the other way round.
import type { ChatMessage } from '../../../tools/chat/chat-message.ts';
import type { StepResult } from '../../../tools/engine/engine.ts';
import type { EngineEvent, EngineState } from '../../../tools/engine/shared/state.ts';
import { ApiError, apiHeaders } from '../../api.ts';
import { ensureConversation, saveMessages } from '../../chat/conversations.ts';
import { getSetting, localDb } from '../../local-db.ts';
import { assistantMessage, findQuestion, latestState, userMessage } from './turns.ts';

export async function engineStep(state: EngineState, event: EngineEvent): Promise<StepResult> {
  const res = await fetch('/api/assistant/step', {
    method: 'POST',
    headers: { ...apiHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ state, event }),
  });
  if (!res.ok) throw new ApiError(res.status, `The assistant step failed (${res.status})`);
  return (await res.json()) as StepResult;
}

async function activeConversation() {
  await ensureConversation();
  const id = await getSetting<string>('activeConversation');
  const conversation = id ? await (await localDb()).conversations.get(id) : undefined;
  if (!conversation) throw new Error('no active conversation');
  return conversation;
}

/** The thread a page's step wrote last: the page plans from it until the conversation's live read has it. */
export type Written = { id: string; messages: ChatMessage[] };
let written: Written | null = null;
const listeners = new Set<() => void>();

export const lastWritten = () => written;
export function onWritten(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function write(id: string, messages: ChatMessage[]) {
  await saveMessages(id, messages);
  // before the caller moves the page on: a page that stays mounted (new pairs, same route) must not plan
  // its new address from the state before the step, or it would run the step's flow a second time
  written = { id, messages };
  for (const listener of listeners) listener();
}

// One step at a time: a second tap while the first is on its way must not fork the conversation.
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Sends events in order, each on the state the previous one returned, and appends the user's words and
 * the last answer to the active conversation. `text` null: the visitor said nothing (a page opened by its
 * link), so the chat shows the answer alone, as it goes on from where the page is.
 */
export function runSteps(
  text: string | null,
  events: (state: EngineState) => EngineEvent | null,
): Promise<StepResult> {
  return serial(async () => {
    const conversation = await activeConversation();
    let state = latestState(conversation.messages);
    let result: StepResult | null = null;
    let first: EngineEvent | null = null;
    for (let guard = 0; guard < 60; guard++) {
      const event = events(state);
      if (!event) break;
      first ??= event;
      result = await engineStep(state, event);
      state = result.state;
    }
    if (!result || !first) throw new Error('no step to run');
    await write(conversation.id, [
      ...conversation.messages,
      ...(text === null ? [] : [userMessage(text, first)]),
      assistantMessage(result),
    ]);
    return result;
  });
}

export const runStep = (text: string | null, event: EngineEvent) => {
  let sent = false;
  return runSteps(text, () => {
    if (sent) return null;
    sent = true;
    return event;
  });
};

/** 'Continue in chat': makes sure the conversation ends with the question the page shows. */
export function putQuestionInChat(questionId: string): Promise<void> {
  return serial(async () => {
    const conversation = await activeConversation();
    const messages = conversation.messages;
    const last = messages.at(-1);
    if (
      last?.role === 'assistant' &&
      last.parts.some((p) => p.type === 'data-question' && p.data.questionId === questionId)
    )
      return;
    const question = findQuestion(messages, questionId);
    if (!question) return;
    const state = latestState(messages);
    await write(conversation.id, [
      ...messages,
      assistantMessage({ state, messages: [{ kind: 'question', data: question }] }),
    ]);
  });
}
