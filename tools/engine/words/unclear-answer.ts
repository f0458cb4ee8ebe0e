// The question asked when a typo is as near to two meaningful words: "Did you mean steer axle or steel
// wheels?", with a chip per reading that sends the message again with the word spelled out.
import type { EngineMessage } from '../shared/messages.ts';
import type { Unclear } from './read-words.ts';

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function unclearAnswer(unclear: Unclear, text: string): EngineMessage[] {
  const choices = unclear.choices.slice(0, 4);
  const asked = choices.map((c) => `**${c.reads}**`);
  const last = asked.pop();
  const typed = new RegExp(`(^|[^a-z0-9])${escaped(unclear.typed)}(?=$|[^a-z0-9])`, 'i');
  return [
    { kind: 'text', markdown: `Did you mean ${asked.join(', ')} or ${last}?` },
    {
      kind: 'chips',
      data: {
        chips: choices.map((c) => ({
          label: c.reads,
          text: text.replace(typed, (_, lead: string) => `${lead}${c.word}`).slice(0, 200),
        })),
      },
    },
  ];
}
