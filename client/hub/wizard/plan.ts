// What a wizard page does with the shared state: show the open question, or bring the state to this
// step first (start, step back), or send the visitor where the wizard really is (tcomp guard included).
import { STEP, stepById } from '../../../tools/engine/hub-wizard/steps.ts';
import type { EngineState } from '../../../tools/engine/state.ts';
import type { Question } from './turns.ts';

export type Plan =
  | { kind: 'show'; question: Question }
  | { kind: 'results' }
  /** Start the wizard afresh (truck type). */
  | { kind: 'start' }
  /** Send Back events until this step's question is open again. */
  | { kind: 'back'; to: number }
  | { kind: 'redirect'; to: string };

export const pathOf = (stepId: number) => `/hub/${stepById(stepId).path}`;

/** Where the wizard is now: its open question's page, or the results. */
export function wizardLocation(state: EngineState): string {
  const hub = state.hub;
  if (!hub?.filters.tcomp && hub?.current !== STEP.truckType) return '/hub/truck-type';
  if (hub?.current != null && state.pending?.kind === 'hub') return pathOf(hub.current);
  return hub ? '/hub/results' : '/hub/truck-type';
}

export function planFor(
  stepId: number,
  state: EngineState,
  question: (questionId: string) => Question | undefined,
): Plan {
  const hub = state.hub;
  const open =
    hub?.current != null && state.pending?.kind === 'hub' ? question(state.pending.questionId) : undefined;
  if (stepId === STEP.results) {
    if (open && hub?.current != null) return { kind: 'redirect', to: pathOf(hub.current) };
    if (hub?.filters.tcomp && hub.current === null) return { kind: 'results' };
    return { kind: 'redirect', to: '/hub/truck-type' };
  }
  if (open && hub?.current === stepId) return { kind: 'show', question: open };
  if (stepId === STEP.truckType) {
    return hub?.history.includes(STEP.truckType) ? { kind: 'back', to: STEP.truckType } : { kind: 'start' };
  }
  // The tcomp guard: no later step without the truck type.
  if (!hub?.filters.tcomp) return { kind: 'redirect', to: '/hub/truck-type' };
  if (hub.history.includes(stepId)) return { kind: 'back', to: stepId };
  if (hub.current === stepId) return { kind: 'redirect', to: '/hub/truck-type' };
  return { kind: 'redirect', to: wizardLocation(state) };
}

/** Back on a wizard page: the previous step that asked a question, or /hub at the first step. */
export function backTarget(state: EngineState, stepId: number): string {
  if (stepId === STEP.truckType) return '/hub';
  const previous = state.hub?.history.at(-1);
  return previous === undefined ? '/hub' : pathOf(previous);
}
