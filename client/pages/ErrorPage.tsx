// Render errors end here instead of a blank screen: the spec's technical-issue page, which also reports
// a 'Search Failure' event with the URL and the error's message.
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { trackSearchFailure } from '../analytics/index.ts';

function describe(error: unknown): string | null {
  if (!error) return null;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return error instanceof Error ? error.message : String(error);
}

export function ErrorPage() {
  const message = describe(useRouteError());
  useEffect(() => {
    if (message !== null) trackSearchFailure(window.location.href, message);
  }, [message]);
  return (
    <section className="page page-center">
      <h1>We’re sorry, but there’s a technical issue.</h1>
      <p>Please try again in a moment.</p>
      <a className="button button-primary" href="/">
        Return to Home Screen
      </a>
    </section>
  );
}
