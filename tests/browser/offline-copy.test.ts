// The offline copy of the numbers is refreshed in a worker of its own (decision 050): the page's thread
// neither parses nor stores it. A later visit only asks whether it changed (its signature as the ETag); a
// browser where no worker can start still gets the copy, and what is not a copy is never stored.
import type { Page, Request, Response, Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, offlineCopyStored, storedSetting } from '../support/browser.ts';

const app = browserSuite();

const COPY = /\/api\/v15\/offline\/numbers$/;

/** The copy's requests and the workers the page starts, as they come. */
function watch(page: Page) {
  const asked: { ifNoneMatch: string | undefined; status: Promise<number> }[] = [];
  const workers: Worker[] = [];
  const closed: Promise<void>[] = [];
  page.on('worker', (worker) => {
    workers.push(worker);
    closed.push(new Promise((resolve) => worker.once('close', () => resolve())));
  });
  page.context().on('request', (request: Request) => {
    if (!COPY.test(request.url())) return;
    asked.push({
      ifNoneMatch: request.headers()['if-none-match'],
      status: request.response().then((r: Response | null) => r?.status() ?? 0),
    });
  });
  return { asked, workers, closed };
}

describe('the offline copy', () => {
  it('is fetched and stored by a worker, and a later visit only asks whether it changed', async () => {
    await app.withPage(360, async (page) => {
      const { asked, workers } = watch(page);
      await page.goto(`${app.server.url}/disclaimer`);
      await offlineCopyStored(page);
      expect(
        workers.map((w) => w.url()).filter((u) => /\/assets\/offline-copy-worker-/.test(u)),
      ).toHaveLength(1);
      expect(asked).toHaveLength(1);
      expect(asked[0]?.ifNoneMatch).toBeUndefined();
      expect(await asked[0]?.status).toBe(200);
      const signature = await storedSetting(page, 'offline-numbers-signature');
      const copy = (await storedSetting(page, 'offline-numbers')) as { Signature: string; Numbers: string[] };
      expect(copy.Signature).toBe(signature);
      expect(copy.Numbers.length).toBeGreaterThan(1000);

      await page.reload();
      await expect.poll(() => asked.length, { timeout: 30_000 }).toBe(2);
      expect(asked[1]?.ifNoneMatch).toBe(`"offline-${signature}"`);
      expect(await asked[1]?.status).toBe(304);
      expect(await storedSetting(page, 'offline-numbers-signature')).toBe(signature);
    });
  });

  it('is stored from the page where no worker can start', async () => {
    await app.withPage(360, async (page) => {
      await page.addInitScript(() => {
        (window as unknown as { Worker: unknown }).Worker = class {
          constructor() {
            throw new Error('no workers in this browser');
          }
        };
      });
      const { asked, workers } = watch(page);
      await page.goto(`${app.server.url}/disclaimer`);
      await offlineCopyStored(page);
      expect(workers).toHaveLength(0);
      expect(asked).toHaveLength(1);
    });
  });

  it('is not stored when the answer is not a copy', async () => {
    await app.withPage(360, async (page) => {
      await page.context().route(COPY, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"Format":99,"Numbers":"<b>x</b>"}',
        }),
      );
      const { workers, closed } = watch(page);
      await page.goto(`${app.server.url}/disclaimer`);
      // the worker closes once it has answered
      await expect.poll(() => workers.length, { timeout: 30_000 }).toBe(1);
      await closed[0];
      expect(await storedSetting(page, 'offline-numbers')).toBeUndefined();
      expect(await storedSetting(page, 'offline-numbers-signature')).toBeUndefined();
    });
  });
});
