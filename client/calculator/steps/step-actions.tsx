// What every calculator step shares: saving with a busy flag and an error, the guest session, the error line.
import { useEffect, useRef, useState } from 'react';
import { createSession } from '../calculator-api.ts';
import type { Calculator } from '../useCalculator.ts';

const SAVE_FAILED = 'We could not save your progress. Please try again.';

/** Saves values (snake_case) and moves on; on failure the step stays with a message. */
export function useStepSubmit(calc: Calculator) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(values: Parameters<Calculator['submit']>[0], failed = SAVE_FAILED) {
    setBusy(true);
    setError(null);
    try {
      await calc.submit(values);
    } catch {
      setError(failed);
      setBusy(false);
    }
  }
  return { busy, error, setError, submit };
}

/** Registers the guest session the first time a step needs one ('embed' on embed paths). */
export function useGuestSession(calc: Calculator, onError: (message: string) => void) {
  const starting = useRef(false);
  const { mode, session } = calc;
  useEffect(() => {
    if (session !== null || starting.current) return;
    starting.current = true;
    createSession(mode).catch(() => onError('We could not start the calculator. Please try again.'));
  }, [session, mode, onError]);
}

export function StepError({ error }: { error: string | null }) {
  return error ? (
    <p className="calculator-error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The single primary button that saves the step and goes on. */
export function NextButton({
  calc,
  label = 'Next',
  disabled = false,
  values = {},
}: {
  calc: Calculator;
  label?: string;
  disabled?: boolean;
  /** Saved with the step (register saves the calculator its URL names). */
  values?: Record<string, unknown>;
}) {
  const { busy, error, submit } = useStepSubmit(calc);
  return (
    <>
      <StepError error={error} />
      <div className="calculator-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy || disabled}
          onClick={() => void submit(values)}
        >
          {label}
        </button>
      </div>
    </>
  );
}
