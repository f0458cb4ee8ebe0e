// Every route of the app; each page works on a fresh load.
import { createBrowserRouter, Navigate } from 'react-router';
import { CalculatorPage } from './calculator/CalculatorPage.tsx';
import { EmbedShell } from './calculator/EmbedShell.tsx';
import { AssistantPage } from './chat/AssistantPage.tsx';
import { HubDetailsPage } from './hub/HubDetailsPage.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { AppShell } from './ui/AppShell.tsx';

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/hub" replace /> },
      { path: '/hub', element: <AssistantPage /> },
      { path: '/hub/details/:hubAssemblyNumber', element: <HubDetailsPage /> },
      { path: '/hub/error-boundary', element: <ErrorPage /> },
      { path: '/replace', element: <Navigate to="/replace/choose-calculator" replace /> },
      { path: '/replace/:step', element: <CalculatorPage mode="replace" /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // Embed mode: the calculator alone, without title bar, menu or Home, sized by its frame's host.
    element: <EmbedShell />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/embed', element: <Navigate to="/embed/choose-calculator" replace /> },
      { path: '/embed/:step', element: <CalculatorPage mode="embed" /> },
    ],
  },
]);
