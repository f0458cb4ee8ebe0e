// /hub: the assistant. Loads the open conversation from Dexie, then hands it to the chat. Past conversations
// sit beside the thread on wide screens and in a sheet on phones; deleting one can be undone.
import { useRef, useState } from 'react';
import { Spinner } from '../ui/Spinner.tsx';
import { Conversation } from './Conversation.tsx';
import { ConversationList } from './ConversationList.tsx';
import './chat-ui.css';
import {
  type Deleted,
  deleteConversation,
  newConversation,
  openConversation,
  restoreConversation,
  useActiveConversation,
  useConversationList,
} from './conversations.ts';

export function AssistantPage() {
  const conversation = useActiveConversation();
  const list = useConversationList();
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const sheet = useRef<HTMLDialogElement>(null);
  const sheetButton = useRef<HTMLButtonElement>(null);
  if (!conversation) return <Spinner label="Loading" />;

  const open = (id: string) => {
    sheet.current?.close();
    void openConversation(id);
  };
  const remove = (id: string) => {
    void deleteConversation(id).then((d) => setDeleted(d));
  };
  const listProps = { conversations: list, activeId: conversation.id, onOpen: open, onDelete: remove };
  const empty = conversation.messages.length === 0;

  return (
    // A first visit has no history: no list and no button for it.
    <div className={list.length ? 'assistant-layout has-history' : 'assistant-layout'}>
      <aside className="conv-sidebar" aria-labelledby="conv-sidebar-title">
        <div className="conv-head">
          <h2 id="conv-sidebar-title" className="conv-heading">
            Conversations
          </h2>
          <button
            type="button"
            className="button button-quiet conv-new"
            onClick={() => void newConversation()}
          >
            New
          </button>
        </div>
        <ConversationList {...listProps} />
      </aside>
      <div className="assistant-main">
        <div className="thread-toolbar">
          {list.length ? (
            <button
              ref={sheetButton}
              type="button"
              className="button button-quiet conv-sheet-button"
              onClick={() => sheet.current?.showModal()}
            >
              Conversations ({list.length})
            </button>
          ) : (
            <span />
          )}
          {empty ? null : (
            <button
              type="button"
              className="button button-quiet thread-new"
              onClick={() => void newConversation()}
            >
              New conversation
            </button>
          )}
        </div>
        {deleted ? (
          <div className="undo-bar" role="status">
            <span>Deleted “{deleted.conversation.title}”.</span>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                void restoreConversation(deleted);
                setDeleted(null);
              }}
            >
              Undo
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label="Dismiss"
              onClick={() => setDeleted(null)}
            >
              ×
            </button>
          </div>
        ) : null}
        {/* Keyed by id so switching conversations starts a fresh chat with that conversation's messages. */}
        <Conversation key={conversation.id} id={conversation.id} initialMessages={conversation.messages} />
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Escape closes a modal dialog. */}
      <dialog
        ref={sheet}
        className="conv-sheet"
        aria-labelledby="conv-sheet-title"
        onClose={() => sheetButton.current?.focus()}
        onClick={(e) => {
          if (e.target === e.currentTarget) sheet.current?.close();
        }}
      >
        <div className="conv-sheet-panel">
          <div className="conv-head">
            <h2 id="conv-sheet-title" className="conv-heading">
              Conversations
            </h2>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                sheet.current?.close();
                void newConversation();
              }}
            >
              New
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label="Close conversations"
              onClick={() => sheet.current?.close()}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
          <ConversationList {...listProps} />
        </div>
      </dialog>
    </div>
  );
}
