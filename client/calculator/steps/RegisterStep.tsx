// register: the guest session the calculator saves into; creates one when there is none. A step of the
// calculator opened cold (no calculation of it on this device) comes here and says why (FormStep).
import { useLocation } from 'react-router';
import { coldLinkStep, stepTitle } from '../../../tools/engine/shared/calculator/step-paths.ts';
import type { Calculator } from '../useCalculator.ts';
import { StartButton } from './step-actions.tsx';

export function RegisterStep({ calc }: { calc: Calculator }) {
  const linked = (useLocation().state as { coldStep?: unknown } | null)?.coldStep;
  const cold = coldLinkStep(linked, calc.urlChoice, calc.session?.chooseCalculator);
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
