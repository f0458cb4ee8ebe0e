// /hub/results: the hub wizard's result (hub cards, or an outcome such as the unitized page) from the
// shared state; without a finished wizard it sends the visitor to the open question or the truck type.
import '../hub-pages.css';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { STEP } from '../../../tools/engine/hub-wizard/steps.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { StepBar } from '../../ui/StepBar.tsx';
import { resultActions } from './page-actions.ts';
import { arrivalRoute, planFor } from './plan.ts';
import { findQuestion, latestWizardResult } from './turns.ts';
import { useWizardTurn } from './useWizardTurn.ts';
import { ContinueInChat, WizardResultView } from './WizardCards.tsx';
import { WizardFailure } from './WizardFailure.tsx';

export function WizardResultsPage() {
  const navigate = useNavigate();
  const { messages, state, busy, failed, run, retry } = useWizardTurn();
  const plan =
    messages && state ? planFor(STEP.results, state, (id) => findQuestion(messages, id)) : undefined;
  const redirect = plan?.kind === 'redirect' ? plan.to : null;

  // Once Change was tapped this page is on its way to that question: the new state must not redirect it too.
  const leaving = useRef(false);
  useEffect(() => {
    if (redirect && !leaving.current) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

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
          <WizardFailure onRetry={retry} />
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
