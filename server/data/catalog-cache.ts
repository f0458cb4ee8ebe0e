// One in-memory structure built from the catalog (the number index, the facet index), kept per database and
// rebuilt when the catalog changes. The structure remembers the catalog's signature (a cheap query of its
// own, e.g. the newest catalog import id). At most every CHECK_INTERVAL_MS a call re-reads that signature in
// the background and, when it changed (a catalog import, here or in another process sharing the database),
// builds a new structure while the old one keeps answering; callers never wait for a rebuild. A failed
// first build is forgotten, so the next call tries again; a failed rebuild keeps the old structure.

import { sql } from 'drizzle-orm';
import type { Database } from './db/client.ts';
import { catalogImports } from './db/schema.ts';

export const CHECK_INTERVAL_MS = 2_000;

export type CacheOptions = {
  /** The time of this call (tests pass a later one instead of waiting for the check interval). */
  now?: number;
  /** Wait for the signature check and any rebuild it starts (tests); other callers never wait. */
  settled?: boolean;
};

export type CatalogSource<T> = {
  /** What the structure is built from, as a string that changes whenever the catalog does. */
  signature: (db: Database) => Promise<string>;
  build: (db: Database) => Promise<T>;
};

type Built<T> = { value: T; signature: string };
type Entry<T> = {
  current: Promise<Built<T>>;
  /** A rebuild under way; `current` keeps answering until it is done. */
  next: Promise<Built<T>> | null;
  checkedAt: number;
  checking: Promise<void> | null;
};

/** The newest catalog import's id (0 before any): every import of a catalog adds one. */
export async function latestImportId(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<number | null>`max(${catalogImports.id})` }).from(catalogImports);
  return Number(row?.id ?? 0);
}

/**
 * A getter for the structure `source` builds, one per database: built on first use (or when warmed at
 * start), then checked and rebuilt in the background as described above.
 */
export function catalogCache<T>(source: CatalogSource<T>) {
  const entries = new WeakMap<Database, Entry<T>>();

  async function build(db: Database): Promise<Built<T>> {
    const signature = await source.signature(db); // read first: a change during the build shows next check
    return { value: await source.build(db), signature };
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
        },
        () => {
          e.next = null; // keep the structure we have; the next check tries again
        },
      );
    } catch {
      // the database did not answer: keep the structure we have, the next check tries again
    } finally {
      e.checking = null;
    }
  }

  return async function get(db: Database, options: CacheOptions = {}): Promise<T> {
    const now = options.now ?? Date.now();
    let entry = entries.get(db);
    if (!entry) {
      entry = { current: build(db), next: null, checkedAt: now, checking: null };
      entries.set(db, entry);
    } else if (!entry.checking && now - entry.checkedAt >= CHECK_INTERVAL_MS) {
      entry.checkedAt = now;
      entry.checking = check(db, entry);
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
