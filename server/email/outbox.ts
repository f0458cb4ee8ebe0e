// The email outbox: every calculator email is a row; the rows also count sends for the abuse limits.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../data/db/client.ts';
import { emailOutbox } from '../data/db/schema.ts';
import type { EmailLimits } from '../env.ts';
import { AppError } from '../http/errors.ts';

export const OUTBOX_STATUSES = ['sending', 'resending', 'sent', 'failed', 'stored'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What may be asked of the outbox: the admin route's query and the outbox command's options. */
export const OutboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type NewOutboxRow = Omit<typeof emailOutbox.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'status'>;

const HOUR_MS = 3_600_000;

async function sendsSince(
  tx: Pick<Database, 'select'>,
  column: typeof emailOutbox.clientKey | typeof emailOutbox.recipient,
  value: string,
  since: Date,
) {
  const [row] = await tx
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(column, value), gt(emailOutbox.createdAt, since)));
  return row?.n ?? 0;
}

/** A Message-ID of our own, set before the first attempt and kept by a retry. */
export function newMessageId(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain}>`;
}

/** How long an identical request counts as the client retrying the same send. */
const SAME_SEND_MS = 10 * 60_000;

export type Reserved = { id: number; messageId: string | null; repeated: boolean; status: OutboxStatus };

/**
 * Checks the limits and records the email in one transaction, holding advisory locks on the client and
 * the recipient, so concurrent requests on any number of app servers cannot pass a limit together.
 * Every email that passes counts, whether it is later sent, stored or failed; trying a failed one again
 * within SAME_SEND_MS takes over its row and counts no more.
 */
export async function reserveEmail(
  db: Database,
  mail: NewOutboxRow,
  status: 'sending' | 'stored',
  limits: EmailLimits,
  now: Date,
): Promise<Reserved> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-client:${mail.clientKey}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-recipient:${mail.recipient}`}))`);
    // A client retrying the same send (a lost answer, a double click) gets the first attempt back: the
    // recipient never gets the same email twice from one request. One that failed is tried again on its
    // own row, so a visitor who follows "try again later" spends no more of the limits than one send.
    const [same] = await tx
      .select({ id: emailOutbox.id, messageId: emailOutbox.messageId, status: emailOutbox.status })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.sessionId, mail.sessionId ?? -1),
          eq(emailOutbox.recipient, mail.recipient),
          eq(emailOutbox.textBody, mail.textBody),
          gt(emailOutbox.createdAt, new Date(now.getTime() - SAME_SEND_MS)),
        ),
      )
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    if (same && same.status !== 'failed') return { ...same, repeated: true };
    if (same) {
      // the failed attempt's Message-ID is kept: had part of it reached the recipient, this is the same email
      const [again] = await tx
        .update(emailOutbox)
        .set({ status, error: null, updatedAt: now })
        .where(and(eq(emailOutbox.id, same.id), eq(emailOutbox.status, 'failed')))
        .returning({ id: emailOutbox.id, messageId: emailOutbox.messageId, status: emailOutbox.status });
      if (again) return { ...again, repeated: false };
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
    const tooMany =
      (await sendsSince(tx, emailOutbox.clientKey, mail.clientKey, hourAgo)) >= limits.perClientPerHour ||
      (await sendsSince(tx, emailOutbox.clientKey, mail.clientKey, dayAgo)) >= limits.perClientPerDay ||
      (await sendsSince(tx, emailOutbox.recipient, mail.recipient, dayAgo)) >= limits.perRecipientPerDay;
    if (tooMany)
      throw new AppError('rate_limited', 'Too many emails have been sent. Please try again later.');
    const [row] = await tx
      .insert(emailOutbox)
      .values({ ...mail, status, createdAt: now, updatedAt: now })
      .returning({ id: emailOutbox.id, messageId: emailOutbox.messageId, status: emailOutbox.status });
    if (!row) throw new Error('outbox insert returned no row');
    return { ...row, repeated: false };
  });
}

/**
 * Records the outcome of an attempt, only while the row is still in the state that attempt set (`from`):
 * a late answer of an attempt the recovery has taken over changes nothing. True when it was recorded.
 */
export async function finishEmail(
  db: Database,
  id: number,
  result: { status: 'sent'; messageId: string } | { status: 'failed'; error: string },
  now: Date,
  from: 'sending' | 'resending' = 'sending',
): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({
      status: result.status,
      updatedAt: now,
      ...(result.status === 'sent' ? { messageId: result.messageId } : { error: result.error.slice(0, 500) }),
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, from)))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

export async function listOutbox(db: Database, opts: { limit: number; status?: OutboxStatus }) {
  return db
    .select()
    .from(emailOutbox)
    .where(opts.status ? eq(emailOutbox.status, opts.status) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(opts.limit);
}
