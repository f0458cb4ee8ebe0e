// Guided hub finding in the chat by taps only, changing an earlier answer, and reload in the middle.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, typeInChat } from '../support/browser.ts';
import { watchPageErrors } from '../support/page-errors.ts';

const app = browserSuite();

/** The open (not yet answered) question: the last one with option buttons. */
const openQuestion = (page: Page) => page.locator('section.question:not(.question-answered)').last();

async function tapFirstUntilResults(page: Page) {
  for (let i = 0; i < 30; i++) {
    const results = page.getByRole('link', { name: 'See Details' });
    if (await results.count()) return;
    const question = openQuestion(page);
    await question.waitFor();
    const before = await page.locator('section.question').count();
    await question.locator('button.option').first().click();
    // Wait for the engine's next message: another question or results.
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('section.question').length > n ||
        [...document.querySelectorAll('a')].some((a) => a.textContent === 'See Details'),
      before,
    );
  }
  throw new Error('no results after 30 taps');
}

describe('guided hub finding in the chat', () => {
  it('goes from HUBS to hub results by taps, and an earlier answer can be changed', {
    timeout: 90_000,
  }, async () => {
    const context = await app.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, 'hubs'); // HUBS on the home screen opens its page; the chat starts on the word
    await page.getByRole('heading', { name: 'Do you know your hub assembly number?' }).waitFor();
    await page.getByRole('button', { name: 'No proceed without the number' }).click();
    await page.getByRole('button', { name: 'Trailer with Drum Brakes' }).click();
    await tapFirstUntilResults(page);
    await page.getByRole('link', { name: 'See Details' }).first().waitFor();

    // The truck type question collapsed to its answer; change it and the flow replays from there.
    const truckType = page.locator('section.question-answered', {
      hasText: 'Are you looking for a hub for your',
    });
    await truckType.getByText('Trailer with Drum Brakes').waitFor();
    await truckType.getByRole('button', { name: 'Change' }).click();
    await page.getByRole('button', { name: 'Truck with Drum Brakes' }).click();
    // The engine's history goes back to the truck type and takes the new answer (go-to-step): the thread
    // keeps what was said and ends with the truck make, the results gone from the state.
    const newest = page.locator('.msg-assistant').last();
    await newest.getByRole('heading', { name: 'Choose the Truck Make' }).waitFor();
    expect(await newest.getByRole('link', { name: 'See Details' }).count()).toBe(0);
    await truckType.getByText('Truck with Drum Brakes').waitFor();

    // Reload in the middle: the open question is still there.
    await page.reload();
    await page.getByRole('heading', { name: 'Choose the Truck Make' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks what a changed answer made earlier, and says what was kept and what is asked again', {
    timeout: 120_000,
  }, async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, 'hubs');
    await page.getByRole('button', { name: 'No proceed without the number' }).click();
    await page.getByRole('button', { name: 'Truck with Drum Brakes' }).click();
    await tapFirstUntilResults(page);
    const results = page.locator('section.hub-results');
    await results.first().waitFor();
    const idle = () => page.locator('.working').waitFor({ state: 'detached' });

    // The newest answer changed: the results before it are earlier, their answers unchangeable.
    const answered = page.locator('section.question-answered:not(.question-earlier)');
    const title = (await answered.last().locator('.question-title-small').textContent()) ?? '';
    const last = page.locator('section.question').filter({ hasText: title }).last();
    await last.getByRole('button', { name: 'Change' }).click();
    await last.locator('button.option:not(.option-chosen)').first().click();
    await idle();
    await tapFirstUntilResults(page);
    await expect.poll(() => results.count()).toBeGreaterThan(1);
    const first = results.first();
    await first.getByText('Earlier results: your answers changed after these.').waitFor();
    expect(await first.getByRole('button', { name: /^Change/ }).count()).toBe(0);
    const newest = results.last();
    expect(await newest.getByRole('button', { name: /^Change/ }).count()).toBeGreaterThan(1);

    // An older answer changed (the truck make): the thread says what stays and what is asked again, and
    // every answer given after it, the newer change included, is marked earlier.
    const make = page.locator('section.question', { hasText: 'Choose the Truck Make' }).first();
    await make.getByRole('button', { name: 'Change' }).click();
    await make.locator('button.option:not(.option-chosen)').first().click();
    await idle();
    const thread = page.getByRole('region', { name: 'Conversation' });
    await thread.getByText(/Changing Truck make\. Kept: Truck type: Truck with Drum Brakes\./).waitFor();
    await thread.getByText(/Given after it, so asked again: .*Axle type/).waitFor();
    await newest.getByText('Earlier results: your answers changed after these.').waitFor();
    const earlier = page.locator('section.question-earlier');
    expect(await earlier.count()).toBeGreaterThan(1);
    expect(await earlier.getByRole('button').count()).toBe(0);
    await earlier.first().getByText('Earlier answer, changed since').waitFor();
    // the truck make itself and the truck type before it stay answered and changeable
    expect(await make.getByRole('button', { name: 'Change' }).count()).toBe(1);
    await page.screenshot({ path: '/tmp/chat-earlier-1280.png', fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: '/tmp/chat-earlier-360.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps an answer that arrived just before a reload', { timeout: 60_000 }, async () => {
    const context = await app.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, 'hubs'); // HUBS on the home screen opens its page; the chat starts on the word
    await page.getByRole('button', { name: 'No proceed without the number' }).click();
    // Reload in the same instant the next question shows, on a slow phone (a 30 times slower CPU): the
    // page goes away before IndexedDB has finished writing the answer.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 });
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => {
      const shown = () =>
        [...document.querySelectorAll('h2, h3')].some((h) =>
          h.textContent?.includes('Choose the Truck Make'),
        );
      new MutationObserver(() => {
        if (shown()) window.location.reload();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Truck with Drum Brakes' }).click();
    await reloaded;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('heading', { name: 'Choose the Truck Make' }).waitFor();
    await page
      .locator('section.question-answered', { hasText: 'Are you looking for a hub for your' })
      .getByText('Truck with Drum Brakes')
      .waitFor();
    await context.close();
  });

  it('Back typed in the composer asks the previous question again', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, 'no number');
    await page.getByRole('button', { name: 'Truck with Disc Brakes' }).click();
    await page.getByRole('heading', { name: 'Choose the Truck Make' }).waitFor();
    await typeInChat(page, 'back');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Are you looking for a hub for your' }).count())
      .toBeGreaterThan(0);
    await context.close();
  });
});
