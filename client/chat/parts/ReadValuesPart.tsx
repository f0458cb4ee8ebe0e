// What the typed words were read as, one chip each; the × takes a value away and the wizard asks it.
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { useChatActions, useChatBusy } from '../chat-actions.tsx';

export function ReadValuesPart({ data }: { data: DataParts['read-values'] }) {
  const { dropValue } = useChatActions();
  const busy = useChatBusy();
  return (
    <div className="read-values">
      <span className="read-values-title">I read:</span>
      <ul className="chips" aria-label="What I read from your message">
        {data.items.map((item) => (
          <li key={item.code} className="read-value">
            <span>{item.label}</span>
            {dropValue ? (
              <button
                type="button"
                className="read-value-drop"
                aria-label={`Remove ${item.label}`}
                disabled={busy}
                onClick={() => dropValue(item.code, item.label)}
              >
                ×
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
