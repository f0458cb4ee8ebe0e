// Opens the database: embedded PGlite in a data folder (or in memory), or PostgreSQL when a URL is given.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The common face of both drivers; code never needs to know which one it got. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null } // null: in memory (tests)
  | { kind: 'postgres'; url: string };

export type DatabaseHandle = { db: Database; kind: DatabaseTarget['kind']; close: () => Promise<void> };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
