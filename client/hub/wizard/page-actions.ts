// The chat actions for a wizard question shown as a page: a tap (ignored while busy) runs the option through
// the engine, then the page moves on. Only the page-specific parts differ: where to go and how the page
// guards against the new state pulling it back.
import type { StepResult } from '../../../tools/engine/engine.ts';
import type { ChatActions } from '../../chat/chat-actions.tsx';
import { runStep } from './step-client.ts';
import type { useWizardTurn } from './useWizardTurn.ts';

const NO_ANSWERS: ReadonlyMap<string, string> = new Map();

/** The option a page's question was answered with, as its step and value: what the browser's Forward repeats. */
export type AnsweredOption = { step: number | undefined; value: string; label: string };

export function pageActions(
  { busy, run }: Pick<ReturnType<typeof useWizardTurn>, 'busy' | 'run'>,
  page: {
    /** Called as the tap starts: the page is on its way elsewhere. */
    leaving: () => void;
    /** The engine answered `answered`: go where the answer is shown. */
    arrive: (result: StepResult, answered: AnsweredOption) => void;
    /** The step failed (or another was running): this page stays in charge. */
    stayed: () => void;
  },
): ChatActions {
  return {
    busy,
    answers: NO_ANSWERS,
    answer(question, option) {
      if (busy) return;
      page.leaving();
      void run(async () => {
        const result = await runStep(option.label, {
          type: 'option',
          questionId: question.questionId,
          value: option.value,
          label: option.label,
        });
        page.arrive(result, { step: question.step, value: option.value, label: option.label });
        return result;
      }).then((done) => {
        if (!done) page.stayed();
      });
    },
    sendText() {},
  };
}

/**
 * The actions of a result shown as a page: Change on an answer goes to that question through the engine's
 * history (go-to-step, one request) and then to the page the engine's answer names.
 */
export function resultActions(
  { busy, run }: Pick<ReturnType<typeof useWizardTurn>, 'busy' | 'run'>,
  arrive: (result: StepResult) => void,
  /** Called as the change starts: the page is on its way to the question (its own redirect must wait). */
  leaving: () => void = () => {},
): ChatActions {
  return {
    busy,
    answers: NO_ANSWERS,
    answer() {},
    sendText() {},
    goToStep(step, question) {
      if (busy) return;
      leaving();
      void run(async () => {
        const result = await runStep(`Change ${question}`, { type: 'go-to-step', step });
        arrive(result);
        return result;
      });
    },
  };
}
