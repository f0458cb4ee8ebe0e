// Checks every engine message of a walk must pass: its data matches the shared schema the client renders
// from, and it names the classic page that shows the same thing (spec: "each carries the classic route").
// Also the open question among a step's messages, which every engine test that taps through answers reads.

import { step } from '../../tools/engine/engine.ts';
import { dataPartSchemas, type EngineMessage } from '../../tools/engine/shared/messages.ts';
import type { EngineState } from '../../tools/engine/shared/state.ts';
import type { BoundTools } from '../../tools/index.ts';

export function messageProblems(messages: readonly EngineMessage[]): string[] {
  const problems: string[] = [];
  for (const m of messages) {
    if (m.kind === 'text' || m.kind === 'chips') continue; // plain words and follow-up taps, not a page
    if (!dataPartSchemas[m.kind].safeParse(m.data).success)
      problems.push(`${m.kind} does not match its schema`);
    const route = (m.data as { route?: unknown }).route;
    if (typeof route !== 'string' || !route.startsWith('/'))
      problems.push(`${m.kind} without a classic route`);
  }
  return problems;
}

/** The open question among `messages`, if any. */
export const questionOf = (messages: EngineMessage[]) => {
  const q = messages.find((m) => m.kind === 'question');
  return q?.kind === 'question' ? q.data : null;
};

export type Question = NonNullable<ReturnType<typeof questionOf>>;

/** Taps option `o` of question `q`, as the chat's buttons do. */
export const tapOption = (
  state: EngineState,
  q: Question,
  o: Question['options'][number],
  tools: BoundTools,
) => step(state, { type: 'option', questionId: q.questionId, value: o.value, label: o.label }, tools);
