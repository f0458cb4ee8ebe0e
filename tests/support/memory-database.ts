// In-memory PGlite for tests, started from the run's template dumps (templates-global-setup.ts) when the
// run made them: the cluster's creation and the migrations are paid once per run instead of per file.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { ensureCatalog } from '../../server/catalog/bootstrap.ts';
import { type DatabaseHandle, openDatabase } from '../../server/data/db/client.ts';
import type { DatabaseTemplates } from './templates-global-setup.ts';

/** The run's templates, or undefined outside a run that made them (the fault suite, the bench). */
export function databaseTemplates(): DatabaseTemplates | undefined {
  return inject('templates');
}

/** Each dump read once per test file's process (a Blob is never changed by a load from it). */
const dumps = new Map<string, Blob>();
function dumpBlob(path: string): Blob {
  let blob = dumps.get(path);
  if (!blob) {
    blob = new Blob([readFileSync(path)]);
    dumps.set(path, blob);
  }
  return blob;
}

/** A private in-memory database, with the demo catalog unless `catalog` is false (the schema only). */
export async function openMemoryDatabase({ catalog = true } = {}): Promise<DatabaseHandle> {
  const templates = databaseTemplates();
  const dump = templates && (catalog ? templates.catalog : templates.migrated);
  const handle = await openDatabase({
    kind: 'pglite',
    dataDir: null,
    ...(dump ? { from: dumpBlob(dump) } : {}),
  });
  try {
    // imports the catalog without a template; with one, finds it present
    if (catalog) await ensureCatalog(handle.db);
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}
