// /hub/results: the hub wizard's result (hub cards, or an outcome such as the unitized page) from the
// shared state; without a finished wizard it sends the visitor to the open question or the truck type.
import '../hub-pages.css';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { STEP } from '../../../tools/engine/hub-wizard/steps.ts';
import { HubResultsPart } from '../../chat/parts/HubResultsPart.tsx';
import { OnPageProvider } from '../../chat/parts/OpenAsPage.tsx';
import { OutcomePart } from '../../chat/parts/OutcomePart.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StepBar } from '../../ui/StepBar.tsx';
import { planFor } from './plan.ts';
import { findQuestion, latestWizardResult } from './turns.ts';
import { useWizardTurn } from './useWizardTurn.ts';

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
            <OnPageProvider value={true}>
              {result.kind === 'hub-results' ? (
                <HubResultsPart data={result.data} />
              ) : (
                <OutcomePart data={result.data} />
              )}
            </OnPageProvider>
            <button
              type="button"
              className="button button-quiet continue-in-chat"
              onClick={() => navigate('/hub')}
            >
              Continue in chat
            </button>
          </>
        ) : (
          <Spinner label="Loading" />
        )}
      </section>
    </>
  );
}
