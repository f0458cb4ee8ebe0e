// Client entry: mounts the router.
import './zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { nextTask } from './after-first-screen.ts';
import { startNotifications } from './notifications/store.ts';
import { startOfflineSupport } from './offline/register.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';
import './styles/shell.css';
import './styles/pages.css';

// reads ?version= before the router rewrites '/' to '/hub'; the sync waits for the first screen (decision 047)
startNotifications(window.location);

// the service worker and the offline numbers, after the page has loaded and is idle (decisions 038, 047)
startOfflineSupport();

function mount(router: ReturnType<typeof createAppRouter>) {
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
}

// Three tasks instead of one (decision 047): the modules' evaluation, the router (matching the URL,
// starting the page's lazy load), the first render. Each is shorter than the 50 ms that counts as blocking.
void nextTask()
  .then(createAppRouter)
  .then(async (router) => {
    await nextTask();
    mount(router);
  });
