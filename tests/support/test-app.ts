// Builds the app on a fresh in-memory PGlite with the demo catalog, for API and engine tests.
import { type AppDeps, createApp } from '../../server/app.ts';
import { ensureCatalog } from '../../server/catalog/bootstrap.ts';
import { openDatabase } from '../../server/db/client.ts';
import { createLogger } from '../../server/logger.ts';

export const TEST_KEY = 'test-key-123456';

/** dataDir: a folder for a database that outlives the app (restart tests); catalog: false skips the demo data. */
type Overrides = Partial<Omit<AppDeps, 'db'>> & { dataDir?: string | null; catalog?: boolean };

export async function createTestApp({ dataDir = null, catalog = true, ...overrides }: Overrides = {}) {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  if (catalog) await ensureCatalog(handle.db);
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
  return { app, db: handle.db, get, post, close: handle.close };
}
