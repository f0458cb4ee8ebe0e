// register: the guest session the calculator saves into; creates one when there is none.
import type { Calculator } from '../useCalculator.ts';
import { StartButton } from './step-actions.tsx';

export function RegisterStep({ calc }: { calc: Calculator }) {
  return (
    <>
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
