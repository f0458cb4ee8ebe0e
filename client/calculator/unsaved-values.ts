// Text typed on a calculator step and left without Next (Back, a link, the browser's Forward) is kept as a
// draft (step-drafts.ts) and shown again on the step; the results use the saved values. Where the two
// differ, the step and the results say so, so a figure on screen is never mistaken for one calculated.
import { defaultsFor, numberText } from '../../tools/engine/shared/calculator/input-rules.ts';
import type { ChooseCalculator } from '../../tools/engine/shared/calculator/kind-names.ts';
import {
  type CalculatorStep,
  checkStep,
  stepFields,
  stepsOf,
} from '../../tools/engine/shared/calculator/step-paths.ts';
import type { Session } from './calculator-api.ts';
import { readDraft } from './step-drafts.ts';
import { NUMBER_MAX_LENGTH } from './steps/fields.tsx';

/** The saved values of a step's fields as its inputs show them (the calculator's defaults where unsaved). */
export function savedTexts(
  choice: ChooseCalculator,
  session: Session,
  step: CalculatorStep,
): Record<string, string> {
  const defaults = defaultsFor(choice);
  return Object.fromEntries(
    stepFields(choice, step).map((f) => {
      const v = session[f.name] ?? defaults[f.name];
      return [f.name, v == null ? '' : numberText(v)];
    }),
  );
}

/** Whether the step's fields as typed say other values than the saved ones (text that is no number does). */
export function differsFromSaved(
  choice: ChooseCalculator,
  session: Session,
  step: CalculatorStep,
  typed: Record<string, string>,
): boolean {
  const saved = savedTexts(choice, session, step);
  const was = checkStep(choice, step, saved);
  if (!was.ok) return false; // nothing saved on this step yet: no results use it
  const now = checkStep(choice, step, { ...saved, ...typed });
  if (!now.ok) return true;
  return stepFields(choice, step).some((f) => now.values[f.name] !== was.values[f.name]);
}

/** The input steps of the session holding typed values not saved, in asking order. */
export function unsavedSteps(
  mode: Parameters<typeof readDraft>[0],
  choice: ChooseCalculator,
  session: Session,
): CalculatorStep[] {
  return stepsOf(choice).filter((step) => {
    const fields = Object.fromEntries(stepFields(choice, step).map((f) => [f.name, NUMBER_MAX_LENGTH]));
    if (!Object.keys(fields).length) return false;
    const draft = readDraft(mode, session.id, step, fields);
    return draft !== null && differsFromSaved(choice, session, step, draft);
  });
}
