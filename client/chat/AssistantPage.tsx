// /hub: the assistant. Loads the open conversation from Dexie, then hands it to the chat. Past conversations
// sit beside the thread on wide screens and in a sheet on phones; deleting one can be undone.
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useExampleNumbersSettled } from '../search/useExampleNumbers.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { Spinner } from '../ui/Spinner.tsx';
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

// The chat SDK (ai, @ai-sdk/react) is not on /hub's first load: the conversation's module is fetched as
// soon as this page's module runs, alongside Dexie, while the page shows its spinner anyway (decision 035).
const loadConversation = () => import('./Conversation.tsx').then((m) => ({ default: m.Conversation }));
void loadConversation();
const Conversation = lazy(loadConversation);

export function AssistantPage() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Assistant />
    </Suspense>
  );
}

function Assistant() {
  const conversation = useActiveConversation();
  const list = useConversationList();
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const sheet = useRef<HTMLDialogElement>(null);
  const sheetButton = useRef<HTMLButtonElement>(null);
  const examplesSettled = useExampleNumbersSettled();
  // an empty conversation shows the home help, whose sentence names the catalog's example numbers
  if (!conversation || (!conversation.messages.length && !examplesSettled))
    return <Spinner label="Loading" />;

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
        <ConversationsHead
          titleId="conv-sidebar-title"
          newClassName="conv-new"
          onNew={() => void newConversation()}
        />
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
          <ConversationsHead
            titleId="conv-sheet-title"
            onNew={() => {
              sheet.current?.close();
              void newConversation();
            }}
          >
            <button
              type="button"
              className="icon-button"
              aria-label="Close conversations"
              onClick={() => sheet.current?.close()}
            >
              <CloseIcon />
            </button>
          </ConversationsHead>
          <ConversationList {...listProps} />
        </div>
      </dialog>
    </div>
  );
}

/** 'Conversations' and New (the sidebar's and the sheet's head; the sheet adds its close button). */
function ConversationsHead({
  titleId,
  newClassName,
  onNew,
  children,
}: {
  titleId: string;
  newClassName?: string;
  onNew: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="conv-head">
      <h2 id={titleId} className="conv-heading">
        Conversations
      </h2>
      <button
        type="button"
        className={newClassName ? `button button-quiet ${newClassName}` : 'button button-quiet'}
        onClick={onNew}
      >
        New
      </button>
      {children}
    </div>
  );
}
