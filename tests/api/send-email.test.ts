// SendEmail: delivered to a real SMTP server on loopback, failure when it is down, the outbox without
// SMTP, the abuse limits shared through the database, and refused header injection and oversized input.
import { createServer } from 'node:net';
import { count, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { emailOutbox } from '../../server/data/db/schema.ts';
import { createSmtpMailer } from '../../server/email/mailer.ts';
import { listOutbox } from '../../server/email/outbox.ts';
import type { EmailLimits } from '../../server/env.ts';
import { createLogger } from '../../server/logger.ts';
import { COMPLETE_REBUILD_VALUES } from '../support/calculator-values.ts';
import { capturingSmtp } from '../support/smtp.ts';
import { openTestDatabase } from '../support/test-app.ts';

const KEY = 'test-key-123456';
const FROM = 'Wheel-End Calculators <calculators@example.test>';
const generous: EmailLimits = { perClientPerHour: 1000, perClientPerDay: 1000, perRecipientPerDay: 1000 };

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let smtp: SMTPServer;
const received: ParsedMail[] = [];
let apps: Record<
  'smtp' | 'down' | 'downPerClient' | 'outbox' | 'serverA' | 'serverB' | 'perClient',
  ReturnType<typeof createApp>
>;

function listen(server: SMTPServer): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const addr = server.server.address();
      resolve(typeof addr === 'object' && addr ? addr.port : 0);
    });
  });
}

/** A loopback port with nothing listening on it. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

beforeAll(async () => {
  handle = await openTestDatabase();
  smtp = capturingSmtp(received);
  const port = await listen(smtp);
  const down = await closedPort();
  const base = { db: handle.db, apiKeys: [KEY], logger: createLogger('silent'), trustProxy: true };
  apps = {
    smtp: createApp({
      ...base,
      mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`),
      mail: { from: FROM, limits: generous },
    }),
    down: createApp({
      ...base,
      mailer: createSmtpMailer(`smtp://127.0.0.1:${down}`),
      mail: { from: FROM, limits: generous },
    }),
    // SMTP down, 2 emails per client per hour
    downPerClient: createApp({
      ...base,
      mailer: createSmtpMailer(`smtp://127.0.0.1:${down}`),
      mail: { from: FROM, limits: { ...generous, perClientPerHour: 2 } },
    }),
    outbox: createApp({ ...base, mail: { from: FROM, limits: generous } }),
    // two app servers on one database, 2 emails per recipient per day
    serverA: createApp({ ...base, mail: { from: FROM, limits: { ...generous, perRecipientPerDay: 2 } } }),
    serverB: createApp({ ...base, mail: { from: FROM, limits: { ...generous, perRecipientPerDay: 2 } } }),
    perClient: createApp({ ...base, mail: { from: FROM, limits: { ...generous, perClientPerHour: 2 } } }),
  };
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await handle.close();
});

function post(app: ReturnType<typeof createApp>, path: string, body?: unknown, ip = '192.0.2.1') {
  return app.request(path, {
    method: 'POST',
    headers: { 'Ocp-Apim-Subscription-Key': KEY, 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** A PreSet vs Conventional session: rebuild side $760.00, PreSet side $630.00, savings $130.00. */
async function completeSession(values: Record<string, number> = {}): Promise<number> {
  const created = (await (await post(apps.outbox, '/api/v11/SessionCreate')).json()) as {
    Session: { id: number };
  };
  const id = created.Session.id;
  const res = await post(apps.outbox, `/api/v11/SessionUpdate?id=${id}`, {
    ...COMPLETE_REBUILD_VALUES,
    ...values,
    last_step: 'results',
  });
  expect(res.status).toBe(200);
  return id;
}

const form = (sessionId: number, recipientEmail: string) => ({
  sessionId,
  calculator: 'replace',
  recipientName: 'Dana Fleet',
  recipientEmail,
  recipientCompany: 'Fleet & Sons',
  senderName: 'Sam Shop',
  senderEmail: 'sam@shop.example',
  senderCompany: 'Sam <Shop>',
  notes: 'Call me about <script>alert(1)</script>\nsecond line',
  totals: { savings: 99999 },
});

const outboxCount = async () => (await handle.db.select({ n: count() }).from(emailOutbox))[0]?.n ?? 0;

