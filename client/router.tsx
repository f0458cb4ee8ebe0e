// Every route of the app; each page works on a fresh load. Pages load on demand (route-level code
// splitting), so a visitor downloads the chat only on /hub and the other pages only when opened.
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { brakeRoutes } from './brakes/routes.tsx';
import { hubRoutes } from './hub/routes.tsx';
import { kitRoutes } from './kits/routes.tsx';
import { useUnseenCount } from './notifications/hooks.ts';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { AppShell } from './ui/AppShell.tsx';
import { Spinner } from './ui/Spinner.tsx';

/** The frame with the unseen-notification count for its menu dot and badge. */
function Shell() {
  return <AppShell unseenCount={useUnseenCount()} />;
}

/** A lazily loaded page: `page(() => import('./x.tsx'), 'XPage')`. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => {
    const module = await load();
    return { Component: module[name] as ComponentType };
  };
}

/**
 * Marks the calculator's routes: which of their addresses are the calculator's 404 only the address says
 * (`readCalculatorAddress`), which the server asks too (client/prerender.tsx).
 */
export const CALCULATOR_ROUTE = { calculator: true } as const;

/** The calculator pages, in the app frame ('replace') or alone in a frame on another site ('embed'). */
function calculator(mode: 'replace' | 'embed') {
  return async () => {
    const { CalculatorPage } = await import('./calculator/CalculatorPage.tsx');
    return { element: <CalculatorPage mode={mode} /> };
  };
}

const pages: RouteObject[] = [
  { path: '/', element: <Navigate to="/hub" replace /> },
  { path: '/hub', lazy: page(() => import('./chat/AssistantPage.tsx'), 'AssistantPage') },
  { path: '/disclaimer', lazy: page(() => import('./pages/DisclaimerPage.tsx'), 'DisclaimerPage') },
  { path: '/help', lazy: page(() => import('./pages/HelpPage.tsx'), 'HelpPage') },
  { path: '/about', lazy: page(() => import('./pages/PlaceholderPage.tsx'), 'AboutPage') },
  { path: '/contact', lazy: page(() => import('./pages/PlaceholderPage.tsx'), 'ContactPage') },
  { path: '/hub/choose-path', lazy: page(() => import('./hub/ChoosePathPage.tsx'), 'ChoosePathPage') },
  { path: '/hub/find-assembly', lazy: page(() => import('./hub/FindAssemblyPage.tsx'), 'FindAssemblyPage') },
  {
    path: '/hub/find-assembly-detail',
    lazy: page(() => import('./hub/FindAssemblyDetailPage.tsx'), 'FindAssemblyDetailPage'),
  },
  { path: '/hub/finder', lazy: page(() => import('./hub/FinderPage.tsx'), 'FinderPage') },
  { path: '/hub/email', lazy: page(() => import('./hub/EmailProductPage.tsx'), 'EmailProductPage') },
  { path: '/hub/no-results', lazy: page(() => import('./hub/NoResultsPage.tsx'), 'NoResultsPage') },
  {
    path: '/hub/meritor-exclusive',
    lazy: page(() => import('./hub/ExclusivePage.tsx'), 'MeritorExclusivePage'),
  },
  { path: '/hub/volvo-exclusive', lazy: page(() => import('./hub/ExclusivePage.tsx'), 'VolvoExclusivePage') },
  {
    path: '/hub/details/:hubAssemblyNumber',
    lazy: page(() => import('./hub/HubDetailsPage.tsx'), 'HubDetailsPage'),
  },
  ...hubRoutes,
  {
    path: '/parts/choose-path',
    lazy: page(() => import('./parts/PartsChoosePathPage.tsx'), 'PartsChoosePathPage'),
  },
  ...kitRoutes,
  { path: '/parts/help', lazy: page(() => import('./parts/PartsHelpPage.tsx'), 'PartsHelpPage') },
  {
    path: '/parts/help/detail',
    lazy: page(() => import('./parts/PartsHelpPage.tsx'), 'PartsHelpDetailPage'),
  },
  {
    path: '/notification',
    lazy: page(() => import('./notifications/NotificationListPage.tsx'), 'NotificationListPage'),
  },
  {
    path: '/hub/notification-detail/:id',
    lazy: page(() => import('./notifications/NotificationDetailPage.tsx'), 'NotificationDetailPage'),
  },
  ...brakeRoutes,
  { path: '/hub/error-boundary', element: <ErrorPage /> },
  { path: '/replace', element: <Navigate to="/replace/choose-calculator" replace /> },
  { path: '/replace/:step', lazy: calculator('replace'), handle: CALCULATOR_ROUTE },
  { path: '/replace/:calculator/:step', lazy: calculator('replace'), handle: CALCULATOR_ROUTE },
  { path: '/404', element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The app's routes: the browser's router (main.tsx) and the server's first paint (prerender.tsx) share them. */
export const routes: RouteObject[] = [
  {
    // layouts have ids: the browser's router adds their pages as the visitor goes (route-discovery.ts)
    id: 'app',
    element: <Shell />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Spinner label="Loading" />,
    children: pages,
  },
  {
    // The native app shows this page in a web view, so it has no title bar, menu or footer.
    path: '/mobile-help',
    lazy: page(() => import('./pages/HelpPage.tsx'), 'MobileHelpPage'),
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <Spinner label="Loading" />,
  },
  {
    // Embed mode: the calculator alone, without title bar, menu or Home, sized by its frame's host.
    id: 'embed',
    lazy: async () => ({ Component: (await import('./calculator/EmbedShell.tsx')).EmbedShell }),
    errorElement: <ErrorPage home="/embed/choose-calculator" />,
    hydrateFallbackElement: <Spinner label="Loading" />,
    children: [
      { path: '/embed', element: <Navigate to="/embed/choose-calculator" replace /> },
      { path: '/embed/:step', lazy: calculator('embed'), handle: CALCULATOR_ROUTE },
      { path: '/embed/:calculator/:step', lazy: calculator('embed'), handle: CALCULATOR_ROUTE },
    ],
  },
];
