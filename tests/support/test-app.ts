// Builds the app on a fresh database with the demo catalog, for API and engine tests: in-memory PGlite,
// or, in the vitest 'postgres' project, a new database with a random name on the real PostgreSQL server
// that the project's global setup started (dropped again on close).
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppDeps, createApp } from '../../server/app.ts';
import { ensureCatalog } from '../../server/catalog/bootstrap.ts';
import { type DatabaseHandle, openDatabase } from '../../server/data/db/client.ts';
import { createLogger } from '../../server/logger.ts';
import { createScratchDatabase } from './embedded-postgres.ts';
import { openMemoryDatabase } from './memory-database.ts';
import './postgres-global-setup.ts';

export const TEST_KEY = 'test-key-123456';

export type TestDbKind = DatabaseHandle['kind'];

/** Which database this test run uses: 'postgres' in the postgres project, else 'pglite'. */
export function testDbKind(): TestDbKind {
  return inject('postgres') ? 'postgres' : 'pglite';
}

/** A fresh database for one test file: the schema, and the demo catalog when `catalog` is true. */
export async function openTestDatabase({ catalog = false } = {}): Promise<DatabaseHandle> {
  const server = inject('postgres');
  if (!server) return openMemoryDatabase({ catalog });
  const scratch = await createScratchDatabase(server);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  if (catalog) await ensureCatalog(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** Other app dependencies (clock, mailer, ...); catalog: false skips loading the demo catalog. */
type Overrides = Partial<Omit<AppDeps, 'db'>> & { catalog?: boolean };

export async function createTestApp({ catalog = true, ...overrides }: Overrides = {}) {
  const handle = await openTestDatabase({ catalog });
  const app = createApp({ db: handle.db, apiKeys: [TEST_KEY], logger: createLogger('silent'), ...overrides });
  const get = (path: string, key: string | null = TEST_KEY) =>
    app.request(path, { headers: key ? { 'Ocp-Apim-Subscription-Key': key } : {} });
  /** POSTs JSON (or nothing when body is undefined) with the test key and any extra headers. */
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: {
        'Ocp-Apim-Subscription-Key': TEST_KEY,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  return { app, db: handle.db, kind: handle.kind, get, post, close: handle.close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The one app a test file shares: built in `beforeAll`, closed in `afterAll`. Call it at the top of the
 * file; use the returned app inside the tests (its fields are there once the `beforeAll` has run).
 */
export function testAppForFile(overrides: Overrides = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
  });
  afterAll(() => t.close?.());
  return t;
}
