// What a shop phone downloads on the built app: pages that do not chat load no chat SDK, zod or sanitiser;
// the client's files arrive brotli-compressed and cached for a year; the chat's answers compressed, also
// when their kept bytes are spliced after a new head; the details page keeps its layout when the hub
// picture arrives late.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, deferredStartDone, engage, typeInChat } from '../support/browser.ts';

const app = browserSuite();

/** Script and style files the page requested until it showed `ready`. */
async function assetsOf(page: Page, path: string, ready: (p: Page) => Promise<unknown>): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/')) requests.push(r);
  });
  await page.goto(`${app.server.url}${path}`);
  await ready(page);
  return requests;
}

const names = (requests: Request[]) =>
  requests.map((r) => new URL(r.url()).pathname.replace(/^\/assets\//, ''));

describe('first load', () => {
  it('a classic page and the embedded calculator load no chat SDK, markdown or sanitiser', async () => {
    await app.withPage(360, async (page) => {
      const files = names(
        await assetsOf(page, '/hub/choose-path', (p) =>
          p.getByRole('heading', { level: 1 }).first().waitFor(),
        ),
      );
      expect(files.some((f) => f.startsWith('index-'))).toBe(true);
      expect(files.filter((f) => /^(chat-sdk|zod|sanitize|AssistantPage)-/.test(f))).toEqual([]);
    });
    await app.withPage(360, async (page) => {
      const files = names(
        await assetsOf(page, '/embed/choose-calculator', (p) =>
          p.getByRole('heading', { level: 1 }).first().waitFor(),
        ),
      );
      expect(files.some((f) => f.startsWith('CalculatorPage-'))).toBe(true);
      expect(files.filter((f) => /^(chat-sdk|sanitize|AssistantPage)-/.test(f))).toEqual([]);
    });
  });

  it("/hub loads the chat's code at the visitor's first key, and no sanitiser while no notification shows", async () => {
    await app.withPage(360, async (page) => {
      const requests = await assetsOf(page, '/hub', (p) => p.getByRole('searchbox').waitFor());
      // the home paints first; its deferred work is done, and no chat code yet (decision 049)
      await deferredStartDone(page);
      expect(names(requests).filter((f) => /^(chat-sdk|Conversation)-/.test(f))).toEqual([]);
      await engage(page);
      await expect.poll(() => names(requests).some((f) => f.startsWith('chat-sdk-'))).toBe(true);
      expect(names(requests).filter((f) => f.startsWith('sanitize-'))).toEqual([]);
    });
  });

  it("the frame's database work (notification count and sync, embed setting) waits for an idle moment", async () => {
    // decision 047: the database code and its opening are no part of the first screen's tasks. The page's
    // idle callbacks are held back until the test lets them run. (The calculator pages read their stored
    // session, so they need the database for their first screen.)
    const { Results } = await app.server.getJson<{ Results: string[] }>(
      '/api/v11/hubassemblynumbers/withaftermarketparts/100',
    );
    for (const path of [`/hub/details/${Results[0]}`, '/hub/choose-path']) {
      await app.withPage(360, async (page) => {
        await page.addInitScript(() => {
          const held: (() => void)[] = [];
          const w = window as unknown as { requestIdleCallback: (run: () => void) => number };
          w.requestIdleCallback = (run) => held.push(run);
          (window as unknown as { releaseIdle: () => void }).releaseIdle = () => {
            for (const run of held.splice(0)) run();
          };
        });
        const database: string[] = [];
        page.on('request', (r) => {
          if (/\/assets\/db-/.test(r.url())) database.push(r.url());
        });
        await page.goto(`${app.server.url}${path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(database, path).toEqual([]);
        // it still comes once the browser is idle: the frame's notification count needs it
        await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
        await expect.poll(() => database.length, { timeout: 15_000 }).toBeGreaterThan(0);
      });
    }
  });

  it('sends the scripts brotli-compressed, immutable for a year, and the page revalidated', async () => {
    await app.withPage(360, async (page) => {
      const scripts: Request[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r);
      });
      const doc = await page.goto(`${app.server.url}/hub/choose-path`);
      expect(doc?.headers()['cache-control']).toBe('no-cache');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(scripts.length).toBeGreaterThan(0);
      for (const request of scripts) {
        const headers = (await request.response())?.headers() ?? {};
        expect(headers['cache-control'], request.url()).toBe('public, max-age=31536000, immutable');
        expect(headers.vary, request.url()).toMatch(/Accept-Encoding/i);
        // files under 1 KB are sent as they are
        if (Number(headers['content-length'] ?? 2048) >= 1024 || headers['content-encoding'])
          expect(headers['content-encoding'], request.url()).toBe('br');
      }
    });
  });
});

describe("the chat's answers", () => {
  // From its second time an answer's body is sent as kept compressed bytes after its new head, stored as it
  // is (server/http/spliced-answer.ts): the browser's own decoders read those frames and members.
  it.each([
    ['zstd', null],
    ['gzip', 'gzip, deflate'],
  ])(
    'arrive %s-compressed and show, when the same answer comes again in another conversation',
    async (encoding, accept) => {
      for (let time = 1; time <= 3; time++)
        await app.withPage(360, async (page) => {
          if (accept) await page.setExtraHTTPHeaders({ 'Accept-Encoding': accept });
          await page.goto(`${app.server.url}/hub`);
          // a turn later in the second and third conversations: the state (the head) differs each time
          if (time > 1) {
            await typeInChat(page, 'hubs');
            await page.getByRole('heading', { name: 'Do you know your hub assembly number?' }).waitFor();
          }
          const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/chat');
          await typeInChat(page, 'Webb 40089F');
          expect((await answer).headers()['content-encoding'], `time ${time}`).toBe(encoding);
          await page.getByText('is replaced by ConMet 10300133').waitFor();
          await page.getByRole('heading', { name: 'Upgrade to a PreSet Plus spindle nut?' }).waitFor();
        });
    },
  );
});

describe('the details page', () => {
  it('keeps its text in place when the hub picture arrives late', async () => {
    const { Results } = await app.server.getJson<{ Results: string[] }>(
      '/api/v11/hubassemblynumbers/withaftermarketparts/100',
    );
    const hub = Results[0];
    if (!hub) throw new Error('the demo catalog has no maker hub numbers starting with 100');
    for (const width of [360, 1280]) {
      await app.withPage(width, async (page) => {
        // hold the picture back until the page without it has been measured
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/images/**', async (route) => {
          await held;
          await route.continue();
        });
        // the picture comes with the HTML (decision 045): the load event waits for it, so don't wait for that
        await page.goto(`${app.server.url}/hub/details/${hub}`, { waitUntil: 'domcontentloaded' });
        const specs = page.getByRole('heading', { name: 'Product Specs' });
        await specs.waitFor();
        const image = page.locator('.details-image');
        const before = { specs: await specs.boundingBox(), image: await image.boundingBox() };
        expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
          false,
        );
        release();
        await page.waitForFunction(() => {
          const img = document.querySelector<HTMLImageElement>('.details-image');
          return img?.complete && img.naturalWidth > 0;
        });
        expect(await image.boundingBox(), `image box at ${width} px`).toEqual(before.image);
        expect(await specs.boundingBox(), `specs heading at ${width} px`).toEqual(before.specs);
      });
    }
  });
});
