// Catalog changes pushed between app servers on one PostgreSQL (LISTEN/NOTIFY): an import made elsewhere
// (here by the test process, as `npm run catalog:import` would) is served by both app servers within a
// second of its end. The fallback check is set to ten minutes, so only the push can make that deadline.
// A database restart ends the listeners' sessions: they reconnect, and the next import is served as fast.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogToCsv } from '../../server/catalog/csv.ts';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { importCatalog, textSource } from '../../server/catalog/import.ts';
import { CATALOG_CHANNEL } from '../../server/data/catalog-listener.ts';
import { type DatabaseHandle, openDatabase } from '../../server/data/db/client.ts';
import { createScratchDatabase, type PostgresServer, startPostgres } from '../support/embedded-postgres.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** How soon after an import's end every app server must serve the new catalog. */
const PUSH_DEADLINE_MS = 1_000;
const KEY = { 'Ocp-Apim-Subscription-Key': 'web-client-public-key' };

let postgres: PostgresServer;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
const servers: RunningServer[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  scratch = await createScratchDatabase(postgres.info);
  const env = { DATABASE_URL: scratch.url, CATALOG_CHECK_INTERVAL_MS: String(10 * 60_000) };
  // one after the other: the first loads the demo catalog (seed 1)
  servers.push(await startServer(env));
  servers.push(await startServer(env));
});
afterAll(async () => {
  for (const s of servers) await s.stop();
  await postgres?.stop();
});

/** A part number of the generated catalog of `seed` that the demo catalog (seed 1) does not have. */
function numberOnlyIn(seed: number): string {
  const demo = new Set(generateCatalog({ seed: 1 }).interchanges.map((r) => r.partNumber));
  const found = generateCatalog({ seed }).interchanges.find((r) => !demo.has(r.partNumber));
  if (!found) throw new Error(`seed ${seed} has no number of its own`);
  return found.partNumber;
}

async function serves(server: RunningServer, partNumber: string): Promise<boolean> {
  const res = await fetch(
    `${server.url}/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(partNumber)}`,
    { headers: KEY },
  );
  if (res.status !== 200) return false;
  const body = (await res.json()) as { Results: { PartNumber?: string }[] };
  return JSON.stringify(body.Results).includes(partNumber);
}

/** Ms until every server serves `partNumber`, asking until `limitMs` has passed (then Infinity). */
async function msUntilServed(partNumber: string, limitMs: number): Promise<number> {
  const start = performance.now();
  const pending = new Set(servers);
  while (performance.now() - start < limitMs) {
    for (const s of [...pending]) if (await serves(s, partNumber)) pending.delete(s);
    if (!pending.size) return performance.now() - start;
  }
  return Number.POSITIVE_INFINITY;
}

async function importSeed(seed: number): Promise<void> {
  let handle: DatabaseHandle | null = null;
  try {
    handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    const report = await importCatalog(
      handle.db,
      textSource(catalogToCsv(generateCatalog({ seed }))),
      `test seed ${seed}`,
    );
    expect(report.status).toBe('imported');
  } finally {
    await handle?.close();
  }
}

/** The sessions LISTENing on the catalog channel (each app server holds one). */
async function listeners(): Promise<number> {
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'listen ' || $1",
      [CATALOG_CHANNEL],
    );
    return rows[0].n;
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

async function waitForListeners(count: number, limitMs: number): Promise<void> {
  const start = performance.now();
  while ((await listeners().catch(() => 0)) !== count) {
    if (performance.now() - start > limitMs) throw new Error(`fewer than ${count} listeners`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('catalog changes pushed with LISTEN/NOTIFY', () => {
  it('an import made elsewhere is served by every app server within a second of its end', async () => {
    await waitForListeners(servers.length, 10_000);
    const number = numberOnlyIn(2);
    for (const s of servers) expect(await serves(s, number)).toBe(false);
    await importSeed(2);
    expect(await msUntilServed(number, PUSH_DEADLINE_MS)).toBeLessThan(PUSH_DEADLINE_MS);
  });

  it('reconnects after a database restart and serves the next import as fast', async () => {
    await postgres.halt();
    await postgres.resume();
    // each listener finds its session gone and connects again (growing delay, at most 5 s)
    await waitForListeners(servers.length, 15_000);
    const number = numberOnlyIn(3);
    await importSeed(3);
    expect(await msUntilServed(number, PUSH_DEADLINE_MS)).toBeLessThan(PUSH_DEADLINE_MS);
    for (const s of servers) expect(s.alive()).toBe(true);
  });
});
