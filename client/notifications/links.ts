// A notification's Link field is one URL or a list; only web and in-app links are ever rendered.
import { isInternalPath, isLinkTarget } from '../../tools/internal-path.ts';
import type { ApiNotification } from '../../tools/notifications/notification.ts';

export type NotificationLink = { href: string; internal: boolean };

export function notificationLinks(link: ApiNotification['Link']): NotificationLink[] {
  const all = Array.isArray(link) ? link : [link];
  return all
    .map((href) => href.trim())
    .filter(isLinkTarget)
    .map((href) => ({ href, internal: isInternalPath(href) }));
}

export function safeUpdateLink(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
}
