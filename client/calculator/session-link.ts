// The `?session=` of a calculator URL: the stored session a link opens, so a results link works in a
// browser that never saw the calculator. One check (by hand, not zod: it is on the calculator's first
// load, issue 17); anything else is a link to no calculation.
import type { CalculatorMode, ChooseCalculator } from '../../tools/engine/shared/calculator/kind-names.ts';
import { type CalculatorStep, stepPath } from '../../tools/engine/shared/calculator/step-paths.ts';

/** Session ids are random positive integers below 2^48 (15 digits at most). */
const SESSION_ID = /^[1-9][0-9]{0,14}$/;

/** null: the URL names no session; 'invalid': it names something that cannot be one. */
export function linkedSessionId(raw: string | null): number | 'invalid' | null {
  if (raw === null) return null;
  return SESSION_ID.test(raw) ? Number(raw) : 'invalid';
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
