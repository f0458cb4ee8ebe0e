// The rotor, drum, casting, rotor-casting, drum-casting and stud flows: where each asks the API and which
// classic route shows it. Categories come from the catalog; only the flow's identity lives here.
import type { Flow } from '../../catalog/facets.ts';

export type PartsFlowId = Exclude<Flow, 'hub'>;

export type PartsFlowDef = {
  flow: PartsFlowId;
  /** Base of the flow's filter calls (filtercategories/, filtervalues/{filter}). */
  api: string;
  /** Base of the flow's classic pages. */
  route: string;
  /** The filter whose "values" are the results. */
  resultCode: string;
  title: string;
};

export const PARTS_FLOWS: Record<PartsFlowId, PartsFlowDef> = {
  rotor: {
    flow: 'rotor',
    api: '/api/v11/brakerotor',
    route: '/hub/replacement-rotor',
    resultCode: 'brnum',
    title: 'Replacement Rotor',
  },
  drum: {
    flow: 'drum',
    api: '/api/v11/brakedrum',
    route: '/hub/replacement-drum',
    resultCode: 'brnum',
    title: 'Replacement Drum',
  },
  casting: {
    flow: 'casting',
    api: '/api/v1/casting',
    route: '/hub/casting',
    resultCode: 'hanum',
    title: 'Hub Casting',
  },
  rotorcasting: {
    flow: 'rotorcasting',
    api: '/api/v11/rotorcasting',
    route: '/hub/rotor-casting',
    resultCode: 'brnum',
    title: 'Rotor Casting',
  },
  drumcasting: {
    flow: 'drumcasting',
    api: '/api/v11/brakedrumcasting',
    route: '/hub/drum-casting',
    resultCode: 'brnum',
    title: 'Drum Casting',
  },
  stud: { flow: 'stud', api: '/api/v11/stud', route: '/hub/stud', resultCode: 'sdnum', title: 'Stud' },
};

/**
 * Where a unified-search result of a rotor, drum, casting or stud part type opens (spec section 4):
 * 1 hub casting (filter hamnt with hcnum), 5 stud summaries, 23 recommended drums, 203 recommended rotors,
 * 202 rotor casting (filter trtyp with ctnum), 652 drum casting (filter holes with ctnum). Null for others.
 * `partNumber` is the maker's number the result stands for (interchangeById's PartNumber); for 23 and 203
 * it only names the part in the discontinued message. `interchangeId` is the result's CompetitorInterchangesId.
 */
export function partsRouteFor(partTypeId: number, partNumber: string, interchangeId: number): string | null {
  const part = encodeURIComponent(partNumber);
  switch (partTypeId) {
    case 1:
      return `${PARTS_FLOWS.casting.route}/filter/hamnt/hcnum=${part}`;
    case 5:
      return `${PARTS_FLOWS.stud.route}/summaries/${part}`;
    case 23:
      return `${PARTS_FLOWS.drum.route}/recommended-drums/${interchangeId}?number=${part}`;
    case 203:
      return `${PARTS_FLOWS.rotor.route}/recommended-rotors/${interchangeId}?number=${part}`;
    case 202:
      return `${PARTS_FLOWS.rotorcasting.route}/filter/trtyp/ctnum=${part}`;
    case 652:
      return `${PARTS_FLOWS.drumcasting.route}/filter/holes/ctnum=${part}`;
    default:
      return null;
  }
}
