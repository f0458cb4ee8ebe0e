// What message renderers may do in the conversation: answer a question (again), send a chip's text.
import { createContext, useContext } from 'react';
import type { JobEnds, JobMode, JobNutChoice } from '../../tools/engine/shared/job-parts-data.ts';
import type { DataParts } from '../../tools/engine/shared/messages.ts';
import type { EngineState, PartsAsk } from '../../tools/engine/shared/state.ts';

type Question = DataParts['question'];
type Option = Question['options'][number];

export type ChatActions = {
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
  /** Sends a submitted calculator form (the conversation only); `text` is what the user's bubble shows. */
  /** Shows a hub's job parts list in the thread (the conversation only; pages link to /hub/job/…). */
  showJobParts?: (hubAssemblyNumber: string, mode: JobMode, ends: JobEnds, nut?: JobNutChoice) => void;
  submitForm?: (form: DataParts['calculator-form'], values: Record<string, string>, text: string) => void;
};

const Context = createContext<ChatActions | null>(null);
export const ChatActionsProvider = Context.Provider;

/** The actions where there are any: renderers that also sit on pages without a conversation. */
export const useOptionalChatActions = (): ChatActions | null => useContext(Context);

export function useChatActions(): ChatActions {
  const actions = useContext(Context);
  if (!actions) throw new Error('useChatActions outside a conversation');
  return actions;
}
