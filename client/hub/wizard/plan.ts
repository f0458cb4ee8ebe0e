// What a wizard page does with the shared state: show the open question, or bring the state to this step
// first (start-wizard, go-to-step, or a resume from the link's own answers), or send the visitor where the
// engine's open question says the wizard is.
import { parsePairsPath } from '../../../tools/catalog/filter-pairs.ts';
import type { StepResult } from '../../../tools/engine/engine.ts';
import {
  answerPairs,
  filtersQuery,
  routePairs,
  SPINTS_FLAG,
  stepPageRoute,
} from '../../../tools/engine/hub-wizard/filters-route.ts';
import { STEP, stepById } from '../../../tools/engine/hub-wizard/steps.ts';
import type { EngineState, HubAsked } from '../../../tools/engine/shared/state.ts';
import type { AnsweredOption } from './page-actions.ts';
import type { Question } from './turns.ts';

export type Plan =
  | { kind: 'show'; question: Question }
  | { kind: 'results' }
  /** Start the wizard afresh (truck type): the start-wizard event. */
  | { kind: 'start' }
  /** Bring the engine back to this answered step's question: one go-to-step event. */
  | { kind: 'go-to'; step: number }
  /** The page was opened by its link alone: the engine rebuilds the wizard from the link's answers. */
  | { kind: 'resume' }
  | { kind: 'redirect'; to: string };

export const pathOf = (stepId: number) => `/hub/${stepById(stepId).path}`;

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

type FindQuestion = (questionId: string) => Question | undefined;

/** The hub question the engine has open, if any (its data says its step and its route). */
function openQuestion(state: EngineState, question: FindQuestion): Question | undefined {
  return state.hub && state.pending?.kind === 'hub' ? question(state.pending.questionId) : undefined;
}

/** Where the engine says the wizard is: the route of its open question, else its results, else the start. */
export function wizardLocation(state: EngineState, question: FindQuestion): string {
  const open = openQuestion(state, question);
  if (open) return open.route;
  return state.hub ? stepPageRoute('results', state.hub, null) : '/hub/truck-type';
}

/** Where a step page goes with the engine's answer: the route of the question it asks, or the results. */
export function arrivalRoute(result: StepResult): string {
  const asked = result.messages.find((m) => m.kind === 'question');
  if (asked?.kind === 'question') return asked.data.route;
  return result.state.hub ? stepPageRoute('results', result.state.hub, null) : '/hub';
}

/** The wizard asked this step earlier on the way here (so go-to-step can return to it). */
export const asked = (state: EngineState, stepId: number) =>
  state.hub?.history.some((e) => e.step === stepId) ?? false;

/**
 * `answers`: those of the page's link (its query), null when it has none. A link whose answers the shared
 * state does not stand on (opened in another browser, or after the conversation moved on) is rebuilt.
 */
export function planFor(
  stepId: number,
  state: EngineState,
  question: FindQuestion,
  answers: Readonly<Record<string, string>> | null = null,
): Plan {
  const hub = state.hub;
  const open = openQuestion(state, question);
  const guided = hub && !hub.fromNumber ? hub : null;
  if (stepId === STEP.results) {
    const done = guided?.filters.tcomp && guided.current === null;
    if (answers && !(done && standsOn(answers, guided, stepId))) return { kind: 'resume' };
    if (open) return { kind: 'redirect', to: open.route };
    if (hub?.filters.tcomp && hub.current === null) return { kind: 'results' };
    return { kind: 'redirect', to: '/hub/truck-type' };
  }
  if (open && hub?.current === stepId && standsOn(answers, hub, stepId))
    return { kind: 'show', question: open };
  if (answers) {
    const entry = guided?.history.findLast((e) => e.step === stepId);
    return entry && standsOn(answers, entry, stepId) ? { kind: 'go-to', step: stepId } : { kind: 'resume' };
  }
  if (asked(state, stepId)) return { kind: 'go-to', step: stepId };
  if (stepId === STEP.truckType) return { kind: 'start' };
  // Not asked on the way here (the tcomp guard included: nothing is, before the truck type).
  return { kind: 'redirect', to: wizardLocation(state, question) };
}

/** Back on a wizard page: the previous step that asked a question, or /hub at the first step. */
export function backTarget(state: EngineState, stepId: number): string {
  if (stepId === STEP.truckType) return '/hub';
  const previous = state.hub?.history.at(-1);
  return previous === undefined ? '/hub' : pathOf(previous.step);
}

/** The pairs of a /hub/filters/{query} path ('k=v&k=v'); null when it is not a well-formed query. */
export const parseFilters = parsePairsPath;

