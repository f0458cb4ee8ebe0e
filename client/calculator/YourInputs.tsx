// The inputs behind the results, each with a link back to its step (values kept in the session); saving
// that step returns to the results.
import { Link } from 'react-router';
import { listInputs } from '../../tools/engine/shared/calculator/input-list.ts';
import type { CalculatorInputs } from '../../tools/engine/shared/calculator/input-rules.ts';
import type { Calculator } from './useCalculator.ts';

export function YourInputs({ calc, inputs }: { calc: Calculator; inputs: CalculatorInputs }) {
  return (
    <>
      <h2>Your inputs</h2>
      <dl className="calculator-inputs" data-testid="calculator-inputs">
        {listInputs(inputs).map((i) => (
          <div key={i.field} className="calculator-input-row">
            <dt>{i.label}</dt>
            <dd>{i.shown}</dd>
            <dd>
              <Link
                to={`${calc.href(i.step, { returnToResults: true })}#calc-${i.field}`}
                aria-label={`Change ${i.label}`}
              >
                Change
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
