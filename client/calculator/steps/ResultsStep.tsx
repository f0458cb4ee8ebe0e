// results: totals with downtime, savings, margins (PreSet calculator) and the three benefits.
import { Link } from 'react-router';
import { formatMoney } from '../../../tools/engine/shared/calculator/results.ts';
import { resultSentence, savingsLabel } from '../../../tools/engine/shared/calculator/sentence.ts';
import { stepTitle } from '../../../tools/engine/shared/calculator/step-paths.ts';
import { expireSession } from '../calculator-api.ts';
import { MarginsTable, ResultsTable } from '../ResultsTable.tsx';
import { sessionResults, startStep } from '../session-results.ts';
import { unsavedSteps } from '../unsaved-values.ts';
import type { Calculator } from '../useCalculator.ts';
import { YourInputs } from '../YourInputs.tsx';
import { MissingValues } from './MissingValues.tsx';
import { StepError, useStepSubmit } from './step-actions.tsx';

export function ResultsStep({ calc }: { calc: Calculator }) {
  const { busy, error, submit } = useStepSubmit(calc);
  if (!calc.session) return <MissingValues calc={calc} missingStep={startStep(calc.urlChoice)} />;
  const outcome = sessionResults(calc.session);
  if (!outcome.ok) return <MissingValues calc={calc} missingStep={outcome.missingStep} />;
  const r = outcome.results;
  const session = calc.session;
  const unsaved = unsavedSteps(calc.mode, r.chooseCalculator, session);
  return (
    <>
      {unsaved.length ? (
        <p className="calculator-unsaved" data-testid="unsaved-note">
          Values typed on{' '}
          {unsaved.map((step, i) => (
            <span key={step}>
              {i ? (i === unsaved.length - 1 ? ' and ' : ', ') : null}
              <Link to={calc.href(step, { returnToResults: true })}>
                {stepTitle(r.chooseCalculator, step)}
              </Link>
            </span>
          ))}{' '}
          are not saved, so these results do not use them. Open the step and save to use them.
        </p>
      ) : null}
      <p className="calculator-sentence" data-testid="result-sentence">
        {resultSentence(r)}
      </p>
      <p className="calculator-savings" data-testid="savings">
        {savingsLabel(r.chooseCalculator)}: <strong>{formatMoney(r.savings)}</strong>
      </p>
      <ResultsTable results={r} withDowntime />
      <MarginsTable results={r} />
      <YourInputs calc={calc} inputs={outcome.inputs} />
      <h2>Benefits</h2>
      <ul>
        {r.benefits.map((b) => (
          <li key={b.title}>
            <strong>{b.title}</strong>: {b.text}
          </li>
        ))}
      </ul>
      <StepError error={error} />
      <div className="calculator-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void submit({})}
        >
          Email Results
        </button>
        <button
          type="button"
          className="button button-quiet"
          disabled={busy}
          onClick={() => void expireSession(calc.mode, session.id).then(() => calc.go('choose-calculator'))}
        >
          Start Again
        </button>
        {/* the results on paper for the shop: the print sheet leaves the app's chrome and buttons out */}
        <button type="button" className="button button-quiet" onClick={() => window.print()}>
          Print
        </button>
      </div>
    </>
  );
}
