// One in-memory structure built from the catalog (the number index, the facet index), kept per database and
// rebuilt when the catalog changes. The structure remembers the catalog's signature (a cheap query of its
// own, e.g. the newest catalog import id). Two things start a check of that signature in the background:
// a catalog change pushed to this process (catalogChanged: PostgreSQL's NOTIFY through the catalog
// listener, or an import made by this process), and, as the fallback, a call made at least the check
// interval after the last check (PGlite has no cross-process notify; a missed notification is caught here).
// When the signature changed, a new structure is built while the old one keeps answering; callers never
// wait for a rebuild. A failed first build is forgotten, so the next call tries again; a failed rebuild
// keeps the old structure.
//
// Warming: a server marks its database with answerWhileWarming before it listens; until warmingOver, a call made
// while a structure's first build is still running fails at once with IndexWarmingError (the API answers
// 503 'warming' with Retry-After) instead of waiting behind the build. Without the mark (tests, the CLI)
// the first call waits for the build, as before.

import { sql } from 'drizzle-orm';
import type { Database } from './db/client.ts';
import { catalogImports } from './db/schema.ts';

/** The fallback check's default interval (CATALOG_CHECK_INTERVAL_MS sets another). */
export const CHECK_INTERVAL_MS = 2_000;

// One setting per process, like the caches themselves (module-level, one per database inside).
let checkIntervalMs = CHECK_INTERVAL_MS;

/** Sets the fallback check's interval (server start, from the configuration). */
export function setCatalogCheckInterval(ms: number): void {
  checkIntervalMs = ms;
}

export type CacheOptions = {
  /** The time of this call (tests pass a later one instead of waiting for the check interval). */
  now?: number;
  /** Wait for the signature check and any rebuild it starts (tests); other callers never wait. */
  settled?: boolean;
  /** Wait for the first build even while warming (the server start's own warm-up). */
  wait?: boolean;
};

/** A structure the call needs is still being built after a start: the caller may try again shortly. */
export class IndexWarmingError extends Error {
  constructor() {
    super('The catalog indexes are still being built after a start');
  }
}

const warmingDatabases = new WeakSet<Database>();

/** Calls on `db` made before a structure's first build has finished fail with IndexWarmingError from now on. */
export function answerWhileWarming(db: Database): void {
  warmingDatabases.add(db);
}

/**
 * The start's warm-up is over: a structure it did not build (one only some calls need) is built by its
 * first call again, which waits for it, instead of answering warming for ever.
 */
export function warmingOver(db: Database): void {
  warmingDatabases.delete(db);
}

export type CatalogSource<T> = {
  /** What the structure is built from, as a string that changes whenever the catalog does. */
  signature: (db: Database) => Promise<string>;
  /** Builds the structure of the catalog whose signature is `signature` (read just before). */
  build: (db: Database, signature: string) => Promise<T>;
};

type Built<T> = { value: T; signature: string };
type Entry<T> = {
  current: Promise<Built<T>>;
  /** Whether `current` has been built once (a first build still running answers warming, see above). */
  ready: boolean;
  /** A rebuild under way; `current` keeps answering until it is done. */
  next: Promise<Built<T>> | null;
  checkedAt: number;
  checking: Promise<void> | null;
  /** A change was announced while a check or rebuild ran (it may have read the old signature). */
  recheck: boolean;
};

/** The newest catalog import's id (0 before any): every import of a catalog adds one. */
export async function latestImportId(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<number | null>`max(${catalogImports.id})` }).from(catalogImports);
  return Number(row?.id ?? 0);
}

/** Every cache's "the catalog of this database changed" hook. */
const changeHooks = new Set<(db: Database) => void>();

/**
 * The catalog of `db` changed (or may have): every cache built from it checks its signature now, in the
 * background, and rebuilds when it differs. Calls keep getting the old structure until the new one is built.
 */
export function catalogChanged(db: Database): void {
  for (const hook of changeHooks) hook(db);
}

/**
 * A getter for the structure `source` builds, one per database: built on first use (or when warmed at
 * start), then checked and rebuilt in the background as described above.
 */
export function catalogCache<T>(source: CatalogSource<T>) {
  const entries = new WeakMap<Database, Entry<T>>();

  async function build(db: Database): Promise<Built<T>> {
    const signature = await source.signature(db); // read first: a change during the build shows next check
    return { value: await source.build(db, signature), signature };
  }

  /** A check now, or, when one (or its rebuild) is under way, another one as soon as it has ended. */
  function refresh(db: Database, e: Entry<T>): void {
    if (e.checking || e.next) {
      e.recheck = true;
      return;
    }
    e.checking = check(db, e);
  }

  function afterCheck(db: Database, e: Entry<T>): void {
    if (!e.recheck || e.checking || e.next) return;
    e.recheck = false;
    refresh(db, e);
  }

  /** Compares the catalog's signature with the structure's and starts a rebuild when they differ. */
  async function check(db: Database, e: Entry<T>): Promise<void> {
    try {
      const [signature, built] = [await source.signature(db), await e.current];
      if (signature === built.signature || e.next) return;
      const next = build(db);
      e.next = next;
      next.then(
        (b) => {
          e.current = Promise.resolve(b);
          e.next = null;
          afterCheck(db, e);
        },
        () => {
          e.next = null; // keep the structure we have; the next check tries again
          afterCheck(db, e);
        },
      );
    } catch {
      // the database did not answer: keep the structure we have, the next check tries again
    } finally {
      e.checking = null;
      afterCheck(db, e);
    }
  }

  changeHooks.add((db) => {
    const entry = entries.get(db);
    if (!entry) return; // never built here: the first call builds from the new catalog anyway
    entry.checkedAt = Date.now();
    refresh(db, entry);
  });

  return async function get(db: Database, options: CacheOptions = {}): Promise<T> {
    const now = options.now ?? Date.now();
    let entry = entries.get(db);
    const waits = options.wait || options.settled;
    // while warming only the warm-up builds: a call never starts a build of its own
    if (!entry && warmingDatabases.has(db) && !waits) throw new IndexWarmingError();
    if (!entry) {
      const first = build(db);
      const created: Entry<T> = {
        current: first,
        ready: false,
        next: null,
        checkedAt: now,
        checking: null,
        recheck: false,
      };
      first.then(
        () => {
          created.ready = true;
        },
        () => undefined, // reported to the callers below
      );
      entry = created;
      entries.set(db, entry);
    } else if (!entry.checking && now - entry.checkedAt >= checkIntervalMs) {
      entry.checkedAt = now;
      entry.checking = check(db, entry);
    }
    if (!entry.ready && warmingDatabases.has(db) && !waits) {
      const pending = entry;
      // a failed first build is forgotten here too, so the next call starts another
      pending.current.catch(() => {
        if (entries.get(db) === pending) entries.delete(db);
      });
      throw new IndexWarmingError();
    }
    if (options.settled) {
      await entry.checking;
      await entry.next?.catch(() => undefined);
    }
    try {
      return (await entry.current).value;
    } catch (err) {
      if (entries.get(db) === entry) entries.delete(db); // a failed first build is retried by the next call
      throw err;
    }
  };
}
