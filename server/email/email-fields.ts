// The mail routes' shared input rules (the calculator's SendEmail and the job list's email): field sizes,
// one-line checks against header injection, and what a mail route is given.
import { z } from 'zod';
import { EMAIL_FIELD_LIMITS, isEmailAddress } from '../../tools/email-address.ts';
import type { MailSettings } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from './mailer.ts';

export type MailRouteDeps = {
  mailer: Mailer | null;
  mail: MailSettings;
  trustProxy: boolean;
  /** Embed sites (FRAME_ANCESTORS) whose pages may call the mail routes besides the app's own. */
  frameAncestors: readonly string[];
  clock: () => Date;
  logger: Logger;
};

/** Field sizes, shared with the forms (the whole body's limit is the route's in server/http/body-limits.ts). */
export { EMAIL_FIELD_LIMITS };

/** True when s has control characters; line breaks and tabs allowed only where asked. */
export function hasControl(s: string, allowLineBreaks: boolean): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (allowLineBreaks && (code === 9 || code === 10 || code === 13)) continue;
    if (code < 32 || code === 127) return true;
  }
  return false;
}

/** One line of text: no CR/LF (header injection) and no other control characters. */
export const oneLine = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine((s) => !hasControl(s, false), 'Must be a single line of text')
    .transform((s) => s.trim());
export const optionalLine = (max: number) =>
  z
    .union([z.literal(''), oneLine(max)])
    .optional()
    .transform((s) => s || undefined);
export const emailAddress = oneLine(EMAIL_FIELD_LIMITS.email)
  .pipe(z.email('Enter a valid email address'))
  // the forms' own rule (stricter than zod's), so no address a form passes is refused here
  .refine(isEmailAddress, 'Enter a valid email address');
