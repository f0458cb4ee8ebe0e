// choose-calculator: starts a guest session, then asks which calculator.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ChooseCalculator, headerText } from '../../../tools/engine/calculator/kinds.ts';
import { createSession } from '../calculator-api.ts';
import type { Calculator } from '../useCalculator.ts';

const CHOICES: { value: ChooseCalculator; hint: string; preset: string }[] = [
  {
    value: 0,
    preset: 'replace',
    hint: 'Compare rebuilding a worn hub with replacing it by a preassembled hub.',
  },
  {
    value: 1,
    preset: 'preset',
    hint: 'Compare installing a conventional hub with a PreSet hub, including your margins.',
  },
];

export function ChooseCalculatorStep({ calc }: { calc: Calculator }) {
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const starting = useRef(false);
  const { mode, session } = calc;

  // A guest session is registered on entering choose-calculator ('embed' on embed paths).
  useEffect(() => {
    if (session !== null || starting.current) return;
    starting.current = true;
    createSession(mode).catch(() => setError('We could not start the calculator. Please try again.'));
  }, [session, mode]);

  async function choose(value: ChooseCalculator) {
    setBusy(true);
    setError(null);
    try {
      await calc.submit({ choose_calculator: value });
    } catch {
      setError('We could not save your choice. Please try again.');
      setBusy(false);
    }
  }

  const suggested = params.get('calculator');
  return (
    <>
      <div className="calculator-choices">
        {CHOICES.map((c) => (
          <button
            key={c.value}
            type="button"
            className={`button calculator-choice ${suggested === c.preset ? 'button-primary' : ''}`}
            disabled={busy || !session}
            onClick={() => void choose(c.value)}
          >
            {headerText(c.value)}
            <span>{c.hint}</span>
          </button>
        ))}
      </div>
      {error ? (
        <p className="calculator-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
