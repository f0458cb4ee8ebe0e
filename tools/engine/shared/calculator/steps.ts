// Calculator steps: the schemas for the ways in. Their order, titles, fields and routes are in
// step-paths.ts (no zod), which the calculator pages import.
import { z } from 'zod';
import { FIELD_RULES, type InputField } from './inputs.ts';
import type { ChooseCalculator } from './kind-names.ts';
import { CALCULATOR_STEPS, stepFields } from './step-paths.ts';

export * from './step-paths.ts';

export const CalculatorStep = z.enum(CALCULATOR_STEPS);
export type CalculatorStep = z.infer<typeof CalculatorStep>;

/** Validates one step's form: every shown field numeric and required, with its minimum and maximum. */
export function stepSchema(choice: ChooseCalculator, step: CalculatorStep) {
  const shape: Partial<Record<InputField, (typeof FIELD_RULES)[InputField]>> = {};
  for (const f of stepFields(choice, step)) shape[f.name] = FIELD_RULES[f.name];
  return z.object(shape);
}
