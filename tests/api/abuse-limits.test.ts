// Abuse limits on the real server: SessionCreate per client, slowed admin guessing, SendEmail's allowed origins.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../../server/env.ts';
import { createScratchDatabase } from '../support/embedded-postgres.ts';
import '../support/postgres-global-setup.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const PUBLIC_KEY = 'web-client-public-key';
const OTHER_KEY = 'another-client-key-1';
const SESSION_LIMIT = 3;

let server: RunningServer;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
beforeAll(async () => {
  // in the postgres project the counters live on the real PostgreSQL server
  const postgres = inject('postgres');
  if (postgres) scratch = await createScratchDatabase(postgres);
  server = await startServer({
    API_KEYS: OTHER_KEY,
    SESSION_CREATE_RATE_LIMIT: String(SESSION_LIMIT),
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
