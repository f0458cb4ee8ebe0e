// register: the guest session the calculator saves into; creates one when there is none. A step of the
// calculator opened cold (no calculation of it on this device) comes here and says why (FormStep).
import { useLocation } from 'react-router';
import { parseStep, stepTitle } from '../../../tools/engine/shared/calculator/step-paths.ts';
import type { Calculator } from '../useCalculator.ts';
import { StartButton } from './step-actions.tsx';

export function RegisterStep({ calc }: { calc: Calculator }) {
  // the history entry's state is read, not trusted: only a known step's title is shown; once this calculator
  // was started from here (Start sets it; Back to this step), the link's story is over. The guest session
  // made as the step opens holds no calculator yet.
  const coldStep = parseStep(String((useLocation().state as { coldStep?: unknown } | null)?.coldStep ?? ''));
  const started = calc.urlChoice !== null && calc.session?.chooseCalculator === calc.urlChoice;
  const cold = started ? null : coldStep;
  return (
    <>
      {cold ? (
        <p role="status">
          The link you opened is to the {stepTitle(calc.urlChoice, cold)} step of a calculation that is not on
          this device, so the calculator starts here.
        </p>
      ) : null}
      <p>
        You are using the calculator as a guest. Your entries are saved as you go, so you can come back to
        them on this device for 30 days.
      </p>
      <StartButton
        calc={calc}
        // a link to one calculator (/replace/preset-vs-conventional) starts that one
        values={
          calc.urlChoice !== null && calc.session?.chooseCalculator !== calc.urlChoice
            ? { choose_calculator: calc.urlChoice }
            : {}
        }
      />
    </>
  );
}
