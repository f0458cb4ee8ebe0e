// /hub/{step}: one hub wizard question as a page, asked by the same engine on the same state as the chat.
// A tap posts the answer and goes to the page of whatever the engine asks next (or the results).
import '../hub-pages.css';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { StepResult } from '../../../tools/engine/engine.ts';
import { STEP, stepById } from '../../../tools/engine/hub-wizard/steps.ts';
import { PAGE_TEXT } from '../../../tools/engine/shared/texts.ts';
import { MeasureItLink } from '../../ui/MeasureItLink.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StepBar } from '../../ui/StepBar.tsx';
import { MovedElsewhere, useOwnAddress } from './moved-elsewhere.tsx';
import { pageActions } from './page-actions.ts';
import { arrivalRoute, backTarget, parseAnswers, planFor } from './plan.ts';
import { putQuestionInChat, runStep } from './step-client.ts';
import { findQuestion } from './turns.ts';
import { useWizardTurn } from './useWizardTurn.ts';
import { ContinueInChat, WizardQuestion } from './WizardCards.tsx';
import { WizardFailure } from './WizardFailure.tsx';

/**
 * Where a link's answers stopped fitting: the question the rebuilt wizard asks and the link's answer to
 * it, which is none of that question's answers (a value edited into the link, or one the catalog dropped).
 */
type UnknownAnswer = { linkUnknown: { step: number; value: string } };

function unknownAnswer(result: StepResult, answers: Record<string, string>): UnknownAnswer | null {
  const hub = result.state.hub;
  const at = hub?.current;
  const code = at != null && at !== STEP.results ? stepById(at).code : null;
  const value = code ? answers[code] : undefined;
  // a set of values ('2|3|19') the wizard kept to narrow this question was taken: the link only differed
  // from the rebuilt one in its order or in a value elsewhere
  if (code && hub?.preset?.[code] !== undefined) return null;
  return at != null && value ? { linkUnknown: { step: at, value } } : null;
}

/** The link's answer this page's question did not have, said above the question (as text). */
function LinkAnswerNote({ stepId, entry }: { stepId: number; entry: unknown }) {
  const unknown = (entry as Partial<UnknownAnswer> | null)?.linkUnknown;
  if (unknown?.step !== stepId || typeof unknown.value !== 'string') return null;
  return (
    <p className="notice" role="status">
      {PAGE_TEXT.linkAnswerUnknown(stepById(stepId).name, unknown.value.slice(0, 40))}
    </p>
  );
}

/** The page's address as the wizard's locations are written: path and query. */
const here = () => `${window.location.pathname}${window.location.search}`;

export function WizardStepPage({ stepId }: { stepId: number }) {
  const navigate = useNavigate();
  const { search, state: entry } = useLocation();
  const answeredOn = (entry as { answeredOn?: unknown } | null)?.answeredOn;
  const answers = parseAnswers(search);
  const { messages, state, busy, failed, run, retry } = useWizardTurn();
  const plan =
    messages && state ? planFor(stepId, state, (id) => findQuestion(messages, id), answers) : undefined;
  const planKey = plan
    ? `${plan.kind}:${'to' in plan ? plan.to : ''}:${'step' in plan ? plan.step : ''}:${messages?.length}:${search}`
    : '';
  // Once answered, this page is on its way to the next step: the new state must not pull it back here.
  const leaving = useRef(false);
  // Once here (shown, or brought here by this page), a change made in another tab is not undone unasked.
  const own = useOwnAddress(search);
  const bringsHere = plan?.kind === 'start' || plan?.kind === 'go-to' || plan?.kind === 'resume';

  // Bring the shared state to this step (start, or step back to it), or go where the wizard really is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: planKey stands for the plan
  useEffect(() => {
    if (!plan || failed || leaving.current) return;
    if (plan.kind === 'show') return own.hold();
    if (plan.kind === 'redirect') return void navigate(plan.to, { replace: true });
    if (own.held()) return;
    own.hold();
    if (plan.kind === 'start') {
      void run(() => runStep(PAGE_TEXT.proceedWithout, { type: 'start-wizard' }));
    } else if (plan.kind === 'go-to') {
      // One request: the engine's history knows the answers as they stood at that step.
      void run(() => runStep(`Back to ${stepById(plan.step).name}`, { type: 'go-to-step', step: plan.step }));
    } else if (plan.kind === 'resume' && answers) {
      // Opened by its link alone: one request rebuilds the wizard from the link's answers; the page then
      // stands where the rebuilt wizard is (the same page, unless the link's answers no longer fit).
      void run(async () => {
        // the visitor said nothing: the chat goes on from the rebuilt question alone
        const result = await runStep(null, {
          type: 'resume',
          step: stepId,
          answers,
        });
        const to = arrivalRoute(result);
        if (to !== here()) navigate(to, { replace: true, state: unknownAnswer(result, answers) });
        return result;
      });
    }
  }, [planKey, failed, own.tries]);

  const actions = pageActions(
    { busy, run },
    {
      leaving: () => {
        leaving.current = true;
      },
      arrive: (result) => {
        const to = arrivalRoute(result);
        if (to === here()) leaving.current = false;
        // the page answered here is the entry before the next one: Back can return to it in the history
        else navigate(to, { state: { answeredOn: here() } });
      },
      stayed: () => {
        leaving.current = false;
      },
    },
  );

  // Back asks the engine (one request): its history knows the question last seen and its answers. Reached
  // by answering the page before, Back is the browser's own, so the two never walk apart (the page before
  // steps the engine back to its question, as after the browser's Back).
  const back = () => {
    if (busy) return;
    if (answeredOn && window.history.state?.idx > 0) return navigate(-1);
    if (!state || backTarget(state, stepId) === '/hub') return navigate('/hub');
    leaving.current = true;
    void run(async () => {
      const result = await runStep('Back', { type: 'back' });
      const to = arrivalRoute(result);
      // Back within one page (the splined panel to its rotor type question): this page stays in charge.
      if (to === here()) leaving.current = false;
      else navigate(to);
      return result;
    }).then((done) => {
      if (!done) leaving.current = false;
    });
  };

  return (
    <>
      <StepBar onBack={back} />
      <section className="page wizard-page">
        {/* the question or result card carries the visible heading */}
        <h1 className="visually-hidden">Hub finder</h1>
        {failed ? (
          <WizardFailure onRetry={() => own.again(retry)} />
        ) : own.movedAway(bringsHere, busy, leaving.current) ? (
          <MovedElsewhere onCarryOn={() => own.again()} />
        ) : plan?.kind === 'show' ? (
          <>
            <LinkAnswerNote stepId={stepId} entry={entry} />
            <WizardQuestion question={plan.question} actions={actions} />
            <ContinueInChat
              disabled={busy}
              onClick={() => {
                const questionId = plan.question.questionId;
                void putQuestionInChat(questionId).then(() => navigate('/hub'));
              }}
            />
            {/* a question the mechanic cannot answer from the truck may be answered with a tape */}
            <MeasureItLink kind="hub" />
          </>
        ) : (
          <Spinner label="Loading" />
        )}
      </section>
    </>
  );
}
