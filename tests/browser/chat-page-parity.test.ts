// Parity of the chat and the pages (issue 22): for each answer kind a number typed in the chat gives, the
// card's numbers, row values and notes are on the page its 'See Details' link opens, and the list's count
// is the page's. Numbers come from the demo catalog, not hard-coded.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/data/db/client.ts';
import { browserSuite, typeInChat } from '../support/browser.ts';
import { interchangeSample } from '../support/catalog-samples.ts';
import { readDemoCatalog } from '../support/demo-catalog.ts';

/** A number of the part type as a visitor types it (a competitor's, brand first, unless `own`). */
async function sample(db: Database, partTypeId: number, own: boolean): Promise<string> {
  const row = await interchangeSample(db, partTypeId, own);
  return own ? row.number : `${row.brand} ${row.number}`;
}

/** Answer kinds by the part type typed: [name, PartTypeId, our own number]. */
const KINDS: [string, number, boolean][] = [
  ['rotor', 203, false],
  ['drum', 23, false],
  ['stud', 5, true],
  ['rebuild kit', 219, false],
  ['ABS service kit', 241, false],
  ['seal (a competitor number)', 220, false],
  ['ABS tone ring', 7, false],
  ['seal & spacer kit', 221, false],
  ['bearing', 101, false],
  ['spindle nut kit', 227, false],
];

const typed = new Map<string, string>();
beforeAll(async () => {
  await readDemoCatalog(async (db) => {
    for (const [name, type, own] of KINDS) typed.set(name, await sample(db, type, own));
  });
});
const app = browserSuite();

type CardText = {
  number: string;
  values: string[];
  notes: string[];
  /** Badges as a visitor sees them (CSS case included): one vocabulary on both sides. */
  badges: string[];
  /** The searched heading ('Gunite R9003 → ConMet …'), when the card has one. */
  searched: string | null;
  shown: number;
  total: number;
};

/** What the last part-cards answer in the thread shows of its first card, and how many cards it has. */
async function chatCard(page: Page): Promise<CardText> {
  const cards = page.getByRole('region', { name: 'Conversation' }).locator('section.part-cards').last();
  await cards.waitFor();
  const first = cards.locator('article.part-card').first();
  const count = (await cards.locator('.list-count').count())
    ? Number(/of (\d+)/.exec((await cards.locator('.list-count').textContent()) ?? '')?.[1])
    : await cards.locator('article.part-card').count();
  return {
    number: ((await first.locator('.part-card-number').textContent()) ?? '').trim(),
    values: (await first.locator('dd').allTextContents()).map((t) => t.trim()),
    notes: (await first.locator('p.notice').allTextContents()).map((t) => t.trim()),
    badges: (await first.locator('.badge').allInnerTexts()).map((t) => t.trim()),
    searched: (await cards.locator('.searched-heading').count())
      ? ((await cards.locator('.searched-heading').textContent()) ?? '').trim()
      : null,
    shown: await cards.locator('article.part-card').count(),
    total: count,
  };
}

/** Numbers as printed (3.375, 430, 10083923): the same digits must stand on both sides. */
const numbersIn = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];

describe('chat and page show the same numbers, rows and texts', () => {
  it.each(KINDS.map(([name]) => [name]))(
    '%s',
    async (name) => {
      await app.withPage(1280, async (page, errors) => {
        await page.goto(`${app.server.url}/hub`);
        await typeInChat(page, typed.get(name) as string);
        const card = await chatCard(page);
        expect(card.number).not.toBe('');

        await page
          .getByRole('region', { name: 'Conversation' })
          .locator('section.part-cards')
          .last()
          .locator('article.part-card')
          .first()
          .getByRole('link', { name: 'See Details' })
          .click();
        // the page has loaded when its part details or results stand in place of the chat
        await page.waitForURL((u) => u.pathname !== '/hub');
        const content = page
          .locator('main')
          .locator('article.details, section[aria-label="Results"]')
          .first();
        await content.getByText(card.number, { exact: false }).first().waitFor();
        // parts of a page load after its heading (a kit's contents): read it once nothing is loading
        await page.waitForFunction(() => !/Loading/.test(document.querySelector('main')?.textContent ?? ''));
        // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees, hidden parts left out
        const shown = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
        for (const value of card.values) {
          for (const n of numbersIn(value)) expect(shown, `${name}: ${value}`).toContain(n);
        }
        for (const note of card.notes) expect(shown, `${name}: note`).toContain(note.replace(/\s+/g, ' '));
        const pageBadges = (await page.locator('main .badge').allInnerTexts()).map((t) => t.trim());
        for (const badge of card.badges) expect(pageBadges, `${name}: badge`).toContain(badge);
        // a number search's answer says what was searched, in the chat and on the page it opens
        expect(card.searched, `${name}: searched heading`).toContain(typed.get(name) as string);
        expect(errors).toEqual([]);
      });
    },
    60_000,
  );

  it('a list cut in the chat says how much of it is shown, and its page shows them all', async () => {
    await app.withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, typed.get('rotor') as string);
      const card = await chatCard(page);
      expect(card.shown).toBeLessThanOrEqual(12);
      const section = page.getByRole('region', { name: 'Conversation' }).locator('section.part-cards').last();
      if (card.total > card.shown) {
        await section.getByText(`Showing ${card.shown} of ${card.total}`).waitFor();
      }
      await section.getByRole('link', { name: 'Open as page' }).click();
      const results = page.getByRole('region', { name: 'Results' });
      await results.waitFor();
      // the same searched heading over the page's results as over the chat's card
      expect(card.searched).not.toBeNull();
      expect((await results.locator('.searched-heading').textContent())?.trim()).toBe(card.searched);
      if (card.total > 2) await results.getByText(`Result 1 of ${card.total}`).waitFor();
      else expect(await results.locator('article').count()).toBe(card.total);
      expect(errors).toEqual([]);
    });
  }, 60_000);
});
