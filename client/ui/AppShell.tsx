// The frame around every page: title bar, content, footer with terms and the wheel-end disclaimer.
import { Link, Outlet } from 'react-router';
import { usePageViews } from '../analytics/index.ts';
import { NotificationEntryModal, UnseenDot } from '../notifications/index.ts';

export function AppShell() {
  usePageViews();
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
        <Link to="/notification" className="title-bar-notifications" aria-label="Notifications">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
            />
          </svg>
          <UnseenDot />
        </Link>
      </header>
      <main id="main" className="content">
        <Outlet />
      </main>
      <NotificationEntryModal />
      <footer className="footer">
        <p>
          <Link to="/disclaimer">Terms and conditions</Link> · Wheel hubs are safety-critical parts: always
          verify the part number and fitment before installation.
        </p>
      </footer>
    </div>
  );
}
