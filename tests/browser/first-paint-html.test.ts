// The landing pages' first screens come with the HTML (decision 045): they paint with no script run, and the
// client's first render takes those very elements over (Preact reuses the DOM it matches), so the largest
// paint is not drawn twice and what was typed before the scripts ran stays. Checked by holding the scripts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appRendered, browserSuite, holdRequests } from '../support/browser.ts';

const app = browserSuite();

const SCRIPTS = /\/assets\/[^/]+\.js$/;
const CHAT_MODULE = /\/assets\/Conversation-[^/]+\.js$/;
const HOME_MODULE = /\/assets\/AssistantPage-[^/]+\.js$/;

/**
 * Marks `selector`'s element and records every element of the HTML's first screen taken out of #root from
 * now on (not those the client adds and changes later, such as the suggestions of what was typed).
 */
async function watchRoot(page: Page, selector: string) {
  await page.evaluate((s) => {
    const w = window as unknown as { removedFromRoot: string[] };
    w.removedFromRoot = [];
    const marked = document.querySelector(s) as (Element & { firstPaintMark?: boolean }) | null;
    if (marked) marked.firstPaintMark = true;
    const fromHtml = new Set(document.querySelectorAll('#root *'));
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.removedNodes)
          if (n instanceof Element && fromHtml.has(n)) w.removedFromRoot.push(`${n.tagName}.${n.className}`);
    }).observe(document.getElementById('root') as HTMLElement, { childList: true, subtree: true });
  }, selector);
}

/** Whether `selector` finds the element marked before the client ran, and what the client removed. */
const takenOver = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s) as (Element & { firstPaintMark?: boolean }) | null;
    return {
      same: el?.firstPaintMark === true,
      removed: (window as unknown as { removedFromRoot: string[] }).removedFromRoot,
    };
  }, selector);

