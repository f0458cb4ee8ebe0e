// Opens the database: embedded PGlite in a data folder (or in memory), or PostgreSQL when a URL is given.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromRoot } from '../project-files.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The common face of both drivers; code never needs to know which one it got. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  // dataDir null: in memory (tests), starting from `from` when given: a data folder dumped by PGlite's
  // dumpDataDir, which spares the tests the cluster's creation (seconds each) on every open
  { kind: 'pglite'; dataDir: string | null; from?: Blob } | { kind: 'postgres'; url: string };

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseTarget['kind'];
  close: () => Promise<void>;
  /**
   * Runs `work` while no other app server on the same database runs its own (start-up steps: migrations,
   * the demo catalog, statistics). PostgreSQL: a session advisory lock; PGlite: its folder is one
   * process's already.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
};

/** The advisory lock key of start-up work (any fixed 64-bit number; this one spells "wheelend"). */
export const STARTUP_LOCK_KEY = 0x776865656c656e64n;

/**
 * Holds a PostgreSQL session advisory lock on one connection of the pool while `work` runs: N servers
 * starting together on an empty database take turns, and each later one finds the work done.
 */
async function underAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}

const migrationsFolder = fromRoot('server/data/db/migrations');

/**
 * Ends the pool and waits until every connection is closed. pool.end() alone resolves once it has asked
 * each connection to end, before the server has seen it: a database dropped right after (tests) would then
 * terminate a closing connection, whose error nobody handles any more.
 */
async function endPool(pool: pg.Pool, open: () => number): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    const settle = () => {
      if (open() === 0) resolve();
    };
    pool.on('remove', settle);
    settle();
  });
  await pool.end();
  await closed;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    // A connection attempt gives up after a few seconds, so a database that is away answers 503 fast.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 3_000 });
    // Connections made and not yet closed ('remove' comes once a connection has ended).
    let open = 0;
    pool.on('connect', (client) => {
      open++;
      // A connection the server ended (restart, failover, pg_terminate_backend) emits 'error'; unheard, it
      // would end the process. The pool drops that connection and the next query opens a new one.
      client.on('error', () => {});
    });
    pool.on('error', () => {});
    pool.on('remove', () => open--);
    const db = drizzlePg(pool, { schema });
    const exclusive = <T>(work: () => Promise<T>) => underAdvisoryLock(pool, work);
    await exclusive(() => migratePg(db, { migrationsFolder }));
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: () => endPool(pool, () => open),
      exclusive,
    };
  }
  if (!target.dataDir)
    return openPglite(new PGlite(target.from ? { loadDataDir: target.from } : {}), () => {});
  mkdirSync(target.dataDir, { recursive: true });
  // before PGlite touches the folder: a second process must not even open it
  const unlock = lockDataDir(target.dataDir);
  try {
    return await openPglite(new PGlite(target.dataDir), unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

async function openPglite(client: PGlite, unlock: () => void): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  return { db: db as unknown as Database, kind: 'pglite', close, exclusive: (work) => work() };
}
