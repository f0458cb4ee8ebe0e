// Client entry: mounts the router.
import './zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { captureVersionParam, syncNotificationsOnce } from './notifications/store.ts';
import { startOfflineSupport } from './offline/register.ts';
import { router } from './router.tsx';
import './styles.css';
import './styles/shell.css';
import './styles/pages.css';

// before the router rewrites '/' to '/hub'; the sync starts now so the home modal has the list early
void captureVersionParam(window.location).finally(() => void syncNotificationsOnce());

// the service worker and the offline numbers, after the page has loaded (decision 038)
startOfflineSupport();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
