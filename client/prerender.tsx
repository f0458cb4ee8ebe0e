// The first screen of a page as HTML (decision 045): the server writes it into the page's #root, so the
// page paints from the HTML alone, before its scripts have downloaded and run; the client's first render
// then takes these elements over (Preact reuses the DOM nodes its tree matches). Built by Vite's SSR build
// (vite.prerender.config.ts) into dist/server/prerender.js, which the server loads at start.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { readCalculatorAddress } from '../tools/engine/shared/calculator/step-paths.ts';
import { queryClient } from './data/query-client.ts';
import { CALCULATOR_ROUTE, routes } from './router.tsx';

/** API answers by the path the page reads them at (the query cache's key, decision 032). */
export type Reads = Record<string, unknown>;

/**
 * The markup of the app at `url` with `reads` in its query cache, or null when the router answers with a
 * redirect or an error (the page is then served empty, as before). The client starts from the same reads.
 */
export async function renderPage(url: string, reads: Reads): Promise<string | null> {
  const handler = createStaticHandler(routes);
  // loads the lazy page modules the path matches
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // One cache shared by every render: rendering is synchronous from here, so no other page's reads are in
  // it while this one renders.
  queryClient.clear();
  for (const [path, data] of Object.entries(reads)) queryClient.setQueryData([path], data);
  try {
    return renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
  } finally {
    queryClient.clear();
  }
}

/**
 * Whether the app has a page at `path` (a path without its query), or would draw its 404 page there: an
 * unknown address, /404 itself, or a calculator address the calculator does not have. The server answers
 * those with status 404, so a mistyped link reads as missing to crawlers and link checkers too.
 */
export function knownPath(path: string): boolean {
  const last = matchRoutes(routes, path)?.at(-1);
  if (!last || last.route.path === '*' || last.route.path === '/404') return false;
  if (last.route.handle === CALCULATOR_ROUTE) return readCalculatorAddress(last.params).kind !== 'not-found';
  return true;
}
