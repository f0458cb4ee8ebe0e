// The answers that led to results or a question ('Truck make: Freightliner'), each with Change: the hub
// wizard's back to that question through the engine's history (go-to-step), in the chat and on the pages
// alike; a parts flow's page to the address that asks it again. An answer the flow took because it was
// the only one that fits says so and offers no Change (asked again, the flow would take it again).
import './wizard-answers.css';
import { Link } from 'react-router';
import type { FlowAnswer } from '../../../tools/engine/parts-flow/given-answers.ts';
import type { GivenAnswer } from '../../../tools/engine/shared/messages.ts';
import { useChatBusy, useOptionalChatActions } from '../chat-actions.tsx';

/** `earlier`: answers the conversation changed since (listed to read, without Change). */
export function GivenAnswers({
  answers,
  earlier = false,
}: {
  answers: readonly (GivenAnswer | FlowAnswer)[];
  earlier?: boolean;
}) {
  const actions = useOptionalChatActions();
  const busy = useChatBusy();
  if (!answers.length) return null;
  const goTo = earlier ? undefined : actions?.goToStep;
  return (
    <section className="given-answers" aria-label="Your answers">
      <h4 className="given-answers-title">Your answers</h4>
      <ul>
        {answers.map((a) => (
          <li key={`${a.question}-${a.answer}`} className="given-answer">
            <span className="given-answer-text">
              <span className="given-answer-question">{a.question}:</span>{' '}
              <span className="given-answer-value">{a.answer}</span>
              {'only' in a && a.only ? (
                <span className="given-answer-only"> (the only one that fits)</span>
              ) : null}
            </span>
            {'route' in a && a.only ? null : 'route' in a ? (
              <Link
                className="button button-quiet"
                to={a.route}
                aria-label={`Change ${a.question}: ${a.answer}`}
              >
                Change
              </Link>
            ) : goTo ? (
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
