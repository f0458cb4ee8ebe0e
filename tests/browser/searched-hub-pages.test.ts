// Issue 24: the hub and casting number searches' pages say what was searched, as the rotor and drum pages
// do: the searched brand and number travel as ?searched= from the search (page or chat) through the
// questions to the results and a result's details; a page opened without it has no heading. Numbers come
// from the demo catalog.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, typeInChat } from '../support/browser.ts';
import { competitorHubNumber, interchangeSample } from '../support/catalog-samples.ts';
import { readDemoCatalog } from '../support/demo-catalog.ts';

let hub = { brand: '', partNumber: '', hub: '' };
let casting = { brand: '', number: '', maker: '' };
let rotor = { brand: '', number: '', maker: '' };
beforeAll(async () => {
  await readDemoCatalog(async (db) => {
    const h = await competitorHubNumber(db);
    hub = { brand: h.brand, partNumber: h.partNumber, hub: h.hub };
    casting = await interchangeSample(db, 1);
    rotor = await interchangeSample(db, 203);
  });
});
const app = browserSuite();

const heading = (page: Page) => page.locator('main .searched-heading');

/** Taps the first choice of each question until a result list shows (the URL changes with every answer). */
async function answerUntilResults(page: Page, results: string) {
  for (let i = 0; i < 12; i++) {
    await page.locator(`button.option, ${results}`).first().waitFor();
    if (await page.locator(results).count()) return;
    const before = page.url();
    await page.locator('button.option').first().click();
    await page.waitForURL((u) => u.href !== before);
  }
  throw new Error('no results after 12 answers');
}

const withoutQuery = (url: string) => {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
};

describe('hub and casting number pages say what was searched', () => {
  it('hub search page -> questions -> results -> details carry it; opened without it, no heading', async () => {
    await app.withPage(360, async (page, errors) => {
      const searched = `${hub.brand} ${hub.partNumber}`;
      await page.goto(`${app.server.url}/hub/search`);
      await page.getByPlaceholder('6 or 8 digit assembly number').fill(hub.partNumber);
      await page
        .getByRole('button', { name: new RegExp(hub.partNumber) })
        .first()
        .click();
      await page.waitForURL((u) => u.pathname.startsWith('/hub/filters/'));
      expect(new URL(page.url()).searchParams.get('searched')).toBe(searched);

      await answerUntilResults(page, '.hub-results');
      const text = (await heading(page).textContent())?.trim() ?? '';
      expect(text.startsWith(`${searched} → ConMet `)).toBe(true);
      const resultsUrl = page.url();

      const first = page.locator('.hub-card').first();
      const number = (await first.locator('.hub-card-number').textContent())?.trim() ?? '';
      await first.getByRole('link', { name: 'See Details' }).click();
      await page.waitForURL((u) => u.pathname === `/hub/details/${number}`);
      await page.locator('.details-number', { hasText: number }).waitFor();
      expect((await heading(page).textContent())?.trim()).toBe(`${searched} → ConMet ${number}`);

      // opened cold without the query: the same pages, no heading
      await page.goto(withoutQuery(page.url()));
      await page.locator('.details-number', { hasText: number }).waitFor();
      expect(await heading(page).count()).toBe(0);
      await page.goto(withoutQuery(resultsUrl));
      await page.locator('.hub-results').first().waitFor();
      expect(await heading(page).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }, 120_000);

  it('a hub casting number from the chat: its page link carries it to the results', async () => {
    await app.withPage(1280, async (page, errors) => {
      const searched = `${casting.brand} ${casting.number}`;
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, searched);
      const open = page
        .getByRole('region', { name: 'Conversation' })
        .getByRole('link', { name: 'Open as page' })
        .last();
      await open.waitFor();
      expect(
        new URL((await open.getAttribute('href')) ?? '', app.server.url).searchParams.get('searched'),
      ).toBe(searched);
      await open.click();
      await page.waitForURL((u) => u.pathname.startsWith('/hub/casting/filter/'));
      await answerUntilResults(page, 'section.results');
      const text = (await heading(page).textContent())?.trim() ?? '';
      expect(text.startsWith(`${searched} → ConMet `)).toBe(true);
      expect(errors).toEqual([]);
    });
  }, 120_000);

  it('the not-available page heads its hub with the searched text, shown as text; none without it', async () => {
    await app.withPage(360, async (page, errors) => {
      // a terminated hub no filters lead to (an available hub's not-available link is its details page)
      const path = '/hub/not-available/10301960';
      const hostile = '<img src=x onerror="window.hacked=1">';
      await page.goto(`${app.server.url}${path}?searched=${encodeURIComponent(hostile)}`);
      await page.locator('.hub-card').first().waitFor();
      expect(await heading(page).textContent()).toBe(`${hostile} → ConMet 10301960`);
      expect(await heading(page).locator('img').count()).toBe(0);
      expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

      for (const query of [`?searched=${'x'.repeat(200)}`, '']) {
        await page.goto(`${app.server.url}${path}${query}`);
        await page.locator('.hub-card').first().waitFor();
        expect(await heading(page).count()).toBe(0);
      }
      expect(errors).toEqual([]);
    });
  }, 60_000);
});

describe('the chat says what was searched once', () => {
  it('a part answer is headed with the search and its match, with no sentence above repeating it', async () => {
    await app.withPage(360, async (page, errors) => {
      const searched = `${rotor.brand} ${rotor.number}`;
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, searched);
      const answer = page.locator('.msg-assistant', { has: page.locator('section.part-cards') }).last();
      await answer.locator('.searched-heading').waitFor();
      expect((await answer.locator('.searched-heading').textContent())?.trim()).toMatch(
        new RegExp(`^${searched} → ConMet `),
      );
      const said = ((await answer.textContent()) ?? '').split(searched).length - 1;
      expect(said).toBe(1);
      expect(errors).toEqual([]);
    });
  }, 60_000);
});
