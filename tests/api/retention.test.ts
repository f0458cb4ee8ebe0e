// The retention purge on a real database (PGlite and PostgreSQL): expired sessions past the grace days,
// events past N days and sent outbox rows past N days go; everything younger, and unsent mail, stays.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, calculatorSessions, emailOutbox } from '../../server/data/db/schema.ts';
import { purgeOldRows } from '../../server/maintenance/retention.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile({ catalog: false });
const DAY = 86_400_000;
const now = new Date('2026-06-01T00:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

describe('purgeOldRows', () => {
  it('deletes only what is past its retention', async () => {
    const session = (id: number, expiresDaysAgo: number) => ({
      id,
      calculator: 'replace',
      embed: false,
      createdAt: ago(60),
      updatedAt: ago(40),
      expiresAt: ago(expiresDaysAgo),
    });
    await t.db.insert(calculatorSessions).values([session(9001, 10), session(9002, 3), session(9003, -20)]);
    const event = (path: string, days: number) => ({ type: 'page_view', path, createdAt: ago(days) });
    await t.db
      .insert(analyticsEvents)
      .values([event('/old', 400), event('/recent', 10)] as (typeof analyticsEvents.$inferInsert)[]);
    const mail = (status: 'sent' | 'failed' | 'stored', days: number) => ({
      createdAt: ago(days),
      updatedAt: ago(days),
      clientKey: 'k',
      recipient: `${status}-${days}@fleet.example`,
      fromAddress: 'a@b.c',
      subject: 's',
      textBody: 't',
      htmlBody: 'h',
      status,
    });
    await t.db.insert(emailOutbox).values([mail('sent', 45), mail('sent', 5), mail('stored', 45)]);

    const report = await purgeOldRows(t.db, now, {
      expiredSessionDays: 7,
      eventDays: 365,
      sentEmailDays: 30,
    });
    expect(report).toEqual({ sessions: 1, events: 1, emails: 1 });
    const ids = (await t.db.select({ id: calculatorSessions.id }).from(calculatorSessions)).map((r) => r.id);
    expect(ids.sort()).toEqual([9002, 9003]);
    const paths = (await t.db.select({ p: analyticsEvents.path }).from(analyticsEvents)).map((r) => r.p);
    expect(paths).toEqual(['/recent']);
    const left = (await t.db.select({ r: emailOutbox.recipient }).from(emailOutbox)).map((r) => r.r).sort();
    expect(left).toEqual(['sent-5@fleet.example', 'stored-45@fleet.example']);

    // a second run finds nothing more
    expect(
      await purgeOldRows(t.db, now, { expiredSessionDays: 7, eventDays: 365, sentEmailDays: 30 }),
    ).toEqual({ sessions: 0, events: 0, emails: 0 });
    await t.db.delete(calculatorSessions).where(eq(calculatorSessions.id, 9003));
  });
});
