// Server start: the number and facet indexes are built (or read from their snapshots) while the server
// already listens. Until both are in memory, calls that need them answer 'warming' (IndexWarmingError,
// server/data/catalog-cache.ts) and readiness says not ready; liveness and everything else answer as usual.
import { startBrakeCatalog } from './brake-memory.ts';
import { answerWhileWarming, warmingOver } from './catalog-cache.ts';
import type { Database } from './db/client.ts';
import { warmFacetIndex } from './facet-index.ts';
import { warmHubCatalog } from './hub-memory.ts';
import { snapshotOutcome } from './index-snapshot.ts';
import { warmNumberIndex } from './number-index.ts';

export type WarmReport = {
  numbers: number;
  facets: number;
  hubs: number;
  numberMs: number;
  facetMs: number;
  hubMs: number;
  /** How each index got into memory: loaded from its snapshot, or built (see index-snapshot.ts). */
  numberSource: string;
  facetSource: string;
  hubSource: string;
};

const warming = new WeakSet<Database>();

/** Whether the server start's warm-up of `db` has not finished yet. */
export function isWarming(db: Database): boolean {
  return warming.has(db);
}

/**
 * Marks `db` as warming, then builds both indexes. `before` delays the builds (tests hold the warm-up
 * with it to see the server warming); a failed build leaves the database warming: call again to retry.
 */
export async function warmIndexes(db: Database, before?: Promise<unknown>): Promise<WarmReport> {
  warming.add(db);
  answerWhileWarming(db);
  await before;
  const started = performance.now();
  const numbers = await warmNumberIndex(db);
  const numbersDone = performance.now();
  const facets = await warmFacetIndex(db);
  const facetsDone = performance.now();
  // hub details, compare and the chat's hub cards read it: ready with the rest, not on the first visitor
  const hubs = await warmHubCatalog(db);
  warming.delete(db);
  warmingOver(db);
  // drums and rotors: small enough to read after readiness, before most visitors ask for one
  startBrakeCatalog(db);
  return {
    numbers,
    facets,
    hubs,
    numberMs: Math.round(numbersDone - started),
    facetMs: Math.round(facetsDone - numbersDone),
    hubMs: Math.round(performance.now() - facetsDone),
    numberSource: snapshotOutcome('number-index') ?? 'built',
    facetSource: snapshotOutcome('facet-index') ?? 'built',
    hubSource: snapshotOutcome('hub-catalog') ?? 'built',
  };
}
