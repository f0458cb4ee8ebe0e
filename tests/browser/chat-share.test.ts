// The share row on the chat's cards that name parts (hub results, part cards, compare, hub components, the
// job list): where the browser has no share sheet it copies the link of the card's classic page (the same
// one "Open as page" opens), that link opened in a fresh browser shows the same answer, the QR code decodes
// back to it, and where there is a share sheet the card hands it that link.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerChatUntil, browserSuite, partNumbersIn, typeInChat, viewport } from '../support/browser.ts';
import { competitorHubNumber } from '../support/catalog-samples.ts';
import { readDemoCatalog } from '../support/demo-catalog.ts';
import { readQr } from '../support/read-codes.ts';

let competitorHub = '';
let competitor = { brand: '' };
beforeAll(async () => {
  const sample = await readDemoCatalog(competitorHubNumber);
  competitorHub = sample.partNumber;
  competitor = { brand: sample.brand };
});
const app = browserSuite();

const NO_WEB_SHARE = 'delete Navigator.prototype.share;';
const RECORDING_SHARE = `
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    value: async (data) => { window.__shared = data; },
  });
`;

/** A phone without a share sheet whose clipboard the test may read. */
async function phoneWithoutShareSheet(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await app.open({ viewport: viewport(360) });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
  await context.addInitScript(NO_WEB_SHARE);
  return { context, page };
}

/** Copies the card's link; it must be the full address of the card's "Open as page". */
async function copyCardLink(page: Page, card: Locator): Promise<string> {
  const href = (await card.getByRole('link', { name: 'Open as page' }).getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/[a-z]/);
  await card.getByRole('button', { name: 'Copy link' }).click();
  await card.locator('.share-status', { hasText: 'Link copied.' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${app.server.url}${href}`);
  return copied;
}

/**
 * Opens `link` in a fresh browser (no conversation, no history) and waits until its page shows every number
 * of `expected` (parts of a page load one after another); fails when it never does.
 */
async function pageShows(link: string, ready: string, expected: string[]) {
  await app.withPage(1280, async (page) => {
    await page.goto(link);
    const main = page.locator('main');
    await main.locator(ready).first().waitFor();
    await expect
      .poll(() => partNumbersIn(main), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(expected));
  });
}

/**
 * The hub results a competitor hub number leads to in the chat (its remaining questions answered), and the
 * "Open as page" links of the questions on the way.
 */
async function hubResults(page: Page): Promise<{ results: Locator; questionLinks: string[] }> {
  const results = page.getByRole('region', { name: 'Conversation' }).locator('section.hub-results').last();
  const questionLinks: string[] = [];
  await answerChatUntil(page, results, async (question) => {
    questionLinks.push(
      (await question.getByRole('link', { name: 'Open as page' }).getAttribute('href')) ?? '',
    );
  });
  await results.locator('article.hub-card').first().waitFor();
  return { results, questionLinks };
}

describe('share from a chat card', () => {
  it('a competitor hub number: its hub results and its job list copy links that reopen them cold', {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await phoneWithoutShareSheet();
    try {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, competitorHub);
      const { results, questionLinks } = await hubResults(page);
      // every page link of the flow says what was searched, not only the first question's
      const said = (href: string) => new URLSearchParams(href.split('?')[1] ?? '').get('searched');
      const resultsHref =
        (await results.getByRole('link', { name: 'Open as page' }).getAttribute('href')) ?? '';
      const links = [...questionLinks, resultsHref];
      expect(links.length).toBeGreaterThan(1);
      for (const href of links) expect(said(href), href).toBe(`${competitor.brand} ${competitorHub}`);
      const hub = (await results.locator('.hub-card-number').first().textContent()) ?? '';
      const resultsLink = await copyCardLink(page, results);
      await pageShows(resultsLink, '.hub-card-number', [hub]);

      await results.getByRole('button', { name: `Parts for this job, hub ${hub}` }).click();
      const job = page.locator('.msg-assistant section.job-parts-card').last();
      await job.locator('.job-line').first().waitFor();
      const inChat = await partNumbersIn(job.locator('.job-lists'));
      expect(inChat).toContain(hub);
      const jobLink = await copyCardLink(page, job);
      expect(new URL(jobLink).pathname).toBe(`/hub/job/${hub}`);
      let onPage: string[] = [];
      await app.withPage(1280, async (cold) => {
        await cold.goto(jobLink);
        const lists = cold.locator('main .job-lists');
        await lists.locator('.job-line').first().waitFor();
        onPage = await partNumbersIn(lists);
      });
      expect(onPage).toEqual(inChat);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['a rotor (part cards)', '10083923', '.hub-card-number, .details-number'],
    ['a drum (part cards)', '10600001', '.hub-card-number, .details-number'],
    ['a rebuild kit (part cards)', '10800001', '.details-number'],
  ])('%s: the copied link reopens the same parts', { timeout: 60_000 }, async (_kind, number, ready) => {
    const { context, page } = await phoneWithoutShareSheet();
    try {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, number);
      const card = page.locator('.msg-assistant section.part-cards').last();
      await card.locator('.part-card-number').first().waitFor();
      const shown = await partNumbersIn(card.locator('.hub-grid'));
      await pageShows(await copyCardLink(page, card), ready, shown);
    } finally {
      await context.close();
    }
  });

  it('compare and hub components: the copied links reopen them, and the QR code reads back', {
    timeout: 90_000,
  }, async () => {
    const { Results } = await app.server.getJson<{ Results: string[] }>(
      '/api/v11/hubassemblynumbers/withaftermarketparts/100',
    );
    const [a, b] = Results;
    if (!a || !b) throw new Error('catalog has fewer than two maker hub numbers');
    const { context, page } = await phoneWithoutShareSheet();
    try {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, `compare ${a} ${b}`);
      const compare = page.locator('.msg-assistant section.compare').last();
      await compare.locator('table').waitFor();
      const compareLink = await copyCardLink(page, compare);
      await pageShows(compareLink, '.compare-number', [a, b]);

      await compare.getByRole('button', { name: 'Show QR code' }).click();
      const qr = compare.getByRole('img', { name: "QR code of this answer's link" });
      await qr.waitFor();
      expect(readQr(await qr.screenshot())).toBe(compareLink);

      await typeInChat(page, `components for ${a}`);
      const groups = page.locator('.msg-assistant section.part-groups').last();
      await groups.locator('.part-list li').first().waitFor();
      const shown = await partNumbersIn(groups.locator('.part-group').first());
      await pageShows(await copyCardLink(page, groups), '.parts-group', shown);
    } finally {
      await context.close();
    }
  });

  it('hands the card page link to the system share sheet where there is one', async () => {
    const { context, page } = await app.open({ viewport: viewport(360) });
    try {
      await context.addInitScript(RECORDING_SHARE);
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, '10600001');
      const card = page.locator('.msg-assistant section.part-cards').last();
      await card.locator('.part-card-number').first().waitFor();
      const href = (await card.getByRole('link', { name: 'Open as page' }).getAttribute('href')) ?? '';
      await card.getByRole('button', { name: 'Share', exact: true }).click();
      await page.waitForFunction(() => '__shared' in window);
      const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData }).__shared);
      expect(shared.url).toBe(`${app.server.url}${href}`);
      await card.locator('.share-status', { hasText: 'Link shared.' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
