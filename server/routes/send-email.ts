// POST /api/v11/SendEmail: emails a session's calculator results, rendered here from the stored values.
import { Hono } from 'hono';
import { z } from 'zod';
import { completeInputs } from '../../tools/engine/shared/calculator/inputs.ts';
import { computeResults } from '../../tools/engine/shared/calculator/results.ts';
import type { AppEnv } from '../app-env.ts';
import { choiceOf, liveSession, setEmailFlags } from '../calculator/sessions.ts';
import { calculatorEmailSubject, renderHtml, renderText } from '../email/calculator-email.ts';
import {
  emailAddress as address,
  EMAIL_FIELD_LIMITS,
  hasControl,
  type MailRouteDeps,
  oneLine,
  optionalLine,
} from '../email/email-fields.ts';
import { sendThroughOutbox } from '../email/send-through-outbox.ts';
import { ownOrEmbedOriginOnly } from '../http/allowed-origin.ts';
import { AppError } from '../http/errors.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';

export type SendEmailDeps = MailRouteDeps;

const SendEmailBody = z.strictObject({
  sessionId: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,16}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1)),
  /** Sent by the client for compatibility; the email's content comes from the session, never from here. */
  calculator: z.string().max(40).optional(),
  totals: z.unknown().optional(),
  recipientName: oneLine(EMAIL_FIELD_LIMITS.name).pipe(z.string().min(1, 'Required')),
  recipientEmail: address,
  recipientCompany: optionalLine(EMAIL_FIELD_LIMITS.company),
  senderName: optionalLine(EMAIL_FIELD_LIMITS.name),
  senderEmail: z
    .union([z.literal(''), address])
    .optional()
    .transform((s) => s || undefined),
  senderCompany: optionalLine(EMAIL_FIELD_LIMITS.company),
  /** Free text over several lines; control characters other than line breaks and tabs are refused. */
  notes: z
    .string()
    .max(EMAIL_FIELD_LIMITS.notes, `Must be at most ${EMAIL_FIELD_LIMITS.notes} characters`)
    .refine((s) => !hasControl(s, true), 'Must not contain control characters')
    .optional()
    .transform((s) => s?.trim() || undefined),
});
export type SendEmailBody = z.input<typeof SendEmailBody>;

export function sendEmailRoutes(deps: SendEmailDeps) {
  const { trustProxy, frameAncestors, clock } = deps;
  return new Hono<AppEnv>().post(
    '/SendEmail',
    // another site's script must not send email in our name with a visitor's session
    ownOrEmbedOriginOnly({ frameAncestors, trustProxy }),
    // the body's size limit is the app's (server/http/body-limits.ts), checked before any route
    validate('json', SendEmailBody),
    async (c) => {
      const form = c.req.valid('json');
      const db = c.var.tools.db;
      const session = await liveSession(db, form.sessionId, clock());
      const choice = choiceOf(session);
      const done = choice === null ? null : completeInputs(choice, session);
      if (!done?.ok)
        throw new AppError(
          'bad_request',
          'The calculator is not complete yet: finish it before emailing the results',
        );
      const results = computeResults(done.inputs);
      const { outboxId, delivery } = await sendThroughOutbox(c, deps, {
        sessionId: session.id,
        to: { name: form.recipientName, address: form.recipientEmail },
        replyTo: form.senderEmail ? { name: form.senderName ?? '', address: form.senderEmail } : undefined,
        rendered: {
          subject: calculatorEmailSubject(done.inputs),
          text: renderText(done.inputs, results, form),
          html: renderHtml(done.inputs, results, form),
        },
        failureLog: 'calculator email failed',
        // the session's flags (its API shows them): an email under way, then whether it failed
        onSending: () => setEmailFlags(db, session.id, { sendingEmail: true, emailError: false }),
        onFinished: (failed) => setEmailFlags(db, session.id, { sendingEmail: false, emailError: failed }),
      });
      return c.json({
        Status: 'OK' as const,
        Delivery: delivery,
        OutboxId: outboxId,
        NextStep: 'confirmation' as const,
      });
    },
  );
}

export const sendEmailDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/v11/SendEmail',
    tag: 'Calculator',
    summary: "Emails a session's calculator results",
    description:
      "Rendered on the server from the session's stored values (HTML and text). Sent over SMTP when " +
      'configured, else kept in the outbox (Delivery stored). 502 email_failed: "We were unable to send the ' +
      'email. Please try again later". 429 when a per-client or per-recipient limit is reached. The same ' +
      'request again within 10 minutes answers the first one (same OutboxId) and sends nothing, unless ' +
      'that one failed. A browser call from a site other than the app and the embed sites (FRAME_ANCESTORS) ' +
      'answers 403 forbidden; calls without an Origin header (server to server) are accepted.',
    body: SendEmailBody,
    errors: ['forbidden', 'session_not_found', 'session_expired', 'rate_limited', 'email_failed'],
    response: z.object({
      Status: z.literal('OK'),
      Delivery: z
        .enum(['sent', 'stored', 'sending'])
        .describe('sending: the same request is already under way (a retry); it is not sent twice'),
      OutboxId: z.number().int(),
      NextStep: z.literal('confirmation'),
    }),
  },
];
