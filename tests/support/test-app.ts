// Builds the app on a fresh in-memory PGlite with the demo catalog, for API and engine tests.
import { type AppDeps, createApp } from '../../server/app.ts';
import { ensureCatalog } from '../../server/catalog/bootstrap.ts';
import { openDatabase } from '../../server/db/client.ts';
import { createLogger } from '../../server/logger.ts';

export const TEST_KEY = 'test-key-123456';

/** `options` overrides app dependencies such as the admin token or rate limits. */
export async function createTestApp(options: Partial<Omit<AppDeps, 'db' | 'logger'>> = {}) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await ensureCatalog(handle.db);
  const app = createApp({
    db: handle.db,
    apiKeys: [TEST_KEY],
    logger: createLogger('silent'),
    ...options,
  });
  const get = (path: string, key: string | null = TEST_KEY) =>
    app.request(path, { headers: key ? { 'Ocp-Apim-Subscription-Key': key } : {} });
  return { app, db: handle.db, get, close: handle.close };
}
