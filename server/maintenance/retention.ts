// Retention: what the database keeps and for how long. Expired calculator sessions, analytics events
// older than N days and sent outbox rows are deleted by purgeOldRows, which the server runs on a schedule
// (docs/retention.md). Outbox rows younger than a day are always kept: they count for the email limits.
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../data/db/client.ts';
import { analyticsEvents, calculatorSessions, emailOutbox } from '../data/db/schema.ts';

export type RetentionSettings = {
  /** Days an expired session is kept after its expiry (for support questions). */
  expiredSessionDays: number;
  /** Days analytics events are kept. */
  eventDays: number;
  /** Days a sent email stays in the outbox (at least 1: the limits count the last 24 hours). */
  sentEmailDays: number;
};

export const DEFAULT_RETENTION: RetentionSettings = {
  expiredSessionDays: 7,
  eventDays: 365,
  sentEmailDays: 30,
};

export type PurgeReport = { sessions: number; events: number; emails: number };

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export async function purgeOldRows(db: Database, now: Date, s: RetentionSettings): Promise<PurgeReport> {
  const sessions = await db
    .delete(calculatorSessions)
    .where(lt(calculatorSessions.expiresAt, daysBefore(now, s.expiredSessionDays)))
    .returning({ id: calculatorSessions.id });
  const events = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, daysBefore(now, s.eventDays)))
    .returning({ id: analyticsEvents.id });
  const emails = await db
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'sent'),
        lt(emailOutbox.updatedAt, daysBefore(now, Math.max(1, s.sentEmailDays))),
      ),
    )
    .returning({ id: emailOutbox.id });
  return { sessions: sessions.length, events: events.length, emails: emails.length };
}

/** Runs `task` now and then every `everyMs`, one run at a time; returns the stop function. */
export function every(everyMs: number, task: () => Promise<unknown>, onError: (err: unknown) => void) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