describe('delivery over SMTP', () => {
  it('sends HTML and text parts with the totals computed from the session', async () => {
    const id = await completeSession();
    const res = await post(apps.smtp, '/api/v11/SendEmail', form(id, 'dana@fleet.example'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      Status: string;
      Delivery: string;
      OutboxId: number;
      NextStep: string;
    };
    expect(body).toMatchObject({ Status: 'OK', Delivery: 'sent', NextStep: 'confirmation' });

    const mail = received.find((m) => m.subject?.includes('PreSet vs. Conventional'));
    expect(mail).toBeDefined();
    if (!mail) return;
    expect(mail.from?.value[0]).toMatchObject({
      name: 'Wheel-End Calculators',
      address: 'calculators@example.test',
    });
    expect(mail.replyTo?.value[0]?.address).toBe('sam@shop.example');
    expect(mail.subject).toBe('Your PreSet vs. Conventional Calculator results');
    const html = String(mail.html);
    const text = mail.text ?? '';
    for (const part of [html, text]) {
      expect(part).toContain('$130.00'); // savings
      // the same sentence as the results page: who saves, how much, against what, per hub (the text part
      // wraps it at 72 columns)
      expect(part.replace(/\s+/g, ' ')).toContain(
        'A PreSet hub saves $130.00 per hub compared with a conventional hub, downtime included.',
      );
      expect(part).toContain('$760.00'); // conventional total
      expect(part).toContain('$630.00'); // PreSet total
      expect(part).toContain('$172.00'); // conventional total margin
      expect(part).not.toContain('99,999'); // the client's totals are ignored
      expect(part).toContain('Maximize Uptime');
    }
    expect(html).toContain('Call me about &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Sam &lt;Shop&gt;');
    expect(text).toContain('Call me about <script>alert(1)</script>');

    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, body.OutboxId));
    expect(row?.status).toBe('sent');
  });
});

/** The lines of a text part's section: after its heading, up to the blank line. */
function section(text: string, heading: string): string[] {
  const lines = text.split('\n');
  const from = lines.indexOf(heading) + 1;
  expect(from, heading).toBeGreaterThan(0);
  const to = lines.indexOf('', from);
  return lines.slice(from, to === -1 ? undefined : to);
}

/** Where each of a table line's cells (runs of text two spaces apart) starts and ends. */
const cells = (line: string) =>
  [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));

describe('the text part in a monospace reader', () => {
  it('aligns the tables (labels left, amounts right) and keeps every line within 72 columns, the largest sums and a long note too', async () => {
    // the largest amounts the calculator takes: ten-digit sums with cents, hours with decimals
    const id = await completeSession({
      hub_cost: 1_000_000,
      bearing_set_cost: 999_999.99,
      replacement_hub_cost_v: 1_000_000,
      labor_rate: 999_999.99,
      billable_labor_rate: 1_000_000,
      rebuild_hours: 999.25,
      replace_hours: 1_000,
      downtime_costs: 1_000_000,
    });
    const word = 'W'.repeat(150);
    const notes = `Bring the truck round to bay 4 before noon on Friday, and ask for Pat at the counter about the hubs.\n${word}`;
    const to = 'aligned@fleet.example';
    const res = await post(apps.smtp, '/api/v11/SendEmail', { ...form(id, to), notes }, '192.0.2.77');
    expect(res.status).toBe(200);
    const mail = received.find((m) => JSON.stringify(m.to).includes(to));
    const text = mail?.text ?? '';

    for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(72);

    // results: a heading row over two amount columns; every row's label at the indent and its two amounts
    // ending at the same columns as the headings above them
    const [head = '', ...rows] = section(text, 'RESULTS');
    const heads = cells(head);
    expect(heads.map((c) => c.text)).toEqual(['Conventional hub', 'PreSet hub']);
    expect(rows.map((r) => cells(r)[0]?.text)).toEqual([
      'Parts',
      'Labor',
      'Labor hours',
      'Repair cost',
      'Downtime',
      'Total',
      'Parts margin',
      'Labor margin',
      'Total margin',
    ]);
    for (const row of rows) {
      const [label, a, b, ...more] = cells(row);
      expect(more, row).toEqual([]);
      expect(label?.start, row).toBe(2);
      expect([a?.end, b?.end], row).toEqual(heads.map((h) => h.end));
      // the amounts stand apart from the label and from each other
      expect((a?.start ?? 0) - (label?.end ?? 0), row).toBeGreaterThanOrEqual(2);
      expect((b?.start ?? 0) - (a?.end ?? 0), row).toBeGreaterThanOrEqual(2);
    }
    expect(
      rows.find((r) => r.startsWith('  Total ')),
      'totals',
    ).toMatch(/^ {2}Total +\$2,000,500,020\.00 +\$2,001,000,020\.00$/);
    expect(
      rows.find((r) => r.startsWith('  Labor hours')),
      'hours',
    ).toMatch(/^ {2}Labor hours +999\.25 hours +1,000 hours$/);

    // inputs: label left, value right, every value ending at one column
    const inputs = section(text, 'YOUR INPUTS');
    expect(inputs.length).toBeGreaterThan(5);
    const ends = new Set(inputs.map((l) => l.length));
    expect([...ends]).toHaveLength(1);
    expect(inputs).toContain(inputs.find((l) => /^ {2}Conventional hub cost +\$1,000,000\.00$/.test(l)));

    // the note keeps its words and line break, wrapped; a word longer than a line is cut, not lost
    const noteLines = section(text, 'NOTES');
    expect(noteLines.every((l) => l.startsWith('  '))).toBe(true);
    expect(noteLines.map((l) => l.trim()).join(' ')).toBe(
      notes
        .replace('\n', ' ')
        .replace(word, `${word.slice(0, 70)} ${word.slice(70, 140)} ${word.slice(140)}`),
    );
  });
});

