// Calculator inputs: one zod rule per field, for the ways in (the session routes, the chat's state).
// The fields, limits, defaults and the same check without zod are in input-rules.ts, which the
// calculator pages import; tests/unit/calculator-input-rules.test.ts holds the two to the same answers.
import { z } from 'zod';
import { formatThousands } from '../display/units.ts';
import {
  DECIMAL_COMMA,
  decimalCommaMessage,
  FIELD_LIMITS,
  formNumber,
  type InputField,
  LIMITS,
} from './input-rules.ts';

export * from './input-rules.ts';

/** Form inputs arrive as text; '' and whitespace mean "not entered", anything else must be a number. */
function numeric(max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? formNumber(v) : v),
    z
      .number({
        error: (iss) =>
          iss.input === undefined
            ? 'Required'
            : typeof iss.input === 'string' && DECIMAL_COMMA.test(iss.input)
              ? decimalCommaMessage(max)
              : 'Enter a number',
      })
      .min(0, 'Must be 0 or more')
      .max(max, `Must be at most ${formatThousands(max)}`),
  );
}

export const Money = numeric(LIMITS.money);
/** Hours accept decimals (1.5 hours). */
export const Hours = numeric(LIMITS.hours);
export const Percent = numeric(LIMITS.percent);

/** Every value the user enters, by its session (camelCase) name, with its limit from input-rules.ts. */
export const FIELD_RULES = Object.fromEntries(
  Object.entries(FIELD_LIMITS).map(([field, max]) => [field, numeric(max)]),
) as Record<InputField, typeof Money>;

/** A complete, validated set of inputs: what the result formulas need. */
export const CalculatorInputs = z.object({
  chooseCalculator: z.union([z.literal(0), z.literal(1)]),
  ...FIELD_RULES,
});
export type CalculatorInputs = z.output<typeof CalculatorInputs>;
