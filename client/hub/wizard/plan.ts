// What a wizard page does with the shared state: show the open question, or bring the state to this
// step first (start, step back), or send the visitor where the wizard really is (tcomp guard included).

import { parsePairsPath } from '../../../tools/catalog/filter-pairs.ts';
import {
  filtersQuery,
  filtersRoute as filtersRouteOf,
  routePairs,
  SPINTS_FLAG,
} from '../../../tools/engine/hub-wizard/filters-route.ts';
import { STEP, stepById } from '../../../tools/engine/hub-wizard/steps.ts';
import type { EngineState } from '../../../tools/engine/shared/state.ts';
import type { Question } from './turns.ts';

export type Plan =
  | { kind: 'show'; question: Question }
  | { kind: 'results' }
  /** Start the wizard afresh (truck type). */
  | { kind: 'start' }
  /** Ask the engine to go back to this step's question (one Back event naming the step). */
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

/** The wizard asked this step earlier on the way here (so Back can return to it). */
export const asked = (state: EngineState, stepId: number) =>
  state.hub?.history.some((e) => e.step === stepId) ?? false;

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
    return asked(state, STEP.truckType) ? { kind: 'back', to: STEP.truckType } : { kind: 'start' };
  }
  // The tcomp guard: no later step without the truck type.
  if (!hub?.filters.tcomp) return { kind: 'redirect', to: '/hub/truck-type' };
  if (asked(state, stepId)) return { kind: 'back', to: stepId };
  if (hub.current === stepId) return { kind: 'redirect', to: '/hub/truck-type' };
  return { kind: 'redirect', to: wizardLocation(state) };
}

/** Back on a wizard page: the previous step that asked a question, or /hub at the first step. */
export function backTarget(state: EngineState, stepId: number): string {
  if (stepId === STEP.truckType) return '/hub';
  const previous = state.hub?.history.at(-1);
  return previous === undefined ? '/hub' : pathOf(previous.step);
}

/** The pairs of a /hub/filters/{query} path ('k=v&k=v'); null when it is not a well-formed query. */
export const parseFilters = parsePairsPath;

export type FiltersPlan = { kind: 'show'; question: Question } | { kind: 'results' } | { kind: 'start' };

/**
 * The filters page: the shared state shows these pairs (question or results), else the flow starts from
 * them. A guided wizard's state counts too: its results link to the filters path of its answers.
 */
export function filtersPlan(
  pairs: Readonly<Record<string, string>>,
  state: EngineState,
  question: (questionId: string) => Question | undefined,
): FiltersPlan {
  const hub = state.hub;
  if (!hub || sortedRoute(routePairs(hub)) !== sortedRoute(pairs)) return { kind: 'start' };
  if (hub.current != null && state.pending?.kind === 'hub') {
    const open = question(state.pending.questionId);
    return open ? { kind: 'show', question: open } : { kind: 'start' };
  }
  return { kind: 'results' };
}

/** A filters path's pairs in a stable form: sorted keys, the spints flag's 'true' written as '1'. */
function sortedRoute(pairs: Readonly<Record<string, string>>) {
  const entries = Object.entries(pairs).map(([k, v]): [string, string] =>
    k === SPINTS_FLAG && v === 'true' ? [k, '1'] : [k, v],
  );
  return filtersQuery(Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))));
}

/** Where the filters flow of this state is shown. */
export function filtersLocation(state: EngineState): string {
  return state.hub?.fromNumber ? filtersRouteOf(state.hub) : wizardLocation(state);
}
