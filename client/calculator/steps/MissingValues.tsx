// Shown when a step that needs the calculation's values is opened before they are in (results, the cost
// comparison, email): what is missing, and a way to the first step not done.
import { type CalculatorStep, stepTitle } from '../../../tools/engine/shared/calculator/step-paths.ts';
import type { Calculator } from '../useCalculator.ts';

export function MissingValues({
  calc,
  missingStep,
  lead,
}: {
  calc: Calculator;
  /** The first step not done (stepToDo). */
  missingStep: CalculatorStep;
  /** What this step cannot do yet, said before why ('There is nothing to email yet.'). */
  lead?: string;
}) {
  const choice = calc.session?.chooseCalculator ?? calc.urlChoice;
  const why = calc.session
    ? 'Some values are still missing.'
    : 'No calculation has been started on this device.';
  return (
    <div className="card">
      <p>{lead ? `${lead} ${why}` : why}</p>
      <button type="button" className="button button-primary" onClick={() => calc.go(missingStep)}>
        Go to {stepTitle(choice, missingStep)}
      </button>
    </div>
  );
}
