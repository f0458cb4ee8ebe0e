// Share, QR code and counter slip on the built app: the copied link and the shared link open the same part
// in a fresh browser, the QR code on screen decodes back to the link, and the printed slip is one page whose
// Code 128 barcodes decode back to the part numbers (Chromium's print to PDF and print media emulation).
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRendered, browserSuite, viewport } from '../support/browser.ts';
import { COMPLETE_REBUILD_VALUES } from '../support/calculator-values.ts';
import { readCode128, readQr } from '../support/read-codes.ts';

const SHOTS = join(tmpdir(), 'share-print-shots');
const app = browserSuite();
const ids = { rotor: 0, drum: 0 };
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const firstId = async (path: string, field: string) =>
    (await app.server.getJson<{ Results: Record<string, number>[] }>(path)).Results[0]?.[field] ?? 0;
  ids.rotor = await firstId('/api/v11/brakerotor/interchanges/10083923', 'CompetitorBrakeRotorId');
  ids.drum = await firstId('/api/v11/brakedrum/interchanges/10600001', 'CompetitorDrumNumberId');
});

/** One of the maker's hub assembly numbers, from the catalog the server loaded. */
async function makerHub(): Promise<string> {
  const { Results } = await app.server.getJson<{ Results: string[] }>(
    '/api/v11/hubassemblynumbers/withaftermarketparts/100',
  );
  const [hub] = Results;
  if (!hub) throw new Error('catalog has no maker hub numbers');
  return hub;
}

const NO_WEB_SHARE = 'delete Navigator.prototype.share;';
// records what the page asked the system share sheet to share
const RECORDING_SHARE = `
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    value: async (data) => { window.__shared = data; },
  });
`;

async function openHubDetails(page: Page, hub: string) {
  await page.goto(`${app.server.url}/hub/details/${hub}`);
  await page.locator('.details-number', { hasText: hub }).waitFor();
  // the HTML draws the page before its scripts run (decisions 045, 049): its buttons work once the app has
  // taken the screen over (Preact keeps its tree on #root)
  await appRendered(page);
}

/** The slip's part numbers (drawn from an attribute, so they stay out of the page's text). */
const slipNumbers = (slip: Locator) =>
  slip.locator('.slip-number').evaluateAll((els) => els.map((e) => e.getAttribute('data-number') ?? ''));

/** The slip begins a printed page of its own (after the answer), or is the whole printout. */
const slipStartsItsPage = (slip: Locator) =>
  slip.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.breakBefore === 'page' || el.classList.contains('slip-alone');
  });

/** PDF page objects: '/Type /Page' not followed by 's' (that is the page tree). */
const pdfPageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

