// A database that is away answers 503 with Retry-After (never 500, never a crash); errors that are about
// the query itself are not mistaken for it.
import { createServer, type Server, type Socket } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/data/db/client.ts';
import { isDatabaseUnavailable } from '../../server/http/database-unavailable.ts';
import { createLogger } from '../../server/logger.ts';

/** A port that accepts connections and never answers (a database host that hangs). */
let silent: Server;
let silentPort = 0;
const accepted: Socket[] = [];
/** A port nobody listens on (a stopped database). */
let closedPort = 0;

beforeAll(async () => {
  silent = createServer((socket) => accepted.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as { port: number }).port;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});
afterAll(async () => {
  for (const socket of accepted) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe('isDatabaseUnavailable', () => {
  it('recognizes a refused connection and a connection timeout, also when wrapped', async () => {
    const refused = await errorOf(new pg.Client({ host: '127.0.0.1', port: closedPort }).connect());
    expect(isDatabaseUnavailable(refused)).toBe(true);
    const pool = new pg.Pool({ host: '127.0.0.1', port: silentPort, connectionTimeoutMillis: 200 });
    const timedOut = await errorOf(pool.query('select 1'));
    await pool.end();
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
  });

  it('does not take a failed query for a database that is away', () => {
    // the shapes node-postgres gives a query the server refused: a SQLSTATE of another class
    const unique = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: syntax }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('an app whose database is away', () => {
  it('answers 503 with Retry-After on database routes and keeps health and readiness apart', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: closedPort, connectionTimeoutMillis: 500 });
    pool.on('error', () => {});
    const db = drizzle(pool) as unknown as Database;
    const app = createApp({ db, apiKeys: ['k-123456789'], logger: createLogger('silent') });
    const headers = { 'Ocp-Apim-Subscription-Key': 'k-123456789' };
    try {
      const details = await app.request('/api/v11/hubassemblydetails/10031017', { headers });
      expect(details.status).toBe(503);
      expect(details.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(await details.json()).toMatchObject({ Error: { Code: 'database_unavailable' } });
      expect((await app.request('/api/health')).status).toBe(200);
      const ready = await app.request('/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('Retry-After')).toMatch(/^\d+$/);
    } finally {
      await pool.end();
    }
  });
});
