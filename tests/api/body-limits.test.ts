// Body limits hold over a real socket: a big upload is refused while it is still being sent and the
// connection closed, other clients keep being answered, and deep nesting is refused before any parser.

import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  BODY_LIMITS,
  jsonDepthExceeds,
  MAX_JSON_DEPTH,
  refuseLargeBodiesBeforeContinue,
} from '../../server/http/body-limits.ts';
import { loopbackServer } from '../support/loopback-server.ts';
import { TEST_KEY, testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();
const served = loopbackServer(t, refuseLargeBodiesBeforeContinue);

/** A hand-written HTTP/1.1 exchange: what the server sent, and a promise of its closing the socket. */
function openRaw() {
  const socket: Socket = connect(served.port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => {
    received += d.toString();
  });
  // the server may close while we are still writing: that is the point of the test
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  const answered = new Promise<string>((resolve) => {
    socket.on('data', () => {
      if (received.includes('\r\n\r\n')) resolve(received);
    });
    socket.on('close', () => resolve(received));
  });
  return { socket, closed, answered, received: () => received };
}

const health = async () => (await fetch(`${served.url}/api/health`)).status;

describe('request body limits', () => {
  it('refuses a chunked upload once it passes the limit, answering others meanwhile, and closes', async () => {
    const raw = openRaw();
    raw.socket.write(
      'POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Ocp-Apim-Subscription-Key: ${TEST_KEY}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = (s: string) => `${s.length.toString(16)}\r\n${s}\r\n`;
    const mb = 'x'.repeat(1024 * 1024);
    raw.socket.write(chunk(`{"messages":["${mb}`));
    // the upload is in flight (under the limit, not finished): another client is answered
    expect(await health()).toBe(200);
    expect(raw.received()).toBe('');
    raw.socket.write(chunk(mb));
    raw.socket.write(chunk(mb));
    const head = await raw.answered;
    expect(head).toMatch(/^HTTP\/1\.1 413/);
    expect(head.toLowerCase()).toContain('connection: close');
    await raw.closed;
    expect(raw.received()).toContain('"payload_too_large"');
  });

  it('hands a chunked JSON body under the limit, read once for the nesting check, to the route whole', async () => {
    const raw = openRaw();
    raw.socket.write(
      'POST /api/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n' +
        `Ocp-Apim-Subscription-Key: ${TEST_KEY}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = (s: string) => `${s.length.toString(16)}\r\n${s}\r\n`;
    raw.socket.write(chunk('{"events":[{"type":"page_view",'));
    raw.socket.write(chunk('"path":"/hub/chunked"}]}'));
    raw.socket.write('0\r\n\r\n');
    await raw.closed;
    expect(raw.received()).toMatch(/^HTTP\/1\.1 202/);
    expect(raw.received()).toContain('"Accepted":1');
  });

  it('hands a declared-length JSON body sent in pieces (a character split between them) to the route whole', async () => {
    const raw = openRaw();
    const body = Buffer.from('\uFEFF{"events":[{"type":"page_view","path":"/hub/caf\u00e9"}]}');
    raw.socket.write(
      'POST /api/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n' +
        `Ocp-Apim-Subscription-Key: ${TEST_KEY}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const split = body.indexOf(0xa9); // the second byte of the é
    raw.socket.write(body.subarray(0, split));
    // the first piece is in (the route waits for the rest): another client is answered
    expect(await health()).toBe(200);
    raw.socket.write(body.subarray(split));
    await raw.closed;
    expect(raw.received()).toMatch(/^HTTP\/1\.1 202/);
    expect(raw.received()).toContain('"Accepted":1');
  });

  it('answers others when a client leaves before the end of the body it declared', async () => {
    const raw = openRaw();
    raw.socket.write(
      'POST /api/assistant/step HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Ocp-Apim-Subscription-Key: ${TEST_KEY}\r\nContent-Length: 1000\r\n\r\n{"state":`,
    );
    expect(await health()).toBe(200);
    raw.socket.destroy();
    await raw.closed;
    expect(await health()).toBe(200);
  });

  it('refuses a declared length over the limit without reading the body, and closes', async () => {
    const raw = openRaw();
    raw.socket.write(
      'POST /api/assistant/step HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Ocp-Apim-Subscription-Key: ${TEST_KEY}\r\nContent-Length: 450000000\r\n\r\n{"state":`,
    );
    const head = await raw.answered;
    expect(head).toMatch(/^HTTP\/1\.1 413/);
    expect(head.toLowerCase()).toContain('connection: close');
    await raw.closed;
    expect(await health()).toBe(200);
  });

  it('tells a client that asks first (Expect: 100-continue) that its declared body is too large, before it sends it', async () => {
    const raw = openRaw();
    raw.socket.write(
      'POST /api/v11/SendEmail HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        `Ocp-Apim-Subscription-Key: ${TEST_KEY}\r\nContent-Length: 3000000\r\nExpect: 100-continue\r\n\r\n`,
    );
    await raw.closed;
    expect(raw.received()).toMatch(/^HTTP\/1\.1 413/);
    expect(raw.received()).not.toContain('100 Continue');
    expect(raw.received()).toContain('"payload_too_large"');
    expect(await health()).toBe(200);
  });

  it('invites a body under the limit on (100 Continue) and answers it', async () => {
    const raw = openRaw();
    const body = '{"events":[{"type":"page_view","path":"/hub/asked"}]}';
    raw.socket.write(
      'POST /api/events?x=1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n' +
        `Ocp-Apim-Subscription-Key: ${TEST_KEY}\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await expect.poll(() => raw.received()).toMatch(/^HTTP\/1\.1 100 Continue/);
    raw.socket.write(body);
    await raw.closed;
    expect(raw.received()).toMatch(/HTTP\/1\.1 202/);
    expect(raw.received()).toContain('"Accepted":1');
  });

  it("leaves a kept-alive client's next request working after a 413", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: served.port, method, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        if (body !== undefined) {
          req.setHeader('Content-Type', 'application/json');
          req.setHeader('Ocp-Apim-Subscription-Key', TEST_KEY);
          req.setHeader('Content-Length', Buffer.byteLength(body));
        }
        req.end(body);
      });
    try {
      expect(await send('GET', '/api/health')).toBe(200);
      expect(await send('POST', '/api/events', `{"events":["${'y'.repeat(200_000)}"]}`)).toBe(413);
      expect(await send('GET', '/api/health')).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('refuses deeply nested JSON under the size limit with 400, answering others meanwhile', async () => {
    const depth = 900_000; // 1.8 MB, under the chat's limit
    const nested = `{"messages":[${'['.repeat(depth)}${']'.repeat(depth)}]}`;
    const pending = fetch(`${served.url}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': TEST_KEY },
      body: nested,
    });
    const [nestedRes, healthStatus] = await Promise.all([pending, health()]);
    expect(healthStatus).toBe(200);
    expect(nestedRes.status).toBe(400);
    expect(await nestedRes.text()).toContain(`deeper than ${MAX_JSON_DEPTH}`);
  });

  it('has a limit on every route that takes a body, one byte over it answering 413', async () => {
    for (const { method, path, maxBytes } of BODY_LIMITS) {
      const res = await t.app.request(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': TEST_KEY },
        body: 'x'.repeat(maxBytes + 1),
      });
      expect(res.status, path).toBe(413);
      expect(res.headers.get('Connection'), path).toBe('close');
    }
    // a path with no limit of its own gets the small default
    const other = await t.app.request('/api/v11/PartNumberSearch', {
      method: 'POST',
      body: 'x'.repeat(20_000),
    });
    expect(other.status).toBe(413);
  });
});

describe('jsonDepthExceeds', () => {
  it('counts nesting, ignoring brackets inside strings and escaped quotes', () => {
    expect(jsonDepthExceeds('[[[]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[[\\"[[[["}', 1)).toBe(false);
    expect(jsonDepthExceeds('{"a":{"b":[1]}}', 2)).toBe(true);
  });
});
