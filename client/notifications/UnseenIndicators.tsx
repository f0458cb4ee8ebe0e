// The unseen-notification marks for the shell: a dot for the title bar, a count for the side menu.
import { useUnseenCount } from './hooks.ts';
import './notifications.css';

/** A small dot, rendered only while some notification is unseen. */
export function UnseenDot() {
  const count = useUnseenCount();
  if (!count) return null;
  return <span className="notification-dot" role="status" aria-label={`${count} unseen notifications`} />;
}

/** The count beside 'Notifications' in the menu; nothing when all are seen. */
export function UnseenCountBadge() {
  const count = useUnseenCount();
  if (!count) return null;
  return (
    <span className="notification-count">
      {count}
      <span className="visually-hidden"> unseen</span>
    </span>
  );
}
