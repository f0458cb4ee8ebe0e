// cost-comparison: the two sides' parts and labor before downtime (and margins) are added.
import { formatMoney } from '../../../tools/engine/shared/calculator/results.ts';
import { resultSentence, savingsLabel } from '../../../tools/engine/shared/calculator/sentence.ts';
import { ResultsTable } from '../ResultsTable.tsx';
import { sessionResults, startStep } from '../session-results.ts';
import type { Calculator } from '../useCalculator.ts';
import { MissingValues } from './MissingValues.tsx';
import { NextButton } from './step-actions.tsx';

export function CostComparisonStep({ calc }: { calc: Calculator }) {
  if (!calc.session) return <MissingValues calc={calc} missingStep={startStep(calc.urlChoice)} />;
  const outcome = sessionResults(calc.session, { downtimeCosts: 0, partsMargin: 0 });
  if (!outcome.ok) return <MissingValues calc={calc} missingStep={outcome.missingStep} />;
  const r = outcome.results;
  return (
    <>
      <p className="calculator-sentence" data-testid="repair-sentence">
        {resultSentence(r, 'repair')}
      </p>
      <ResultsTable results={r} withDowntime={false} />
      <p className="calculator-savings">
        {savingsLabel(r.chooseCalculator, 'repair')}: <strong>{formatMoney(r.repairSavings)}</strong>
      </p>
      <NextButton calc={calc} />
    </>
  );
}
