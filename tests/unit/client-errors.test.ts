// A request Node's HTTP parser refuses (a 20 KB address, 20 KB of headers, a request line that is no HTTP)
// is answered in the API's JSON error shape, not with a bare status line and no body.

import { request as rawRequest } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answerClientErrors } from '../../server/http/client-errors.ts';
import { loopbackServer } from '../support/loopback-server.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile({ catalog: false });
const served = loopbackServer(t, answerClientErrors);

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = rawRequest({ host: '127.0.0.1', port: served.port, path, headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => {
        body += d.toString();
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requests the HTTP parser refuses', () => {
  it('a 20 KB address or 20 KB of headers: 431 with a JSON error', async () => {
    for (const res of [
      await get(`/api/v11/kits/seal/${'1'.repeat(20_000)}`),
      await get('/api/health', { 'X-Filler': 'x'.repeat(20_000) }),
    ]) {
      expect(res.status).toBe(431);
      expect(res.type).toContain('application/json');
      expect(JSON.parse(res.body)).toMatchObject({ Status: 'ERROR', Error: { Code: 'bad_request' } });
    }
  });

  it('a request line that is no HTTP: 400 with a JSON error', async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(served.port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let got = '';
      socket.on('data', (d) => {
        got += d.toString();
      });
      socket.on('end', () => resolve(got));
      socket.on('error', reject);
    });
    expect(text.startsWith('HTTP/1.1 400')).toBe(true);
    expect(text).toContain('"Status":"ERROR"');
  });

  it('the server still answers afterwards', async () => {
    expect((await get('/api/health')).status).toBe(200);
  });
});
