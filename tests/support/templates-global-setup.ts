// Vitest global setup of the 'pglite' project: what every test file would otherwise make again, made once
// per run. Creating a PGlite cluster and migrating it takes seconds (far more under a loaded machine), and
// a spawned server on a fresh folder also imports the demo catalog and builds its indexes: done over a
// hundred times a run, that was most of the suite's time. Each file still gets its own database, copied
// from these.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureCatalog } from '../../server/catalog/bootstrap.ts';
import { type DatabaseHandle, openDatabase } from '../../server/data/db/client.ts';
import { freePort } from './free-port.ts';
import { pgliteClient } from './pglite-client.ts';
import { launchServer, stopChild } from './server.ts';

export type DatabaseTemplates = {
  /** In-memory PGlite dumps (dumpDataDir, uncompressed): the schema only, and with the demo catalog. */
  migrated: string;
  catalog: string;
  /** A server's data folder after its first start on the demo catalog (database and index snapshots). */
  serverDataDir: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the 'pglite' project's run; absent elsewhere (the fault suite, the bench), which start fresh. */
    templates: DatabaseTemplates | undefined;
  }
}

async function dump(handle: DatabaseHandle, path: string): Promise<string> {
  const client = pgliteClient(handle.db);
  const blob = await client.dumpDataDir('none');
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()));
  return path;
}

async function memoryDumps(dir: string) {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    const migrated = await dump(handle, join(dir, 'migrated.tar'));
    await ensureCatalog(handle.db);
    return { migrated, catalog: await dump(handle, join(dir, 'catalog.tar')) };
  } finally {
    await handle.close();
  }
}

async function serverDataDir(dir: string) {
  const dataDir = join(dir, 'server-data');
  const { child } = await launchServer(await freePort(), dataDir, {});
  // a clean stop: the folder is left unlocked, its database checkpointed
  await stopChild(child);
  return dataDir;
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'wef-templates-'));
  const [dumps, server] = await Promise.all([memoryDumps(dir), serverDataDir(dir)]);
  project.provide('templates', { ...dumps, serverDataDir: server });
  return () => rmSync(dir, { recursive: true, force: true });
}
