// Unified number search routing: where a selected search result
// leads, by its PartTypeId. Pure: the caller supplies the maker part number the result interchanges with.
import type { PartNumberMatch } from '../../catalog/search-part-numbers.ts';
import { filtersQuery } from '../hub-wizard/filters-route.ts';
import { partRoute } from '../shared/part-groups.ts';

/** The PartTypeIds of the routing table. */
export const PART_TYPE = {
  hubCasting: 1,
  stud: 5,
  absToneRing: 7,
  fillPlug: 8,
  drum: 23,
  bearing: 101,
  hubAssembly: 115,
  rotor: 203,
  rotorCasting: 202,
  rebuildKit: 219,
  seal: 220,
  sealSpacerKit: 221,
  spindleNutKit: 227,
  absServiceKit: 241,
  drumCasting: 652,
  volvoExclusive: 1112,
  meritorExclusive: 1115,
} as const;

export type DestinationKind =
  | 'hub-filters'
  | 'meritor-exclusive'
  | 'volvo-exclusive'
  | 'hub-casting'
  | 'stud'
  | 'drum'
  | 'rotor'
  | 'rotor-casting'
  | 'drum-casting'
  | 'rebuild-kit'
  | 'abs-service-kit'
  | 'seal'
  | 'abs-tone-ring'
  | 'seal-spacer-kit'
  | 'bearing'
  | 'spindle-nut-kit'
  | 'fill-plug'
  | 'not-found';

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

const seg = (s: string) => encodeURIComponent(s);

/**
 * Where one unified-search result leads. `makerPartNumber` is the maker's own part the result interchanges
 * with (the same number when the result is our own brand's). Every route names the maker's part: the spec
 * requires it for bearings (101); for the other detail pages it spares them the cross-reference retry.
 * Seals (220) of other brands lead to the maker's seal they interchange with, as the seal page resolves
 * them through the cross-reference (decision 016; the original sent only its own brand's seals there).
 */
export function routeNumber(result: RoutableResult, makerPartNumber: string): NumberDestination {
  const part = makerPartNumber.trim() || result.CompetitorPartNumber;
  const interchangeId = result.CompetitorInterchangesId;
  const to = (kind: DestinationKind, route: string): NumberDestination => ({
    kind,
    route,
    part,
    interchangeId,
  });
  /** A part's own page: the same path the hub components list links it to (part-groups.ts). */
  const page = (kind: DestinationKind) =>
    to(kind, partRoute(result.PartTypeId, part) ?? notFound(result).route);
  switch (result.PartTypeId) {
    case PART_TYPE.hubAssembly:
      return to('hub-filters', `/hub/search?chaid=${interchangeId}`);
    case PART_TYPE.meritorExclusive:
      return to('meritor-exclusive', '/hub/meritor-exclusive');
    case PART_TYPE.volvoExclusive:
      return to('volvo-exclusive', '/hub/volvo-exclusive');
    case PART_TYPE.hubCasting:
      return to('hub-casting', `/hub/casting/filter/hamnt/hcnum=${seg(part)}`);
    case PART_TYPE.stud:
      return page('stud');
    case PART_TYPE.drum:
      return to('drum', `/hub/replacement-drum/recommended-drums/${interchangeId}`);
    case PART_TYPE.rotor:
      return to('rotor', `/hub/replacement-rotor/recommended-rotors/${interchangeId}`);
    case PART_TYPE.rotorCasting:
      return to('rotor-casting', `/hub/rotor-casting/filter/trtyp/ctnum=${seg(part)}`);
    case PART_TYPE.drumCasting:
      return to('drum-casting', `/hub/drum-casting/filter/holes/ctnum=${seg(part)}`);
    case PART_TYPE.rebuildKit:
      return page('rebuild-kit');
    case PART_TYPE.absServiceKit:
      return page('abs-service-kit');
    case PART_TYPE.seal:
      return page('seal');
    case PART_TYPE.absToneRing:
      return page('abs-tone-ring');
    case PART_TYPE.sealSpacerKit:
      return page('seal-spacer-kit');
    case PART_TYPE.bearing:
      return page('bearing');
    case PART_TYPE.spindleNutKit:
      return page('spindle-nut-kit');
    case PART_TYPE.fillPlug:
      return page('fill-plug');
    default:
      return notFound(result);
  }
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

/** A resolved hub's filter pairs, with `spints=1` when the spindle-nut flow applies. */
export function hubFilterPairs(
  results: Readonly<Record<string, string>>,
  spints: boolean | undefined,
): Record<string, string> {
  return spints ? { ...results, spints: '1' } : { ...results };
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
    return `/hub/filters/${filtersQuery(hubFilterPairs(resolution.Results, resolution.spints))}`;
  }
  return resolution.HubAssemblyNumber
    ? `/hub/not-available/${seg(resolution.HubAssemblyNumber)}`
    : '/hub/no-results';
}
