// Follow-ups the engine offers, as tappable chips.
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { useChatActions, useChatBusy } from '../chat-actions.tsx';

export function ChipsPart({ data }: { data: DataParts['chips'] }) {
  const { sendText } = useChatActions();
  const busy = useChatBusy();
  return (
    <div className="chips">
      {data.chips.map((c) => (
        <button key={c.label} type="button" className="chip" disabled={busy} onClick={() => sendText(c.text)}>
          {c.label}
        </button>
      ))}
    </div>
  );
}
