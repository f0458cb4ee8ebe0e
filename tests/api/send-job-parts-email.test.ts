// POST /api/v15/hubassembly/jobparts/email: the job list mailed through the calculator's pipeline, its body
// built on the server from the hub, mode and ends; delivered to a real SMTP server on loopback, kept in
// the outbox when SMTP is down, and hostile or oversized input refused.
import { createServer } from 'node:net';
import type { ParsedMail } from 'mailparser';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createSmtpMailer } from '../../server/email/mailer.ts';
import { listOutbox } from '../../server/email/outbox.ts';
import type { EmailLimits } from '../../server/env.ts';
import { parseConfig } from '../../server/env.ts';
import { bodyLimitFor } from '../../server/http/body-limits.ts';
import { createLogger } from '../../server/logger.ts';
import { capturingSmtp } from '../support/smtp.ts';
import { createTestApp, TEST_KEY, type TestApp } from '../support/test-app.ts';

const FROM = 'Wheel-End Parts <parts@example.test>';
const generous: EmailLimits = { perClientPerHour: 1000, perClientPerDay: 1000, perRecipientPerDay: 1000 };
const PATH = '/api/v15/hubassembly/jobparts/email';
const JOB_EMAIL_BODY_LIMIT = bodyLimitFor('POST', PATH);

let t: TestApp;
let smtp: SMTPServer;
const received: ParsedMail[] = [];
let apps: Record<'smtp' | 'down' | 'limited', ReturnType<typeof createApp>>;

function port(server: { address(): unknown }): number {
  const addr = server.address();
  return typeof addr === 'object' && addr && 'port' in addr ? Number(addr.port) : 0;
}

beforeAll(async () => {
  t = await createTestApp({ mail: { from: FROM, limits: generous } });
  smtp = capturingSmtp(received);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const down = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = port(s);
      s.close(() => resolve(p));
    });
  });
  const base = { db: t.db, apiKeys: [TEST_KEY], logger: createLogger('silent'), trustProxy: true };
  apps = {
    smtp: createApp({
      ...base,
      mailer: createSmtpMailer(`smtp://127.0.0.1:${port(smtp.server)}`),
      mail: { from: FROM, limits: generous, publicUrl: 'https://parts.example.test' },
    }),
    down: createApp({
      ...base,
      mailer: createSmtpMailer(`smtp://127.0.0.1:${down}`),
      mail: { from: FROM, limits: generous, publicUrl: 'https://parts.example.test' },
    }),
    limited: createApp({ ...base, mail: { from: FROM, limits: { ...generous, perRecipientPerDay: 1 } } }),
  };
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

