// /hub/notification-detail/:id: title, sanitised message, link(s) and the optional update button, read
// from the locally stored list. Opening it marks the notification seen (sticky ones excepted).
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../ui/Spinner.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import { useNotification } from './hooks.ts';
import { notificationLinks, safeUpdateLink } from './links.ts';
import { NotificationMessage } from './NotificationMessage.tsx';
import { markNotificationSeen, syncNotificationsOnce } from './store.ts';
import './notifications.css';

export function NotificationDetailPage() {
  const id = Number(useParams().id);
  const notification = useNotification(Number.isInteger(id) ? id : -1);
  // a deep link may arrive before the first sync has stored anything
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    let live = true;
    void syncNotificationsOnce().then(() => live && setSynced(true));
    return () => {
      live = false;
    };
  }, []);

  const foundId = notification?.Id;
  useEffect(() => {
    if (foundId !== undefined) void markNotificationSeen(foundId);
  }, [foundId]);

  // Back and Home as on every classic page: a notification opened from the modal has no other way back
  if (notification === undefined || (notification === null && !synced))
    return (
      <>
        <StepBar />
        <Spinner label="Loading" />
      </>
    );
  if (notification === null)
    return (
      <>
        <StepBar />
        <section className="page notification-page">
          <h1>Notification not found</h1>
          <p>It may have been withdrawn.</p>
          <Link className="link-button" to="/notification">
            All notifications
          </Link>
        </section>
      </>
    );

  const links = notificationLinks(notification.Link);
  const updateLink = notification.IsUpdateButton ? safeUpdateLink(notification.UpdateLink) : null;
  return (
    <>
      <StepBar />
      <article className="page notification-page">
        <h1>{notification.Title}</h1>
        <NotificationMessage html={notification.Message} />
        {links.length > 0 && (
          <ul className="notification-links">
            {links.map((l) => (
              <li key={l.href}>
                {l.internal ? (
                  <Link to={l.href}>{l.href}</Link>
                ) : (
                  <a href={l.href} target="_blank" rel="noopener noreferrer">
                    {l.href}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
        {updateLink && (
          <a className="button button-primary" href={updateLink} target="_blank" rel="noopener noreferrer">
            Update
          </a>
        )}
      </article>
    </>
  );
}
