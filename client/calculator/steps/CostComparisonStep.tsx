// cost-comparison: the two sides' parts and labor before downtime (and margins) are added.
import { useState } from 'react';
import { formatMoney } from '../../../tools/engine/calculator/results.ts';
import { ResultsTable } from '../ResultsTable.tsx';
import { sessionResults } from '../session-results.ts';
import type { Calculator } from '../useCalculator.ts';
import { MissingValues } from './MissingValues.tsx';

export function CostComparisonStep({ calc }: { calc: Calculator }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!calc.session) return <MissingValues calc={calc} outcome={{ ok: false, missingStep: 'register' }} />;
  const outcome = sessionResults(calc.session, { downtimeCosts: 0, partsMargin: 0 });
  if (!outcome.ok) return <MissingValues calc={calc} outcome={outcome} />;
  const r = outcome.results;
  return (
    <>
      <ResultsTable results={r} withDowntime={false} />
      <p className="calculator-savings">
        Repair savings: <strong>{formatMoney(r.repairSavings)}</strong>
      </p>
      {error ? (
        <p className="calculator-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="calculator-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            calc.submit({}).catch(() => {
              setError('We could not save your progress. Please try again.');
              setBusy(false);
            });
          }}
        >
          Next
        </button>
      </div>
    </>
  );
}
