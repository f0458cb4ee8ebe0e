// Past conversations (title = first thing the user typed, and when): open one, or delete it (with Undo).
import type { Conversation } from '../db.ts';

// made at first use: an Intl formatter made at the module's evaluation lengthens /hub's start-up task
let when: Intl.DateTimeFormat | undefined;
function whenText(d: Date | number): string {
  when ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return when.format(d);
}

type Props = {
  conversations: Conversation[];
  activeId: string;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
};

export function ConversationList({ conversations, activeId, onOpen, onDelete }: Props) {
  if (conversations.length === 0)
    return <p className="conv-empty">Your conversations will be listed here.</p>;
  return (
    <ul className="conv-list">
      {conversations.map((c) => (
        <li key={c.id} className={c.id === activeId ? 'conv-item conv-item-active' : 'conv-item'}>
          <button
            type="button"
            className="conv-open"
            aria-current={c.id === activeId ? 'true' : undefined}
            onClick={() => onOpen(c.id)}
          >
            <span className="conv-title">{c.title}</span>
            <time className="conv-date" dateTime={new Date(c.updatedAt).toISOString()}>
              {whenText(c.updatedAt)}
            </time>
          </button>
          <button
            type="button"
            className="icon-button conv-delete"
            aria-label={`Delete conversation: ${c.title}`}
            onClick={() => onDelete(c.id)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
