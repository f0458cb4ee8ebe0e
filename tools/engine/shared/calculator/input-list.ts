// The inputs behind a result, in the order they were asked, each with its step: listed on the results
// page (with a way back to that step) and in the email.
import type { CalculatorInputs, InputField } from './input-rules.ts';
import { formatHours, formatMoney, formatPercent } from './results.ts';
import { type CalculatorStep, stepFields, stepsOf } from './step-paths.ts';

export type ListedInput = { step: CalculatorStep; field: InputField; label: string; shown: string };

export function listInputs(inputs: CalculatorInputs): ListedInput[] {
  const choice = inputs.chooseCalculator;
  return stepsOf(choice).flatMap((step) =>
    stepFields(choice, step).map((f) => {
      const v = inputs[f.name];
      const shown =
        f.unit === 'money' ? formatMoney(v) : f.unit === 'hours' ? formatHours(v) : formatPercent(v);
      return { step, field: f.name, label: f.label, shown };
    }),
  );
}
