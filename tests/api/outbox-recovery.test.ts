// A send interrupted mid-SMTP (the server stopped while the mail server held the DATA): the restart's
// recovery retries it once with the same Message-ID, clears the session's sendingEmail flag, and a client
// retrying the same request meanwhile gets the first attempt back instead of a second email.
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { calculatorSessions, emailOutbox } from '../../server/data/db/schema.ts';
import { createSmtpMailer } from '../../server/email/mailer.ts';
import { INTERRUPTED_AFTER_MS, resolveInterruptedEmails } from '../../server/email/outbox-recovery.ts';
import { createLogger } from '../../server/logger.ts';
import { COMPLETE_REBUILD_VALUES } from '../support/calculator-values.ts';
import { capturingSmtp } from '../support/smtp.ts';
import { openTestDatabase } from '../support/test-app.ts';

const KEY = 'test-key-123456';
const FROM = 'Wheel-End Calculators <calculators@example.test>';
const limits = { perClientPerHour: 1000, perClientPerDay: 1000, perRecipientPerDay: 1000 };

/** An SMTP server that takes the DATA and never answers it until released: a send cut off mid-way. */
function stallingSmtp() {
  const started: ParsedMail[] = [];
  const waiting: ((err: Error) => void)[] = [];
  let onStart: (() => void) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((m) => {
        started.push(m);
        waiting.push((err) => done(err));
        onStart?.();
      }, done);
    },
  });
  return {
    server,
    started,
    /** Resolves once `n` messages are held. */
    holding: (n: number) =>
      new Promise<void>((resolve) => {
        onStart = () => started.length >= n && resolve();
        onStart();
      }),
    release: () => {
      for (const fail of waiting.splice(0)) fail(new Error('connection lost'));
    },
  };
}

function listen(server: SMTPServer): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const addr = server.server.address();
      resolve(`smtp://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`);
    });
  });
}
const close = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let now = new Date('2026-05-01T10:00:00Z');
const clock = () => now;
const stalled = stallingSmtp();
const delivered: ParsedMail[] = [];
const healthy = capturingSmtp(delivered);
let stalledUrl = '';
let healthyUrl = '';
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await openTestDatabase();
  [stalledUrl, healthyUrl] = await Promise.all([listen(stalled.server), listen(healthy)]);
  app = createApp({
    db: handle.db,
    apiKeys: [KEY],
    logger: createLogger('silent'),
    clock,
    mailer: createSmtpMailer(stalledUrl),
    mail: { from: FROM, limits },
  });
});
afterAll(async () => {
  stalled.release();
  await Promise.all([close(stalled.server), close(healthy)]);
  await handle.close();
});

const post = (path: string, body?: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Ocp-Apim-Subscription-Key': KEY, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function completeSession(): Promise<number> {
  const id = ((await (await post('/api/v11/SessionCreate')).json()) as { Session: { id: number } }).Session
    .id;
  const res = await post(`/api/v11/SessionUpdate?id=${id}`, {
    ...COMPLETE_REBUILD_VALUES,
  });
  expect(res.status).toBe(200);
  return id;
}

const form = (sessionId: number, recipientEmail: string) => ({
  sessionId,
  recipientName: 'Dana Fleet',
  recipientEmail,
  notes: 'interrupted',
});

const outboxRow = async (id: number) =>
  (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
const sessionRow = async (id: number) =>
  (await handle.db.select().from(calculatorSessions).where(eq(calculatorSessions.id, id)))[0];

describe('a send interrupted mid-SMTP', () => {
  it('is retried once at restart with its Message-ID, the flag cleared, client retries idempotent', async () => {
    const session = await completeSession();
    const firstTry = post('/api/v11/SendEmail', form(session, 'dana@fleet.example'));
    await stalled.holding(1);
    const held = stalled.started[0];
    expect(held?.messageId).toMatch(/@example\.test>?$/);

    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.sessionId, session));
    expect(row?.status).toBe('sending');
    expect((await sessionRow(session))?.sendingEmail).toBe(true);

    // the client's retry while the first attempt hangs: the same outbox row, no second email
    const retry = await post('/api/v11/SendEmail', form(session, 'dana@fleet.example'));
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ Delivery: 'sending', OutboxId: row?.id });
    expect(stalled.started).toHaveLength(1);

    // restart: the process that held the send is gone; a young attempt is left to its process
    const young = await resolveInterruptedEmails(handle.db, createSmtpMailer(healthyUrl), clock);
    expect(young).toEqual({ retried: 0, sent: 0, failed: 0 });
    now = new Date(now.getTime() + INTERRUPTED_AFTER_MS + 1000);
    const report = await resolveInterruptedEmails(handle.db, createSmtpMailer(healthyUrl), clock);
    expect(report).toEqual({ retried: 1, sent: 1, failed: 0 });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.messageId).toBe(held?.messageId);
    expect(delivered[0]?.text).toContain('$130.00');
    expect((await outboxRow(row?.id ?? 0))?.status).toBe('sent');
    expect(await sessionRow(session)).toMatchObject({ sendingEmail: false, emailError: false });

    // asking again after it went out: the same row, nothing sent
    const again = await post('/api/v11/SendEmail', form(session, 'dana@fleet.example'));
    expect(await again.json()).toMatchObject({ Delivery: 'sent', OutboxId: row?.id });
    expect(delivered).toHaveLength(1);

    // the cut-off attempt's late failure changes neither the row nor the flags
    stalled.release();
    expect((await firstTry).status).toBe(502);
    expect((await outboxRow(row?.id ?? 0))?.status).toBe('sent');
    expect(await sessionRow(session)).toMatchObject({ sendingEmail: false, emailError: false });
  });

  it('is marked failed, never tried a third time, when the retry was interrupted too', {
    timeout: 90_000,
  }, async () => {
    const session = await completeSession();
    const firstTry = post('/api/v11/SendEmail', form(session, 'twice@fleet.example'));
    await stalled.holding(2);
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.sessionId, session));
    now = new Date(now.getTime() + INTERRUPTED_AFTER_MS + 1000);
    // first restart: its retry hangs as well (and that process dies too)
    const retrying = resolveInterruptedEmails(handle.db, createSmtpMailer(stalledUrl), clock);
    await stalled.holding(3);
    expect((await outboxRow(row?.id ?? 0))?.status).toBe('resending');
    expect(stalled.started[2]?.messageId).toBe(stalled.started[1]?.messageId);
    // second restart
    now = new Date(now.getTime() + INTERRUPTED_AFTER_MS + 1000);
    const report = await resolveInterruptedEmails(handle.db, createSmtpMailer(healthyUrl), clock);
    expect(report).toEqual({ retried: 0, sent: 0, failed: 1 });
    expect((await outboxRow(row?.id ?? 0))?.status).toBe('failed');
    expect(await sessionRow(session)).toMatchObject({ sendingEmail: false, emailError: true });
    expect(delivered.filter((m) => m.to && JSON.stringify(m.to).includes('twice@'))).toHaveLength(0);

    stalled.release();
    await retrying;
    await firstTry;
    expect((await outboxRow(row?.id ?? 0))?.status).toBe('failed');
    // a failed send may be asked for again: it is a new attempt
    const anew = await post('/api/v11/SendEmail', form(session, 'twice@fleet.example'));
    await stalled.holding(4);
    stalled.release();
    expect((await anew).status).toBe(502);
  });
});
