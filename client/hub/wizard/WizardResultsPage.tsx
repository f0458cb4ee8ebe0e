// /hub/results: the hub wizard's result (hub cards, or an outcome such as the unitized page) from the
// shared state; without a finished wizard it sends the visitor to the open question or the truck type.
import '../hub-pages.css';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { STEP } from '../../../tools/engine/hub-wizard/steps.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { StepBar } from '../../ui/StepBar.tsx';
import { MovedElsewhere, useOwnAddress } from './moved-elsewhere.tsx';
import { resultActions } from './page-actions.ts';
import { arrivalRoute, parseAnswers, planFor } from './plan.ts';
import { runStep } from './step-client.ts';
import { findQuestion, latestWizardResult } from './turns.ts';
import { useWizardTurn } from './useWizardTurn.ts';
import { ContinueInChat, WizardResultView } from './WizardCards.tsx';
import { WizardFailure } from './WizardFailure.tsx';

export function WizardResultsPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const answers = parseAnswers(search);
  const { messages, state, busy, failed, run, retry } = useWizardTurn();
  const plan =
    messages && state ? planFor(STEP.results, state, (id) => findQuestion(messages, id), answers) : undefined;
  const redirect = plan?.kind === 'redirect' ? plan.to : null;
  // Once shown (or rebuilt from the link), a change made in another tab is not undone unasked.
  const own = useOwnAddress(search);

  // Once Change was tapped this page is on its way to that question: the new state must not redirect it too.
  const leaving = useRef(false);
  useEffect(() => {
    if (redirect && !leaving.current) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  // Opened by its link alone (the unitized outcome, say): the wizard is rebuilt from the link's answers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search stands for the answers; run and navigate are stable
  useEffect(() => {
    if (plan?.kind === 'results') return own.hold();
    if (plan?.kind !== 'resume' || !answers || failed || own.held() || leaving.current) return;
    own.hold();
    void run(async () => {
      const result = await runStep(null, { type: 'resume', step: STEP.results, answers });
      const to = arrivalRoute(result);
      if (to !== `${window.location.pathname}${window.location.search}`) navigate(to, { replace: true });
      return result;
    });
  }, [plan?.kind, search, failed, own.tries]);

  const result = plan?.kind === 'results' && messages ? latestWizardResult(messages) : undefined;
  // Change on an answer: one go-to-step, then the page of the question the engine asks again.
  const actions = resultActions(
    { busy, run },
    (answer) => navigate(arrivalRoute(answer)),
    () => {
      leaving.current = true;
    },
  );
  return (
    <>
      {/* Result pages go back through the browser history (spec, common screen behaviour). */}
      <StepBar />
      <section className="page wizard-page">
        {/* the question or result card carries the visible heading */}
        <h1 className="visually-hidden">Hub finder</h1>
        {failed ? (
          <WizardFailure onRetry={() => own.again(retry)} />
        ) : own.movedAway(plan?.kind === 'resume', busy, leaving.current) ? (
          <MovedElsewhere onCarryOn={() => own.again()} />
        ) : result ? (
          <>
            <WizardResultView result={result} actions={actions} />
            <ContinueInChat onClick={() => navigate('/hub')} />
          </>
        ) : (
          <Spinner label="Loading" />
        )}
      </section>
    </>
  );
}
