// Narrowing that shows its progress (decision 037) in the browser, on a flow page and in the chat: every
// question says how many drums still match and what each option leaves; 'Not sure' moves on with every
// value open and lands in the URL, so Back and a cold link hold it; skipping to the results, they say which
// open question would separate the drums, and its link asks that question with the other answers kept (in
// the chat, 'Answer: …' asks it in the conversation).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, typeInChat } from '../support/browser.ts';

const app = browserSuite();

const STILL = /^\d+ drums? still match(es)?$/;

/** The open flow question's code (its data-filter). */
const openCode = async (page: Page) =>
  (await page.locator('.flow-question').getAttribute('data-filter')) as string;

/** Taps 'Not sure' on the open page question; waits for the next question or the results' note. */
async function skipOnPage(page: Page): Promise<void> {
  const code = await openCode(page);
  await page.getByRole('button', { name: /^Not sure/ }).click();
  await page.locator(`.flow-question:not([data-filter="${code}"]), .separate-note`).first().waitFor();
}

describe('narrowing that shows its progress', () => {
  it('on the drum pages: counts, Not sure in the URL, Back, a cold link, and results that name what separates', async () => {
    await app.withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/filter`);
      await page.getByRole('heading', { name: 'Choose the Axle Position' }).waitFor();
      const total = Number((await page.locator('.still-match').textContent())?.split(' ')[0]);
      expect(await page.locator('.still-match').textContent()).toMatch(STILL);
      const counts = await page.locator('.flow-question .option .option-count').allInnerTexts();
      expect(counts.length).toBeGreaterThan(1);
      for (const c of counts) {
        const n = Number(c.split(' ')[0]);
        expect(n).toBeGreaterThan(0);
        expect(n).toBeLessThanOrEqual(total);
      }

      await skipOnPage(page);
      await page.waitForURL(/axpos=0/);
      const second = await openCode(page);
      expect(second).not.toBe('axpos');
      // Not sure keeps every drum: the count stays
      expect(await page.locator('.still-match').textContent()).toBe(`${total} drums still match`);

      await page.goBack();
      await page.getByRole('heading', { name: 'Choose the Axle Position' }).waitFor();
      await page.goForward();
      await page.locator(`.flow-question[data-filter="${second}"]`).waitFor();

      // skip to the results: they say which question would separate the drums, and link back to it
      for (let i = 0; i < 12 && !(await page.locator('.separate-note').count()); i++) await skipOnPage(page);
      const note = page.locator('.separate-note');
      await expect.poll(() => note.textContent()).toMatch(/These \d+ drums differ in .*Axle Position/);
      await note.getByRole('link', { name: 'Answer: Axle Position' }).click();
      await page.getByRole('heading', { name: 'Choose the Axle Position' }).waitFor();
      expect(page.url()).not.toMatch(/axpos=0/);
      expect(page.url()).toMatch(/=0/); // the other skipped answers are kept
      expect(errors).toEqual([]);
    });

    // a cold link with a skipped step opens the question after it, the skip kept
    await app.withPage(360, async (page) => {
      const path = new URL((await coldLink()) ?? '').pathname;
      await page.goto(`${app.server.url}${path}`);
      await page.locator('.flow-question').waitFor();
      expect(await openCode(page)).not.toBe('axpos');
      expect(await page.locator('.still-match').textContent()).toMatch(STILL);
    });
  });

  it('in the chat: counts, Not sure moves on, the results say which question would separate, and Answer asks it here', async () => {
    await app.withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/`);
      await typeInChat(page, 'brake drums');
      const open = page.locator('section.card.question:not(.question-answered)');
      await open.waitFor();
      expect(await open.locator('.still-match').textContent()).toMatch(STILL);
      expect(await open.locator('.option-count').count()).toBeGreaterThan(1);
      for (let i = 0; i < 12; i++) {
        const title = await open.getAttribute('aria-label');
        await open.getByRole('button', { name: /^Not sure/ }).click();
        await page
          .locator(
            `section.card.question:not(.question-answered):not([aria-label="${title}"]), .outcome-info`,
          )
          .first()
          .waitFor();
        if (await page.locator('.outcome-info').count()) break;
      }
      const info = page.locator('.outcome-info');
      await expect.poll(() => info.textContent()).toMatch(/These \d+ drums differ in/);
      // a skipped question is answered later from the results, here in the chat: no page opens
      const answerIt = info.getByRole('button', { name: /^Answer: / }).first();
      const name = ((await answerIt.textContent()) ?? '').replace(/^Answer: /, '');
      expect(await info.getByRole('link', { name: /^Answer: / }).count()).toBe(0);
      const chatPath = new URL(page.url()).pathname;
      await answerIt.click();
      const asked = open;
      await asked.waitFor();
      expect(await asked.getAttribute('aria-label')).toContain(name);
      expect(new URL(page.url()).pathname).toBe(chatPath);
      await page.locator('.msg-user').getByText(`Answer: ${name}`).waitFor();
      // answering it goes on in the chat: the next question or the drums
      const replies = page.locator('.msg-assistant');
      const before = await replies.count();
      await asked.locator('.option').first().click();
      await replies.nth(before).locator('section.card.question, section.part-cards').first().waitFor();
      expect(errors).toEqual([]);
    });
  });
});

