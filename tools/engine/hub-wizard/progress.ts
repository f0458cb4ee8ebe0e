// Where the hub wizard is: question N of about M. The answers decide which questions follow and a question
// with one possible value answers itself, so the total is an estimate: the questions that would still offer
// a choice on one likely path ahead (each answered with its first value). Over every path of the demo
// catalog it is off by under one question on average (tests/engine/hub-wizard-events.test.ts).
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
  // A likely path: each question ahead answered with its first value, so the answers narrow what follows
  // (most later questions have one value left once the axle is known) and the routing rules see a value.
  const filters = { ...hub.filters };
  const likely: HubWizardState = { ...hub, filters };
  const after = (id: number, value: string) =>
    hub.fromNumber ? nextInOrder(id) : routeAfter(id, likely, value, nextInOrder(id));
  const nutOpen = hub.spindleNutUpgrade === null && (!hub.fromNumber || hub.offerSpindleNut === true);
  let ahead = 0;
  let stepId = at === STEP.spindleNut ? STEP.results : after(at, hub.filters[stepById(at).code ?? ''] ?? '');
  for (let guard = 0; guard < 40 && stepId !== STEP.results; guard++) {
    const skip = hub.fromNumber ? null : skipOnEnter(stepId, likely);
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
      filters[code] === undefined &&
      !(hub.fromNumber && NOT_ASKED_AFTER_NUMBER.has(code)) &&
      hub.preset?.[code] === undefined;
    let value = '';
    if (open) {
      const values = visible(step, (await tools.filterValues({ flow: 'hub', code, pairs: filters })).Results);
      const [first] = values;
      if (values.length > 1) ahead++;
      if (first) {
        value = step.valueFor(first);
        filters[code] = value;
      }
    }
    stepId = after(stepId, value);
  }
  return { number, about: number + ahead };
}
