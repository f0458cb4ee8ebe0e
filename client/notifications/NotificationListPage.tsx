// /notification: every notification for this device; new ones (the modal's set: unseen, not silent) in
// bold. Tapping one opens its detail.
import { Link } from 'react-router';
import { awaitsVisitor } from '../../tools/notifications/rules.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import { useNotifications } from './hooks.ts';
import './notifications.css';

export function NotificationListPage() {
  const list = useNotifications();
  return (
    <>
      <StepBar />
      <section className="page notification-page">
        <h1>Notifications</h1>
        {list === undefined ? (
          <Spinner label="Loading" />
        ) : list.length === 0 ? (
          <p>There are no notifications.</p>
        ) : (
          <ul className="notification-list">
            {list.map((n) => (
              <li key={n.Id}>
                <Link
                  to={`/hub/notification-detail/${n.Id}`}
                  className={awaitsVisitor(n) ? 'notification-item notification-unseen' : 'notification-item'}
                >
                  {n.Title}
                  {awaitsVisitor(n) && <span className="visually-hidden"> (new)</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
