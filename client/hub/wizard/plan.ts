// What a wizard page does with the shared state: show the open question, or bring the state to this
// step first (start, step back), or send the visitor where the wizard really is (tcomp guard included).

import { parsePairsPath } from '../../../tools/catalog/filter-pairs.ts';
import {
  answerPairs,
  filtersQuery,
  filtersRoute as filtersRouteOf,
  routePairs,
  SPINTS_FLAG,
  stepPageRoute,
} from '../../../tools/engine/hub-wizard/filters-route.ts';
import { STEP, stepById } from '../../../tools/engine/hub-wizard/steps.ts';
import type { EngineState, HubAsked } from '../../../tools/engine/shared/state.ts';
import type { Question } from './turns.ts';

export type Plan =
  | { kind: 'show'; question: Question }
  | { kind: 'results' }
  /** Start the wizard afresh (truck type). */
  | { kind: 'start' }
  /** Ask the engine to go back to this step's question (one Back event naming the step). */
  | { kind: 'back'; to: number }
  /** The page was opened by its link alone: the engine rebuilds the wizard from the link's answers. */
  | { kind: 'resume' }
  | { kind: 'redirect'; to: string };

export const pathOf = (stepId: number) => `/hub/${stepById(stepId).path}`;

/** Where the wizard is now: its open question's page, or the results, with the answers they stand on. */
export function wizardLocation(state: EngineState): string {
  const hub = state.hub;
  if (!hub?.filters.tcomp && hub?.current !== STEP.truckType) return '/hub/truck-type';
  if (hub?.current != null && state.pending?.kind === 'hub') {
    const step = stepById(hub.current);
    return stepPageRoute(step.path, hub, step.code);
  }
  return hub ? stepPageRoute('results', hub, null) : '/hub/truck-type';
}

/**
 * The answers a wizard page's query gives (`?tcomp=1&brkty=1&...`); null when it gives none. Pairs that
 * cannot be answers (other parameters, over-long values) are left out; at most 40 are read.
 */
export function parseAnswers(search: string): Record<string, string> | null {
  const pairs: Record<string, string> = {};
  for (const [key, value] of [...new URLSearchParams(search)].slice(0, 40)) {
    if (/^[A-Za-z]{2,12}$/.test(key) && value && value.length <= 40) pairs[key] = value;
  }
  return Object.keys(pairs).length ? pairs : null;
}

/** The state (or a history entry) stands on exactly these answers (no answers in the link: any state). */
function standsOn(
  answers: Readonly<Record<string, string>> | null,
  hub: Pick<HubAsked, 'filters' | 'spindleNutUpgrade' | 'preset'>,
  stepId: number,
): boolean {
  if (!answers) return true;
  const code = stepId === STEP.results ? null : stepById(stepId).code;
  return sortedRoute(answerPairs(hub, code)) === sortedRoute(answers);
}

/** The wizard asked this step earlier on the way here (so Back can return to it). */
export const asked = (state: EngineState, stepId: number) =>
  state.hub?.history.some((e) => e.step === stepId) ?? false;

/**
 * `answers`: those of the page's link (its query), null when it has none. A link whose answers the shared
 * state does not stand on (opened in another browser, or after the conversation moved on) is rebuilt.
 */
export function planFor(
  stepId: number,
  state: EngineState,
  question: (questionId: string) => Question | undefined,
  answers: Readonly<Record<string, string>> | null = null,
): Plan {
  const hub = state.hub;
  const open =
    hub?.current != null && state.pending?.kind === 'hub' ? question(state.pending.questionId) : undefined;
  const guided = hub && !hub.fromNumber ? hub : null;
  if (stepId === STEP.results) {
    const done = guided?.filters.tcomp && guided.current === null;
    if (answers && !(done && standsOn(answers, guided, stepId))) return { kind: 'resume' };
    if (open && hub?.current != null) return { kind: 'redirect', to: wizardLocation(state) };
    if (done) return { kind: 'results' };
    return { kind: 'redirect', to: '/hub/truck-type' };
  }
  if (open && hub?.current === stepId && standsOn(answers, hub, stepId))
    return { kind: 'show', question: open };
  if (answers) {
    const entry = guided?.history.findLast((e) => e.step === stepId);
    return entry && standsOn(answers, entry, stepId) ? { kind: 'back', to: stepId } : { kind: 'resume' };
  }
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
