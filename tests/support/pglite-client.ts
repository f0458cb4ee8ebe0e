// The PGlite client under a database opened on PGlite: drizzle keeps it as `$client`, which its types hide.
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../server/data/db/client.ts';

export const pgliteClient = (db: Database): PGlite => (db as unknown as { $client: PGlite }).$client;
