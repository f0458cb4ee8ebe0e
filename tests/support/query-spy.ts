// Records every statement a PGlite database is sent while `work` runs: a test that some answer comes from
// memory expects none.
import { CHECK_INTERVAL_MS, setCatalogCheckInterval } from '../../server/data/catalog-cache.ts';
import type { Database } from '../../server/data/db/client.ts';
import { step } from '../../tools/engine/engine.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import type { BoundTools } from '../../tools/index.ts';

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

/**
 * The statements the chat engine sends while answering each of `texts` typed as a first turn, after
 * answering `warm` (other texts of the same kinds: an answer asked before may be kept) with no background
 * signature check meanwhile. `check` looks at each answer's message kinds.
 */
export async function typedTextQueries(
  db: Database,
  tools: BoundTools,
  { warm, texts }: { warm: readonly string[]; texts: readonly string[] },
  check: (kinds: string[], text: string) => void,
): Promise<string[]> {
  setCatalogCheckInterval(3_600_000);
  try {
    for (const text of warm) await step(initialState, { type: 'text', text }, tools);
    return await queriesDuring(db, async () => {
      for (const text of texts) {
        const answer = await step(initialState, { type: 'text', text }, tools);
        check(
          answer.messages.map((m) => m.kind),
          text,
        );
      }
    });
  } finally {
    setCatalogCheckInterval(CHECK_INTERVAL_MS);
  }
}
