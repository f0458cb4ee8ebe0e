// A running conversation: useChat over POST /api/chat, saved to IndexedDB once each answer is complete.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { chatSearch } from '../../tools/analytics/chat-search.ts';
import type { PartNumberMatch } from '../../tools/catalog/search-part-numbers.ts';
import type { ChatMessage } from '../../tools/chat/chat-message.ts';
import { chatTurnBody, currentState } from '../../tools/chat/chat-turn.ts';
import { STEP } from '../../tools/engine/hub-wizard/steps.ts';
import { ENDS_LABELS, MODE_LABELS, SPINDLE_LABELS } from '../../tools/engine/shared/job-parts-data.ts';
import type { EngineState } from '../../tools/engine/shared/state.ts';
import { trackNoResult, trackSearch } from '../analytics/index.ts';
import { apiHeaders } from '../api.ts';
import { OfflineAnswer } from '../offline/OfflineAnswer.tsx';
import { useOfflineFallback, useOfflineQuestions } from '../offline/useOfflineQuestions.ts';
import { ErrorCard } from '../ui/ErrorCard.tsx';
import { SAME_ARRIVAL } from '../ui/same-arrival.ts';
import { Composer } from './Composer.tsx';
import { type ChatActions, ChatActionsProvider } from './chat-actions.tsx';
import { type ChatView, createChatViewStore } from './chat-view-store.ts';
import { isCutOffAnswer, keepMessages, saveKeptMessages, takeCutOffAnswer } from './conversations.ts';
import { CategoryButtons, HomeIntro } from './HomeIntro.tsx';
import { keepThreadScroll, takeThreadScroll } from './kept-scroll.ts';
import { MessageView } from './MessageView.tsx';
import { DefaultChatTransport, useChat } from './sdk-pieces.ts';

