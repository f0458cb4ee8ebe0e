// Notification messages are operator HTML: only plain formatting survives, never scripts, event
// handlers, styles or javascript: links (DOMPurify's defaults plus a stricter profile).
import DOMPurify from 'dompurify';

let hooked = false;

export function sanitizeMessage(html: string): string {
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
