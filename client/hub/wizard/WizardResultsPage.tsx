// /hub/results: the hub wizard's result (hub cards, or an outcome such as the unitized page) from the
// shared state; without a finished wizard it sends the visitor to the open question or the truck type.
import '../hub-pages.css';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { STEP } from '../../../tools/engine/hub-wizard/steps.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { StepBar } from '../../ui/StepBar.tsx';
import { planFor } from './plan.ts';
import { findQuestion, latestWizardResult } from './turns.ts';
import { useWizardTurn } from './useWizardTurn.ts';
import { ContinueInChat, WizardResultView } from './WizardCards.tsx';

export function WizardResultsPage() {
  const navigate = useNavigate();
  const { messages, state } = useWizardTurn();
  const plan =
    messages && state ? planFor(STEP.results, state, (id) => findQuestion(messages, id)) : undefined;
  const redirect = plan?.kind === 'redirect' ? plan.to : null;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const result = plan?.kind === 'results' && messages ? latestWizardResult(messages) : undefined;
  return (
    <>
      {/* Result pages go back through the browser history (spec, common screen behaviour). */}
      <StepBar />
      <section className="page wizard-page">
        {/* the question or result card carries the visible heading */}
        <h1 className="visually-hidden">Hub finder</h1>
        {result ? (
          <>
            <WizardResultView result={result} />
            <ContinueInChat onClick={() => navigate('/hub')} />
          </>
        ) : (
          <Spinner label="Loading" />
        )}
      </section>
    </>
  );
}
