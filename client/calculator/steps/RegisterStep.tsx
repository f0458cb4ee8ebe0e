// register: the guest session the calculator saves into; creates one when there is none.
import { useEffect, useRef, useState } from 'react';
import { createSession } from '../calculator-api.ts';
import type { Calculator } from '../useCalculator.ts';

export function RegisterStep({ calc }: { calc: Calculator }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const starting = useRef(false);
  const { mode, session } = calc;

  useEffect(() => {
    if (session !== null || starting.current) return;
    starting.current = true;
    createSession(mode).catch(() => setError('We could not start the calculator. Please try again.'));
  }, [session, mode]);

  async function start() {
    setBusy(true);
    try {
      await calc.submit({});
    } catch {
      setError('We could not save your progress. Please try again.');
      setBusy(false);
    }
  }

  return (
    <>
      <p>
        You are using the calculator as a guest. Your entries are saved as you go, so you can come back to
        them on this device for 30 days.
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
          disabled={busy || !session}
          onClick={() => void start()}
        >
          Start
        </button>
      </div>
    </>
  );
}
