// /hub: the assistant. Loads the open conversation from IndexedDB, then hands it to the chat. Past
// conversations sit beside the thread on wide screens and in a sheet on phones; deleting one can be undone.
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { nextTask } from '../after-first-screen.ts';
import { keptTexts } from '../offline/kept-questions.ts';
import { prefetchExampleNumbers, useExampleNumbersSettled } from '../search/useExampleNumbers.ts';
import { restoreFocus } from '../ui/carry-focus.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { activeSince, onNextActivity } from '../visitor-activity.ts';
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
import { FirstHome } from './FirstHome.tsx';
import { handedOver } from './hand-over.ts';
import { homeLikely, rememberHome } from './home-hint.ts';

// The chat SDK (ai, @ai-sdk/react) is on no first load (decision 035). A visitor who will see the plain
// home gets it drawn first (FirstHome) and the conversation's module only after that paint, so the
// home's paint does not wait for (or share the connection with) the chat's code (decision 044), and only
// once the visitor types or taps (decision 049); anyone else gets it at once, while the page shows its
// spinner until the store has answered.
prefetchExampleNumbers();

type ConversationModule = typeof import('./Conversation.tsx');
let loaded: ConversationModule | undefined;
let loading: Promise<ConversationModule> | undefined;
/**
 * The conversation's code in two steps with a task between them: the chat SDK (with zod: it builds its
 * schemas as it loads), then the rest. In one go that was one task of ~110 ms at 4x CPU on /hub, counted
 * whole by Total Blocking Time (issue 17, decision 049); the price is one more round trip before the chat
 * can answer, which the plain home's first paint does not wait for.
 */
function loadConversation(): Promise<ConversationModule> {
  loading ??= import('./sdk-pieces.ts')
    .then(nextTask)
    .then(() => import('./Conversation.tsx'))
    .then((m) => {
      loaded = m;
      return m;
    });
  return loading;
}

/** The conversation's module once `start` is true and it has arrived; a failed load is thrown to the error page. */
function useConversationModule(start: boolean): ConversationModule | undefined {
  const [chat, setChat] = useState(loaded);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (chat || !start) return;
    let live = true;
    void loadConversation().then(
      (m) => live && setChat(m),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [chat, start]);
  if (error) throw error;
  return chat;
}

/**
 * False until the visitor's first key, tap or input on the page (since its arrival; or text typed into
 * the drawn box before the app ran, which the app's listeners did not see), then true.
 */
function useVisitorEngaged(): boolean {
  const [engaged, setEngaged] = useState(() => activeSince(0) || handedOver.text !== '');
  useEffect(() => {
    if (engaged) return;
    // a key between the render and this effect
    if (activeSince(0)) setEngaged(true);
    else return onNextActivity(() => setEngaged(true));
  }, [engaged]);
  return engaged;
}

/** True from the frame after `shown` first was: the thing shown has been painted. */
function usePaintedOnce(shown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!shown || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, painted]);
  return painted;
}

export function AssistantPage() {
  const conversation = useActiveConversation();
  const list = useConversationList();
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const sheet = useRef<HTMLDialogElement>(null);
  const sheetButton = useRef<HTMLButtonElement>(null);
  const examplesSettled = useExampleNumbersSettled();
  const [likely] = useState(homeLikely);
  const empty = conversation ? conversation.messages.length === 0 : likely;
  // the plain home: an empty conversation and no history (or, before the store answers, the last visit's)
  const plainHome = empty && (conversation ? list.length === 0 : likely);
  // an empty conversation shows the home help, whose sentence names the catalog's example numbers
  const firstHome = plainHome && examplesSettled;
  const painted = usePaintedOnce(firstHome);
  // The plain home loads the chat's code once painted and the visitor has typed or tapped (or the address
  // asks something, or questions typed offline wait in this tab); a thread at once. Loaded at idle
  // instead, evaluating the chat SDK and the conversation was /hub's longest work after its first screen,
  // for visitors who may never type (decision 049).
  const engaged = useVisitorEngaged();
  const asked = useSearchParams()[0].has('ask');
  const [kept] = useState(() => keptTexts().length > 0);
  const chat = useConversationModule(!plainHome || asked || kept || (painted && engaged));
  useEffect(() => {
    if (conversation) rememberHome(conversation.messages.length === 0 && list.length === 0);
  }, [conversation, list.length]);

  const ready = conversation && chat && (conversation.messages.length > 0 || examplesSettled);
  const main = useRef<HTMLDivElement>(null);
  const shown = Boolean(ready);
  // the chat's home has taken the first home's place: focus back where the visitor had it (FirstHome)
  useLayoutEffect(() => {
    if (shown) restoreFocus(main.current);
  }, [shown]);
  if (!ready && !firstHome) return <Spinner label="Loading" />;

  const open = (id: string) => {
    sheet.current?.close();
    void openConversation(id);
  };
  const remove = (id: string) => {
    void deleteConversation(id).then((d) => setDeleted(d));
  };
  const listProps = { conversations: list, activeId: conversation?.id ?? '', onOpen: open, onDelete: remove };

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
      <div className="assistant-main" ref={main}>
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
        {ready ? (
          <chat.Conversation
            key={conversation.id}
            id={conversation.id}
            initialMessages={conversation.messages}
          />
        ) : (
          <FirstHome />
        )}
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
