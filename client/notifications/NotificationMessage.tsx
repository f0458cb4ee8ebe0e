// A notification's HTML message, sanitised before it reaches the DOM.
import { useMemo } from 'react';
import { sanitizeMessage } from './sanitize.ts';

export function NotificationMessage({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeMessage(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className="notification-message" dangerouslySetInnerHTML={{ __html: clean }} />;
}
