// A real PostgreSQL server stopped and started under traffic: the app never exits, answers 503 with
// Retry-After on database routes while the database is away (number search and hub details keep answering
// from memory, decision 033), and serves again by itself within 15 s of the database's return. Also:
// connections the server ends
// (pg_terminate_backend, as in a failover) do not take the app down.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type PostgresServer, startPostgres } from '../support/embedded-postgres.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const KEY = { 'Ocp-Apim-Subscription-Key': 'web-client-public-key' };
/** A drum's details are read from the database on every call. */
const DETAILS = '/api/v11/brakedrum/details/10600001';
/** A hub's details come from the in-memory hub catalog (decision 033). */
const HUB_DETAILS = '/api/v11/hubassemblydetails/10031017';
const SEARCH = '/api/v11/partnumbers/withaftermarketnumbers/10031065';
/** The longest the app may take to serve again once the database is back. */
const RECOVERY_LIMIT_MS = 15_000;

let db: PostgresServer;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let app: RunningServer;

beforeAll(async () => {
  db = await startPostgres();
  scratch = await createScratchDatabase(db.info);
  app = await startServer({ DATABASE_URL: scratch.url });
});
afterAll(async () => {
  await app?.stop();
  await db?.stop();
});

async function call(path: string) {
  try {
    const res = await fetch(`${app.url}${path}`, { headers: KEY });
    const body = await res.text();
    return { status: res.status, retryAfter: res.headers.get('Retry-After'), body };
  } catch (err) {
    return { status: 0, retryAfter: null, body: String(err) };
  }
}

/** Background traffic until stopped (bounded to 5,000 requests), counting answers by status. */
function traffic() {
  const statuses = new Map<number, number>();
  let stop = false;
  const done = (async () => {
    for (let i = 0; i < 5_000 && !stop; i++) {
      const { status } = await call(i % 2 ? DETAILS : SEARCH);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  })();
  return {
    statuses,
    stop: async () => {
      stop = true;
      await done;
    },
  };
}

describe('PostgreSQL stopped and started under traffic', () => {
  it('answers 503 while the database is away and serves again by itself, never exiting', async () => {
    expect((await call(DETAILS)).status).toBe(200);
    expect((await call(SEARCH)).status).toBe(200);
    const load = traffic();

    await db.halt();
    const away = await call(DETAILS);
    expect(away.status).toBe(503);
    expect(away.retryAfter).toMatch(/^\d+$/);
    expect(JSON.parse(away.body)).toMatchObject({ Error: { Code: 'database_unavailable' } });
    expect((await call(SEARCH)).status).toBe(200); // the number index is in memory
    expect((await call(HUB_DETAILS)).status).toBe(200); // and so is the hub catalog
    expect((await call('/api/ready')).status).toBe(503);
    expect((await call('/api/health')).status).toBe(200);
    expect(app.alive()).toBe(true);

    await db.resume();
    const back = performance.now();
    let recoveredMs = Number.POSITIVE_INFINITY;
    while (performance.now() - back < RECOVERY_LIMIT_MS) {
      if ((await call(DETAILS)).status === 200) {
        recoveredMs = performance.now() - back;
        break;
      }
    }
    await load.stop();
    console.log(
      `[faults] serving again ${Math.round(recoveredMs)} ms after PostgreSQL returned; answers during the ` +
        `restart: ${JSON.stringify(Object.fromEntries(load.statuses))}`,
    );
    expect(recoveredMs).toBeLessThan(RECOVERY_LIMIT_MS);
    expect((await call('/api/ready')).status).toBe(200);
    expect(app.alive()).toBe(true);
    // every answer was a success or a 503: no 500s, no dropped connections
    expect([...load.statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
  });

  it("survives the server ending the app's connections (pg_terminate_backend)", async () => {
    expect((await call(DETAILS)).status).toBe(200); // the pool holds idle connections now
    const admin = new pg.Client({ ...db.info, database: 'postgres' });
    await admin.connect();
    try {
      const name = new URL(scratch.url).pathname.slice(1);
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1',
        [name],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    expect((await call(DETAILS)).status).toBe(200);
    expect(app.alive()).toBe(true);
  });
});
