// Records every statement a PGlite database is sent while `work` runs: a test that some answer comes from
// memory expects none.
import type { Database } from '../../server/data/db/client.ts';

export async function queriesDuring(db: Database, work: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: Record<string, (...a: unknown[]) => unknown> }).$client;
  const queries: string[] = [];
  const originals = { query: client.query, exec: client.exec };
  for (const name of ['query', 'exec'] as const) {
    const original = originals[name]?.bind(client);
    client[name] = (text: unknown, ...rest: unknown[]) => {
      queries.push(String(text));
      return original?.(text, ...rest);
    };
  }
  try {
    await work();
  } finally {
    Object.assign(client, originals);
  }
  return queries;
}
