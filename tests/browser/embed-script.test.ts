// In Chromium: a page on a second local port embeds the calculator with the one-line snippet; the frame
// takes the height the embedded page posts; a non-embed page refuses to be framed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { DatabaseHandle } from '../../server/data/db/client.ts';
import { createLogger } from '../../server/logger.ts';
import { launchBrowser } from '../support/browser.ts';
import { openMemoryDatabase } from '../support/memory-database.ts';
import { allowConsoleErrors, watchPageErrors } from '../support/page-errors.ts';

// Stand-in for the client's embed page: content 1234 px tall that reports its height like the real page,
// from a script file (the pages' policy allows no inline script, nor inline styles).
const EMBED_PAGE = `<!doctype html><html><body>
<div id="content">calculator</div>
<script src="/embed-height.js"></script></body></html>`;
const EMBED_SCRIPT = `document.body.style.margin = '0';
document.getElementById('content').style.height = '1234px';
parent.postMessage({ type: 'wheel-end:height', height: document.documentElement.scrollHeight }, '*');
parent.postMessage({ type: 'something-else', height: 5 }, '*');`;

let handle: DatabaseHandle;
let appServer: ServerType;
let hostServer: Server;
let browser: Browser;
let appOrigin = '';
let hostOrigin = '';

function listening(server: { address(): AddressInfo | string | null }): number {
  const addr = server.address();
  return typeof addr === 'object' && addr ? addr.port : 0;
}

beforeAll(async () => {
  hostServer = createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html');
    if (req.url === '/snippet')
      res.end(`<!doctype html><h1>Dealer site</h1>
<script src="${appOrigin}/embed.js" data-calculator="preset"></script><p id="after">after</p>`);
    else res.end(`<!doctype html><iframe id="f" src="${appOrigin}/hub"></iframe>`);
  });
  await new Promise<void>((r) => hostServer.listen(0, '127.0.0.1', r));
  hostOrigin = `http://127.0.0.1:${listening(hostServer)}`;

  handle = await openMemoryDatabase({ catalog: false });
  const shell = new Hono()
    .get('/embed/*', (c) => c.html(EMBED_PAGE))
    .get('/embed-height.js', (c) => c.body(EMBED_SCRIPT, 200, { 'Content-Type': 'text/javascript' }))
    .get('*', (c) => c.html('<!doctype html><p>app</p>'));
  const app = createApp({
    db: handle.db,
    apiKeys: ['test-key-123456'],
    logger: createLogger('silent'),
    staticFiles: shell,
    frameAncestors: [hostOrigin],
  });
  await new Promise<void>((r) => {
    appServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => r());
  });
  appOrigin = `http://127.0.0.1:${listening(appServer as unknown as Server)}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => appServer?.close(r));
  await new Promise((r) => hostServer?.close(r));
  await handle?.close();
});

describe('embed snippet in a browser', () => {
  it('inserts the calculator frame after the script and sizes it to the posted height', async () => {
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${hostOrigin}/snippet`);
    const frame = page.locator('iframe[title="Wheel-end cost calculator"]');
    await expect
      .poll(() => frame.getAttribute('src'))
      .toBe(`${appOrigin}/embed/choose-calculator?calculator=preset`);
    await page.waitForFunction(() => document.querySelector('iframe')?.style.height === '1234px');
    const content = page.frameLocator('iframe').locator('#content');
    expect(await content.textContent()).toBe('calculator');
    // inserted right after the script tag
    expect(await page.evaluate(() => document.querySelector('iframe')?.nextElementSibling?.id)).toBe('after');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('does not let another site frame a non-embed page', async () => {
    // the browser reports the refused frame as a console error: that refusal is what this test checks
    allowConsoleErrors("frame-ancestors 'none'");
    const page = await browser.newPage();
    const refused = page.waitForEvent('console', (m) => m.text().includes('frame-ancestors'));
    await page.goto(`${hostOrigin}/plain`);
    expect((await refused).text()).toContain("frame-ancestors 'none'");
    await page.close();
  });
});
