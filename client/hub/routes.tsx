// The hub wizard's pages: one route per step path of the specification, and the results.
import type { RouteObject } from 'react-router';
import { STEPS } from '../../tools/engine/hub-wizard/steps.ts';

const wizardSteps: RouteObject[] = STEPS.filter((s) => s.path !== 'results').map((s) => ({
  path: `/hub/${s.path}`,
  lazy: async () => {
    const { WizardStepPage } = await import('./wizard/WizardStepPage.tsx');
    // keyed by step: the next step is a new page, not the previous one with new props
    return { element: <WizardStepPage key={s.path} stepId={s.id} /> };
  },
}));

export const hubRoutes: RouteObject[] = [
  ...wizardSteps,
  {
    path: '/hub/results',
    lazy: async () => ({ Component: (await import('./wizard/WizardResultsPage.tsx')).WizardResultsPage }),
  },
  {
    path: '/hub/search',
    lazy: async () => ({ Component: (await import('./search/HubSearchPage.tsx')).HubSearchPage }),
  },
  {
    path: '/hub/not-available/:hubAssemblyNumber',
    lazy: async () => ({ Component: (await import('./NotAvailablePage.tsx')).NotAvailablePage }),
  },
  {
    path: '/hub/compare-hub',
    lazy: async () => ({ Component: (await import('./compare/CompareHubPage.tsx')).CompareHubPage }),
  },
  {
    path: '/hub/compare/:assembly/:compareAssembly',
    lazy: async () => ({ Component: (await import('./compare/ComparePage.tsx')).ComparePage }),
  },
  {
    path: '/hub/job/:assemblyNumber',
    lazy: async () => ({ Component: (await import('./job/JobPartsPage.tsx')).JobPartsPage }),
  },
  {
    path: '/hub/filters/:query',
    lazy: async () => ({ Component: (await import('./wizard/FiltersPage.tsx')).FiltersPage }),
  },
];
