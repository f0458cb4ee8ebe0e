// Unknown routes and /404.
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="page page-center">
      <h1>404 Page Not Found</h1>
      <p>We were unable to find the page you are looking for.</p>
      <Link className="button button-primary" to="/hub">
        Return to Home Screen
      </Link>
    </section>
  );
}
