// Results of a stored session through the same pure functions the server uses.
import {
  type CalculatorInputs,
  completeInputs,
  INPUT_FIELDS,
} from '../../tools/engine/shared/calculator/input-rules.ts';
import type { ChooseCalculator } from '../../tools/engine/shared/calculator/kind-names.ts';
import { type CalculatorResults, computeResults } from '../../tools/engine/shared/calculator/results.ts';
import { type CalculatorStep, stepFields, stepsOf } from '../../tools/engine/shared/calculator/step-paths.ts';
import type { Session } from './calculator-api.ts';

export type SessionOutcome =
  | { ok: true; results: CalculatorResults; inputs: CalculatorInputs }
  | { ok: false; missingStep: CalculatorStep };

/** `assume` fills values not asked yet (cost comparison comes before markup and downtime). */
export function sessionResults(
  session: Session,
  assume: Partial<Record<string, number>> = {},
): SessionOutcome {
  const choice = session.chooseCalculator;
  if (choice === null) return { ok: false, missingStep: 'choose-calculator' };
  const values = Object.fromEntries(INPUT_FIELDS.map((f) => [f, session[f] ?? assume[f]]));
  const done = completeInputs(choice, values);
  if (done.ok) return { ok: true, results: computeResults(done.inputs), inputs: done.inputs };
  const missing = new Set<string>([...done.missing, ...done.invalid.map((i) => i.field)]);
  const step = stepsOf(choice).find((s) => stepFields(choice, s).some((f) => missing.has(f.name)));
  return { ok: false, missingStep: step ?? 'choose-calculator' };
}

/** Where a calculation starts: register of the calculator the URL names, or the chooser. */
export function startStep(urlChoice: ChooseCalculator | null): CalculatorStep {
  return urlChoice === null ? 'choose-calculator' : 'register';
}

/**
 * The first step a calculation has not done, null once every value is in; with no session (or while it
 * loads) its start.
 */
export function stepToDo(
  session: Session | null | undefined,
  urlChoice: ChooseCalculator | null,
): CalculatorStep | null {
  if (!session) return startStep(urlChoice);
  const outcome = sessionResults(session);
  return outcome.ok ? null : outcome.missingStep;
}