export type FiltersPlan =
  | { kind: 'show'; question: Question }
  | { kind: 'results' }
  | { kind: 'start' }
  /** An earlier question of this flow (the browser's Back): one go-to-step restores it as it was. */
  | { kind: 'go-to'; step: number }
  /** The open question's answer that led to these pairs (the browser's Forward after Back): given again. */
  | { kind: 'answer'; questionId: string; value: string; label: string };

/**
 * The filters page: the shared state shows these pairs (question or results); pairs an earlier question of
 * the same flow stood on go back to it (its answers as they were, later ones forgotten, as a step page's
 * link does); else the flow starts from them. A guided wizard's state counts too: its results link to the
 * filters path of its answers.
 */
export function filtersPlan(
  pairs: Readonly<Record<string, string>>,
  state: EngineState,
  question: (questionId: string) => Question | undefined,
  /** The answer this address was reached by, kept in the browser's history entry (see readAnswered). */
  answered: AnsweredOption | null = null,
): FiltersPlan {
  const hub = state.hub;
  if (!hub) return { kind: 'start' };
  // Back, then Forward: the question open again is the one whose answer led here; answered again, the
  // flow keeps its history (its answers listed, Back stepping back) instead of starting from the pairs
  const open = state.pending?.kind === 'hub' ? state.pending.questionId : null;
  if (
    answered &&
    open &&
    hub.fromNumber &&
    hub.current === answered.step &&
    !standsAt(hub, pairs) &&
    leadsTo(hub, pairs)
  )
    return { kind: 'answer', questionId: open, value: answered.value, label: answered.label };
  if (!standsAt(hub, pairs)) {
    const wanted = sortedRoute(pairs);
    // the route each question had when it was asked: the flow's spints flag and hub found with that
    // question's answers (a guided wizard's questions have pages of their own)
    const earlier =
      hub.fromNumber &&
      hub.history.findLast(
        (e) =>
          sortedRoute(routePairs({ ...e, offerSpindleNut: hub.offerSpindleNut, found: hub.found })) ===
          wanted,
      );
    return earlier ? { kind: 'go-to', step: earlier.step } : { kind: 'start' };
  }
  if (hub.current != null && state.pending?.kind === 'hub') {
    const open = question(state.pending.questionId);
    return open ? { kind: 'show', question: open } : { kind: 'start' };
  }
  return { kind: 'results' };
}

/** The wizard's state is at the filters path of these pairs. */
const standsAt = (hub: NonNullable<EngineState['hub']>, pairs: Readonly<Record<string, string>>) =>
  sortedRoute(routePairs(hub)) === sortedRoute(pairs);

/**
 * These pairs hold every pair of the state's own (an answer only adds pairs): the question open is the one
 * this address was reached from, not another search's question at the same step.
 */
function leadsTo(hub: NonNullable<EngineState['hub']>, pairs: Readonly<Record<string, string>>) {
  return Object.entries(routePairs(hub)).every(([k, v]) => routeValue(k, pairs[k]) === routeValue(k, v));
}

/** A filters path's value in a stable form: the spints flag's 'true' written as '1'. */
const routeValue = <V extends string | undefined>(key: string, value: V) =>
  key === SPINTS_FLAG && value === 'true' ? '1' : value;

/**
 * The answer kept in a history entry's state (`{ answered }`, put there when the page moved on after a
 * tap): anything else there (another page's state, an old or edited entry) is no answer.
 */
export function readAnswered(historyState: unknown): AnsweredOption | null {
  const a = (historyState as { answered?: unknown } | null)?.answered as Partial<AnsweredOption> | undefined;
  if (!a || typeof a !== 'object') return null;
  const { step, value, label } = a;
  if (typeof step !== 'number' || !Number.isInteger(step)) return null;
  if (typeof value !== 'string' || typeof label !== 'string' || value.length > 200 || label.length > 200)
    return null;
  return { step, value, label };
}

/** A filters path's pairs in a stable form: sorted keys, the spints flag's 'true' written as '1'. */
function sortedRoute(pairs: Readonly<Record<string, string>>) {
  const entries = Object.entries(pairs).map(([k, v]): [string, string] => [k, routeValue(k, v)]);
  return filtersQuery(Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))));
}

/** Where the filters page goes with the engine's answer: the route its question or result names. */
export function filtersArrival(result: StepResult): string {
  for (const m of result.messages) {
    if (m.kind !== 'text' && 'route' in m.data) return m.data.route;
  }
  return '/hub/no-results';
}
