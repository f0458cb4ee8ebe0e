// A running conversation: useChat over POST /api/chat, saved to Dexie after every change.
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { chatSearch } from '../../tools/analytics/chat-search.ts';
import type { PartNumberMatch } from '../../tools/catalog/search-part-numbers.ts';
import type { ChatMessage } from '../../tools/chat/chat-message.ts';
import { type EngineState, initialState } from '../../tools/engine/state.ts';
import { trackSearch } from '../analytics/index.ts';
import { apiHeaders } from '../api.ts';
import { Composer } from './Composer.tsx';
import { type ChatActions, ChatActionsProvider } from './chat-actions.tsx';
import { saveMessages } from './conversations.ts';
import { CategoryButtons, HomeIntro } from './HomeIntro.tsx';
import { MessageView } from './MessageView.tsx';

export function Conversation({ id, initialMessages }: { id: string; initialMessages: ChatMessage[] }) {
  const transport = useMemo(
    () => new DefaultChatTransport<ChatMessage>({ api: '/api/chat', headers: apiHeaders }),
    [],
  );
  const { messages, sendMessage, setMessages, status, error, regenerate, clearError } = useChat<ChatMessage>({
    id,
    messages: initialMessages,
    transport,
    onFinish: ({ messages: all, isError, isAbort }) => {
      const search = isError || isAbort ? null : chatSearch(all);
      if (search) trackSearch({ ...search, source: 'chat' });
    },
  });
  const busy = status === 'submitted' || status === 'streaming';
  const endRef = useRef<HTMLDivElement>(null);

  // IndexedDB is the external system we keep in step with; nothing is lost on reload.
  // Opening a conversation does not count as a change (it would jump to the top of the list).
  const loaded = useRef(initialMessages);
  const changed = useRef(false);
  useEffect(() => {
    changed.current ||=
      messages.length !== loaded.current.length || messages.at(-1)?.id !== loaded.current.at(-1)?.id;
    if (messages.length && changed.current) void saveMessages(id, messages);
  }, [id, messages]);

  useEffect(() => {
    if (messages.length) endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [messages.length]);

  const send = (text: string) => void sendMessage({ text });

  // /hub?ask=calculator (the side menu's Calculators in the chat): send it once per navigation.
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const handled = useRef<string | null>(null);
  const ask = params.get('ask');
  useEffect(() => {
    if (!ask || handled.current === location.key) return;
    handled.current = location.key;
    setParams(
      (p) => {
        p.delete('ask');
        return p;
      },
      { replace: true },
    );
    void sendMessage({ text: ask.slice(0, 200) });
  }, [ask, location.key, setParams, sendMessage]);
  const answers = useMemo(() => answeredQuestions(messages), [messages]);
  const engine = useMemo(() => engineState(messages), [messages]);
  const actions: ChatActions = {
    busy,
    answers,
    engine,
    sendText: send,
    submitForm(form, values, text) {
      void sendMessage({ text, metadata: { event: { type: 'form', formId: form.formId, values } } });
    },
    answer(question, option) {
      // Answering an earlier question again: forget what came after it, then replay from there.
      if (answers.has(question.questionId)) {
        const at = messages.findIndex((m) =>
          m.parts.some((p) => p.type === 'data-question' && p.data.questionId === question.questionId),
        );
        if (at >= 0) setMessages(messages.slice(0, at + 1));
      }
      void sendMessage({
        text: option.label,
        metadata: {
          event: {
            type: 'option',
            questionId: question.questionId,
            value: option.value,
            label: option.label,
          },
        },
      });
    },
  };
  const pick = (m: PartNumberMatch) => {
    const label = `${m.CompetitorName} ${m.CompetitorPartNumber}`;
    trackSearch({ term: m.CompetitorPartNumber, selectedItem: label, found: true, source: 'chat' });
    void sendMessage({
      text: label,
      metadata: { event: { type: 'pick-number', id: m.CompetitorInterchangesId, label } },
    });
  };

  const empty = messages.length === 0;
  return (
    <ChatActionsProvider value={actions}>
      <div className={empty ? 'assistant assistant-empty' : 'assistant'}>
        {empty ? <HomeIntro /> : null}
        <section className="thread" aria-live="polite" aria-label="Conversation">
          {messages.map((m) => (
            <MessageView key={m.id} message={m} />
          ))}
          {busy ? (
            <p className="working" role="status">
              <span className="dot-pulse" aria-hidden="true" /> Looking that up…
            </p>
          ) : null}
          {error ? (
            <div className="card error-card" role="alert">
              <p>We could not reach the parts finder. Check your connection and try again.</p>
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  clearError();
                  void regenerate();
                }}
              >
                Retry
              </button>
            </div>
          ) : null}
          <div ref={endRef} className="thread-end" />
        </section>
        <div className={empty ? 'composer-home' : 'composer-dock'}>
          <Composer busy={busy} onSend={send} onPick={pick} autoFocus={empty} />
        </div>
        {empty ? <CategoryButtons onHubs={() => send('hubs')} /> : null}
      </div>
    </ChatActionsProvider>
  );
}

/** The engine state the newest assistant message carries (what is open now). */
function engineState(messages: ChatMessage[]): EngineState {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m?.role === 'assistant' && m.metadata?.state) return m.metadata.state;
  }
  return initialState;
}

function answeredQuestions(messages: ChatMessage[]): Map<string, string> {
  const answers = new Map<string, string>();
  for (const m of messages) {
    const event = m.role === 'user' ? m.metadata?.event : undefined;
    if (event?.type === 'option') answers.set(event.questionId, event.label);
  }
  return answers;
}
