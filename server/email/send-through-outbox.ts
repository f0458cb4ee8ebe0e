// Sends one rendered email the way every mail route does: the abuse limits and the retry check first
// (the outbox row, reserveEmail), then SMTP when it is configured (else the row stays 'stored'), then the
// outcome recorded on the row. The routes differ only in what they render and whom they tell.
import type { Context } from 'hono';
import { CALCULATOR_TEXT } from '../../tools/engine/shared/calculator/texts.ts';
import type { AppEnv } from '../app-env.ts';
import { clientKey } from '../http/client-key.ts';
import { AppError } from '../http/errors.ts';
import type { MailRouteDeps } from './email-fields.ts';
import { finishEmail, newMessageId, type OutboxStatus, reserveEmail } from './outbox.ts';

export type RenderedEmail = { subject: string; text: string; html: string };
type Address = { name: string; address: string };

/** sending: the same request is already under way (a retry), so nothing is sent twice. */
export type Delivery = 'sent' | 'stored' | 'sending';

export type OutgoingEmail = {
  /** The calculator session the email belongs to; a repeat is recognised within one session only. */
  sessionId: number | null;
  to: Address;
  replyTo?: Address | undefined;
  rendered: RenderedEmail;
  /** The warning logged when the SMTP server fails ('calculator email failed'). */
  failureLog: string;
  /** Before this request hands the email to SMTP. */
  onSending?: () => Promise<void>;
  /** Once the outcome is recorded, unless a recovery took the send over (the row is no longer ours). */
  onFinished?: (failed: boolean) => Promise<void>;
};

/** What a repeated request answers: the first attempt's outcome, or that it is still under way. */
function deliveryOf(status: OutboxStatus): Delivery {
  return status === 'sent' || status === 'stored' ? status : 'sending';
}

/** Sends (or stores) `email`; 429 over a limit, 502 email_failed when SMTP fails (the row marked failed). */
export async function sendThroughOutbox(
  c: Context<AppEnv>,
  { mailer, mail, trustProxy, clock, logger }: MailRouteDeps,
  email: OutgoingEmail,
): Promise<{ outboxId: number; delivery: Delivery }> {
  const { to, replyTo, rendered } = email;
  const db = c.var.tools.db;
  const reserved = await reserveEmail(
    db,
    {
      sessionId: email.sessionId,
      clientKey: clientKey(c, c.var.apiKey, trustProxy),
      recipient: to.address.toLowerCase(),
      fromAddress: mail.from,
      replyTo: replyTo?.address ?? null,
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
  if (reserved.repeated) return { outboxId, delivery: deliveryOf(reserved.status) };
  if (!mailer) return { outboxId, delivery: 'stored' };

  await email.onSending?.();
  try {
    const sent = await mailer.send({
      from: mail.from,
      to,
      ...(replyTo ? { replyTo } : {}),
      ...rendered,
      ...(reserved.messageId ? { messageId: reserved.messageId } : {}),
    });
    if (await finishEmail(db, outboxId, { status: 'sent', messageId: sent.messageId }, clock()))
      await email.onFinished?.(false);
    return { outboxId, delivery: 'sent' };
  } catch (err) {
    logger.warn({ err, outboxId, reqId: c.get('requestId') }, email.failureLog);
    const failed = { status: 'failed', error: String((err as Error)?.message ?? err) } as const;
    if (await finishEmail(db, outboxId, failed, clock())) await email.onFinished?.(true);
    throw new AppError('email_failed', CALCULATOR_TEXT.emailFailed);
  }
}
