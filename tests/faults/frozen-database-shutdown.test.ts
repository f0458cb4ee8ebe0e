// A database that stops answering without closing its connections (a frozen host, a network partition)
// must not hold the server's shutdown: once requests are done, closing the database gets a deadline, past
// which the process exits with an error status and says why. A supervisor's restart or a deploy goes on.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createScratchDatabase, type PostgresServer, startPostgres } from '../support/embedded-postgres.ts';
import { freePort } from '../support/free-port.ts';
import { launchServer, stopChild } from '../support/server.ts';

let db: PostgresServer;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
const dataDir = mkdtempSync(join(tmpdir(), 'wef-frozen-'));

beforeAll(async () => {
  db = await startPostgres();
  scratch = await createScratchDatabase(db.info);
});
let server: ChildProcess | undefined;
afterAll(async () => {
  // whatever the test reached: the database answers again and the server is gone before both are removed
  db?.freeze(false);
  if (server) await stopChild(server, 'SIGKILL');
  await db?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('exits on SIGTERM with status 1 and a log line when the database never acknowledges the close', async () => {
  const port = await freePort();
  const { child } = await launchServer(port, dataDir, { DATABASE_URL: scratch.url });
  server = child;
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // a drum's details are read from the database: the pool holds an open connection after this
  const res = await fetch(`http://127.0.0.1:${port}/api/v11/brakedrum/details/10600001`, {
    headers: { 'Ocp-Apim-Subscription-Key': 'web-client-public-key' },
  });
  expect(res.status).toBe(200);
  db.freeze(true);
  child.kill('SIGTERM');
  expect(await exited).toBe(1);
  expect(output).toContain('the database did not close in time');
});
