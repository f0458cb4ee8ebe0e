// Notification messages are operator HTML: only plain formatting survives, never scripts, event
// handlers, styles or javascript: links (DOMPurify's defaults plus a stricter profile).
import DOMPurify from 'dompurify';

let hooked = false;
// The messages sanitised so far (a handful of notifications): the entry dialog sanitises its messages in a
// task before it opens, and its render then takes them from here instead of sanitising again.
const kept = new Map<string, string>();
const KEPT_MAX = 50;

export function sanitizeMessage(html: string): string {
  const known = kept.get(html);
  if (known !== undefined) return known;
  const clean = sanitize(html);
  if (kept.size >= KEPT_MAX) kept.clear();
  kept.set(html, clean);
  return clean;
}

function sanitize(html: string): string {
  if (!hooked) {
    // links in a message open outside the app and cannot reach back into it
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    // a path counts only with one leading '/' and no backslash anywhere ('/\host' is another site)
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\])[^\\]*$|#)/i,
  });
}
