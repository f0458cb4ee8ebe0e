// Past conversations (list, new, open, delete with Undo) on a phone and a desktop, and a conversation that
// survives the server going down (error in the thread, Retry), a restart, and a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerChatUntil, browserSuite, scrollSettled, typeInChat } from '../support/browser.ts';
import { allowConsoleErrors } from '../support/page-errors.ts';

const app = browserSuite();

function newPage(width: number) {
  return app.open({ viewport: { width, height: 800 } });
}

const thread = (page: Page) => page.getByRole('region', { name: 'Conversation' });

describe('past conversations', () => {
  it('lists, opens, starts and deletes conversations (with Undo) in the phone sheet', async () => {
    const { context, page, errors } = await newPage(360);
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, 'calculator');
    await page.getByRole('heading', { name: 'Which calculator would you like to use?' }).waitFor();
    await page.getByRole('button', { name: 'New conversation' }).click();
    await page.getByRole('heading', { name: 'What are you looking for?' }).waitFor();
    await typeInChat(page, 'hubs');
    await page.getByRole('heading', { name: 'Do you know your hub assembly number?' }).waitFor();

    // The sidebar is hidden on a phone; the sheet lists both, newest first, with their dates.
    await page.getByRole('button', { name: 'Conversations (2)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Conversations' });
    await sheet.waitFor();
    const titles = sheet.locator('.conv-title');
    expect(await titles.allTextContents()).toEqual(['hubs', 'calculator']);
    expect(await sheet.locator('time').count()).toBe(2);

    await sheet.getByRole('button', { name: /^calculator/ }).click();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    await thread(page).getByRole('heading', { name: 'Which calculator would you like to use?' }).waitFor();
    expect(await thread(page).getByText('Do you know your hub assembly number?').count()).toBe(0);

    // Delete the other one, then Undo brings it back.
    await page.getByRole('button', { name: 'Conversations (2)' }).click();
    await sheet.getByRole('button', { name: 'Delete conversation: hubs' }).click();
    await expect.poll(() => sheet.locator('.conv-title').allTextContents()).toEqual(['calculator']);
    await page.keyboard.press('Escape');
    await page.getByRole('status').filter({ hasText: 'Deleted “hubs”.' }).waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Conversations (2)' }).waitFor();

    // Deleting the open conversation leaves a fresh home screen; the list survives a reload.
    await page.getByRole('button', { name: 'Conversations (2)' }).click();
    await sheet.getByRole('button', { name: 'Delete conversation: calculator' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'What are you looking for?' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Conversations (1)' }).click();
    expect(await sheet.locator('.conv-title').allTextContents()).toEqual(['hubs']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the list beside the thread on a desktop', async () => {
    const { context, page } = await newPage(1280);
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, 'calculator');
    await page.getByRole('heading', { name: 'Which calculator would you like to use?' }).waitFor();
    const sidebar = page.getByRole('complementary', { name: 'Conversations' });
    await sidebar.getByRole('button', { name: /^calculator/ }).waitFor();
    expect(await sidebar.getByRole('button', { name: /^calculator/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    await sidebar.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('heading', { name: 'What are you looking for?' }).waitFor();
    await sidebar.getByRole('button', { name: /^calculator/ }).click();
    await page.getByRole('heading', { name: 'Which calculator would you like to use?' }).waitFor();
    await context.close();
  });

  it('a bad response is shown in the thread with Retry, never a blank screen', async () => {
    const { context, page } = await newPage(1280);
    await page.goto(`${app.server.url}/hub`);
    await page.route('**/api/chat', (route) =>
      route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'data: {"type":"nonsense"}\n\n' }),
    );
    await typeInChat(page, 'calculator');
    const alert = page.getByRole('alert').filter({ hasText: 'We could not get an answer' });
    await alert.waitFor();
    await page.unroute('**/api/chat');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Which calculator would you like to use?' }).waitFor();
    expect(await thread(page).locator('.msg-user').count()).toBe(1);
    await context.close();
  });
});

describe('Back to the thread from a page it linked to', () => {
  it('returns to where the visitor was in the thread, not to its newest answer; a reload shows the end', async () => {
    const { context, page, errors } = await app.open({ viewport: { width: 360, height: 740 } });
    await page.goto(`${app.server.url}/hub`);
    const details = thread(page).getByRole('link', { name: 'See Details' });
    // three hubs asked for, each answered to its card
    for (const [i, hub] of ['10082200', '10082200', '10082200'].entries()) {
      await typeInChat(page, hub);
      await answerChatUntil(page, details.nth(i));
    }
    // up to the first answer's link, far from the thread's end
    const first = details.first();
    await scrollSettled(page); // the newest answer's own reveal has ended
    await first.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await scrollSettled(page);
    const at = await page.evaluate(() => window.scrollY);
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(end - at).toBeGreaterThan(300);
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL((u) => `${u.pathname}${u.search}` === href);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goBack();

    await details.first().waitFor();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(at));
    // a reload of the thread shows its newest answer again
    await page.reload();
    await details.first().waitFor();
    const newestInView = () =>
      page.evaluate(() => {
        const all = document.querySelectorAll('.msg');
        const top = all[all.length - 1]?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight;
      });
    await expect.poll(newestInView).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(at + 1000);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a conversation when the server goes away', () => {
  it('shows the failure with Retry, continues after a restart, and keeps everything on reload', {
    timeout: 90_000,
  }, async () => {
    // the requests made while the server is down fail, and the browser logs them
    allowConsoleErrors('Failed to load resource');
    const { context, page, errors } = await newPage(360);
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, 'hubs'); // HUBS on the home screen opens its page; the chat starts on the word
    await page.getByRole('button', { name: 'No proceed without the number' }).click();
    await page.getByRole('heading', { name: 'Are you looking for a hub for your' }).waitFor();

    await app.server.halt();
    await page.getByRole('button', { name: 'Truck with Drum Brakes' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We could not get an answer' });
    await alert.waitFor();
    await app.server.resume();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Choose the Truck Make' }).waitFor();
    expect(await thread(page).locator('.msg-user', { hasText: 'Truck with Drum Brakes' }).count()).toBe(1);

    // A restart between two taps loses nothing: the state travels with the conversation.
    await app.server.restart();
    const make = page.locator('section.question:not(.question-answered)').last();
    const firstMake = (await make.locator('button.option .option-label').first().textContent()) ?? '';
    await make.locator('button.option').first().click();
    await thread(page).locator('section.question-answered', { hasText: 'Choose the Truck Make' }).waitFor();
    await page.locator('section.question:not(.question-answered)').last().waitFor();
    const count = await thread(page).locator('.msg').count();

    // The tapped button is gone: focus moves to the new question's first option, and the new
    // question's end is in view above the docked composer.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('section.question') !== null))
      .toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const all = document.querySelectorAll('.msg');
          const last = all[all.length - 1]?.getBoundingClientRect();
          const dock = document.querySelector('.composer-dock')?.getBoundingClientRect();
          return !!last && !!dock && last.bottom <= dock.top + 1 && last.top >= 0;
        }),
      )
      .toBe(true);

    await page.reload();
    await thread(page).locator('section.question-answered', { hasText: firstMake.trim() }).waitFor();
    expect(await thread(page).locator('.msg').count()).toBe(count);

    // A question the conversation moved past without an answer collapses; it has nothing to tap.
    await typeInChat(page, 'hubs');
    await page.getByRole('heading', { name: 'Do you know your hub assembly number?' }).waitFor();
    await typeInChat(page, 'no number');
    await page.getByRole('heading', { name: 'Are you looking for a hub for your' }).last().waitFor();
    const stale = thread(page).locator('section.question-stale', {
      hasText: 'Do you know your hub assembly number?',
    });
    await stale.getByText('Not answered').waitFor();
    expect(await stale.getByRole('button').count()).toBe(0);
    // the failed request is the only console error
    expect(errors.every((e) => e.includes('Failed to load resource'))).toBe(true);
    await context.close();
  });
});
