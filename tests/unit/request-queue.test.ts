// The request queue refuses fast once full or after waiting too long, and hands slots on in order.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestQueue } from '../../server/http/request-queue.ts';

/** An app whose handler holds each request until the test lets it go. */
function heldApp(options: Parameters<typeof requestQueue>[0]) {
  const gates: (() => void)[] = [];
  const queue = requestQueue(options);
  const app = new Hono().use(queue).get('/work', async (c) => {
    await new Promise<void>((resolve) => gates.push(resolve));
    return c.json({ ok: true });
  });
  /** Lets the oldest held request finish. */
  const releaseOne = () => gates.shift()?.();
  /** Resolves once `n` requests are held in the handler. */
  const held = async (n: number) => {
    while (gates.length < n) await new Promise((r) => setImmediate(r));
  };
  return { app, queue, releaseOne, held };
}

describe('requestQueue', () => {
  it('runs up to the concurrency, queues up to the length, refuses the rest at once with Retry-After', async () => {
    const { app, queue, releaseOne, held } = heldApp({ concurrency: 2, queueLength: 1, timeoutMs: 60_000 });
    const running = [app.request('/work'), app.request('/work')];
    await held(2);
    const queued = app.request('/work');
    while (queue.load().waiting < 1) await new Promise((r) => setImmediate(r));
    const refused = await app.request('/work');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ Error: { Code: 'overloaded' } });
    releaseOne();
    expect((await running[0])?.status).toBe(200);
    await held(2); // the queued one got the slot
    expect(queue.load()).toEqual({ running: 2, waiting: 0 });
    releaseOne();
    releaseOne();
    expect((await running[1])?.status).toBe(200);
    expect((await queued).status).toBe(200);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a request that waited longer than the timeout, freeing its place', async () => {
    const { app, queue, releaseOne, held } = heldApp({ concurrency: 1, queueLength: 5, timeoutMs: 20 });
    const first = app.request('/work');
    await held(1);
    const late = await app.request('/work');
    expect(late.status).toBe(503);
    expect(queue.load()).toEqual({ running: 1, waiting: 0 });
    releaseOne();
    expect((await first).status).toBe(200);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('with no queue, refuses whatever cannot start at once', async () => {
    const { app, releaseOne, held } = heldApp({ concurrency: 1, queueLength: 0, timeoutMs: 1_000 });
    const first = app.request('/work');
    await held(1);
    expect((await app.request('/work')).status).toBe(503);
    releaseOne();
    expect((await first).status).toBe(200);
  });
});
