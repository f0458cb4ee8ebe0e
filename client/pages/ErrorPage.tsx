// Render errors end here instead of a blank screen: the spec's technical-issue page, which also reports
// a 'Search Failure' event with the URL and the error's message. A page script deleted by a release is
// no such issue: the address is loaded afresh (stale-build.ts).
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { trackSearchFailure } from '../analytics/index.ts';
import { isStaleBuild, mayReloadForNewBuild, reloadForNewBuild } from './stale-build.ts';

function describe(error: unknown): string | null {
  if (!error) return null;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return error instanceof Error ? error.message : String(error);
}

/** `home`: where 'Return to Home Screen' leads; an embedded calculator's frame refuses `/`, so it passes its start. */
export function ErrorPage({ home = '/' }: { home?: string }) {
  const error = useRouteError();
  const message = describe(error);
  // decided once, so the technical-issue text never flashes before the fresh load
  const [reloading, setReloading] = useState(() => isStaleBuild(error) && mayReloadForNewBuild());
  useEffect(() => {
    // a page script gone with a new release: the new build is one load away
    if (isStaleBuild(error) && reloadForNewBuild()) return;
    setReloading(false);
    if (message !== null) trackSearchFailure(window.location.href, message);
  }, [error, message]);
  if (reloading)
    return (
      <section className="page page-center" aria-busy="true">
        <p role="status">Loading the latest version of this page…</p>
      </section>
    );
  return (
    <section className="page page-center">
      <h1>We’re sorry, but there’s a technical issue.</h1>
      <p>Please try again in a moment.</p>
      <a className="button button-primary" href={home}>
        Return to Home Screen
      </a>
    </section>
  );
}
