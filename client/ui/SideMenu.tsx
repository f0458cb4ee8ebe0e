// The 'More Information' drawer: a modal dialog sliding in from the right, closed by Escape, the
// close button, a tap on the overlay or following a link; focus goes back to the menu button.
import { type RefObject, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { PAGE_TEXT } from '../../tools/engine/shared/texts.ts';
import { EXTERNAL_LINKS, externalLinkProps } from './external-links.ts';
import { CloseIcon } from './icons.tsx';

type MenuItem =
  | { label: string; to: string; kind: 'internal'; badge?: boolean; chatText?: string }
  | { label: string; href: string; kind: 'external' };

export const MENU_ITEMS: readonly MenuItem[] = [
  { kind: 'internal', label: 'Contact', to: '/contact' },
  { kind: 'external', label: 'Product Website', href: EXTERNAL_LINKS.productWebsite },
  { kind: 'external', label: 'Service Literature', href: EXTERNAL_LINKS.serviceLiterature },
  // In the chat, the calculator opens inside the conversation instead.
  { kind: 'internal', label: 'Calculators', to: '/replace/choose-calculator', chatText: 'calculator' },
  // not in the spec's list (issue 24): compare had no way in
  { kind: 'internal', label: 'Compare Hubs', to: '/hub/compare-hub' },
  { kind: 'internal', label: 'Disclaimer', to: '/disclaimer' },
  { kind: 'internal', label: 'Notifications', to: '/notification', badge: true },
  { kind: 'external', label: 'Training Site', href: EXTERNAL_LINKS.trainingSite },
  { kind: 'external', label: 'Privacy Policy', href: EXTERNAL_LINKS.privacyPolicy },
];

type Props = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The button that opened the menu; it gets focus back on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** Unseen notifications, shown as a badge on the Notifications item (0 shows none). */
  unseenCount: number;
};

export function SideMenu({ id, open, onClose, returnFocusTo, unseenCount }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const inChat = useLocation().pathname === '/hub';

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      closeButton.current?.focus();
    } else if (!open && el.open) {
      el.close();
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; keyboards close a modal dialog with Escape.
    <dialog
      ref={dialog}
      id={id}
      className="side-menu"
      aria-labelledby={`${id}-title`}
      onClose={() => {
        onClose();
        returnFocusTo.current?.focus();
      }}
      onClick={(e) => {
        // A click on the dialog box itself (not its panel) is a click on the overlay.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="side-menu-panel">
        <div className="side-menu-head">
          <h2 id={`${id}-title`} className="side-menu-title">
            {PAGE_TEXT.menuTitle}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button side-menu-close"
            aria-label="Close menu"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <ul className="side-menu-list">
          {MENU_ITEMS.map((item) => (
            <li key={item.label}>
              {item.kind === 'internal' ? (
                <Link
                  className="side-menu-link"
                  to={inChat && item.chatText ? `/hub?ask=${encodeURIComponent(item.chatText)}` : item.to}
                  onClick={onClose}
                >
                  <span>{item.label}</span>
                  {item.badge && unseenCount > 0 ? (
                    <span className="count-badge">
                      {unseenCount}
                      <span className="visually-hidden"> unseen</span>
                    </span>
                  ) : null}
                </Link>
              ) : (
                <a className="side-menu-link" href={item.href} {...externalLinkProps} onClick={onClose}>
                  <span>{item.label}</span>
                  <svg
                    className="external-icon"
                    viewBox="0 0 24 24"
                    width="16"
                    height="16"
                    aria-hidden="true"
                  >
                    <path
                      d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