describe('failure', () => {
  it('answers 502 with the spec message when the SMTP server is down, and records it', async () => {
    const id = await completeSession();
    const res = await post(apps.down, '/api/v11/SendEmail', form(id, 'down@fleet.example'));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      Status: 'ERROR',
      Error: { Code: 'email_failed', Message: 'We were unable to send the email. Please try again later' },
    });
    const [row] = await listOutbox(handle.db, { limit: 1 });
    expect(row).toMatchObject({ status: 'failed', recipient: 'down@fleet.example' });
    expect(row?.error).toBeTruthy();
    const session = (await (await post(apps.outbox, `/api/v11/SessionUpdate?id=${id}`, {})).json()) as {
      Session: { emailError: boolean; sendingEmail: boolean };
    };
    expect(session.Session).toMatchObject({ emailError: true, sendingEmail: false });
  });
});

describe('trying a failed email again', () => {
  it('takes over its row, so following "try again later" does not use up the limits, and sends it once the server is back', async () => {
    const id = await completeSession();
    const ip = '198.51.100.77';
    const to = 'retry@fleet.example';
    const rows = async () =>
      (await handle.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.recipient, to)))[0]?.n;
    // the same email tried four times while the server is down: 502 each time, never 429, one row
    for (let i = 0; i < 4; i++) {
      const res = await post(apps.downPerClient, '/api/v11/SendEmail', form(id, to), ip);
      expect(res.status).toBe(502);
    }
    expect(await rows()).toBe(1);
    const [failed] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to));
    expect(failed).toMatchObject({ status: 'failed' });
    // the server is back (another app on the same database): the same email goes out on the same row,
    // with the Message-ID it was first given
    const before = received.length;
    const sent = await post(apps.smtp, '/api/v11/SendEmail', form(id, to), ip);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ Status: 'OK', Delivery: 'sent' });
    expect(received.length).toBe(before + 1);
    const bare = (id: string | null | undefined) => id?.replace(/^<|>$/g, '');
    expect(failed?.messageId).toBeTruthy();
    expect(bare(received.at(-1)?.messageId)).toBe(bare(failed?.messageId));
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to));
    expect(row).toMatchObject({ id: failed?.id, status: 'sent', error: null });
    expect(await rows()).toBe(1);
    // a different email is a new send: it counts, and the client's limit (2 an hour) still holds
    const other = { ...form(id, to), notes: 'another note' };
    expect((await post(apps.downPerClient, '/api/v11/SendEmail', other, ip)).status).toBe(502);
    const third = { ...form(id, to), notes: 'a third note' };
    expect((await post(apps.downPerClient, '/api/v11/SendEmail', third, ip)).status).toBe(429);
  });
});

describe('outbox without SMTP', () => {
  it('keeps the rendered email in the database', async () => {
    const id = await completeSession();
    const res = await post(apps.outbox, '/api/v11/SendEmail', form(id, 'Stored@Fleet.example'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ Status: 'OK', Delivery: 'stored' });
    const [row] = await listOutbox(handle.db, { limit: 1, status: 'stored' });
    expect(row).toMatchObject({
      recipient: 'stored@fleet.example',
      fromAddress: FROM,
      replyTo: 'sam@shop.example',
    });
    expect(row?.textBody).toContain('$130.00');
    expect(row?.htmlBody).toContain('$130.00');
  });
});

