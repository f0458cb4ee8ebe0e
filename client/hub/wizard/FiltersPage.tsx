// /hub/filters/{query}: the hub wizard after a number search. The pairs in the path are the answers so far;
// the engine asks the remaining questions here (never truck make, GAWR or stud standout) and then shows
// the results, on the same shared state as the chat.
import '../hub-pages.css';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { noHubsOutcome } from '../../../tools/engine/hub-wizard/no-hubs.ts';
import { stepById } from '../../../tools/engine/hub-wizard/steps.ts';
import { NotFoundCard } from '../../ui/PageFrame.tsx';
import { useCarrySearched, useSearched } from '../../ui/SearchedHeading.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StepBar } from '../../ui/StepBar.tsx';
import { MovedElsewhere, useOwnAddress } from './moved-elsewhere.tsx';
import { pageActions, resultActions } from './page-actions.ts';
import { filtersArrival as arrivalOf, filtersPlan, parseFilters, readAnswered } from './plan.ts';
import { putQuestionInChat, runStep } from './step-client.ts';
import { findQuestion, latestWizardResult } from './turns.ts';
import { useWizardTurn } from './useWizardTurn.ts';
import { ContinueInChat, WizardQuestion, WizardResultView } from './WizardCards.tsx';
import { WizardFailure } from './WizardFailure.tsx';

export function FiltersPage() {
  const navigate = useNavigate();
  const { query = '' } = useParams();
  const pairs = parseFilters(query);
  // a link with no answers at all: the engine's answer to answers no hub has (tcomp=zzz), in its own words
  const noAnswers = noHubsOutcome('no-answers', `/hub/filters/${query}`);
  const { messages, state, busy, failed, run, retry } = useWizardTurn();
  // a number search that started these questions travels on with them to the results (their heading)
  const searched = useSearched();
  const carry = useCarrySearched();
  const locationOf = (result: Parameters<typeof arrivalOf>[0]) => carry(arrivalOf(result));
  // the answer that led to this address, kept in its history entry: the browser's Forward gives it again
  const answered = readAnswered(useLocation().state);
  const plan =
    pairs && messages && state
      ? filtersPlan(pairs, state, (id) => findQuestion(messages, id), answered)
      : undefined;

  // After a tap or Back this page moves to the answer's pairs: the old pairs must not restart the flow
  // while it does. Once it is elsewhere they are a page like any other (the browser's Back returns to them).
  const leftFrom = useRef<string | null>(null);
  // Once shown here (or brought here by this page), a change made in another tab is not undone unasked.
  const own = useOwnAddress(query);
  useEffect(() => {
    if (leftFrom.current !== query) leftFrom.current = null;
  }, [query]);
  // The shared state is not at these pairs: back to the question that stood on them, or start from them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query stands for the pairs; run and navigate are stable
  useEffect(() => {
    if (!plan || failed || !pairs || leftFrom.current === query) return;
    if (plan.kind === 'show' || plan.kind === 'results') return own.hold();
    if (own.held()) return;
    own.hold();
    const here = () => window.location.pathname + window.location.search;
    // one step, then this page moves (in place) to where the engine's answer is shown, if elsewhere
    const settle = (words: string | null, event: Parameters<typeof runStep>[1], entry?: unknown) =>
      void run(async () => {
        const result = await runStep(words, event);
        const to = locationOf(result);
        if (decodeURIComponent(to) !== decodeURIComponent(here()))
          navigate(to, { replace: true, state: entry });
        return result;
      });
    if (plan.kind === 'go-to')
      settle(`Back to ${stepById(plan.step).name}`, { type: 'go-to-step', step: plan.step });
    else if (plan.kind === 'answer') {
      const { questionId, value, label } = plan;
      settle(label, { type: 'option', questionId, value, label }, { answered });
    }
    // the number the visitor searched is their words here; a link opened alone adds the answer alone
    else if (plan.kind === 'start') settle(searched, { type: 'filters', pairs });
  }, [plan?.kind, failed, query, own.tries]);

  const actions = pageActions(
    { busy, run },
    {
      leaving: () => {
        leftFrom.current = query;
      },
      arrive: (result, answer) => navigate(locationOf(result), { state: { answered: answer } }),
      stayed: () => {
        leftFrom.current = null;
      },
    },
  );

  const back = () => {
    // The first question goes back to the search; later ones step the engine back (Back on the filters).
    if (!state?.hub?.history.length) return navigate('/hub/search');
    leftFrom.current = query;
    void run(async () => {
      const result = await runStep('Back', { type: 'back' });
      navigate(locationOf(result));
      return result;
    });
  };

  const result = plan?.kind === 'results' && messages ? latestWizardResult(messages) : undefined;
  return (
    <>
      <StepBar onBack={back} />
      <section className="page wizard-page">
        {/* the question or result card carries the visible heading */}
        <h1 className="visually-hidden">Hub finder</h1>
        {!pairs ? (
          // a link cut short or changed by hand names no answers: no part number was entered either
          <NotFoundCard paragraphs={noAnswers.paragraphs}>
            {noAnswers.links.map((l, i) => (
              <Link
                key={l.to}
                className={`button ${i === 0 ? 'button-primary' : 'button-quiet'} outcome-link`}
                to={l.to}
              >
                {l.label}
              </Link>
            ))}
          </NotFoundCard>
        ) : failed ? (
          <WizardFailure onRetry={() => own.again(retry)} />
        ) : own.movedAway(
            !!plan && plan.kind !== 'show' && plan.kind !== 'results',
            busy,
            leftFrom.current === query,
          ) ? (
          <MovedElsewhere onCarryOn={() => own.again()} />
        ) : plan?.kind === 'show' ? (
          <WizardQuestion question={plan.question} actions={actions} />
        ) : result ? (
          <WizardResultView
            searched={searched}
            result={result}
            actions={resultActions({ busy, run }, (r) => navigate(locationOf(r)))}
          />
        ) : (
          <Spinner label="Loading" />
        )}
        {plan?.kind === 'show' || result ? (
          <ContinueInChat
            disabled={busy}
            onClick={() => {
              const open = plan?.kind === 'show' ? plan.question.questionId : null;
              void (open ? putQuestionInChat(open) : Promise.resolve()).then(() => navigate('/hub'));
            }}
          />
        ) : null}
      </section>
    </>
  );
}
