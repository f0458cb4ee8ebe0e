// Opens the database the server would use, for operator commands run beside (or instead of) the server.
// An embedded data folder in use by another process (the server) ends the command at once with a message
// that says what to do instead.

import { type DatabaseHandle, openDatabase } from '../data/db/client.ts';
import { DataDirLockedError } from '../data/db/data-dir-lock.ts';
import type { Config } from '../env.ts';

export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  try {
    return await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