export function Conversation({ id, initialMessages }: { id: string; initialMessages: ChatMessage[] }) {
  const transport = useMemo(
    () =>
      new DefaultChatTransport<ChatMessage>({
        api: '/api/chat',
        headers: apiHeaders,
        // only the new message and the latest state: a long conversation does not make each turn heavier
        prepareSendMessagesRequest: ({ id: chatId, messages: all }) => ({ body: chatTurnBody(chatId, all) }),
      }),
    [],
  );
  const unreached = useRef(false);
  const { messages, sendMessage, setMessages, status, error, regenerate, clearError } = useChat<ChatMessage>({
    id,
    messages: initialMessages,
    transport,
    // a network failure (no answer at all), not an error the server answered with
    onError: (e) => {
      unreached.current = e instanceof TypeError;
    },
    onFinish: ({ messages: all, isError, isAbort }) => {
      const search = isError || isAbort ? null : chatSearch(all);
      if (search) trackSearch({ ...search, source: 'chat' });
      // the home box's no-match is the 'No Result Found' of the spec, as on the number search pages
      if (search && !search.found) trackNoResult(search.term);
    },
  });
  const busy = status === 'submitted' || status === 'streaming';

  // IndexedDB is the external system we keep in step with; nothing is lost on reload. Writing it clones the
  // whole conversation on the main thread, so it is not done on every streamed update: each update is only
  // kept in memory (a layout effect, so it is kept before anyone sees it; leaving the page puts it in
  // localStorage, conversations.ts), and written once the answer is complete (after its paint) or the
  // page is hidden or closed. Opening a conversation does not count as a change (it would jump to the top
  // of the list).
  const loaded = useRef(initialMessages);
  const changed = useRef(false);
  useLayoutEffect(() => {
    changed.current ||=
      messages.length !== loaded.current.length || messages.at(-1)?.id !== loaded.current.at(-1)?.id;
    // (emptied too: a kept question that did not reach the server leaves a new conversation again)
    if (changed.current) keepMessages(id, messages);
  }, [id, messages]);
  // A question whose answer the last page left on its way (reloaded right after Enter) is asked again,
  // once, as the page comes back: the visitor asked it a moment ago. Older ones keep their Retry card, which
  // this one does not show meanwhile (the effect runs after the first paint).
  const [reasking, setReasking] = useState(
    () => initialMessages.at(-1)?.role === 'user' && isCutOffAnswer(id),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the messages the chat opened with
  useEffect(() => {
    if (!reasking) return;
    if (takeCutOffAnswer(id)) void regenerate();
    setReasking(false);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: also when a message leaves while idle (a kept question that did not reach the server)
  useEffect(() => {
    if (!busy) void saveKeptMessages();
  }, [busy, messages.length]);
  // leaving the conversation (another one opened, another page): what it kept is written
  useEffect(() => () => void saveKeptMessages(), []);

  const threadRef = useRef<HTMLElement>(null);
  const dockRef = useRef<HTMLDivElement>(null);
  // A new message, and again once the answer is complete: show it above the docked composer, and
  // give focus to it when the tap that asked for it left focus nowhere (the tapped button is gone).
  const mounted = useRef(false);
  const entry = useLocation().key;
  const arrival = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the arrival and entry matter on the first run only
  useEffect(() => {
    // Opening a conversation shows its end but leaves focus alone; Back to it, where the visitor left it.
    const first = !mounted.current;
    const moveFocus = !first && status === 'ready';
    mounted.current = true;
    const left = first && arrival === 'POP' ? takeThreadScroll(entry, id) : null;
    if (left !== null) window.scrollTo({ top: left, behavior: 'instant' });
    else if (messages.length) revealNewest(threadRef.current, dockRef.current, moveFocus);
  }, [messages.length, status]);
  // The history entry the thread is in now (the chat replaces its address as it goes), read as it is left:
  // before the next page's own scroll restoration runs (a layout effect's cleanup comes first).
  const entryNow = useRef(entry);
  entryNow.current = entry;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the conversation this thread was drawn for
  useLayoutEffect(() => () => keepThreadScroll(entryNow.current, id, window.scrollY), []);

  // Without a connection a typed question is answered from the offline numbers and sent when it returns.
  // One that then does not reach the server (online, but no way through) leaves the thread again and is
  // kept until the server answers, rather than left as an unanswered message.
  const offline = useOfflineQuestions(async (text) => {
    unreached.current = false;
    await sendMessage({ text });
    if (!unreached.current) return true;
    clearError();
    setMessages((all) => {
      const at = all.findLastIndex((m) => m.role === 'user');
      return at >= 0 && questionText(all[at]) === text.trim() ? all.slice(0, at) : all;
    });
    return false;
  }, busy);
  const send = (text: string) => {
    if (!offline.ask(text)) void sendMessage({ text });
  };
  const answers = useMemo(() => answeredQuestions(messages), [messages]);
  const engine = useMemo(() => currentState(messages), [messages]);
  // The parts read busy, the answers and the engine state from a store, one value each, and the actions
  // through a context that never changes: a new turn re-renders only what it changed (issue 17).
  const [view] = useState(() => createChatViewStore({ busy, answers, engine }));
  view.set({ busy, answers, engine } satisfies ChatView);
  useLayoutEffect(() => view.publish());
  const now: Omit<ChatActions, keyof ChatView> = {
    conversationId: id,
    sendText: send,
    dropValue(code, label) {
      void sendMessage({ text: `Remove ${label}`, metadata: { event: { type: 'drop-value', code } } });
    },
    submitForm(form, values, text) {
      void sendMessage({ text, metadata: { event: { type: 'form', formId: form.formId, values } } });
    },
    showJobParts(hanum, mode, ends, nut = {}) {
      const text = `Parts for this job: ${hanum}, ${MODE_LABELS[mode].toLowerCase()}, ${ENDS_LABELS[ends].toLowerCase()}${nut.spindle ? `, ${SPINDLE_LABELS[nut.spindle].toLowerCase()}` : ''}`;
      // the PreSet Plus choice and the spindle style go with the event, so the new list keeps them
      const extra = {
        ...(nut.plus ? { nut: 'plus' as const } : {}),
        ...(nut.spindle ? { spindle: nut.spindle } : {}),
      };
      void sendMessage({ text, metadata: { event: { type: 'job-parts', hanum, mode, ends, ...extra } } });
    },
    askParts(ask, label) {
      void sendMessage({ text: label, metadata: { event: { type: 'ask-parts', ...ask } } });
    },
    goToStep(step, question) {
      void sendMessage({ text: `Change ${question}`, metadata: { event: { type: 'go-to-step', step } } });
    },
    answer(question, option) {
      const { value, label } = option;
      // Changing a hub wizard answer: the engine's history restores that question and answers it anew (the
      // same state the pages reach by Back or Change); the thread keeps what came before as it was.
      const step = question.step;
      if (answers.has(question.questionId) && step !== undefined && canGoTo(engine, step)) {
        void sendMessage({
          text: `Change to ${label}`,
          metadata: { event: { type: 'go-to-step', step, value, label } },
        });
        return;
      }
      // Other flows (and a wizard since replaced): forget what came after the question, then replay from there.
      if (answers.has(question.questionId)) {
        const at = messages.findIndex((m) =>
          m.parts.some((p) => p.type === 'data-question' && p.data.questionId === question.questionId),
        );
        if (at >= 0) setMessages(messages.slice(0, at + 1));
      }
      void sendMessage({
        text: label,
        metadata: { event: { type: 'option', questionId: question.questionId, value, label } },
      });
    },
  };
  const latest = useRef(now);
  latest.current = now;
  const [actions] = useState(() => stableActions(view.get, latest));

  // /hub?ask=calculator (the side menu's Calculators in the chat), or a question sent from /hub's first
  // home before the chat had loaded: sent once per navigation, and kept like any other without a connection.
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const handled = useRef<string | null>(null);
  const ask = params.get('ask');
  useEffect(() => {
    if (!ask || handled.current === location.key) return;
    handled.current = location.key;
    setParams((p) => {
      p.delete('ask');
      return p;
    }, SAME_ARRIVAL);
    actions.sendText(ask.slice(0, 200));
  }, [ask, location.key, setParams, actions]);
  const pick = (m: PartNumberMatch) => {
    const label = `${m.CompetitorName} ${m.CompetitorPartNumber}`;
    trackSearch({ term: m.CompetitorPartNumber, selectedItem: label, found: true, source: 'chat' });
    void sendMessage({
      text: label,
      metadata: { event: { type: 'pick-number', id: m.CompetitorInterchangesId, label } },
    });
  };

  const empty = messages.length === 0;
  // The last message is the user's and nothing is on its way (the tab closed or the server was down).
  const unanswered = !busy && !error && !reasking && messages.at(-1)?.role === 'user';
  // the assistant could not be reached: the saved numbers may still name the part
  const lastQuestion = error ? questionText(messages.findLast((m) => m.role === 'user')) : null;
  const fallback = useOfflineFallback(lastQuestion);
  return (
    <ChatActionsProvider value={actions} view={view}>
      <div className={empty ? 'assistant assistant-empty' : 'assistant'}>
        {empty ? <HomeIntro /> : null}
        <section
          ref={threadRef}
          className="thread"
          aria-live="polite"
          aria-relevant="additions"
          aria-busy={busy}
          aria-label="Conversation"
        >
          {messages.map((m) => (
            <MessageView key={m.id} message={m} />
          ))}
          {busy ? (
            <p className="working" role="status">
              <span className="dot-pulse" aria-hidden="true" /> Looking that up…
            </p>
          ) : null}
          {error || unanswered ? (
            <ErrorCard
              message={
                error
                  ? 'We could not get an answer from the parts finder. Check your connection and try again.'
                  : 'This message has no answer yet.'
              }
              onRetry={() => {
                clearError();
                void regenerate();
              }}
            />
          ) : null}
          {lastQuestion && fallback && (fallback === 'looking' || fallback?.length) ? (
            <OfflineAnswer text={lastQuestion} matches={fallback} waiting={false} showQuestion={false} />
          ) : null}
          {offline.pending.map((q) => (
            <OfflineAnswer key={q.id} text={q.text} matches={q.matches} waiting />
          ))}
          <div className="thread-end" />
        </section>
        <div ref={dockRef} className={empty ? 'composer-home' : 'composer-dock'}>
          {/* a question from the address is sent first: an Enter meanwhile waits for it */}
          <Composer busy={busy || Boolean(ask)} onSend={send} onPick={pick} autoFocus={empty} />
        </div>
        {empty ? <CategoryButtons /> : null}
      </div>
    </ChatActionsProvider>
  );
}

/**
 * Scrolls the newest message into view above the docked composer: its end when it fits, else its start.
 * When the answer is complete and focus is lost (on the page body), focus moves to the answer: the first
 * field of a calculator form, else the message itself.
 */
function revealNewest(thread: HTMLElement | null, dock: HTMLElement | null, moveFocus: boolean) {
  const all = thread?.querySelectorAll<HTMLElement>('.msg');
  const newest = all?.[all.length - 1];
  if (!thread || !newest) return;
  const header = document.querySelector('.title-bar')?.getBoundingClientRect().height ?? 0;
  const docked = dock?.getBoundingClientRect().height ?? 0;
  const room = window.innerHeight - header - docked - 16;
  const box = newest.getBoundingClientRect();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = reduce ? 'auto' : 'smooth';
  const tail = thread.lastElementChild?.getBoundingClientRect().bottom ?? box.bottom;
  const target = window.innerHeight - docked - 8;
  if (box.height <= room && tail > target) {
    // the end (and the working line or error below it) just above the composer
    window.scrollBy({ top: tail - target, behavior });
  } else if (box.height > room || box.top < header) {
    window.scrollBy({ top: box.top - header - 8, behavior });
  }
  if (!moveFocus || !focusIsFree()) return;
  const field = newest.querySelector<HTMLButtonElement | HTMLInputElement>(
    '.calc-card:not(.calc-card-closed) input, .option',
  );
  if (field) focusOnceEnabled(field);
  else {
    newest.tabIndex = -1;
    newest.focus({ preventScroll: true });
  }
}

/** Focus is nowhere the visitor put it: on the page itself, or on an element no longer in it. */
function focusIsFree(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !document.contains(active);
}

/**
 * Focus for the new answer's first field, now or as soon as it is enabled: its parts learn that the answer
 * is complete (and stop waiting) in a render after the conversation's own, when nothing else of the message
 * changed at its end. Not taken from the visitor if they have put focus somewhere meanwhile.
 */
function focusOnceEnabled(field: HTMLButtonElement | HTMLInputElement) {
  if (!field.disabled) return field.focus({ preventScroll: true });
  const watch = new MutationObserver(() => {
    if (field.disabled) return;
    watch.disconnect();
    if (focusIsFree()) field.focus({ preventScroll: true });
  });
  watch.observe(field, { attributes: true, attributeFilter: ['disabled'] });
}

/**
 * Actions that stay the same object for the conversation's life, so no part re-renders for them: each call
 * runs the newest render's action, and busy, answers and engine read the view as it is at that moment.
 */
function stableActions(
  view: () => ChatView,
  latest: { readonly current: Omit<ChatActions, keyof ChatView> },
): ChatActions {
  // Every key checked below: an action added to ChatActions and forgotten here would do nothing in the chat.
  const actions = {
    get busy() {
      return view().busy;
    },
    get answers() {
      return view().answers;
    },
    get engine() {
      return view().engine;
    },
    get conversationId() {
      return latest.current.conversationId;
    },
    answer: (question, option) => latest.current.answer(question, option),
    sendText: (text) => latest.current.sendText(text),
    dropValue: (code, label) => latest.current.dropValue?.(code, label),
    goToStep: (step, question) => latest.current.goToStep?.(step, question),
    askParts: (ask, label) => latest.current.askParts?.(ask, label),
    showJobParts: (hub, mode, ends, nut) => latest.current.showJobParts?.(hub, mode, ends, nut),
    submitForm: (form, values, text) => latest.current.submitForm?.(form, values, text),
  } satisfies ChatActions;
  return actions satisfies Record<keyof ChatActions, unknown>;
}

/** The text a user message was typed as (null when it has none, e.g. an option tapped). */
function questionText(message: ChatMessage | undefined): string | null {
  if (!message || message.metadata?.event) return null;
  const text = message.parts.map((p) => (p.type === 'text' ? p.text : '')).join('');
  return text.trim() || null;
}

/** The hub wizard can go back to `step`: it was answered in the wizard the conversation is in now. */
function canGoTo(engine: EngineState, step: number): boolean {
  const hub = engine.hub;
  return (
    !!hub &&
    (hub.history.some((e) => e.step === step) || (hub.splinedPanel === true && step === STEP.rotorType))
  );
}

/**
 * The label chosen for each answered question. A change through go-to-step is the new answer of the newest
 * question of that step before it (so its card shows what the wizard now holds).
 */
function answeredQuestions(messages: ChatMessage[]): Map<string, string> {
  const answers = new Map<string, string>();
  const newestOfStep = new Map<number, string>();
  for (const m of messages) {
    for (const p of m.role === 'assistant' ? m.parts : []) {
      if (p.type === 'data-question' && p.data.step !== undefined)
        newestOfStep.set(p.data.step, p.data.questionId);
    }
    const event = m.role === 'user' ? m.metadata?.event : undefined;
    if (event?.type === 'option') answers.set(event.questionId, event.label);
    if (event?.type === 'go-to-step' && event.label) {
      const id = newestOfStep.get(event.step);
      if (id) answers.set(id, event.label);
    }
  }
  return answers;
}
