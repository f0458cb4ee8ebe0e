// The frame around every page: title bar, content, footer with terms and the wheel-end disclaimer.
import { Link, Outlet } from 'react-router';

export function AppShell() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="title-bar">
        <Link to="/hub" className="brand" aria-label="Wheel-End Parts Finder home">
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <circle cx="16" cy="16" r="15" fill="#f5b400" />
            <circle cx="16" cy="16" r="9" fill="none" stroke="#0d2c54" strokeWidth="3" />
            <circle cx="16" cy="16" r="3" fill="#0d2c54" />
          </svg>
          <span className="brand-name">Wheel-End Parts Finder</span>
        </Link>
      </header>
      <main id="main" className="content">
        <Outlet />
      </main>
      <footer className="footer">
        <p>
          <Link to="/disclaimer">Terms and conditions</Link> · Wheel hubs are safety-critical parts: always
          verify the part number and fitment before installation.
        </p>
      </footer>
    </div>
  );
}
