// The file's test app served on a loopback port for the file's tests: what needs a real socket (Node's
// HTTP parser, an upload cut off mid-way, a command run as its own process) talks to it there.
import type { Server } from 'node:http';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';

type Fetching = { app: { fetch: (request: Request) => Response | Promise<Response> } };

/** Started in `beforeAll`, closed in `afterAll`; `listening` sees the server once it listens. */
export function loopbackServer(t: Fetching, listening: (server: Server) => void = () => {}) {
  let server: ServerType | undefined;
  const served = { port: 0, url: '' };
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: (r) => t.app.fetch(r), port: 0, hostname: '127.0.0.1' }, (info) => {
        served.port = info.port;
        served.url = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
    listening(server as Server);
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return served;
}
