// The `?session=` of a calculator URL: the stored session a link opens, so a results link works in a
// browser that never saw the calculator. One schema; anything else is a link to no calculation.
import { z } from 'zod';
import type { CalculatorMode, ChooseCalculator } from '../../tools/engine/shared/calculator/kinds.ts';
import { type CalculatorStep, stepPath } from '../../tools/engine/shared/calculator/steps.ts';

/** Session ids are random positive integers below 2^48 (15 digits at most). */
export const SessionParam = z
  .string()
  .max(15)
  .regex(/^[1-9][0-9]*$/)
  .transform(Number);

/** null: the URL names no session; 'invalid': it names something that cannot be one. */
export function linkedSessionId(raw: string | null): number | 'invalid' | null {
  if (raw === null) return null;
  const parsed = SessionParam.safeParse(raw);
  return parsed.success ? parsed.data : 'invalid';
}

/** Only `?return=results` is honoured: after editing one input the visitor goes back to the results. */
export const RETURN_TO_RESULTS = 'results';

/**
 * The URL of a step: the calculator's own path, and the session once there is one (choose-calculator,
 * before a calculator, names none). `extra` adds the return-to-results flag of an edit link.
 */
export function calculatorHref(
  mode: CalculatorMode,
  step: CalculatorStep,
  choice: ChooseCalculator | null,
  sessionId: number | null,
  extra: { returnToResults?: boolean } = {},
): string {
  const params = new URLSearchParams();
  if (sessionId !== null && step !== 'choose-calculator') params.set('session', String(sessionId));
  if (extra.returnToResults) params.set('return', RETURN_TO_RESULTS);
  const query = params.toString();
  return `${stepPath(mode, step, choice)}${query ? `?${query}` : ''}`;
}
