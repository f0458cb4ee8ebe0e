// The demo catalog on in-memory PGlite for one test file (engine and catalog tests): opened before its
// tests, closed after.
import { afterAll, beforeAll } from 'vitest';
import type { Database, DatabaseHandle } from '../../server/data/db/client.ts';
import { type BoundTools, bindTools } from '../../tools/index.ts';
import { openMemoryDatabase } from './memory-database.ts';

export type DemoCatalog = { handle: DatabaseHandle; tools: BoundTools };

/**
 * Call it at the top of a test file; read `handle` and `tools` inside the tests (and in later `beforeAll`s,
 * which run after this one). `wrap` decorates the bound tools (walks pass memoizedTools).
 */
export function demoCatalog(wrap: (tools: BoundTools) => BoundTools = (tools) => tools): DemoCatalog {
  const demo = {} as DemoCatalog;
  beforeAll(async () => {
    demo.handle = await openMemoryDatabase();
    demo.tools = wrap(bindTools({ db: demo.handle.db }));
  });
  afterAll(() => demo.handle.close());
  return demo;
}

/**
 * Runs `read` on a private in-memory copy of the demo catalog, then closes it. The demo catalog is
 * deterministic, so the copy tells a browser test what the server it started holds.
 */
export async function readDemoCatalog<T>(read: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openMemoryDatabase();
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}
