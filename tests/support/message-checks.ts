// Checks every engine message of a walk must pass: its data matches the shared schema the client renders
// from, and it names the classic page that shows the same thing (spec: "each carries the classic route").
import { dataPartSchemas, type EngineMessage } from '../../tools/engine/messages.ts';

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
