// The state a calculator page works with: mode, step, the stored session, and moves between steps.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { CalculatorMode } from '../../tools/engine/shared/calculator/kinds.ts';
import { type CalculatorStep, stepPath } from '../../tools/engine/shared/calculator/steps.ts';
import { type Session, storedSession, type UpdateResult, updateSession } from './calculator-api.ts';

export type Calculator = {
  mode: CalculatorMode;
  step: CalculatorStep;
  /** undefined while Dexie loads, null when there is no session. */
  session: Session | null | undefined;
  /** Navigates to a step; `state` travels with the navigation (confirmation reads how the email went). */
  go: (step: CalculatorStep, state?: unknown) => void;
  /** Saves values and this step, then moves to the server's next step (register when there is no session). */
  submit: (values: Record<string, unknown>, state?: unknown) => Promise<void>;
};

export function useCalculator(mode: CalculatorMode, step: CalculatorStep): Calculator {
  const navigate = useNavigate();
  const session = useLiveQuery(() => storedSession(mode), [mode]);
  const go = useCallback(
    (to: CalculatorStep, state?: unknown) =>
      navigate(stepPath(mode, to), state === undefined ? undefined : { state }),
    [mode, navigate],
  );
  const submit = useCallback(
    async (values: Record<string, unknown>, state?: unknown) => {
      const result: UpdateResult = await updateSession(mode, session?.id ?? null, {
        ...values,
        last_step: step,
      });
      if (result.kind === 'no-session') return go('register');
      go(result.next ?? 'choose-calculator', state);
    },
    [mode, step, session, go],
  );
  return { mode, step, session, go, submit };
}