describe('share, QR code and counter slip', () => {
  it('copies the link where there is no share sheet, and the link opens the same hub cold', async () => {
    const hub = await makerHub();
    const origin = app.server.url;
    const { context, page } = await app.open({ viewport: viewport(360) });
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      await context.addInitScript(NO_WEB_SHARE);
      await openHubDetails(page, hub);
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Link copied' }).count()).toBe(1);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${origin}/hub/details/${hub}`);
      await page.screenshot({ path: join(SHOTS, 'hub-details-copied-360.png'), fullPage: true });

      const other = await app.open({ viewport: viewport(1280) });
      try {
        await other.page.goto(copied);
        await expect(other.page.locator('.details-number').textContent()).resolves.toBe(hub);
      } finally {
        await other.context.close();
      }
    } finally {
      await context.close();
    }
  });

  it('says a link it could not copy in the failure colour, and shows the link to copy by hand', async () => {
    const hub = await makerHub();
    const { context, page } = await app.open({ viewport: viewport(360) });
    try {
      await context.addInitScript(NO_WEB_SHARE);
      // a browser that refuses the clipboard
      await context.addInitScript(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      });
      await openHubDetails(page, hub);
      await page.getByRole('button', { name: 'Copy link' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Could not copy the link' });
      await status.waitFor();
      const colour = await status.evaluate((el) => getComputedStyle(el).color);
      // --bad (#b3261e), not the success green
      expect(colour).toBe('rgb(179, 38, 30)');
      await expect(page.getByRole('textbox', { name: /^Link to/ }).inputValue()).resolves.toBe(
        `${app.server.url}/hub/details/${hub}`,
      );
    } finally {
      await context.close();
    }
  });

  it('hands the link to the system share sheet where there is one', async () => {
    const hub = await makerHub();
    const { context, page } = await app.open({ viewport: viewport(360) });
    try {
      await context.addInitScript(RECORDING_SHARE);
      await openHubDetails(page, hub);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await page.waitForFunction(() => '__shared' in window);
      const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared);
      expect(shared.url).toBe(`${app.server.url}/hub/details/${hub}`);
      expect(shared.title).toBe(`Hub ${hub}`);
      await expect(page.getByRole('status').textContent()).resolves.toBe('Link shared.');
    } finally {
      await context.close();
    }
  });

  it('shows a QR code of the link on demand that decodes back to the link', async () => {
    const hub = await makerHub();
    for (const width of [360, 1280]) {
      await app.withPage(width, async (page) => {
        await openHubDetails(page, hub);
        await expect(page.getByRole('img', { name: "QR code of this page's link" }).count()).resolves.toBe(0);
        await page.getByRole('button', { name: 'Show QR code' }).click();
        const qr = page.getByRole('img', { name: "QR code of this page's link" });
        await qr.waitFor();
        expect(readQr(await qr.screenshot())).toBe(`${app.server.url}/hub/details/${hub}`);
        await page.screenshot({ path: join(SHOTS, `hub-details-qr-${width}.png`), fullPage: true });
        await page.getByRole('button', { name: 'Hide QR code' }).click();
        await qr.waitFor({ state: 'detached' });
      });
    }
  });

  it("draws the QR code on the page's own thread when its worker's script cannot load", async () => {
    const hub = await makerHub();
    await app.withPage(360, async (page) => {
      let asked = 0;
      await page.route(/\/assets\/qr-worker-[^/]+\.js$/, (route) => {
        asked += 1;
        return route.abort();
      });
      await openHubDetails(page, hub);
      await page.getByRole('button', { name: 'Show QR code' }).click();
      const qr = page.getByRole('img', { name: "QR code of this page's link" });
      await qr.waitFor();
      expect(asked).toBeGreaterThan(0);
      expect(readQr(await qr.screenshot())).toBe(`${app.server.url}/hub/details/${hub}`);
    });
  });

  it('prints the hub details, then a page of counter slip whose barcodes and QR code read back', async () => {
    const hub = await makerHub();
    await app.withPage({ viewport: viewport(1280), deviceScaleFactor: 2 }, async (page) => {
      await openHubDetails(page, hub);
      const slip = page.locator('.counter-slip');
      await slip.locator('svg.barcode').first().waitFor({ state: 'attached' });
      await slip.locator('svg.qr-code').waitFor({ state: 'attached' });
      await expect(slip.isVisible()).resolves.toBe(false);

      await page.emulateMedia({ media: 'print' });
      await slip.waitFor({ state: 'visible' });
      // the app (title bar, menu, share row) is not on paper
      await expect(page.locator('.title-bar').isVisible()).resolves.toBe(false);
      await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
      await page.screenshot({ path: join(SHOTS, 'hub-details-print.png'), fullPage: true });

      const numbers = await slipNumbers(slip);
      expect(numbers).toEqual([hub]);
      const barcodes = slip.locator('svg.barcode');
      const read: (string | null)[] = [];
      for (let i = 0; i < (await barcodes.count()); i++)
        read.push(readCode128(await barcodes.nth(i).screenshot()));
      expect(read).toEqual(numbers);
      expect(readQr(await slip.locator('svg.qr-code').screenshot())).toBe(
        `${app.server.url}/hub/details/${hub}`,
      );
      await expect(slip.locator('.slip-date').textContent()).resolves.toMatch(/\d{4}$/);

      // the slip follows the hub's details on a page of its own
      await expect(slipStartsItsPage(slip)).resolves.toBe(true);
      await expect(page.locator('.specs').first().isVisible()).resolves.toBe(true);
    });
  });

  it("prints the chat's thread alone: no message box, conversation list or category buttons on paper", async () => {
    await app.withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      await page.getByRole('searchbox').click();
      await page.keyboard.type('10082200');
      await page.keyboard.press('Enter');
      const thread = page.getByRole('region', { name: 'Conversation' });
      await thread.locator('.msg-assistant').first().waitFor();
      await page.emulateMedia({ media: 'print' });
      await thread.locator('.msg-user').first().waitFor({ state: 'visible' });
      for (const gone of ['.composer', '.conv-sidebar', '.thread-toolbar', '.title-bar'])
        await expect(page.locator(gone).first().isVisible(), gone).resolves.toBe(false);
      // the thread takes the paper's width, not the column beside the list
      const width = (await thread.boundingBox())?.width ?? 0;
      expect(width).toBeGreaterThan(900);
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('Print opens the browser print dialog once the slip is drawn', async () => {
    const hub = await makerHub();
    const { context, page } = await app.open({ viewport: viewport(360) });
    try {
      // records what the slip held when the dialog would have opened
      await context.addInitScript(`window.print = () => {
        window.__printed = document.querySelectorAll('.counter-slip svg.barcode, .counter-slip svg.qr-code').length;
      };`);
      // the page never goes idle here, so the slip (drawn after the first screen, decision 047) is drawn
      // only because Print asks for it
      await context.addInitScript('window.requestIdleCallback = () => 0;');
      await openHubDetails(page, hub);
      await expect(page.locator('.counter-slip').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Print' }).click();
      await page.waitForFunction(() => '__printed' in window);
      // one part's barcode and the link's QR code
      await expect(page.evaluate(() => (window as { __printed?: number }).__printed)).resolves.toBe(2);
    } finally {
      await context.close();
    }
  });
});

/** The part numbers a page shows, in order: what a link must reproduce. */
const shownNumbers = (page: Page) =>
  page.locator('.details-number, .hub-card-number, .compare-number, .specs td').allTextContents();

type Answer = { path: () => string; ready: string; slip?: { numbers: string[]; notes?: RegExp[] } };
const ANSWERS: Answer[] = [
  {
    path: () => '/hub/spindle-nut-kit-detail/10036551',
    ready: '.details-number',
    slip: { numbers: ['10036551'], notes: [/^Six point socket: \d/, /^Torque to /] },
  },
  {
    path: () => '/hub/replacement-rotor/rotordetails/10087485/10087734',
    ready: '.details-number',
    slip: { numbers: ['10087734'], notes: [/Rotor 10087485/] },
  },
  {
    path: () => '/hub/replacement-drum/drumdetails/10600001',
    ready: '.details-number',
    slip: { numbers: ['10600001'] },
  },
  { path: () => `/hub/replacement-rotor/recommended-rotors/${ids.rotor}`, ready: '.hub-card-number' },
  { path: () => `/hub/replacement-drum/recommended-drums/${ids.drum}`, ready: '.hub-card-number' },
];

describe('every answer that names parts', () => {
  it('copies a link that reproduces the answer cold, and prints what it names', {
    timeout: 120_000,
  }, async () => {
    const origin = app.server.url;
    for (const answer of ANSWERS) {
      const path = answer.path();
      const { context, page } = await app.open({ viewport: viewport(1280), deviceScaleFactor: 2 });
      try {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
        await context.addInitScript(NO_WEB_SHARE);
        await page.goto(`${origin}${path}`);
        await page.locator(answer.ready).first().waitFor();
        await page.getByRole('button', { name: 'Copy link' }).click();
        await page.getByRole('status').filter({ hasText: 'Link copied.' }).waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied, path).toBe(`${origin}${path}`);
        const shown = await shownNumbers(page);

        const other = await app.open({ viewport: viewport(360) });
        try {
          await other.page.goto(copied);
          await other.page.locator(answer.ready).first().waitFor();
          await expect(shownNumbers(other.page), path).resolves.toEqual(shown);
        } finally {
          await other.context.close();
        }

        const slip = page.locator('.counter-slip');
        // every answer page prints; a results list has no slip
        await expect(page.getByRole('button', { name: 'Print' }).count(), path).resolves.toBe(1);
        if (!answer.slip) continue;
        await page.emulateMedia({ media: 'print' });
        await slip
          .locator('svg.barcode')
          .nth(answer.slip.numbers.length - 1)
          .waitFor();
        await expect(slipNumbers(slip), path).resolves.toEqual(answer.slip.numbers);
        const barcodes = slip.locator('svg.barcode');
        const read: (string | null)[] = [];
        for (let i = 0; i < answer.slip.numbers.length; i++)
          read.push(readCode128(await barcodes.nth(i).screenshot()));
        expect(read, path).toEqual(answer.slip.numbers);
        const notes = await slip.locator('.slip-note').allTextContents();
        for (const note of answer.slip.notes ?? [])
          expect(
            notes.some((n) => note.test(n)),
            `${path} ${note}`,
          ).toBe(true);
        const name = path.split('/').slice(2, 3).join('');
        await page.screenshot({ path: join(SHOTS, `${name}-print.png`), fullPage: true });
        await expect(slipStartsItsPage(slip), path).resolves.toBe(true);
      } finally {
        await context.close();
      }
    }
  });

  it('compare has the share row and its link opens the same two hubs', async () => {
    const { Results } = await app.server.getJson<{ Results: string[] }>(
      '/api/v11/hubassemblynumbers/withaftermarketparts/100',
    );
    const [a, b] = Results;
    await app.withPage(360, async (page) => {
      await page.addInitScript(RECORDING_SHARE);
      await page.goto(`${app.server.url}/hub/compare/${a}/${b}`);
      await page.locator('.compare-number').first().waitFor();
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await page.waitForFunction(() => '__shared' in window);
      const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared);
      expect(shared.url).toBe(`${app.server.url}/hub/compare/${a}/${b}`);
      await page.screenshot({ path: join(SHOTS, 'compare-360.png'), fullPage: true });
    });
  });
});

