// Client entry: mounts the router.
import './zod-config.ts';
import { type ComponentChild, render as renderOver } from 'preact';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  type DataRouter,
  UNSAFE_defaultMapRouteProperties as defaultMapRouteProperties,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import {
  FIRST_PAINT_ACTIVE_ATTR,
  FIRST_PAINT_ATTR,
  FIRST_PAINT_ENTER_AGAIN_ATTR,
  FIRST_PAINT_ENTER_ATTR,
  FIRST_PAINT_TAP_ATTR,
} from '../tools/first-paint-marks.ts';
import { markFirstRender, nextTask } from './after-first-screen.ts';
import { seedTypedText } from './chat/hand-over.ts';
import { startNotifications } from './notifications/store.ts';
import { startOfflineSupport } from './offline/register.ts';
import { discoverableRoutes } from './route-discovery.ts';
import { routes } from './router.tsx';
import { watchVisitorActivity } from './visitor-activity.ts';
import './styles.css';
import './styles/shell.css';
import './styles/pages.css';

// from the first moment: a dialog deciding later does not open over a visitor already typing
watchVisitorActivity();

// reads ?version= before the router rewrites '/' to '/hub'; the sync waits for the first screen (decision 047)
startNotifications(window.location);

// the service worker and the offline numbers, after the page has loaded and is idle (decisions 038, 047)
startOfflineSupport();

/**
 * The app's router, made as React Router's createBrowserRouter makes it but in two steps, each a task of
 * its own (decision 047): creating it ranks the routes and matches the URL; initializing it reads the
 * session's stored view transitions (the page's first sessionStorage read, slow on a cold tab) and starts
 * the page's lazy load. In one task they were one of the page's long tasks after its first paint. It starts
 * with only the routes that could match the address, and takes the others in as the visitor goes.
 */
function createAppRouter(): DataRouter {
  return createRouter({
    history: createBrowserHistory(),
    ...discoverableRoutes(routes, window.location.pathname),
    mapRouteProperties: defaultMapRouteProperties,
    hydrationRouteProperties,
  });
}

/**
 * A page whose first screen came with the HTML (decision 045): the API answers it was drawn with go into the
 * query cache (loaded here only then: the entry stays without it).
 */
async function seedFromFirstPaint(): Promise<void> {
  const reads = document.querySelector<HTMLMetaElement>('meta[name="first-paint-reads"]')?.content;
  const entries = Object.entries(reads ? (JSON.parse(reads) as Record<string, unknown>) : {});
  if (entries.length) {
    const { queryClient } = await import('./data/query-client.ts');
    for (const [path, data] of entries) queryClient.setQueryData([path], data);
  }
}

/**
 * What was typed into the drawn search box, and what it held when Enter was pressed on it (its Continue is disabled
 * until the app runs, so the browser sent nothing; the page's boot script noted it, decision 049), read just
 * before the app renders: the render sets the box to its own state, so anything read earlier could miss
 * the last keys. Returns the drawn button the visitor tapped meanwhile, if any (decision 051). The marks
 * go: the boot script notes no more, and the screen is the app's.
 */
function takeFirstPaintMarks(root: HTMLElement): HTMLElement | null {
  const typed = root.querySelector<HTMLInputElement>('input.composer-input')?.value;
  if (typed)
    seedTypedText(
      typed,
      root.getAttribute(FIRST_PAINT_ENTER_ATTR),
      root.hasAttribute(FIRST_PAINT_ENTER_AGAIN_ATTR),
    );
  const tapped = root.querySelector<HTMLElement>(`[${FIRST_PAINT_TAP_ATTR}]`);
  tapped?.removeAttribute(FIRST_PAINT_TAP_ATTR);
  root.removeAttribute(FIRST_PAINT_ATTR);
  root.removeAttribute(FIRST_PAINT_ENTER_ATTR);
  root.removeAttribute(FIRST_PAINT_ENTER_AGAIN_ATTR);
  root.removeAttribute(FIRST_PAINT_ACTIVE_ATTR);
  return tapped;
}

/**
 * Taps again, in a task after the first render, a drawn button tapped before the app had its handlers: the
 * render kept the element (it draws the same page over it), which now does what the tap asked for. A
 * button the render replaced is left alone (what it was is no longer on the screen).
 */
function tapAgain(button: HTMLElement | null): void {
  if (!button) return;
  globalThis.setTimeout(() => {
    if (button.isConnected) button.click();
  }, 0);
}

/** Resolves once the router has loaded the modules of the page it opened on. */
function pageLoaded(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const root = document.getElementById('root');
// the seeds start before the router does: the page's module, once in, reads the cache at once
const seeded = root?.firstElementChild ? seedFromFirstPaint().catch(() => undefined) : undefined;

function mount(router: DataRouter) {
  if (!root) return;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (seeded) {
    // The first render takes the HTML's elements over only if it draws the page, not the loading spinner
    // shown until the page's module has arrived: it waits for that module (and the seeds; a failed seed
    // still renders, the page then reads its answers itself). And it renders with Preact's own render:
    // preact/compat's createRoot empties the container first, as React does, where Preact's render keeps
    // the elements its tree matches and patches their attributes. Only the build runs on Preact (decision
    // 031) and only the server's pages come with a first screen, so this branch always has Preact.
    // a task of its own: the page's module has just been evaluated in this one (decision 049)
    void Promise.all([seeded, pageLoaded(router)])
      .then(nextTask)
      .then(() => {
        const tapped = takeFirstPaintMarks(root);
        renderOver(app as unknown as ComponentChild, root);
        markFirstRender();
        tapAgain(tapped);
      });
  } else {
    createRoot(root).render(app);
    markFirstRender();
  }
}

// Four tasks instead of one (decision 047): the modules' evaluation, the router's creation (matching the
// URL), its start (starting the page's lazy load), the first render. Each is shorter than the 50 ms that
// counts as blocking.
void nextTask()
  .then(createAppRouter)
  .then(async (router) => {
    await nextTask();
    router.initialize();
    await nextTask();
    mount(router);
  });
