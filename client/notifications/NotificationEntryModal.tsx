// The notifications modal on arrival at the home screen: 'Learn more' opens the detail, 'Later' closes
// it for the rest of the session. Mount once in the app shell; it decides itself when to open.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import type { Entry, LocalNotification } from '../../tools/notifications/rules.ts';
import { nextTask } from '../after-first-screen.ts';
import { isSameArrival } from '../ui/same-arrival.ts';
import { activeSince } from '../visitor-activity.ts';
import { loadSanitizer, NotificationMessage } from './NotificationMessage.tsx';
import { chooseLater, markNotificationSeen, openEntry } from './store.ts';
import './notifications.css';

const HOME = '/hub';

// Module state, not component state: which location was the app's first, and each arrival's decision,
// so a re-render or a double-run effect never counts one showing twice, and returning to an arrival
// already handled (browser back) shows nothing.
let firstLocationKey: string | null = null;
const arrivals = new Map<string, Promise<LocalNotification[]>>();
const applied = new Set<string>();
// Each location's arrival: its own key, or, for the app's own rewrite of the address (the chat carrying a
// question as /hub?ask=… and taking it out again), the arrival of the home location it replaced. Those
// are still the visitor's one arrival, not new ones that would open the dialog over the question they
// have just sent and count a showing each.
const arrivalOf = new Map<string, string>();
let lastLocation: { key: string; pathname: string } | null = null;

function initialEntry(): Entry {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav?.type === 'back_forward' ? 'back' : 'load';
}

export function NotificationEntryModal() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [shown, setShown] = useState<LocalNotification[]>([]);
  const [index, setIndex] = useState(0);
  const [checked, setChecked] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const currentKey = useRef(location.key);
  currentKey.current = location.key;

  firstLocationKey ??= location.key;

  useEffect(() => {
    const key = location.key;
    const replaced = lastLocation?.pathname === HOME ? arrivalOf.get(lastLocation.key) : undefined;
    if (lastLocation?.key !== key) lastLocation = { key, pathname: location.pathname };
    if (location.pathname !== HOME) return;
    const rewrite = navigationType === 'REPLACE' && isSameArrival(location.state);
    if (!arrivalOf.has(key)) arrivalOf.set(key, (rewrite && replaced) || key);
    const arrival = arrivalOf.get(key) ?? key;
    if (arrival !== key && applied.has(arrival)) {
      setChecked(key); // the dialog stays as the arrival left it, open or shut
      return;
    }
    let decision = arrivals.get(arrival);
    if (!decision) {
      const first = key === firstLocationKey;
      const entry: Entry = first ? initialEntry() : navigationType === 'POP' ? 'back' : 'navigate';
      // A visitor who has typed or tapped since arriving gets no dialog over their work (the badge still
      // counts the notifications): on the page's first arrival that is since the page began to load.
      const since = first ? 0 : performance.now();
      decision = openEntry(entry, () => !activeSince(since))
        .then(async (list) => {
          // The message's sanitiser loads on demand: fetch it before the dialog opens, not after. Its
          // loading, its first use (DOMPurify sets up a document of its own) and the dialog's render and
          // layout each get a task: in one they were one of the page's long tasks (issue 17).
          if (list.length) {
            const sanitizer = await loadSanitizer().catch(() => null);
            await nextTask();
            for (const n of list) sanitizer?.sanitizeMessage(n.Message);
            await nextTask();
          }
          return list;
        })
        .catch(() => []);
      arrivals.set(arrival, decision);
    } else if (applied.has(arrival)) {
      decision = Promise.resolve([]);
    }
    void decision.then((list) => {
      if (currentKey.current !== key) return; // the user has moved on
      applied.add(arrival);
      // one render: the content and the 'checked' mark appear together
      setIndex(0);
      setShown(list);
      setChecked(key);
    });
  }, [location.key, location.pathname, location.state, navigationType]);

  // leaving the home screen closes the modal
  useEffect(() => {
    if (location.pathname !== HOME) setShown([]);
  }, [location.pathname]);

  const current = shown[Math.min(index, shown.length - 1)];
  // Set by 'Later' (and Escape): closing then hands focus to the home search box, where the visitor came
  // to type, not to whatever the browser would pick (the dialog opened before anything had focus).
  const focusSearchOnClose = useRef(false);
  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (current && !el.open) el.showModal();
    if (!current && el.open) {
      el.close();
      // Right after close(), in the same task: close() restores the focus at once but its close event
      // comes in a later task, and a key pressed between the two reached a box Chromium had focused
      // without a caret, so the first key typed after 'Later' was lost. The caret is placed as well:
      // focus() on a box that already has focus does nothing.
      const box = document.querySelector<HTMLInputElement>('main input[type="search"]');
      if (focusSearchOnClose.current && box) {
        box.focus();
        box.setSelectionRange(box.value.length, box.value.length);
      }
      focusSearchOnClose.current = false;
    }
  }, [current]);

  function later() {
    chooseLater();
    focusSearchOnClose.current = true;
    setShown([]);
  }

  function learnMore(n: LocalNotification) {
    setShown([]);
    void markNotificationSeen(n.Id);
    navigate(`/hub/notification-detail/${n.Id}`);
  }

  return (
    <>
      {/* lets tests and tools see that the arrival was evaluated, whether or not anything showed */}
      <span hidden data-notification-entry={checked === location.key ? 'checked' : 'pending'} />
      <dialog
        ref={dialog}
        className="notification-modal"
        aria-labelledby="notification-modal-title"
        onCancel={(e) => {
          e.preventDefault(); // Escape means Later
          later();
        }}
      >
        {current && (
          <div className="notification-modal-body">
            <p className="notification-modal-kicker">
              Notification{shown.length > 1 ? ` ${index + 1} of ${shown.length}` : ''}
            </p>
            <h2 id="notification-modal-title">{current.Title}</h2>
            <NotificationMessage html={current.Message} />
            {shown.length > 1 && (
              <div className="notification-modal-pager">
                <button
                  type="button"
                  className="button button-quiet"
                  disabled={index === 0}
                  onClick={() => setIndex((i) => i - 1)}
                >
                  Previous
                </button>
                <button
                  type="button"
                  className="button button-quiet"
                  disabled={index >= shown.length - 1}
                  onClick={() => setIndex((i) => i + 1)}
                >
                  Next
                </button>
              </div>
            )}
            <div className="notification-modal-actions">
              <button type="button" className="button button-quiet" onClick={later}>
                Later
              </button>
              <button type="button" className="button button-primary" onClick={() => learnMore(current)}>
                Learn more
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