describe('a count past the 60 a result list holds', () => {
  it('says so on the results page and in the chat, whose link opens that page', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/filter`);
      await page.locator('.flow-question').waitFor();
      const all = Number((await page.locator('.still-match').textContent())?.split(' ')[0]);
      expect(all).toBeGreaterThan(60);
      const results = page.getByRole('region', { name: 'Results' });
      for (let i = 0; i < 12 && !(await results.count()); i++) {
        const code = await openCode(page);
        await page.getByRole('button', { name: /^Not sure/ }).click();
        await page
          .locator(`.flow-question:not([data-filter="${code}"]), section[aria-label="Results"]`)
          .first()
          .waitFor();
      }
      await page.getByText(`${all} drums match; the first 60 are listed.`).waitFor();
      await results.getByText('Result 1 of 60').waitFor();
      await expect
        .poll(() => page.locator('.separate-note').textContent())
        .toMatch(`These ${all} drums differ`);

      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, 'brake drums');
      const open = page.locator('section.card.question:not(.question-answered)');
      const cards = page.locator('section.part-cards');
      for (let i = 0; i < 12 && !(await cards.count()); i++) {
        const title = await open.getAttribute('aria-label');
        await open.getByRole('button', { name: /^Not sure/ }).click();
        await page
          .locator(
            `section.card.question:not(.question-answered):not([aria-label="${title}"]), section.part-cards`,
          )
          .first()
          .waitFor();
      }
      await cards.getByText(`Showing 12 of ${all}.`).waitFor();
      await cards.getByRole('link', { name: 'See the first 60' }).click();
      await page.getByText(`${all} drums match; the first 60 are listed.`).waitFor();
      expect(errors).toEqual([]);
    });
  });
});

describe("the hub wizard's count past the 60 its results list", () => {
  /** '100 hubs match; the first 60 are listed.' (the 60 the display rules show first) */
  const listed = (all: number) => new RegExp(`^${all} hubs match; the first \\d+ are listed\\.$`);

  it('says so on the results page', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/truck-type`);
      await page.getByRole('button', { name: 'Truck with Drum Brakes' }).click();
      await page.locator('.wizard-page .still-match').waitFor();
      const all = Number((await page.locator('.still-match').textContent())?.split(' ')[0]);
      expect(all).toBeGreaterThan(60);
      // 'Not sure' wherever it is offered; the first option elsewhere (the spindle nut)
      for (let i = 0; i < 20 && !(await page.locator('.hub-results').count()); i++) {
        const title = await page.locator('.question-title').textContent();
        const notSure = page.locator('.wizard-page').getByRole('button', { name: /^Not sure/ });
        await ((await notSure.count())
          ? notSure
          : page.locator('.wizard-page button.option').first()
        ).click();
        await page.waitForFunction(
          (t) =>
            document.querySelector('.hub-results') !== null ||
            (document.querySelector('.question-title')?.textContent !== t &&
              document.querySelector('.wizard-page button.option:not([disabled])') !== null),
          title,
        );
      }
      await page.locator('.hub-results').getByText(listed(all)).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('says so in the chat', async () => {
    // a page of its own: the chat would restore the wizard the pages left
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, 'hubs');
      await page.getByRole('button', { name: 'No proceed without the number' }).click();
      await page.getByRole('button', { name: 'Truck with Drum Brakes' }).click();
      const open = page.locator('section.question:not(.question-answered)').last();
      const counted = Number((await open.locator('.still-match').textContent())?.split(' ')[0]);
      expect(counted).toBeGreaterThan(60);
      for (let i = 0; i < 20 && !(await page.locator('.hub-results').count()); i++) {
        await page
          .locator('section.question:not(.question-answered) button.option:not([disabled]), .hub-results')
          .first()
          .waitFor();
        if (await page.locator('.hub-results').count()) break;
        const title = await open.getAttribute('aria-label');
        const notSure = open.getByRole('button', { name: /^Not sure/ });
        await ((await notSure.count()) ? notSure : open.locator('button.option').first()).click();
        await page
          .locator(`section.question:not(.question-answered):not([aria-label="${title}"]), .hub-results`)
          .first()
          .waitFor();
      }
      await page.locator('.hub-results').getByText(listed(counted)).waitFor();
      expect(errors).toEqual([]);
    });
  });
});

/** The drum flow's second question after 'Not sure' on the first, as a link (read from the API-backed page). */
async function coldLink(): Promise<string | null> {
  let url: string | null = null;
  await app.withPage(1280, async (page) => {
    await page.goto(`${app.server.url}/hub/replacement-drum/filter`);
    await page.getByRole('heading', { name: 'Choose the Axle Position' }).waitFor();
    await skipOnPage(page);
    await page.waitForURL(/axpos=0/);
    url = page.url();
  });
  return url;
}