describe('first screens in the HTML', () => {
  it('/hub paints its home without scripts; the client keeps its elements and what was typed', async () => {
    await app.withPage(360, async (page) => {
      const scripts = await holdRequests(page, SCRIPTS);
      const chat = await holdRequests(page, CHAT_MODULE);
      await page.goto(`${app.server.url}/hub`, { waitUntil: 'commit' });
      await scripts.requested;
      const help = page.locator('p.home-help');
      await help.waitFor();
      // the catalog's example numbers are in the sentence already: it does not grow when the client runs
      await expect(help.textContent()).resolves.toMatch(/for example \d{8}/);
      await watchRoot(page, 'p.home-help');
      await page.locator('input.composer-input').fill('brake drum');
      await scripts.release();
      // the chat's module is asked for once the client has drawn (and painted) the home
      await chat.requested;
      await expect(takenOver(page, 'p.home-help')).resolves.toEqual({ same: true, removed: [] });
      await expect(page.locator('input.composer-input').inputValue()).resolves.toBe('brake drum');
      await chat.release();
      await page.locator('.suggestions').waitFor();
      await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('brake drum');
    });
  });

  for (const [held, pattern] of [
    // the entry has run, the home's own module has not arrived: the HTML's box is all there is
    ["the home's module", HOME_MODULE],
    // no script has run: only the page's boot script notes the Enter (decision 049)
    ['every script', SCRIPTS],
  ] as const) {
    it(`Enter on the drawn box while ${held} is still loading sends what was typed, once the chat is there`, async () => {
      await app.withPage(360, async (page) => {
        const scripts = await holdRequests(page, pattern);
        await page.goto(`${app.server.url}/hub`, { waitUntil: 'domcontentloaded' });
        await scripts.requested;
        // a rotor's number: answered with its card at once
        await page.locator('input.composer-input').fill('10083923');
        await page.locator('input.composer-input').press('Enter');
        await scripts.release();
        const cards = page.getByRole('region', { name: 'Conversation' }).locator('section.part-cards');
        await expect(cards.locator('.part-card-number').first().textContent()).resolves.toContain('10083923');
        await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('');
      });
    });

    it(`two messages typed on the drawn box while ${held} is still loading are both sent, in order`, async () => {
      await app.withPage(360, async (page, errors) => {
        const scripts = await holdRequests(page, pattern);
        await page.goto(`${app.server.url}/hub`, { waitUntil: 'domcontentloaded' });
        await scripts.requested;
        await page.locator('input.composer-input').click();
        // 'drum', Enter, 'rotor', Enter: the box keeps the keys after the first Enter (it sent 'drumrotor')
        await page.keyboard.type('drum');
        await page.keyboard.press('Enter');
        await page.keyboard.type('rotor');
        await page.keyboard.press('Enter');
        await scripts.release();
        const bubbles = page.locator('.msg-user .bubble');
        await expect.poll(() => bubbles.allTextContents(), { timeout: 20_000 }).toEqual(['drum', 'rotor']);
        await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('');
        expect(errors).toEqual([]);
      });
    });
  }

  it("a copy of /hub's page served for another path (the service worker's, offline) shows nothing of /hub", async () => {
    await app.withPage(360, async (page) => {
      const hub = await fetch(`${app.server.url}/hub`);
      const body = await hub.text();
      const headers = {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': hub.headers.get('content-security-policy') ?? '',
      };
      await page.route(`${app.server.url}/disclaimer`, (route) => route.fulfill({ body, headers }));
      const scripts = await holdRequests(page, SCRIPTS);
      await page.goto(`${app.server.url}/disclaimer`, { waitUntil: 'commit' });
      await scripts.requested;
      // the boot script ran before the first paint: none of /hub's home was shown
      await expect(page.locator('#root').innerHTML()).resolves.toBe('');
      await scripts.release();
      await page.getByRole('heading', { level: 1, name: 'Disclaimer' }).waitFor();
      expect(await page.locator('h1.home-heading').count()).toBe(0);
    });
  });

  for (const [path, selector, text] of [
    ['/hub/details/10082200', 'img.details-image', '10082200'],
    ['/replace/choose-calculator', 'h2.calculator-title', 'Choose a calculator'],
  ] as const) {
    it(`${path} paints without scripts, and the client takes its first screen over`, async () => {
      await app.withPage(1280, async (page) => {
        const scripts = await holdRequests(page, SCRIPTS);
        await page.goto(`${app.server.url}${path}`, { waitUntil: 'commit' });
        await scripts.requested;
        await page.locator(selector).waitFor();
        await expect(page.locator('main').textContent()).resolves.toContain(text);
        await watchRoot(page, selector);
        await scripts.release();
        await appRendered(page);
        await expect(takenOver(page, selector)).resolves.toMatchObject({ same: true });
      });
    });
  }
});

describe("the details page's hub image", () => {
  // The image is part of the first screen: the scripts wait for it (and its frame), at most a second, so
  // the largest paint does not wait behind the app's downloads on a slow connection (issue 17).
  it('the app starts after the image has loaded, or a second after the page when it does not come', async () => {
    await app.withPage(360, async (page) => {
      const image = await holdRequests(page, /\/images\/hub-[^/]+\.svg$/);
      const script = page.waitForRequest(SCRIPTS);
      await page.goto(`${app.server.url}/hub/details/10082200`, { waitUntil: 'commit' });
      await image.requested;
      const first = (await script).url();
      // the first script asked for a second or more after the page had arrived (the boot script runs at
      // its end), not with the first frame; null until its timing entry is there
      const gap = () =>
        page.evaluate((url) => {
          const asked = performance.getEntriesByName(url)[0]?.startTime;
          const arrived = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          return asked === undefined ? null : asked - arrived.responseEnd;
        }, first);
      await expect.poll(gap).not.toBeNull();
      expect(await gap()).toBeGreaterThanOrEqual(950);
      await image.release();
      await appRendered(page);
      await page.locator('img.details-image').evaluate((img: HTMLImageElement) => img.decode());
    });
  });
});

