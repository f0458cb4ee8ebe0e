// The browser's router starts with only the routes that could match the address it opened on, and takes
// the others in as the visitor goes (React Router's patchRoutesOnNavigation). With all ~75 routes, its
// creation flattened, scored and ranked every one and tried a regular expression for most before it found
// the page: 10-40 ms of one task in a page's start on a phone's CPU (issue 17). The test here is plain
// string work by segment; React Router still does the real matching on what is kept.
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

/** The address's segments as React Router compares them: decoded, case folded. */
function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

/**
 * Whether a route's own path could match: a splat always could (and, kept simple, a path with an optional
 * segment); else the same count of segments, the fixed ones equal.
 */
function mayMatch(path: string, segments: readonly string[]): boolean {
  const parts = path.split('/').filter(Boolean);
  if (parts.at(-1) === '*' || parts.some((part) => part.endsWith('?'))) return true;
  return (
    parts.length === segments.length &&
    parts.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i])
  );
}

/**
 * The routes of `all` that could match `pathname`, as a tree: a layout (a route without a path) stays,
 * with its id, when one of its children could match, and keeps only those. The app's routes are absolute
 * paths under layouts without paths, so each route is tested on its own.
 */
export function routesFor(all: readonly RouteObject[], pathname: string): RouteObject[] {
  return kept(all, segmentsOf(pathname));
}

function kept(all: readonly RouteObject[], segments: readonly string[]): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const route of all) {
    // an index route is its layout's own page: it stays with the layout
    if (route.index) routes.push(route);
    else if (route.path !== undefined) {
      if (mayMatch(route.path, segments)) routes.push(route);
    } else {
      const children = kept(route.children ?? [], segments);
      if (children.length) routes.push({ ...route, children } as RouteObject);
    }
  }
  return routes;
}

/**
 * What the router needs to start on `pathname` and to take in the rest later: its first routes, and the
 * patch that adds, on each navigation, the routes that could match the new address and are not in yet.
 * Every layout of `all` has an id: the patch names the layout it adds to.
 */
export function discoverableRoutes(
  all: readonly RouteObject[],
  pathname: string,
): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  const added = new Set<RouteObject>();
  const layouts = new Set<string>();
  const note = (routes: readonly RouteObject[]) => {
    for (const route of routes) {
      if (route.path !== undefined || route.index) added.add(route);
      else {
        if (route.id) layouts.add(route.id);
        note(route.children ?? []);
      }
    }
  };
  const routes = routesFor(all, pathname);
  note(routes);
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    const take = (parent: string | null, wanted: readonly RouteObject[]) => {
      for (const route of wanted) {
        if (route.path === undefined && route.id && layouts.has(route.id))
          take(route.id, route.children ?? []);
        else if (!added.has(route)) {
          patch(parent, [route]);
          note([route]);
        }
      }
    };
    take(null, routesFor(all, path.split(/[?#]/)[0] ?? ''));
  };
  return { routes, patchRoutesOnNavigation };
}