describe('the job parts list', () => {
  it('shares its link with the way and the ends, and prints every part to order on one page', {
    timeout: 120_000,
  }, async () => {
    const hub = await makerHub();
    const origin = app.server.url;
    for (const mode of ['replace', 'rebuild'] as const) {
      const path = `/hub/job/${hub}?mode=${mode}&ends=2`;
      const { context, page } = await app.open({ viewport: viewport(1280), deviceScaleFactor: 2 });
      try {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
        await context.addInitScript(NO_WEB_SHARE);
        await page.goto(`${origin}${path}`);
        await page.locator('.job-line').first().waitFor();
        await page.getByRole('button', { name: 'Copy link' }).click();
        await page.getByRole('status').filter({ hasText: 'Link copied.' }).waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(`${origin}${path}`);
        const listed = await page.locator('.job-number').allTextContents();
        const other = await app.open({ viewport: viewport(360) });
        try {
          await other.page.goto(copied);
          await other.page.locator('.job-line').first().waitFor();
          await expect(other.page.locator('.job-number').allTextContents()).resolves.toEqual(listed);
        } finally {
          await other.context.close();
        }

        // the chosen way's list comes first; its parts to order are the slip's lines, with their quantities
        const chosen = page.locator('.job-list').first().locator('.job-line-order');
        const toOrder = await chosen.locator('.job-number').allTextContents();
        const quantities = await chosen
          .locator('.job-qty')
          .evaluateAll((qs) => qs.map((q) => q.getAttribute('data-quantity') || 'As needed'));
        expect(toOrder.length).toBeGreaterThan(0);

        await page.emulateMedia({ media: 'print' });
        const slip = page.locator('.counter-slip');
        await slip
          .locator('svg.barcode')
          .nth(toOrder.length - 1)
          .waitFor();
        await expect(slipNumbers(slip)).resolves.toEqual(toOrder);
        await expect(slip.locator('.slip-qty').allTextContents()).resolves.toEqual(quantities);
        const barcodes = slip.locator('svg.barcode');
        const read: (string | null)[] = [];
        for (let i = 0; i < toOrder.length; i++) read.push(readCode128(await barcodes.nth(i).screenshot()));
        expect(read).toEqual(toOrder);
        expect(readQr(await slip.locator('svg.qr-code').screenshot())).toBe(copied);
        await expect(slip.locator('.slip-subtitle').textContent()).resolves.toMatch(
          / · Both ends of the axle$/,
        );
        await page.screenshot({ path: join(SHOTS, `job-${mode}-print.png`), fullPage: true });
        expect(pdfPageCount(await page.pdf({ format: 'Letter' })), mode).toBe(1);
        expect(pdfPageCount(await page.pdf({ format: 'A4' })), mode).toBe(1);
      } finally {
        await context.close();
      }
    }
  });
});

