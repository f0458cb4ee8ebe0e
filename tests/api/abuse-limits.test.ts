// Abuse limits on the real server: SessionCreate per client, slowed admin guessing, SendEmail's allowed origins.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../../server/env.ts';
import { createScratchDatabase } from '../support/embedded-postgres.ts';
import '../support/postgres-global-setup.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const PUBLIC_KEY = 'web-client-public-key';
const OTHER_KEY = 'another-client-key-1';
const SESSION_LIMIT = 3;
const ADMIN_TOKEN = 'admin-token-for-abuse-tests-0123';
const ADMIN_FAILURES = 3;

let server: RunningServer;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
beforeAll(async () => {
  // in the postgres project the counters live on the real PostgreSQL server
  const postgres = inject('postgres');
  if (postgres) scratch = await createScratchDatabase(postgres);
  server = await startServer({
    API_KEYS: OTHER_KEY,
    SESSION_CREATE_RATE_LIMIT: String(SESSION_LIMIT),
    ADMIN_TOKEN,
    ADMIN_AUTH_FAILURE_LIMIT: String(ADMIN_FAILURES),
    // a long window, so no window boundary falls between the lockout and the calls that check it
    ADMIN_AUTH_LOCKOUT_MINUTES: '720',
    // clients told apart by X-Forwarded-For, as behind a proxy
    TRUST_PROXY: 'true',
    FRAME_ANCESTORS: 'https://shop.example.com https://*.dealers.example:8443',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
});
afterAll(async () => {
  await server?.stop();
  await scratch?.drop();
});

const createSession = (key = PUBLIC_KEY) =>
  fetch(`${server.url}/api/v11/SessionCreate?calculator=replace`, {
    method: 'POST',
    headers: { 'Ocp-Apim-Subscription-Key': key },
  });

type ErrorAnswer = { Status: string; Error: { Code: string; Message: string } };

describe('SessionCreate rate limit', () => {
  it('answers 429 in the error shape with Retry-After once a client passes the limit', async () => {
    // the limit counts per fixed minute: a minute boundary inside the loop allows one more round
    let accepted = 0;
    let refused: Response | null = null;
    for (let i = 0; i <= 2 * SESSION_LIMIT && !refused; i++) {
      const res = await createSession();
      if (res.status === 200) {
        accepted++;
        await res.body?.cancel();
      } else refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(accepted).toBeGreaterThanOrEqual(SESSION_LIMIT);
    const retryAfter = Number(refused?.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused?.headers.get('Content-Type')).toContain('application/json');
    const body = (await refused?.json()) as ErrorAnswer;
    expect(body.Status).toBe('ERROR');
    expect(body.Error.Code).toBe('rate_limited');

    // another client (its own key) is counted on its own
    const other = await createSession(OTHER_KEY);
    expect(other.status).toBe(200);
    expect(((await other.json()) as { Status: string }).Status).toBe('OK');
  });

  it('refuses a setting that is not a positive whole number', () => {
    for (const bad of ['0', '-1', '1.5', 'ten', '1e9'])
      expect(() => parseConfig({ SESSION_CREATE_RATE_LIMIT: bad })).toThrow(/SESSION_CREATE_RATE_LIMIT/);
    expect(parseConfig({}).sessionCreateRateLimitPerMinute).toBe(60);
  });
});

/** GET /api/admin/notifications as the client at `address`, with `token` (none when null). */
const adminCall = (address: string, token: string | null) =>
  fetch(`${server.url}/api/admin/notifications`, {
    headers: { 'X-Forwarded-For': address, ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
  });

describe('failed admin authentication', () => {
  it('locks a client out after a few wrong tokens, the right token included, and no one else', async () => {
    const guesser = '203.0.113.5';
    expect((await adminCall(guesser, ADMIN_TOKEN)).status).toBe(200);
    let wrong = 0;
    let refused: Response | null = null;
    for (let i = 0; i <= ADMIN_FAILURES && !refused; i++) {
      const res = await adminCall(guesser, `wrong-token-number-${i}-0123456`);
      await res.body?.cancel();
      if (res.status === 401) wrong++;
      else refused = res;
    }
    expect(wrong).toBe(ADMIN_FAILURES);
    expect(refused?.status).toBe(429);
    const retryAfter = Number(refused?.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(720 * 60);
    // the lockout holds for the right token too: a guess during it would otherwise still be checked
    const right = await adminCall(guesser, ADMIN_TOKEN);
    expect(right.status).toBe(429);
    expect(right.headers.get('Retry-After')).toBeTruthy();
    const body = (await right.json()) as ErrorAnswer;
    expect(body).toMatchObject({ Status: 'ERROR', Error: { Code: 'rate_limited' } });

    // another client is not locked out
    expect((await adminCall('203.0.113.9', ADMIN_TOKEN)).status).toBe(200);
  });

  it('counts only tokens sent: calls without one never lock a client out', async () => {
    const forgetful = '198.51.100.7';
    for (let i = 0; i <= ADMIN_FAILURES; i++) {
      const res = await adminCall(forgetful, null);
      await res.body?.cancel();
      expect(res.status).toBe(401);
    }
    expect((await adminCall(forgetful, ADMIN_TOKEN)).status).toBe(200);
  });

  it('refuses lockout settings out of range', () => {
    for (const bad of ['0', '-3', 'x', '2.5', '1001'])
      expect(() => parseConfig({ ADMIN_AUTH_FAILURE_LIMIT: bad })).toThrow(/ADMIN_AUTH_FAILURE_LIMIT/);
    for (const bad of ['0', '721', 'soon'])
      expect(() => parseConfig({ ADMIN_AUTH_LOCKOUT_MINUTES: bad })).toThrow(/ADMIN_AUTH_LOCKOUT_MINUTES/);
    expect(parseConfig({}).adminAuth).toEqual({ failureLimit: 5, lockoutMs: 15 * 60_000 });
  });
});

/** POSTs an empty SendEmail form, with `origin` as the Origin header (none when null). */
const sendEmail = (origin: string | null, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/v11/SendEmail`, {
    method: 'POST',
    headers: {
      'Ocp-Apim-Subscription-Key': PUBLIC_KEY,
      'Content-Type': 'application/json',
      ...(origin === null ? {} : { Origin: origin }),
      ...headers,
    },
    body: '{}',
  });

describe('SendEmail origins', () => {
  it('refuses browser calls from other sites with 403 JSON', async () => {
    const others = [
      'https://evil.example',
      'http://shop.example.com', // an embed site's origin, but not its scheme
      'https://shop.example.com.evil.example',
      'https://dealers.example:8443', // the wildcard names subdomains only
      'https://a.dealers.example', // the wildcard's port is part of it
      'https://a.dealers.example.evil:8443',
      'null',
      'not a url',
      `https://${'a'.repeat(2000)}.example`,
    ];
    for (const origin of others) {
      const res = await sendEmail(origin);
      expect(res.status, origin).toBe(403);
      expect(res.headers.get('Content-Type')).toContain('application/json');
      expect((await res.json()) as ErrorAnswer, origin).toMatchObject({
        Status: 'ERROR',
        Error: { Code: 'forbidden' },
      });
    }
    // a forwarded host counts only from a trusted proxy, but it can never turn another site into ours
    const res = await sendEmail('https://evil.example', { 'X-Forwarded-Host': 'shop.example.org' });
    expect(res.status).toBe(403);
    await res.body?.cancel();
  });

  it('lets the app itself, the embed sites and calls without an Origin through to the form check', async () => {
    const allowed = [
      server.url,
      'https://shop.example.com',
      'https://shop.example.com:443',
      'https://a.dealers.example:8443',
      'https://b.a.Dealers.example:8443',
      null,
    ];
    for (const origin of allowed) {
      // the empty form is refused by the form check (400), past the origin check
      const res = await sendEmail(origin);
      expect(res.status, String(origin)).toBe(400);
      expect(((await res.json()) as ErrorAnswer).Error.Code).toBe('bad_request');
    }
    // behind the trusted proxy the app's own host is the forwarded one
    const proxied = await sendEmail('https://parts.example.org', { 'X-Forwarded-Host': 'parts.example.org' });
    expect(proxied.status).toBe(400);
    await proxied.body?.cancel();
  });
});
