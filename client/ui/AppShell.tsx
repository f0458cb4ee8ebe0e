// The frame around every page: title bar (brand, header text, 'More Information' menu), content, footer.
import { useId, useRef, useState } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { PAGE_TEXT } from '../../tools/engine/shared/texts.ts';
import { usePageViews } from '../analytics/index.ts';
import { PrintAddress } from '../share/PrintAddress.tsx';
import { EXTERNAL_LINKS, externalLinkProps } from './external-links.ts';
import { LaterEntryModal } from './LaterEntryModal.tsx';
import { APP_NAME, usePageTitle } from './page-title.ts';
import { SideMenu } from './SideMenu.tsx';
import { useEmbedMode } from './useEmbedMode.ts';

/** A route may set `handle: { headerTitle: 'Calculators' }` to replace the brand name in the title bar. */
export type RouteHandle = { headerTitle?: string };

function useHeaderTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.headerTitle;
    if (title) return title;
  }
  return undefined;
}

type Props = {
  /**
   * NOTIFICATIONS SEAM: the number of unseen notifications. It drives the dot on the title bar's menu
   * button and the badge on the menu's Notifications item. The router passes it in (see router.tsx);
   * without it there is no dot and no badge.
   */
  unseenCount?: number;
};

export function AppShell({ unseenCount = 0 }: Props) {
  usePageViews();
  const main = useRef<HTMLElement>(null);
  usePageTitle(main);
  const embedded = useEmbedMode();
  const headerTitle = useHeaderTitle();
  // The menu remembers the page it was opened on, so any navigation (a menu link, the browser's Back) closes it.
  const location = useLocation();
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const logo = (
    <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <circle cx="16" cy="16" r="15" fill="#f5b400" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#0d2c54" strokeWidth="3" />
      <circle cx="16" cy="16" r="3" fill="#0d2c54" />
    </svg>
  );
  const name = <span className="brand-name">{headerTitle ?? APP_NAME}</span>;

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="title-bar">
        {embedded ? (
          // Embedded pages keep the visitor inside the host's flow: no way home from the logo.
          <span className="brand">
            {logo}
            {name}
          </span>
        ) : (
          <Link to="/hub" className="brand" aria-label={`${headerTitle ?? APP_NAME}, home`}>
            {logo}
            {name}
          </Link>
        )}
        {embedded ? null : (
          <>
            <button
              ref={menuButton}
              type="button"
              className="icon-button menu-button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpenedAt(location.key)}
            >
              <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                />
              </svg>
              <span className="visually-hidden">{PAGE_TEXT.menuTitle}</span>
              {unseenCount > 0 ? (
                <span className="title-dot" data-testid="unseen-dot">
                  <span className="visually-hidden">{`, ${unseenCount} unseen notifications`}</span>
                </span>
              ) : null}
            </button>
            <SideMenu
              id={menuId}
              open={menuOpen}
              onClose={() => setMenuOpenedAt(null)}
              returnFocusTo={menuButton}
              unseenCount={unseenCount}
            />
          </>
        )}
      </header>
      <main id="main" className="content" ref={main}>
        <PrintAddress />
        <Outlet />
      </main>
      <LaterEntryModal />
      {/* A new page starts at its top (a step tapped low on a phone would open the next one scrolled down,
          its fields under the title bar); Back returns to where the visitor was. Keyed by path, so a
          change of query alone (the chat's) keeps the scroll. */}
      <ScrollRestoration getKey={(l) => l.pathname} />
      <footer className="footer">
        <p>
          <a href={EXTERNAL_LINKS.termsAndConditions} {...externalLinkProps}>
            Terms and conditions
          </a>
          <span className="footer-sep" aria-hidden="true">
            {' · '}
          </span>
          <Link to="/disclaimer">Disclaimer</Link>
        </p>
        <p className="footer-notice">{PAGE_TEXT.footerNotice}</p>
      </footer>
    </div>
  );
}
