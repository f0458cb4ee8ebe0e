// Render errors end here instead of a blank screen: the spec's technical-issue page.
export function ErrorPage() {
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
