// choose-calculator: starts a guest session, then asks which calculator.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ChooseCalculator, headerText } from '../../../tools/engine/shared/calculator/kind-names.ts';
import type { Calculator } from '../useCalculator.ts';
import { StepError, useSessionSubmit } from './step-actions.tsx';

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
  const { busy, error, save } = useSessionSubmit(calc, 'We could not save your choice. Please try again.');

  // the one tapped stays filled while its choice is saved (or waits for the session), the other greyed
  const [chosen, setChosen] = useState<ChooseCalculator | null>(null);
  const suggested = params.get('calculator');
  return (
    <>
      <div className="calculator-choices">
        {CHOICES.map((c) => (
          <button
            key={c.value}
            type="button"
            className={`button calculator-choice ${(busy ? chosen === c.value : suggested === c.preset) ? 'button-primary' : ''}`}
            disabled={busy}
            aria-busy={busy && chosen === c.value}
            onClick={() => {
              setChosen(c.value);
              save({ choose_calculator: c.value });
            }}
          >
            <span className="calculator-choice-title">{headerText(c.value)}</span>
            <span className="calculator-choice-hint">{c.hint}</span>
          </button>
        ))}
      </div>
      <StepError error={error} />
    </>
  );
}
