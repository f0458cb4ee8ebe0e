// Several app servers on one database: started together on an empty PostgreSQL they take turns with the
// start-up work (migrations, demo catalog, demo notifications) instead of racing; and a server told to stop
// finishes the request it is serving before it closes the database.
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoNotifications } from '../../server/notifications/demo.ts';
import { createScratchDatabase, type PostgresServer, startPostgres } from '../support/embedded-postgres.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const KEY = 'web-client-public-key';
let postgres: PostgresServer;
const servers: RunningServer[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(async () => {
  for (const s of servers) await s.stop();
  await postgres?.stop();
});

describe('app servers sharing one PostgreSQL', () => {
  it('start together on an empty database: one loads the demo data, both serve it', async () => {
    const scratch = await createScratchDatabase(postgres.info);
    const env = { DATABASE_URL: scratch.url, DEMO_NOTIFICATIONS: 'true' };
    const started = await Promise.all([startServer(env), startServer(env), startServer(env)]);
    servers.push(...started);
    const [first] = started;
    const makers = await first?.getJson<{ Results: string[] }>(
      '/api/v11/hubassemblynumbers/withaftermarketparts/1',
    );
    const hub = makers?.Results[0];
    expect(hub).toBeTruthy();
    for (const s of started) {
      const details = await s.getJson<{ Results: unknown[] }>(`/api/v11/hubassemblydetails/${hub}`);
      expect(details.Results.length).toBe(1);
    }
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const notes = await client.query('select count(*)::int as n from notifications');
      expect(notes.rows[0].n).toBe(demoNotifications().length);
      // every migration applied once
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const files = readdirSync(new URL('../../server/data/db/migrations/', import.meta.url)).filter((f) =>
        f.endsWith('.sql'),
      );
      expect(applied.rows[0].n).toBe(files.length);
    } finally {
      await client.end();
    }
  });
});

describe('stopping a server', () => {
  it('finishes the request in flight before it exits', async () => {
    const app = await startServer();
    servers.push(app);
    const body = JSON.stringify({
      state: { version: 1, lastSearch: null, seq: 0, hub: null, parts: null, pending: null },
      event: { type: 'text', text: '10031017' },
    });
    const half = Math.floor(body.length / 2);
    const { port } = new URL(app.url);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (d) => {
      received += d.toString();
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /api/assistant/step HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Ocp-Apim-Subscription-Key: ${KEY}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body.slice(0, half),
    );
    // once another request has been answered, the server has read the first one's head
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    // SIGTERM while the request is half sent; halt() resolves when the process has exited
    const halted = app.halt();
    socket.write(body.slice(half));
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toContain('"messages"');
    await halted;
    expect(app.alive()).toBe(false);
  });
});
