// The browser's router starts with only the routes that could match its first address and takes the rest
// in as the visitor goes (client/route-discovery.ts). Walked on React Router's own router over the app's
// real route table: every page of the app is reached from every kind of first address, forward and back,
// and lands on the very route the whole table matches; odd addresses land where the whole table sends them.
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  UNSAFE_createRouter as createRouter,
  type DataRouter,
  matchRoutes,
  type RouteObject,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discoverableRoutes, routesFor } from '../../client/route-discovery.ts';
import { routes } from '../../client/router.tsx';

/** Every path of a route table, in order. */
function pathsOf(table: readonly RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

/** An address each route answers: its parameters filled in. */
const addresses = pathsOf(routes)
  .filter((path) => path !== '*')
  .map((path) => path.replace(/:[A-Za-z]+/g, (name) => `${name.slice(1)}-7`));

/** The path of the route the whole table matches last for `address` (the page shown). */
function pageOf(address: string): string | undefined {
  return matchRoutes(routes, address)?.at(-1)?.route.path;
}

let router: DataRouter | undefined;
afterEach(() => {
  router?.dispose();
  vi.restoreAllMocks();
});

function startAt(address: string): DataRouter {
  router = createRouter({
    history: createMemoryHistory({ initialEntries: [address] }),
    ...discoverableRoutes(routes, address),
  });
  return router;
}

/** The path of the route the router shows once it has settled on `address`. */
async function shownAfter(r: DataRouter, address?: string): Promise<string | undefined> {
  if (address !== undefined) await r.navigate(address);
  else r.initialize();
  await expect.poll(() => r.state.navigation.state === 'idle' && r.state.initialized).toBe(true);
  expect(r.state.location.pathname).toBe(address ?? r.state.location.pathname);
  return r.state.matches.at(-1)?.route.path;
}

describe('routes discovered as the visitor goes', () => {
  it('starts with a handful of routes, the page and the not-found page among them', () => {
    const first = pathsOf(routesFor(routes, '/hub'));
    expect(first).toContain('/hub');
    expect(first).toContain('*');
    expect(first.length).toBeLessThan(5);
    expect(pathsOf(routesFor(routes, '/hub/details/10082200'))).toContain('/hub/details/:hubAssemblyNumber');
  });

  it('keeps what it cannot rule out by segments: index routes, optional segments, splats', () => {
    const table: RouteObject[] = [
      {
        id: 'frame',
        children: [
          { index: true },
          { path: '/a/:b?' },
          { path: '/files/*' },
          { path: '/a/c/d' },
          { path: '/x/:y' },
        ],
      },
    ];
    expect(pathsOf(routesFor(table, '/a/c'))).toEqual(['/a/:b?', '/files/*']);
    expect(routesFor(table, '/a/c')[0]?.children?.[0]).toEqual({ index: true });
    expect(pathsOf(routesFor(table, '/x/1'))).toEqual(['/a/:b?', '/files/*', '/x/:y']);
    expect(pathsOf(routesFor(table, '/nowhere/at/all'))).toEqual(['/a/:b?', '/files/*']);
  });

  it('every layout has an id, so pages can be added to it later', () => {
    const layouts = (table: readonly RouteObject[]): RouteObject[] =>
      table.flatMap((route) => [
        ...(route.path || route.index ? [] : [route]),
        ...layouts(route.children ?? []),
      ]);
    for (const layout of layouts(routes)) expect(layout.id).toBeTruthy();
  });

  it('opened on any page, it shows the page the whole table matches', async () => {
    for (const address of addresses)
      expect(await shownAfter(startAt(address)), address).toBe(pageOf(address));
  });

  it('from the home, every page is reached in turn, then back to the first ones, each once in the table', async () => {
    const r = startAt('/hub');
    await shownAfter(r);
    for (const address of [...addresses, '/hub', '/embed/choose-calculator', addresses[3] ?? '/'])
      expect(await shownAfter(r, address), address).toBe(pageOf(address));
    // nothing was added twice: the table the router ends with has every path once
    const paths = pathsOf(r.routes);
    expect(new Set(paths).size).toBe(paths.length);
    await r.navigate(-1);
    await expect.poll(() => r.state.navigation.state).toBe('idle');
    expect(r.state.matches.at(-1)?.route.path).toBe('/embed/:step');
  });

  it('odd addresses land where the whole table sends them', async () => {
    // React Router warns of the badly encoded one each time it decodes it
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const odd = [
      '/HUB',
      '/hub/',
      '/hub/Details/10082200',
      '/hub/details/%31%30%30',
      '/hub/details/%E0%A4%A',
      '/hub/details',
      '/hub/details/1/2',
      '/nowhere',
      `/${'a/'.repeat(300)}`,
      '/embed/x/y/z',
    ];
    for (const address of odd) {
      const r = startAt('/disclaimer');
      await shownAfter(r);
      expect(await shownAfter(r, address), address).toBe(pageOf(address));
      r.dispose();
      expect(await shownAfter(startAt(address)), `${address} first`).toBe(pageOf(address));
    }
  });
});
