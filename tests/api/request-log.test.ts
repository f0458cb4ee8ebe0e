// Every answer carries a request id (the caller's own when it is short and plain), and the access log
// writes one line per request under that id, so an operator can follow a call from the client to the log.
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/env.ts';
import { REQUEST_ID_MAX } from '../../server/http/access-log.ts';
import { TEST_KEY, testAppForFile } from '../support/test-app.ts';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});
const t = testAppForFile({ logger: pino({ level: 'info', base: undefined }, sink) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const logOf = (reqId: string | null) => lines.filter((l) => l.reqId === reqId);

describe('request ids and the access log', () => {
  it('gives every answer an id and logs the request under it', async () => {
    const res = await t.get('/api/v11/hubassemblydetails/10031017');
    expect(res.status).toBe(200);
    const id = res.headers.get('X-Request-Id');
    expect(id).toMatch(UUID);
    expect(logOf(id)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/v11/hubassemblydetails/10031017', status: 200 }),
    ]);
    // each request its own
    const again = await t.get('/api/health');
    expect(again.headers.get('X-Request-Id')).not.toBe(id);
  });

  it("keeps a proxy's plain id, and replaces one that is long or carries anything but word characters", async () => {
    const own = await t.app.request('/api/health', { headers: { 'X-Request-Id': 'lb-7f3a_2' } });
    expect(own.headers.get('X-Request-Id')).toBe('lb-7f3a_2');
    for (const hostile of [
      'a'.repeat(REQUEST_ID_MAX + 1),
      '<script>alert(1)</script>',
      'id with spaces',
      'x"}{',
    ]) {
      const res = await t.app.request('/api/health', { headers: { 'X-Request-Id': hostile } });
      expect(res.headers.get('X-Request-Id'), hostile).toMatch(UUID);
      expect(lines.some((l) => l.reqId === hostile)).toBe(false);
    }
  });

  it('carries the id on refusals too (bad input, unknown path, missing key, too large)', async () => {
    const refusals = [
      await t.get('/api/v11/hubassemblydetails/%00%00'),
      await t.get('/api/no-such-path'),
      await t.get('/api/v11/hubassemblydetails/10031017', null),
      await t.post('/api/assistant/step', 'x'.repeat(70_000)),
    ];
    for (const res of refusals) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      const id = res.headers.get('X-Request-Id');
      expect(id, String(res.status)).toMatch(UUID);
      expect(logOf(id)[0]?.status, String(res.status)).toBe(res.status);
    }
  });

  it('writes each of many requests at once under its own id, path and status', async () => {
    const calls: [path: string, key: string | null][] = [
      ['/api/health', TEST_KEY],
      ['/api/v11/hubassemblydetails/10031017', TEST_KEY],
      ['/api/v11/hubassemblydetails/10031017', null],
      ['/api/no-such-path', TEST_KEY],
    ];
    const twice = [...calls, ...calls];
    const answers = await Promise.all(twice.map(([path, key]) => t.get(path, key)));
    for (const [i, res] of answers.entries())
      expect(logOf(res.headers.get('X-Request-Id'))).toEqual([
        expect.objectContaining({ method: 'GET', path: twice[i]?.[0], status: res.status }),
      ]);
    expect(new Set(answers.map((res) => res.status)).size).toBeGreaterThan(2);
  });

  it('logs a bounded path, whatever length a client sends', async () => {
    const long = `/api/v11/partnumbers/withaftermarketnumbers/${'9'.repeat(3_000)}`;
    const res = await t.app.request(long, { headers: { 'Ocp-Apim-Subscription-Key': TEST_KEY } });
    const [line] = logOf(res.headers.get('X-Request-Id'));
    expect(String(line?.path).length).toBeLessThanOrEqual(200);
  });
});

describe('the shutdown grace setting', () => {
  it('takes 0 to 120,000 ms and refuses anything else', () => {
    expect(parseConfig({}).shutdownGraceMs).toBe(10_000);
    expect(parseConfig({ SHUTDOWN_GRACE_MS: '0' }).shutdownGraceMs).toBe(0);
    for (const bad of ['-1', '120001', 'soon', '1.5'])
      expect(() => parseConfig({ SHUTDOWN_GRACE_MS: bad }), bad).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
