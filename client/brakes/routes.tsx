// Routes of the rotor, drum, casting, rotor-casting, drum-casting and stud pages, loaded on demand.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PartsFlowId } from '../../tools/engine/parts-flow/flows.ts';
import './brakes.css';

function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}
const start = (name: string) => lazyPage(() => import('./StartPages.tsx'), name as 'RotorStartPage');

/** The three filter routes of a flow under its base path. */
function filterRoutes(base: string, flow: PartsFlowId): RouteObject[] {
  const lazy = async () => {
    const { FlowFilterPage } = await import('./FlowFilterPage.tsx');
    return { element: <FlowFilterPage flow={flow} /> };
  };
  return [
    { path: `${base}/filter`, lazy },
    { path: `${base}/filter/:currentFilter`, lazy },
    { path: `${base}/filter/:currentFilter/:filters`, lazy },
  ];
}

const rotor = '/hub/replacement-rotor';
const drum = '/hub/replacement-drum';

const measure = (name: string) => lazyPage(() => import('./MeasurePage.tsx'), name as 'DrumMeasurePage');

export const brakeRoutes: RouteObject[] = [
  { path: rotor, lazy: start('RotorStartPage') },
  { path: `${rotor}/measure`, lazy: measure('RotorMeasurePage') },
  { path: `${drum}/measure`, lazy: measure('DrumMeasurePage') },
  { path: '/hub/measure-hub', lazy: measure('HubMeasurePage') },
  { path: '/hub/stud/measure', lazy: measure('StudMeasurePage') },
  { path: `${rotor}/search`, lazy: lazyPage(() => import('./NumberSearchPage.tsx'), 'RotorSearchPage') },
  ...filterRoutes(rotor, 'rotor'),
  {
    path: `${rotor}/recommended-rotors/:rotorId`,
    lazy: lazyPage(() => import('./RotorPages.tsx'), 'RecommendedRotorsPage'),
  },
  {
    path: `${rotor}/rotors/:casting`,
    lazy: lazyPage(() => import('./RotorPages.tsx'), 'RotorsByCastingPage'),
  },
  {
    path: `${rotor}/rotordetails/:rotorNumber`,
    lazy: lazyPage(() => import('./RotorPages.tsx'), 'RotorDetailsPage'),
  },
  {
    path: `${rotor}/rotordetails/:rotorNumber/:kitNumber`,
    lazy: lazyPage(() => import('./RotorPages.tsx'), 'RotorDetailsPage'),
  },
  { path: drum, lazy: start('DrumStartPage') },
  { path: `${drum}/search`, lazy: lazyPage(() => import('./NumberSearchPage.tsx'), 'DrumSearchPage') },
  ...filterRoutes(drum, 'drum'),
  {
    path: `${drum}/recommended-drums/:drumId`,
    lazy: lazyPage(() => import('./DrumPages.tsx'), 'RecommendedDrumsPage'),
  },
  {
    path: `${drum}/drumdetails/:drumNumber`,
    lazy: lazyPage(() => import('./DrumPages.tsx'), 'DrumDetailsPage'),
  },
  { path: '/hub/casting', lazy: start('HubCastingStartPage') },
  ...filterRoutes('/hub/casting', 'casting'),
  { path: '/hub/rotor-casting', lazy: start('RotorCastingStartPage') },
  ...filterRoutes('/hub/rotor-casting', 'rotorcasting'),
  { path: '/hub/drum-casting', lazy: start('DrumCastingStartPage') },
  ...filterRoutes('/hub/drum-casting', 'drumcasting'),
  { path: '/hub/stud', lazy: start('StudStartPage') },
  { path: '/hub/stud/summaries', lazy: lazyPage(() => import('./StudPages.tsx'), 'StudSummariesPage') },
  {
    path: '/hub/stud/summaries/:studNumber',
    lazy: lazyPage(() => import('./StudPages.tsx'), 'StudSummaryPage'),
  },
  ...filterRoutes('/hub/stud', 'stud'),
  {
    path: '/hub/stud/filters/:currentFilter',
    lazy: lazyPage(() => import('./StudPages.tsx'), 'StudFiltersPage'),
  },
];
