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

/** The classic filters page of a wizard that started from a number search (with its spints flag). */
export function filtersRoute(hub: Pick<HubWizardState, 'filters' | 'offerSpindleNut'>): string {
  const pairs = hub.offerSpindleNut ? { ...hub.filters, [SPINTS_FLAG]: '1' } : hub.filters;
  return `/hub/filters/${filtersQuery(pairs)}`;
}
