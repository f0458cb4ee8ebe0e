// Unknown routes and /404.
import { Link } from 'react-router';

export type WayOn = { to: string; label: string };

/** Home, the way on of a page in the app frame. */
export const HOME_WAY: WayOn = { to: '/hub', label: 'Return to Home Screen' };

/** `ways`: the links on from here, the first one primary (an embedded calculator has no Home to return to). */
export function NotFoundPage({ ways = [HOME_WAY] }: { ways?: readonly WayOn[] }) {
  return (
    <section className="page page-center">
      <h1>404 Page Not Found</h1>
      <p>We were unable to find the page you are looking for.</p>
      <div className="page-center-actions">
        {ways.map((way, i) => (
          <Link key={way.to} className={`button ${i === 0 ? 'button-primary' : 'button-quiet'}`} to={way.to}>
            {way.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
