// results: totals with downtime, savings, margins (PreSet calculator) and the three benefits.
import { formatMoney } from '../../../tools/engine/shared/calculator/results.ts';
import { resultSentence, savingsLabel } from '../../../tools/engine/shared/calculator/sentence.ts';
import { expireSession } from '../calculator-api.ts';
import { MarginsTable, ResultsTable } from '../ResultsTable.tsx';
import { sessionResults, startStep } from '../session-results.ts';
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
  return (
    <>
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
