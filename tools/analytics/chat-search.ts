// Reads a finished chat turn as a search for analytics: the number the user typed and whether the
// assistant found anything for it. Wizard answers, Back, Reset and plain questions are not searches.
import type { ChatMessage } from '../chat/chat-message.ts';

export type ChatSearch = { term: string; found: boolean };

const RESULT_PARTS = new Set(['data-hub-results', 'data-part-cards', 'data-part-groups', 'data-compare']);
/** These outcomes mean the number was known (the part is just unavailable, exclusive, ...). */
const KNOWN_NUMBER_OUTCOMES = new Set(['not-available', 'unitized', 'exclusive', 'splined', 'discontinued']);

export function chatSearch(messages: readonly ChatMessage[]): ChatSearch | null {
  const answer = messages.at(-1);
  const question = messages.at(-2);
  if (answer?.role !== 'assistant' || question?.role !== 'user') return null;
  const event = question.metadata?.event;
  if (event && event.type !== 'text') return null;
  const term = (
    event?.text ??
    question.parts
      .filter((p) => p.type === 'text')
      .map((p) => p.text)
      .join(' ')
  ).trim();
  if (!/\d/.test(term)) return null; // part numbers have digits; questions usually do not
  // A hub number goes on to the questions of its filters flow: the number was found.
  if (answer.metadata?.state?.hub?.fromNumber && answer.parts.some((p) => p.type === 'data-question'))
    return { term, found: true };
  for (const part of answer.parts) {
    if (RESULT_PARTS.has(part.type)) return { term, found: true };
    if (part.type === 'data-outcome') {
      if (part.data.kind === 'no-results') return { term, found: false };
      if (KNOWN_NUMBER_OUTCOMES.has(part.data.kind)) return { term, found: true };
    }
  }
  return null;
}