describe('abuse limits', () => {
  it('limits emails per recipient across app servers sharing the database', async () => {
    const id = await completeSession();
    const to = 'limited@fleet.example';
    // different notes: three different emails (the same one again would be a retry, not a new send)
    const note = (notes: string, recipient = to) => ({ ...form(id, recipient), notes });
    expect((await post(apps.serverA, '/api/v11/SendEmail', note('1'), '198.51.100.1')).status).toBe(200);
    expect((await post(apps.serverB, '/api/v11/SendEmail', note('2'), '198.51.100.2')).status).toBe(200);
    const third = await post(apps.serverA, '/api/v11/SendEmail', note('3', to.toUpperCase()), '198.51.100.3');
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ Error: { Code: 'rate_limited' } });
    expect(
      (await post(apps.serverB, '/api/v11/SendEmail', form(id, 'other@fleet.example'), '198.51.100.4'))
        .status,
    ).toBe(200);
  });

  it('limits emails per client', async () => {
    const id = await completeSession();
    const ip = '203.0.113.9';
    expect((await post(apps.perClient, '/api/v11/SendEmail', form(id, 'c1@fleet.example'), ip)).status).toBe(
      200,
    );
    expect((await post(apps.perClient, '/api/v11/SendEmail', form(id, 'c2@fleet.example'), ip)).status).toBe(
      200,
    );
    expect((await post(apps.perClient, '/api/v11/SendEmail', form(id, 'c3@fleet.example'), ip)).status).toBe(
      429,
    );
    expect(
      (await post(apps.perClient, '/api/v11/SendEmail', form(id, 'c3@fleet.example'), '203.0.113.10')).status,
    ).toBe(200);
  });
});

describe('refused input', () => {
  it('refuses CR/LF in header fields, bad addresses, oversized fields and bodies, sending nothing', async () => {
    const id = await completeSession();
    const before = { outbox: await outboxCount(), smtp: received.length };
    const cases: [Record<string, unknown>, string][] = [
      [{ recipientName: 'Dana\r\nBcc: victim@example.com' }, 'json.recipientName'],
      [{ recipientEmail: 'dana@fleet.example\r\nBcc: victim@example.com' }, 'json.recipientEmail'],
      [{ senderEmail: 'sam@shop.example\nCc: x@y.z' }, 'json.senderEmail'],
      [{ recipientEmail: 'not-an-address' }, 'json.recipientEmail'],
      [{ recipientName: '' }, 'json.recipientName'],
      [{ senderCompany: 'x'.repeat(101) }, 'json.senderCompany'],
      [{ notes: 'n'.repeat(2001) }, 'json.notes'],
      [{ from: 'ceo@bank.example' }, 'json'],
    ];
    for (const [change, field] of cases) {
      const res = await post(apps.smtp, '/api/v11/SendEmail', {
        ...form(id, 'dana@fleet.example'),
        ...change,
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      const err = (await res.json()) as { Error: { Issues: { field: string; message: string }[] } };
      expect(err.Error.Issues[0]?.field).toBe(field);
      // each issue said once ('not-an-address' fails two rules with one message)
      const said = err.Error.Issues.map((i) => `${i.field}: ${i.message}`);
      expect(said, JSON.stringify(change)).toEqual([...new Set(said)]);
    }
    const huge = await post(apps.smtp, '/api/v11/SendEmail', {
      ...form(id, 'd@f.example'),
      totals: 'x'.repeat(20_000),
    });
    expect(huge.status).toBe(413);
    expect({ outbox: await outboxCount(), smtp: received.length }).toEqual(before);
  });

  it('refuses an incomplete or expired session', async () => {
    const created = (await (await post(apps.outbox, '/api/v11/SessionCreate')).json()) as {
      Session: { id: number };
    };
    const res = await post(apps.outbox, '/api/v11/SendEmail', form(created.Session.id, 'x@fleet.example'));
    expect(res.status).toBe(400);
    await post(apps.outbox, `/api/v11/SessionExpire?id=${created.Session.id}`);
    const expired = await post(
      apps.outbox,
      '/api/v11/SendEmail',
      form(created.Session.id, 'x@fleet.example'),
    );
    expect(expired.status).toBe(410);
  });
});
