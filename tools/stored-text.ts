// Text that is stored (notifications, analytics events): control characters are refused at the schema, so
// a NUL never reaches the database (PostgreSQL refuses it with an error) and no text carries hidden codes.
import { z } from 'zod';

/** True when s has a control character (C0, DEL, C1); tab, CR and LF count only when not allowed. */
export function hasControlCharacter(s: string, allowLineBreaks: boolean): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (allowLineBreaks && (code === 9 || code === 10 || code === 13)) continue;
    if (code < 32 || (code >= 127 && code < 160)) return true;
  }
  return false;
}

/** A string of at most max characters with no control characters (line breaks and tabs if multiline). */
export const storedText = (max: number, { multiline = false } = {}) =>
  z
    .string()
    .max(max)
    .refine(
      (s) => !hasControlCharacter(s, multiline),
      multiline ? 'Must not contain control characters' : 'Must be one line without control characters',
    );
