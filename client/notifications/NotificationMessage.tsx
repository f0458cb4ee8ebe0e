// A notification's HTML message, sanitised before it reaches the DOM. The sanitiser (DOMPurify) loads
// only when a message is about to show, so pages without a notification never download it.
import { useEffect, useState } from 'react';

type Sanitizer = typeof import('./sanitize.ts');
let sanitizer: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;

/** Loads the sanitiser once; the modal calls it before it opens so the message shows with the dialog. */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('./sanitize.ts').then((m) => {
    sanitizer = m;
    return m;
  });
  return loading;
}

export function NotificationMessage({ html }: { html: string }) {
  const [ready, setReady] = useState(sanitizer !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadSanitizer().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  // nothing unsanitised ever reaches the DOM: until the sanitiser is there the message stays empty
  const clean = ready && sanitizer ? sanitizer.sanitizeMessage(html) : '';
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className="notification-message" dangerouslySetInnerHTML={{ __html: clean }} />;
}
