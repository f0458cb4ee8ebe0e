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
