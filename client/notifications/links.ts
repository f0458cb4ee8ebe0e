// A notification's Link field is one URL or a list; only web and in-app links are ever rendered.
import type { ApiNotification } from '../../tools/notifications/notification.ts';

export type NotificationLink = { href: string; internal: boolean };

export function notificationLinks(link: ApiNotification['Link']): NotificationLink[] {
  const all = Array.isArray(link) ? link : [link];
  return all
    .map((href) => href.trim())
    .filter((href) => /^https?:\/\//i.test(href) || /^\/(?!\/)/.test(href))
    .map((href) => ({ href, internal: href.startsWith('/') }));
}

export function safeUpdateLink(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
}
