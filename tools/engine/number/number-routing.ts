// Unified number search routing: where a selected search result leads, by its PartTypeId (the part-type
// registry, tools/part-number/part-types.ts). Pure: the caller supplies the maker part number the result interchanges with.
import type { PartNumberMatch } from '../../catalog/search-part-numbers.ts';
import { partType, type SearchKind } from '../../part-number/part-types.ts';
import { FOUND_HUB, filtersQuery } from '../hub-wizard/filters-route.ts';

/** Where a number search result leads: a registered search kind, or the no-results page. */
export type DestinationKind = SearchKind | 'not-found';

export type NumberDestination = {
  kind: DestinationKind;
  /**
   * The classic page that shows it. For hub assemblies (115) the page depends on the hub's filters,
   * resolved by a further call (see hubFiltersRoute); until then this is the hub number search page.
   */
  route: string;
  /** The maker part the destination shows (the typed number translated through the interchange). */
  part: string;
  /** The search result's interchange id (drum/rotor summaries and the hub filter resolution use it). */
  interchangeId: number;
};

export type RoutableResult = Pick<
  PartNumberMatch,
  'CompetitorName' | 'CompetitorPartNumber' | 'CompetitorInterchangesId' | 'CompetitorId' | 'PartTypeId'
>;

/**
 * Where one unified-search result leads. `makerPartNumber` is the maker's own part the result interchanges
 * with (the same number when the result is our own brand's). Every route names the maker's part: the spec
 * requires it for bearings (101); for the other detail pages it spares them the cross-reference retry.
 * Seals (220) of other brands lead to the maker's seal they interchange with, as the seal page resolves
 * them through the cross-reference (decision 016; the original sent only its own brand's seals there).
 * A type with a search but no search route of its own opens its detail page, the same path the hub
 * components list links it to.
 */
export function routeNumber(result: RoutableResult, makerPartNumber: string): NumberDestination {
  const part = makerPartNumber.trim() || result.CompetitorPartNumber;
  const interchangeId = result.CompetitorInterchangesId;
  const entry = partType(result.PartTypeId);
  const search = entry?.search;
  if (!entry || !search) return notFound(result);
  const route = search.route?.({ part, interchangeId }) ?? entry.detail?.(part) ?? notFound(result).route;
  return { kind: search.kind, route, part, interchangeId };
}

/** The no-results page for a result the table does not route. */
export function notFound(result: Pick<RoutableResult, 'CompetitorPartNumber' | 'CompetitorInterchangesId'>) {
  return {
    kind: 'not-found' as const,
    route: `/hub/no-results?q=${encodeURIComponent(result.CompetitorPartNumber)}`,
    part: result.CompetitorPartNumber,
    interchangeId: result.CompetitorInterchangesId,
  };
}

/**
 * A resolved hub's filter pairs, with `spints=1` when the spindle-nut flow applies and the hub itself
 * (`found`), which the results list first: the number searched answers with its own hub.
 */
export function hubFilterPairs(
  results: Readonly<Record<string, string>>,
  spints: boolean | undefined,
  hub: string | null,
): Record<string, string> {
  return { ...results, ...(spints ? { spints: '1' } : {}), ...(hub ? { [FOUND_HUB]: hub } : {}) };
}

/**
 * Where a hub assembly number (115) leads once its filters are resolved: the filter page with the pairs
 * (and `spints=1` when the spindle-nut flow applies), or, when the hub has no filters, the not-available
 * page of the hub the fallback found.
 */
export function hubFiltersRoute(resolution: {
  Results: Readonly<Record<string, string>> | null;
  HubAssemblyNumber: string | null;
  spints?: boolean;
}): string {
  if (resolution.Results && Object.keys(resolution.Results).length) {
    const pairs = hubFilterPairs(resolution.Results, resolution.spints, resolution.HubAssemblyNumber);
    return `/hub/filters/${filtersQuery(pairs)}`;
  }
  return resolution.HubAssemblyNumber
    ? `/hub/not-available/${encodeURIComponent(resolution.HubAssemblyNumber)}`
    : '/hub/no-results';
}
