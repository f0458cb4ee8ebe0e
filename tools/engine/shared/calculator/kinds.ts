// The two calculators and the two modes a calculator session runs in: the schemas for the ways in.
// Everything else lives in kind-names.ts (no zod), which the calculator pages import.
import { z } from 'zod';
import { CALCULATOR_MODES } from './kind-names.ts';

export * from './kind-names.ts';

/**
 * `chooseCalculator` of the session: 0 = Replace vs Rebuild ("Replace Calculator"),
 * 1 = PreSet vs Conventional ("PreSet vs. Conventional Calculator").
 */
export const ChooseCalculator = z.union([z.literal(0), z.literal(1)]);
export type ChooseCalculator = z.infer<typeof ChooseCalculator>;

/** `calculator` of the session: the route prefix the calculator runs under (kind-names.ts). */
export const CalculatorMode = z.enum(CALCULATOR_MODES);
export type CalculatorMode = z.infer<typeof CalculatorMode>;