/** A finished PreSet vs Conventional calculation, over the API: its results page's address. */
async function calculatorResults(): Promise<string> {
  const key = { 'Ocp-Apim-Subscription-Key': 'web-client-public-key' };
  const created = await fetch(`${app.server.url}/api/v11/SessionCreate`, { method: 'POST', headers: key });
  const id = ((await created.json()) as { Session: { id: number } }).Session.id;
  const res = await fetch(`${app.server.url}/api/v11/SessionUpdate?id=${id}`, {
    method: 'POST',
    headers: { ...key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...COMPLETE_REBUILD_VALUES, last_step: 'downtime-costs' }),
  });
  expect(res.status).toBe(200);
  return `/replace/preset-vs-conventional/results?session=${id}`;
}

/** What print media shows of a page: the chrome hidden, the address, colours and how rows break. */
function printedPage(page: Page) {
  return page.evaluate(() => {
    const shown = (sel: string) =>
      [...document.querySelectorAll(sel)].some((el) => (el as HTMLElement).offsetParent !== null);
    const address = document.querySelector('.print-address');
    const text = [...document.querySelectorAll<HTMLElement>('.content .page *')].filter(
      (el) =>
        el.offsetParent !== null && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()),
    );
    const backgrounds = [
      document.body,
      ...document.querySelectorAll<HTMLElement>('.content, .content .page *'),
    ];
    return {
      chrome: ['.title-bar', '.step-bar', '.footer', '.share-actions', '.content button'].filter(shown),
      address:
        address && getComputedStyle(address).display !== 'none'
          ? getComputedStyle(address, '::before').content.replace(/^"|"$/g, '')
          : null,
      colours: [...new Set(text.map((el) => getComputedStyle(el).color))],
      tinted: backgrounds.filter((el) => {
        const bg = getComputedStyle(el).backgroundColor;
        return bg !== 'rgba(0, 0, 0, 0)' && bg !== 'rgb(255, 255, 255)';
      }).length,
      rowsThatMaySplit: [...document.querySelectorAll('.content tr, .compare-row')].filter(
        (el) => getComputedStyle(el).breakInside !== 'avoid',
      ).length,
    };
  });
}

