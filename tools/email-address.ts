// The one rule for an email address, for the forms (no zod on the pages) and the mail routes alike: a form
// never passes an address the server then refuses with 'try again later'. Stricter than zod's email check,
// which the routes keep for their OpenAPI format, so an address passing here passes there.

/**
 * The mail forms' field sizes: the routes' schemas refuse longer text (server/email/email-fields.ts), the
 * forms' inputs carry them as maxLength and the notes say how near they are (client/calculator/steps/fields.tsx).
 */
export const EMAIL_FIELD_LIMITS = {
  name: 100,
  company: 100,
  email: 254,
  notes: 2000,
} as const;

const LOCAL_CHAR = /^[A-Za-z0-9_'+.-]+$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LABEL = /^[A-Za-z]{2,63}$/;

/** Whether `text` (trimmed by the caller) is an address mail can be sent to: local@domain.tld. */
export function isEmailAddress(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@') || text.length > EMAIL_FIELD_LIMITS.email) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  const top = labels[labels.length - 1] ?? '';
  return (
    local.length <= 64 &&
    LOCAL_CHAR.test(local) &&
    !local.startsWith('.') &&
    !local.includes('..') &&
    /[A-Za-z0-9_+-]$/.test(local) &&
    labels.length >= 2 &&
    labels.every((l) => LABEL.test(l)) &&
    TOP_LABEL.test(top)
  );
}
