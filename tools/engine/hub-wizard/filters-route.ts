// The classic filters route of a hub wizard that started from a number search: its pairs as a query, with
// the spints flag; and the guided wizard's page routes with the answers they stand on in the query. A
// module of its own so the results, the number routing and the pages need no mechanism.
import { SHOW_NOW } from '../parts-flow/step.ts';
import { NOT_ANSWERED } from '../shared/narrowing.ts';
import type { HubWizardState } from '../shared/state.ts';
import { stepById } from './steps.ts';

export function filtersQuery(filters: Readonly<Record<string, string>>): string {
  return Object.entries(filters)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}

/** The spints pair on a filters route: the spindle-nut flag of a number search, not a filter. */
export const SPINTS_FLAG = 'spints';

/**
 * The spnut pair: the spindle-nut question's answer ('1' yes, '0' no), so results that depend on it (the
 * optional spindle nut line) keep it when their link is opened alone.
 */
export const SPNUT_ANSWER = 'spnut';

/**
 * The found pair: the hub assembly a number search found (the maker number typed, or the one a competitor
 * number is replaced by), which its results list first among the hubs that share its answers.
 */
export const FOUND_HUB = 'found';

/** A hub assembly number as the found pair may carry it (6 or 8 digits). */
export const isHubNumber = (n: string) => /^\d{6}(\d{2})?$/.test(n);

type RouteState = Pick<HubWizardState, 'filters' | 'offerSpindleNut'> &
  Partial<Pick<HubWizardState, 'spindleNutUpgrade' | 'found'>>;

/**
 * Every pair of a wizard state's filters route: its filters, the spints flag, the hub the number search
 * found and the spindle-nut answer.
 */
export function routePairs(hub: RouteState): Record<string, string> {
  const pairs: Record<string, string> = { ...hub.filters };
  if (hub.offerSpindleNut) pairs[SPINTS_FLAG] = '1';
  if (hub.found) pairs[FOUND_HUB] = hub.found;
  if (hub.spindleNutUpgrade != null) pairs[SPNUT_ANSWER] = hub.spindleNutUpgrade ? '1' : '0';
  return pairs;
}

/** The classic filters page of a wizard state: everything its answer depends on is in the path. */
export function filtersRoute(hub: RouteState): string {
  return `/hub/filters/${filtersQuery(routePairs(hub))}`;
}

type AnswersState = Pick<HubWizardState, 'filters' | 'spindleNutUpgrade' | 'preset'> &
  Partial<Pick<HubWizardState, 'history'>>;

/**
 * Before a value in a page link: a value the typed words named for a question still ahead ('peterbilt
 * front aluminum hub': the hub material), no answer yet; the page opened alone keeps it for that question.
 */
export const WAITING = '~';

/**
 * The answers a guided wizard page stands on, as query pairs: the filters, the spindle-nut answer, the
 * narrowing typed words put on the open question (`openCode`: its code, the value a set 'id|id'), the
 * values they named for questions ahead (the value after WAITING), and the
 * question where the hubs were taken early (with `history`: its code, the value 'results'). A page
 * opened by its link alone rebuilds the wizard from these (the engine's `resume` event).
 */
export function answerPairs(hub: AnswersState, openCode: string | null): Record<string, string> {
  const pairs = routePairs({ filters: hub.filters, spindleNutUpgrade: hub.spindleNutUpgrade });
  const narrowing = openCode ? hub.preset?.[openCode] : undefined;
  if (openCode && narrowing?.includes('|')) pairs[openCode] = narrowing;
  for (const [code, value] of Object.entries(hub.preset ?? {}))
    if (code !== openCode && pairs[code] === undefined && hub.filters[code] === undefined)
      pairs[code] = `${WAITING}${value}`;
  // The hubs taken early at a question (decision 037): the link taps 'Show the hubs now' there again, so
  // the results page opened alone rebuilds the results, not that question.
  for (const entry of hub.history ?? []) {
    const code = entry.answer === NOT_ANSWERED ? stepById(entry.step).code : null;
    if (code && pairs[code] === undefined) pairs[code] = SHOW_NOW;
  }
  return pairs;
}

/** A guided wizard page (`/hub/{path}`) with the answers it stands on; the truck type has none. */
export function stepPageRoute(path: string, hub: AnswersState, openCode: string | null): string {
  const query = filtersQuery(answerPairs(hub, openCode));
  return query ? `/hub/${path}?${query}` : `/hub/${path}`;
}
