// The answers that led to hub results ('Truck make: Freightliner'), each with Change: back to that question
// through the engine's history (go-to-step), in the chat and on the pages alike.
import './wizard-answers.css';
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { useChatBusy, useOptionalChatActions } from '../chat-actions.tsx';

type Answers = NonNullable<DataParts['hub-results']['answers']>;

export function GivenAnswers({ answers }: { answers: Answers }) {
  const actions = useOptionalChatActions();
  const busy = useChatBusy();
  if (!answers.length) return null;
  const goTo = actions?.goToStep;
  return (
    <section className="given-answers" aria-label="Your answers">
      <h4 className="given-answers-title">Your answers</h4>
      <ul>
        {answers.map((a) => (
          <li key={`${a.step}-${a.answer}`} className="given-answer">
            <span className="given-answer-text">
              <span className="given-answer-question">{a.question}:</span>{' '}
              <span className="given-answer-value">{a.answer}</span>
            </span>
            {goTo ? (
              <button
                type="button"
                className="button button-quiet"
                disabled={busy}
                aria-label={`Change ${a.question}: ${a.answer}`}
                onClick={() => goTo(a.step, a.question)}
              >
                Change
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
