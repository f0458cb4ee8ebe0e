// Shown when a result step is opened before its values are in: a way back to the first missing step.
import { stepTitle } from '../../../tools/engine/shared/calculator/step-paths.ts';
import type { SessionOutcome } from '../session-results.ts';
import type { Calculator } from '../useCalculator.ts';

export function MissingValues({
  calc,
  outcome,
}: {
  calc: Calculator;
  outcome: Extract<SessionOutcome, { ok: false }>;
}) {
  const choice = calc.session?.chooseCalculator ?? null;
  return (
    <div className="card">
      <p>Some values are still missing.</p>
      <button type="button" className="button button-primary" onClick={() => calc.go(outcome.missingStep)}>
        Go to {stepTitle(choice, outcome.missingStep)}
      </button>
    </div>
  );
}
