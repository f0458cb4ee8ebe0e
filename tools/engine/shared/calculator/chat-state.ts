// What the conversation remembers of a calculator run in the chat: the calculator, the open step and form, the values.
import { z } from 'zod';
import { INPUT_FIELDS, type InputField } from './inputs.ts';
import { ChooseCalculator } from './kinds.ts';
import { CalculatorStep } from './steps.ts';

export const CalculatorChatState = z.object({
  choice: ChooseCalculator.nullable(),
  /** The step whose form is open (or the last one shown: results, email, confirmation). */
  step: CalculatorStep,
  /** The form an answer must name; a submit of an older form is refused. */
  formId: z.string().max(120).nullable(),
  /** Values entered so far, validated when they were submitted. */
  values: z.partialRecord(
    z.enum(INPUT_FIELDS as [InputField, ...InputField[]]),
    z.number().min(0).max(1_000_000),
  ),
});
export type CalculatorChatState = z.infer<typeof CalculatorChatState>;