describe('taps on the drawn screen before the app has taken it over', () => {
  // decision 051: the drawn buttons have no handlers until the app renders over them; the boot script
  // notes the last one tapped and the app taps it again
  it("a tap on the details page's Show QR code shows the code once the app is there", async () => {
    await app.withPage(360, async (page) => {
      const scripts = await holdRequests(page, SCRIPTS);
      await page.goto(`${app.server.url}/hub/details/10082200`, { waitUntil: 'commit' });
      await scripts.requested;
      const show = page.getByRole('button', { name: 'Show QR code' });
      await show.click();
      // nothing yet: no script has run
      expect(await show.getAttribute('aria-expanded')).toBe('false');
      await scripts.release();
      await appRendered(page);
      const hide = page.getByRole('button', { name: 'Hide QR code' });
      await hide.waitFor();
      expect(await hide.getAttribute('aria-expanded')).toBe('true');
      const code = page.locator(`[id="${await hide.getAttribute('aria-controls')}"]`);
      await code.locator('svg').first().waitFor();
    });
  });

  it('only the last tap is carried out, and its mark goes with it', async () => {
    await app.withPage(360, async (page) => {
      const scripts = await holdRequests(page, SCRIPTS);
      await page.goto(`${app.server.url}/hub/details/10082200`, { waitUntil: 'commit' });
      await scripts.requested;
      await page.getByRole('button', { name: 'Show QR code' }).click();
      const menu = page.getByRole('button', { name: 'More Information' });
      await menu.click();
      await scripts.release();
      await appRendered(page);
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('button', { name: 'Show QR code' }).getAttribute('aria-expanded')).toBe(
        'false',
      );
      // no mark is left behind for a later render to find
      expect(await page.locator('[data-first-paint-tap]').count()).toBe(0);
    });
  });
});

describe('the HTML of the landing pages', () => {
  const html = async (path: string) => {
    const res = await fetch(`${app.server.url}${path}`);
    return { status: res.status, body: await res.text(), csp: res.headers.get('content-security-policy') };
  };
  // #root, then the boot script of a page with its first screen (decision 049)
  const root = (body: string) =>
    /<div id="root"[^>]*>([\s\S]*)<\/div>(?:<script[^>]*>[\s\S]*?<\/script>)?\s*<\/body>/.exec(body)?.[1] ??
    '';

  it.each([
    ['/hub', 'What are you looking for?'],
    ['/hub/details/10082200', 'Product Details'],
    ['/replace/choose-calculator', 'Choose a calculator'],
    ['/embed/choose-calculator', 'Choose a calculator'],
  ])('%s has its first screen in #root, with no inline script or style attribute', async (path, text) => {
    const { status, body, csp } = await html(path);
    expect(status).toBe(200);
    expect(root(body)).toContain(text);
    expect(root(body)).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    expect(csp).toContain("script-src 'self'");
  });

  it('an unknown hub number is drawn as the page says it, and other pages keep an empty #root', async () => {
    expect(root((await html('/hub/details/99999999')).body)).toContain('No results were found.');
    expect(root((await html('/help')).body)).toBe('');
  });

  // a details page says no hub has the number (200); an address longer than any of the app's, and calculator
  // addresses it does not have, are answered 404 with the app (tests/browser/page-status.test.ts)
  it.each([
    ['/hub/details/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 200],
    ['/hub/details/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 200],
    [`/hub/details/${'9'.repeat(5000)}`, 404],
    ['/replace/%3Cb%3Ex%3C%2Fb%3E/%00', 404],
    ['/embed/..%2F..%2Fetc%2Fpasswd', 404],
  ])('a hostile path (%s) is no error and no markup of its own', async (path, expected) => {
    const { status, body } = await html(path);
    expect(status).toBe(expected);
    expect(body).toContain('<div id="root"');
    expect(body).not.toMatch(/<script>alert|<img src=x|<b>x<\/b>/i);
  });
});