function post(app: ReturnType<typeof createApp>, body: unknown, headers: Record<string, string> = {}) {
  return app.request(PATH, {
    method: 'POST',
    headers: {
      'Ocp-Apim-Subscription-Key': TEST_KEY,
      'Content-Type': 'application/json',
      Host: 'parts.example.test',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('job list email', () => {
  it('mails the list built from the catalog, with quantities and the link to its page', async () => {
    const res = await post(apps.smtp, {
      hanum: '10082213',
      mode: 'rebuild',
      ends: 2,
      recipientEmail: 'counter@shop.example',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ Status: 'OK', Delivery: 'sent' });
    const list = (
      await (await t.get('/api/v15/hubassembly/jobparts?hanum=10082213&mode=rebuild&ends=2')).json()
    ).Results[0];
    const mail = received.find((m) => m.to && JSON.stringify(m.to).includes('counter@shop.example'));
    expect(mail?.subject).toBe('Parts for this job: hub 10082213');
    const html = String(mail?.html);
    const text = mail?.text ?? '';
    const link = 'https://parts.example.test/hub/job/10082213?mode=rebuild&ends=2';
    const ordered = list.lists[1].lines.filter((l: { status: string }) => l.status === 'order');
    expect(ordered.length).toBeGreaterThan(2);
    for (const part of [html, text]) {
      for (const line of list.lists[1].lines) if (line.partNumber) expect(part).toContain(line.partNumber);
      expect(part).toContain(link.replace(/&/g, part === html ? '&amp;' : '&'));
      expect(part).toContain('Both ends of the axle'.toLowerCase());
    }
    // both ends: the rebuild kit's line says 2
    const kit = ordered.find((l: { role: string }) => l.role === 'rebuild-kit');
    expect(kit.quantity).toBe(2);
    expect(text).toMatch(new RegExp(`\\n {2}2 +Rebuild kit[^\\n]*${kit.partNumber}`, 'i'));
    // read in a monospace reader: every line but an address within 72 columns, a part's wrapped words
    // under its first word (past the quantity column), never under the quantity
    const lines = text.split('\n');
    for (const line of lines) if (!/https?:/.test(line)) expect(line.length, line).toBeLessThanOrEqual(72);
    const parts = lines.slice(lines.indexOf('PARTS') + 1, lines.indexOf('NOTES') - 1);
    expect(parts.length).toBeGreaterThan(ordered.length);
    for (const line of parts) expect(line, line).toMatch(/^ {2}(?:\S.{9}|\s{10})\S/);
  });

  it('keeps the email in the outbox, marked failed, when the SMTP server is down', async () => {
    const res = await post(apps.down, { hanum: '10082213', recipientEmail: 'down@shop.example' });
    expect(res.status).toBe(502);
    expect((await res.json()).Error.Code).toBe('email_failed');
    const [row] = await listOutbox(t.db, { limit: 1 });
    expect(row).toMatchObject({ status: 'failed', recipient: 'down@shop.example' });
    expect(row?.textBody).toContain('/hub/job/10082213?mode=replace&ends=1');
  });

  it('stores it in the outbox without SMTP, and counts it for the per-recipient limit', async () => {
    const body = { hanum: '10082213', recipientEmail: 'limit@shop.example' };
    const first = await post(apps.limited, body);
    expect(await first.json()).toMatchObject({ Delivery: 'stored' });
    const second = await post(apps.limited, { ...body, ends: 2 });
    expect(second.status).toBe(429);
  });

  it.each([
    [
      'a header injection in the address',
      { hanum: '10082213', recipientEmail: 'a@b.example\r\nBcc: x@y.example' },
    ],
    ['no address', { hanum: '10082213', recipientEmail: 'not an address' }],
    ['a hostile hub number', { hanum: '<script>alert(1)</script>', recipientEmail: 'a@b.example' }],
    ['an unknown mode', { hanum: '10082213', mode: 'delete', recipientEmail: 'a@b.example' }],
    ['part data from the client', { hanum: '10082213', recipientEmail: 'a@b.example', lines: [] }],
    ['not JSON', '{"hanum":'],
  ])('refuses %s with 400', async (_what, body) => {
    const res = await post(apps.smtp, body);
    expect(res.status).toBe(400);
  });

  it("links the configured address only: a sender's Host, Origin or forwarded host never reaches the email", async () => {
    const forged: Record<string, string>[] = [
      { Host: 'parts-finder-login.evil.example' },
      { Host: 'evil.example', Origin: 'http://evil.example' },
      { Host: 'evil.example/"><script>' },
      { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    ];
    for (const headers of forged) {
      const before = received.length;
      const res = await post(apps.smtp, { hanum: '10082213', recipientEmail: 'a@b.example' }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      const mail = received[before];
      for (const part of [String(mail?.text), String(mail?.html)]) {
        expect(part).not.toContain('evil');
        expect(part).toContain('https://parts.example.test/hub/job/10082213');
      }
    }
    // the notes' documents (the app's own '/documents/…') are linked under the configured address too
    const withDocs = String(received.at(-1)?.text);
    expect(withDocs).toContain('https://parts.example.test/documents/');
    expect(withDocs).not.toMatch(/(^|\s)\/documents\//m);
    // no address configured: no link at all, never one made from the request
    const res = await post(apps.limited, { hanum: '10082213', recipientEmail: 'nolink@shop.example' });
    expect(res.status).toBe(200);
    const [row] = await listOutbox(t.db, { limit: 1 });
    expect(row?.recipient).toBe('nolink@shop.example');
    expect(row?.textBody).not.toContain('/hub/job/');
    expect(row?.textBody).not.toContain('The list online');
    expect(row?.textBody).not.toContain('/documents/');
  });

  it('takes PUBLIC_URL as an http(s) origin only', () => {
    expect(parseConfig({}).mail.publicUrl).toBeNull();
    expect(parseConfig({ PUBLIC_URL: 'https://parts.example.com/' }).mail.publicUrl).toBe(
      'https://parts.example.com',
    );
    for (const bad of ['javascript:alert(1)', 'https://a.example/path', 'https://a.example/"><b>', 'ftp://a'])
      expect(() => parseConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
  });

  it('refuses an oversized body with 413 before parsing it', async () => {
    const res = await post(apps.smtp, {
      hanum: '10082213',
      recipientEmail: 'a@b.example',
      pad: 'x'.repeat(JOB_EMAIL_BODY_LIMIT),
    });
    expect(res.status).toBe(413);
  });

  it('answers 404 for a hub the catalog does not have', async () => {
    const res = await post(apps.smtp, { hanum: '99999999', recipientEmail: 'a@b.example' });
    expect(res.status).toBe(404);
  });
});
