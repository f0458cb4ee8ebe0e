// What the typed words were read as, one chip each; the × takes a value away and the wizard asks it. A chip
// whose value the wizard no longer holds (taken out, changed, another search begun) has no ×: it is what
// was read then.
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { useChatActions, useChatBusy, useChatEngine } from '../chat-actions.tsx';

type Item = DataParts['read-values']['items'][number];

export function ReadValuesPart({ data }: { data: DataParts['read-values'] }) {
  return (
    <div className="read-values">
      <span className="read-values-title">I read:</span>
      <ul className="chips" aria-label="What I read from your message">
        {data.items.map((item) => (
          <ReadValue key={item.code} item={item} />
        ))}
      </ul>
    </div>
  );
}

function ReadValue({ item }: { item: Item }) {
  const { dropValue } = useChatActions();
  const busy = useChatBusy();
  const held = useChatEngine((engine) => engine?.hub?.typed?.[item.code] !== undefined);
  const droppable = !!dropValue && held;
  return (
    <li className={droppable ? 'read-value' : 'read-value read-value-read'}>
      <span>{item.label}</span>
      {droppable ? (
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
  );
}
