// POST /api/v11/SendEmail: emails a session's calculator results, rendered here from the stored values.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { completeInputs } from '../../tools/engine/shared/calculator/inputs.ts';
import { computeResults } from '../../tools/engine/shared/calculator/results.ts';
import { CALCULATOR_TEXT } from '../../tools/engine/shared/calculator/texts.ts';
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
import { finishEmail, newMessageId, type OutboxStatus, reserveEmail } from '../email/outbox.ts';
import { ownOrEmbedOriginOnly } from '../http/allowed-origin.ts';
import { clientKey } from '../http/client-key.ts';
import { AppError } from '../http/errors.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';

export type SendEmailDeps = MailRouteDeps;
export { EMAIL_FIELD_LIMITS };

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

/** What a repeated request answers: the first attempt's outcome, or that it is still under way. */
function deliveryOf(status: OutboxStatus): 'sent' | 'stored' | 'sending' {
  return status === 'sent' || status === 'stored' ? status : 'sending';
}

export function sendEmailRoutes({ mailer, mail, trustProxy, frameAncestors, clock, logger }: SendEmailDeps) {
  return new Hono<AppEnv>().post(
    '/SendEmail',
    // another site's script must not send email in our name with a visitor's session
    ownOrEmbedOriginOnly({ frameAncestors, trustProxy }),
    bodyLimit({
      maxSize: EMAIL_FIELD_LIMITS.body,
      onError: () => {
        throw new AppError('payload_too_large', 'The email request is too large');
      },
    }),
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
      const rendered = {
        subject: calculatorEmailSubject(done.inputs),
        text: renderText(done.inputs, results, form),
        html: renderHtml(done.inputs, results, form),
      };
      const replyTo = form.senderEmail
        ? { name: form.senderName ?? '', address: form.senderEmail }
        : undefined;
      const reserved = await reserveEmail(
        db,
        {
          sessionId: session.id,
          clientKey: clientKey(c, c.var.apiKey, trustProxy),
          recipient: form.recipientEmail.toLowerCase(),
          fromAddress: mail.from,
          replyTo: form.senderEmail ?? null,
          subject: rendered.subject,
          textBody: rendered.text,
          htmlBody: rendered.html,
          messageId: newMessageId(mail.from),
        },
        mailer ? 'sending' : 'stored',
        mail.limits,
        clock(),
      );
      const outboxId = reserved.id;
      if (reserved.repeated)
        return c.json({
          Status: 'OK' as const,
          Delivery: deliveryOf(reserved.status),
          OutboxId: outboxId,
          NextStep: 'confirmation' as const,
        });
      if (!mailer)
        return c.json({
          Status: 'OK' as const,
          Delivery: 'stored' as const,
          OutboxId: outboxId,
          NextStep: 'confirmation' as const,
        });

      await setEmailFlags(db, session.id, { sendingEmail: true, emailError: false });
      try {
        const sent = await mailer.send({
          from: mail.from,
          to: { name: form.recipientName, address: form.recipientEmail },
          ...(replyTo ? { replyTo } : {}),
          ...rendered,
          ...(reserved.messageId ? { messageId: reserved.messageId } : {}),
        });
        // a recovery that took this send over (the row is no longer ours) owns the flags now
        if (await finishEmail(db, outboxId, { status: 'sent', messageId: sent.messageId }, clock()))
          await setEmailFlags(db, session.id, { sendingEmail: false, emailError: false });
        return c.json({
          Status: 'OK' as const,
          Delivery: 'sent' as const,
          OutboxId: outboxId,
          NextStep: 'confirmation' as const,
        });
      } catch (err) {
        logger.warn({ err, outboxId, reqId: c.get('requestId') }, 'calculator email failed');
        const failed = { status: 'failed', error: String((err as Error)?.message ?? err) } as const;
        if (await finishEmail(db, outboxId, failed, clock()))
          await setEmailFlags(db, session.id, { sendingEmail: false, emailError: true });
        throw new AppError('email_failed', CALCULATOR_TEXT.emailFailed);
      }
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
    errors: ['forbidden', 'not_found', 'session_expired', 'rate_limited', 'email_failed'],
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