describe('printing an answer to take to the bay', () => {
  it('Print on hub details, a compare, drum and rotor details and calculator results prints the answer in black on white with its address, no chrome, no row cut', {
    timeout: 180_000,
  }, async () => {
    const [a = '', b = ''] = (
      await app.server.getJson<{ Results: string[] }>('/api/v11/hubassemblynumbers/withaftermarketparts/100')
    ).Results;
    const pages: { path: string; ready: string; shows: string[] }[] = [
      { path: `/hub/details/${a}`, ready: '.details-number', shows: ['.specs'] },
      // every row of the compare, the matching ones (closed on screen) too
      {
        path: `/hub/compare/${a}/${b}`,
        ready: '.compare-number',
        shows: ['.compare-row:not([open]) .compare-values'],
      },
      {
        path: '/hub/replacement-drum/drumdetails/10600001',
        ready: '.details-number',
        shows: ['.specs', '.interchanges'],
      },
      { path: '/hub/replacement-rotor/rotordetails/10083733', ready: '.details-number', shows: ['.specs'] },
      {
        path: await calculatorResults(),
        ready: '[data-testid="savings"]',
        shows: ['table', '[data-testid="calculator-inputs"]'],
      },
    ];
    for (const { path, ready, shows } of pages) {
      const { context, page } = await app.open({ viewport: viewport(1280) });
      try {
        await context.addInitScript(
          'window.print = () => { window.__printed = (window.__printed ?? 0) + 1; };',
        );
        await page.goto(`${app.server.url}${path}`);
        await page.locator(ready).first().waitFor();
        await appRendered(page);
        const print = page.getByRole('button', { name: 'Print' });
        await expect(print.isVisible(), path).resolves.toBe(true);
        await print.click();
        await page.waitForFunction(() => (window as { __printed?: number }).__printed === 1);
        // the address is written in once the page has started
        await page.locator('.print-address').waitFor({ state: 'attached' });

        await page.emulateMedia({ media: 'print' });
        const printed = await printedPage(page);
        expect(printed.chrome, path).toEqual([]);
        expect(printed.address, path).toBe(`${app.server.url}${path}`);
        expect(printed.colours, path).toEqual(['rgb(0, 0, 0)']);
        expect(printed.tinted, path).toBe(0);
        expect(printed.rowsThatMaySplit, path).toBe(0);
        for (const sel of shows)
          await expect(page.locator(sel).first().isVisible(), `${path} ${sel}`).resolves.toBe(true);
        const name = path.split('?')[0]?.split('/').slice(2, 3).join('') ?? 'page';
        await page.screenshot({ path: join(SHOTS, `answer-${name}-print.png`), fullPage: true });
        expect(pdfPageCount(await page.pdf({ format: 'Letter' })), path).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    }
  });

  it('a compare opens its closed rows for the print where the stylesheet cannot, and closes them after', async () => {
    const [a = '', b = ''] = (
      await app.server.getJson<{ Results: string[] }>('/api/v11/hubassemblynumbers/withaftermarketparts/100')
    ).Results;
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/compare/${a}/${b}`);
      await page.locator('.compare-number').first().waitFor();
      await appRendered(page);
      const open = () =>
        page
          .locator('details.compare-row')
          .evaluateAll((rows) => rows.map((r) => (r as HTMLDetailsElement).open));
      const onScreen = await open();
      expect(onScreen).toContain(false);
      // the events the browser sends around its print dialog (older Safari and Firefox lack ::details-content)
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      expect(new Set(await open())).toEqual(new Set([true]));
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      expect(await open()).toEqual(onScreen);
      expect(errors).toEqual([]);
    });
  });
});
