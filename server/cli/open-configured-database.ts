// Opens the database the server would use, for operator commands run beside (or instead of) the server.
import { openDatabase } from '../data/db/client.ts';
import type { Config } from '../env.ts';

export function openConfiguredDatabase(config: Config) {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
}
