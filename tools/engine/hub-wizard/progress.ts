// Where the hub wizard is: question N of about M. The answers decide which questions follow and a question
// with one possible value answers itself, so the total is an estimate: the questions still ahead on the
// path the rules take without knowing the next answers, counting only those that offer a choice now.
import type { HubWizardState } from '../shared/state.ts';
import { routeAfter, skipOnEnter } from './rules.ts';
import { NOT_ASKED_AFTER_NUMBER, nextInOrder, STEP, stepById, visible } from './steps.ts';
import type { WizardTools } from './wizard-tools.ts';

export type WizardProgress = { number: number; about: number };

/** The question at step `at` on `hub` (its answers so far): its number and about how many there are in all. */
export async function wizardProgress(
  at: number,
  hub: HubWizardState,
  tools: WizardTools,
): Promise<WizardProgress> {
  const number = hub.history.length + 1;
  const after = (id: number) => (hub.fromNumber ? nextInOrder(id) : routeAfter(id, hub, '', nextInOrder(id)));
  const nutOpen = hub.spindleNutUpgrade === null && (!hub.fromNumber || hub.offerSpindleNut === true);
  let ahead = 0;
  let stepId = at === STEP.spindleNut ? STEP.results : after(at);
  for (let guard = 0; guard < 40 && stepId !== STEP.results; guard++) {
    const skip = hub.fromNumber ? null : skipOnEnter(stepId, hub);
    if (skip !== null) {
      stepId = skip;
      continue;
    }
    if (stepId === STEP.hubAssemblyType || stepId === STEP.spindleNut) {
      if (nutOpen) ahead++;
      stepId = STEP.results;
      continue;
    }
    const step = stepById(stepId);
    const code = step.code;
    const open =
      code &&
      hub.filters[code] === undefined &&
      !(hub.fromNumber && NOT_ASKED_AFTER_NUMBER.has(code)) &&
      hub.preset?.[code] === undefined;
    if (open) {
      const values = (await tools.filterValues({ flow: 'hub', code, pairs: hub.filters })).Results;
      if (visible(step, values).length > 1) ahead++;
    }
    stepId = after(stepId);
  }
  return { number, about: number + ahead };
}
