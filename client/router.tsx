// Every route of the app; each page works on a fresh load.
import { createBrowserRouter, Navigate } from 'react-router';
import { AssistantPage } from './chat/AssistantPage.tsx';
import { HubDetailsPage } from './hub/HubDetailsPage.tsx';
import { NotificationDetailPage, NotificationListPage } from './notifications/index.ts';
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
      { path: '/notification', element: <NotificationListPage /> },
      { path: '/hub/notification-detail/:id', element: <NotificationDetailPage /> },
      { path: '/hub/error-boundary', element: <ErrorPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
