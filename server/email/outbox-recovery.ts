// At start: emails a crash left `sending` are retried once, with their Message-ID, and emails a crash
// left in that one retry (`resending`) are marked failed. Either way their session's sendingEmail flag
// is cleared, so the visitor's page stops waiting. Runs before the server takes requests.
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../data/db/client.ts';
import { calculatorSessions, emailOutbox } from '../data/db/schema.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from './mailer.ts';
import { finishEmail } from './outbox.ts';

export type RecoveryReport = { retried: number; sent: number; failed: number };

/**
 * An attempt younger than this may still be running in another server process on the same PostgreSQL
 * (the mailer gives up within 40 s), so it is left alone; the maintenance schedule comes back for it.
 */
export const INTERRUPTED_AFTER_MS = 60_000;

const INTERRUPTED = 'The server stopped while this email was being sent';

export async function resolveInterruptedEmails(
  db: Database,
  mailer: Mailer | null,
  now: () => Date,
  logger?: Pick<Logger, 'warn'>,
): Promise<RecoveryReport> {
  const report: RecoveryReport = { retried: 0, sent: 0, failed: 0 };
  // a retry that was itself interrupted is not tried a third time
  const stale = lt(emailOutbox.updatedAt, new Date(now().getTime() - INTERRUPTED_AFTER_MS));
  const gaveUp = await db
    .update(emailOutbox)
    .set({ status: 'failed', error: `${INTERRUPTED} (twice)`, updatedAt: now() })
    .where(and(eq(emailOutbox.status, 'resending'), stale))
    .returning({ sessionId: emailOutbox.sessionId });
  report.failed += gaveUp.length;
  await setFlags(db, gaveUp, true);

  const interrupted = await db
    .update(emailOutbox)
    .set(mailer ? { status: 'resending', updatedAt: now() } : { status: 'stored', updatedAt: now() })
    .where(and(eq(emailOutbox.status, 'sending'), stale))
    .returning();
  if (!mailer) {
    // no SMTP configured now: the emails wait in the outbox like any other stored one
    await setFlags(db, interrupted, false);
    return report;
  }
  for (const row of interrupted) {
    report.retried++;
    try {
      const sent = await mailer.send({
        from: row.fromAddress,
        to: { name: '', address: row.recipient },
        ...(row.replyTo ? { replyTo: { name: '', address: row.replyTo } } : {}),
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        ...(row.messageId ? { messageId: row.messageId } : {}),
      });
      report.sent++;
      if (await finishEmail(db, row.id, { status: 'sent', messageId: sent.messageId }, now(), 'resending'))
        await setFlags(db, [row], false);
    } catch (err) {
      logger?.warn({ err, outboxId: row.id }, 'retry of an interrupted email failed');
      await finishEmail(
        db,
        row.id,
        { status: 'failed', error: `${INTERRUPTED}; retry: ${err}` },
        now(),
        'resending',
      );
      report.failed++;
      await setFlags(db, [row], true);
    }
  }
  return report;
}

async function setFlags(db: Database, rows: { sessionId: number | null }[], emailError: boolean) {
  const ids = rows.flatMap((r) => (r.sessionId === null ? [] : [r.sessionId]));
  if (!ids.length) return;
  await db
    .update(calculatorSessions)
    .set({ sendingEmail: false, emailError })
    .where(and(inArray(calculatorSessions.id, ids), eq(calculatorSessions.sendingEmail, true)));
}
