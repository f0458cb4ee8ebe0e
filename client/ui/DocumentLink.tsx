// A link to a product document (warranty, GAWR ratings, instructions): opens in a new tab. The URLs come
// resolved from the server (DOCUMENT_BASE_URL); this is the last check before one becomes an href.
import type { ReactNode } from 'react';

/** Only http(s) and same-site paths become links; anything else (a stale or odd value) stays text. */
export function isSafeHref(href: string | null | undefined): href is string {
  return !!href && (/^https?:\/\//i.test(href) || /^\/(?![/\\])/.test(href));
}

export function DocumentLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="document-link" href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}
