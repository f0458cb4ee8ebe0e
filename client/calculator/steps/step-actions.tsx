// What every calculator step shares: saving with a busy flag and an error, the guest session, the error line.
import { useCallback, useEffect, useRef, useState } from 'react';
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

const START_FAILED = 'We could not start the calculator. Please try again.';

/**
 * Registers the guest session the first time a step needs one ('embed' on embed paths). Returns `start`,
 * which tries again after a failure (the first try runs as the step opens).
 */
export function useGuestSession(calc: Calculator, onError: (message: string) => void) {
  const starting = useRef(false);
  const { mode, session } = calc;
  const start = useCallback(() => {
    if (starting.current) return;
    starting.current = true;
    createSession(mode).catch(() => {
      starting.current = false;
      onError(START_FAILED);
    });
  }, [mode, onError]);
  useEffect(() => {
    if (session === null) start();
  }, [session, start]);
  return start;
}

/**
 * Saves values on a step that starts the guest session (choose-calculator, register). A tap before the
 * session exists (the browser's database still loading, the session being created; on a slow connection
 * a second or two after the page is drawn) is kept and saved once it does, not lost on a disabled button;
 * a tap after a failed start starts it again.
 */
export function useSessionSubmit(calc: Calculator, failed?: string) {
  const { busy, error, setError, submit } = useStepSubmit(calc);
  // the values of a tap that waits for the session
  const [pending, setPending] = useState<Record<string, unknown> | null>(null);
  const onStartError = useCallback(
    (message: string) => {
      setPending(null);
      setError(message);
    },
    [setError],
  );
  const start = useGuestSession(calc, onStartError);
  useEffect(() => {
    if (pending === null || !calc.session) return;
    setPending(null);
    void submit(pending, failed);
  });
  function save(values: Record<string, unknown>) {
    if (calc.session) return void submit(values, failed);
    setPending(values);
    setError(null);
    if (calc.session === null) start();
  }
  return { busy: busy || pending !== null, error, save };
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
}: {
  calc: Calculator;
  label?: string;
  disabled?: boolean;
}) {
  const { busy, error, submit } = useStepSubmit(calc);
  return (
    <PrimaryAction
      label={label}
      error={error}
      busy={busy}
      disabled={disabled}
      onClick={() => void submit({})}
    />
  );
}

/** Register's Start: saves `values` once the guest session exists (useSessionSubmit). */
export function StartButton({ calc, values }: { calc: Calculator; values: Record<string, unknown> }) {
  const { busy, error, save } = useSessionSubmit(calc);
  return <PrimaryAction label="Start" error={error} busy={busy} onClick={() => save(values)} />;
}

/** Busy (saving, or a tap waiting for the guest session) is said to assistive technology, not only greyed. */
function PrimaryAction({
  label,
  error,
  busy,
  disabled = false,
  onClick,
}: {
  label: string;
  error: string | null;
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <>
      <StepError error={error} />
      <div className="calculator-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy || disabled}
          aria-busy={busy}
          onClick={onClick}
        >
          {label}
        </button>
      </div>
    </>
  );
}
