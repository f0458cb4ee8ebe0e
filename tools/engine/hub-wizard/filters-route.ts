// The classic filters route of a hub wizard that started from a number search: its pairs as a query, with
// the spints flag. A module of its own so the results, the number routing and the pages need no mechanism.
import type { HubWizardState } from '../shared/state.ts';

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

type RouteState = Pick<HubWizardState, 'filters' | 'offerSpindleNut'> &
  Partial<Pick<HubWizardState, 'spindleNutUpgrade'>>;

/** Every pair of a wizard state's filters route: its filters, the spints flag and the spindle-nut answer. */
export function routePairs(hub: RouteState): Record<string, string> {
  const pairs: Record<string, string> = { ...hub.filters };
  if (hub.offerSpindleNut) pairs[SPINTS_FLAG] = '1';
  if (hub.spindleNutUpgrade != null) pairs[SPNUT_ANSWER] = hub.spindleNutUpgrade ? '1' : '0';
  return pairs;
}

/** The classic filters page of a wizard state: everything its answer depends on is in the path. */
export function filtersRoute(hub: RouteState): string {
  return `/hub/filters/${filtersQuery(routePairs(hub))}`;
}
