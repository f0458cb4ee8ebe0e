// What message renderers may do in the conversation: answer a question (again), send a chip's text; and
// what they show of its progress (busy, the answers given, the engine state), read one value at a time.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { STEP } from '../../tools/engine/hub-wizard/steps.ts';
import type { JobEnds, JobMode, JobNutChoice } from '../../tools/engine/shared/job-parts-data.ts';
import type { DataParts } from '../../tools/engine/shared/messages.ts';
import type { EngineState, PartsAsk } from '../../tools/engine/shared/state.ts';
import type { ChatView, ChatViewStore } from './chat-view-store.ts';

type Question = DataParts['question'];
type Option = Question['options'][number];

export type ChatActions = {
  /**
   * The fields of `ChatView`, as they are now. Read them in event handlers; a part shows them through
   * `useChatBusy`, `useChatAnswer` and `useChatEngine`, which follow the conversation as it changes.
   */
  busy: boolean;
  /** The label chosen for each answered question, by questionId. */
  answers: ReadonlyMap<string, string>;
  answer: (question: Question, option: Option) => void;
  sendText: (text: string) => void;
  /**
   * The engine state after the newest answer: which question and which calculator form are open. Only the
   * conversation gives it; pages that show one question at a time leave it out (nothing is stale there).
   */
  engine?: EngineState;
  /** Takes a value the typed words named away (the conversation only): the wizard then asks it. */
  dropValue?: (code: string, label: string) => void;
  /**
   * Goes back to an answered hub wizard question (go-to-step, one request): the chat asks it again at the
   * end of the thread, a page opens it. `question` names it ('Truck make') for the visitor's words.
   */
  goToStep?: (step: number, question: string) => void;
  /** Asks a question parts results left open ('Answer: …') in the conversation (a page follows its link). */
  askParts?: (ask: PartsAsk, label: string) => void;
  /** Shows a hub's job parts list in the thread (the conversation only; pages link to /hub/job/…). */
  showJobParts?: (hubAssemblyNumber: string, mode: JobMode, ends: JobEnds, nut?: JobNutChoice) => void;
  /** The conversation's id (the conversation only): what a calculator form keeps its typed text under. */
  conversationId?: string;
  /** Sends a submitted calculator form (the conversation only); `text` is what the user's bubble shows. */
  submitForm?: (form: DataParts['calculator-form'], values: Record<string, string>, text: string) => void;
};

const Context = createContext<ChatActions | null>(null);
const ViewContext = createContext<ChatViewStore | null>(null);

/**
 * Pages give actions whose fields change with each render (one question: nothing to spare). The
 * conversation gives actions that never change and a `view` store, so a new turn re-renders only the parts
 * whose own value changed (issue 17).
 */
export function ChatActionsProvider({
  value,
  view = null,
  children,
}: {
  value: ChatActions;
  view?: ChatViewStore | null;
  children: ReactNode;
}) {
  return (
    <Context.Provider value={value}>
      <ViewContext.Provider value={view}>{children}</ViewContext.Provider>
    </Context.Provider>
  );
}

/** The actions where there are any: renderers that also sit on pages without a conversation. */
export const useOptionalChatActions = (): ChatActions | null => useContext(Context);

export function useChatActions(): ChatActions {
  const actions = useContext(Context);
  if (!actions) throw new Error('useChatActions outside a conversation');
  return actions;
}

const NO_VIEW: ChatView = { busy: false, answers: new Map() };
const unchanging = () => () => {};

/** One value of the view; `pick` returns a primitive (or an object the view keeps), compared by identity. */
function useChatView<T>(pick: (view: ChatView) => T): T {
  const actions = useContext(Context);
  const store = useContext(ViewContext);
  const read = () => pick(store ? store.get() : (actions ?? NO_VIEW));
  return useSyncExternalStore(store ? store.subscribe : unchanging, read, read);
}

/** An answer is on its way: the buttons that would send another wait. */
export const useChatBusy = (): boolean => useChatView((v) => v.busy);

/** The label chosen for the question, if it was answered. */
export const useChatAnswer = (questionId: string): string | undefined =>
  useChatView((v) => v.answers.get(questionId));

/** What a part needs of the engine state (undefined outside the conversation), e.g. whether its form is open. */
export const useChatEngine = <T,>(pick: (engine: EngineState | undefined) => T): T =>
  useChatView((v) => pick(v.engine));

/** The engine state of the message a part sits in (the conversation only; null on pages). */
const MessageStateContext = createContext<EngineState | null>(null);
export const MessageStateProvider = MessageStateContext.Provider;

/** The message and part a data part of the chat is ('<message id>-<index>'): what it keeps is kept under it. */
const PartKeyContext = createContext<string | null>(null);
export const PartKeyProvider = PartKeyContext.Provider;
export const usePartKey = () => useContext(PartKeyContext);

/**
 * The part stands on hub wizard answers that no longer hold: an answer before it was changed since (or
 * another search began). `step`: the part is that step's question, asked in its message; without it, the
 * part is a result of the message's answers. Always false on pages and outside the hub wizard.
 */
export function useEarlier(step?: number): boolean {
  const own = useContext(MessageStateContext);
  return useChatEngine((now) => !!own && !!now && isEarlier(own, now, step));
}

const sameEntry = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function isEarlier(own: EngineState, now: EngineState, step: number | undefined): boolean {
  const then = own.hub;
  const hub = now.hub;
  if (!then) return false;
  if (!hub || hub.fromNumber !== then.fromNumber) return true;
  // every answer given before the part is still the wizard's, in the same place
  if (!then.history.every((e, i) => sameEntry(e, hub.history[i]))) return true;
  if (step === undefined) {
    return (
      hub.history.length !== then.history.length ||
      !sameEntry(hub.filters, then.filters) ||
      hub.spindleNutUpgrade !== then.spindleNutUpgrade
    );
  }
  // the question's own answer is the next one (or, under the splined-rotor panel, still being given)
  if (hub.history[then.history.length]?.step === step) return false;
  return !(hub.splinedPanel && step === STEP.rotorType && hub.history.length === then.history.length);
}
