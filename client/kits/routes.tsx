// Routes of the hub components area: parts search and results, the part detail screens and the bearing
// filter screens. Spread into the app's pages in client/router.tsx; every page loads on demand.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const kits = () => import('./KitDetailPages.tsx');
const bearings = () => import('./BearingPages.tsx');

export const kitRoutes: RouteObject[] = [
  { path: '/parts/search', lazy: page(() => import('../parts/PartsSearchPage.tsx'), 'PartsSearchPage') },
  {
    path: '/parts/search/:id',
    lazy: page(() => import('../parts/PartsResultsPage.tsx'), 'PartsResultsPage'),
  },
  { path: '/hub/hub-rebuild-kits-detail/:partNumber', lazy: page(kits, 'HubRebuildKitDetailPage') },
  { path: '/hub/abs-service-kit-detail/:partNumber', lazy: page(kits, 'AbsServiceKitDetailPage') },
  { path: '/hub/seals-detail/:partNumber', lazy: page(kits, 'SealDetailPage') },
  { path: '/hub/abs-tone-ring-detail/:partNumber', lazy: page(kits, 'AbsToneRingDetailPage') },
  { path: '/hub/spindle-nut-kit-detail/:partNumber', lazy: page(kits, 'SpindleNutKitDetailPage') },
  { path: '/hub/seal-spacer-kit-detail/:partNumber', lazy: page(kits, 'SealSpacerKitDetailPage') },
  { path: '/hub/fill-plug-detail/:partNumber', lazy: page(kits, 'FillPlugDetailPage') },
  { path: '/hub/bearing-detail/:partNumber', lazy: page(bearings, 'BearingDetailPage') },
  { path: '/hub/bearing-filter/:partNumber', lazy: page(bearings, 'BearingFilterEntryPage') },
  {
    path: '/hub/bearing-filter-detail/:partNumber/:filterId',
    lazy: page(bearings, 'BearingFilterDetailPage'),
  },
];
