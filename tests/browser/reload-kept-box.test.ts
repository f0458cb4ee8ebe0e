// A reload (a shaky thumb, a phone waking the tab) right after Enter, or with a question half typed, loses
// nothing: what the box held comes back, and an Enter still waiting for its suggestions is made once the
// page is back — in the box the HTML drew before the app ran as in the app's own (client/chat/hand-over.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appRendered, browserSuite, holdRequests } from '../support/browser.ts';

const app = browserSuite();
const SCRIPTS = /\/assets\/[^/]+\.js$/;
const SUGGESTIONS = /\/api\/v11\/partnumbers\/withaftermarketnumbers\//;

// Each test loads the page two or three times, each load given a page load's time (30 s) under a loaded
// machine: the test as a whole needs more than the suite's 30 s.
const RELOADS_MS = 90_000;

const bubbles = (page: Page) => page.locator('.msg-user .bubble').allTextContents();

/**
 * Opens /hub and asks '8062AX' with its answer held for ever (cut off by the reload that follows); later
 * chat requests go through. Resolves once the question was sent; `count` says how many chat requests were.
 */
async function askHeldQuestion(page: Page) {
  await page.goto(`${app.server.url}/hub`);
  await appRendered(page);
  let chats = 0;
  let asked: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(/\/api\/chat$/, (route) => {
    chats++;
    if (chats === 1) return asked();
    return route.continue();
  });
  await page.getByRole('searchbox').click();
  await page.keyboard.type('8062AX');
  await page.keyboard.press('Enter');
  await first;
  return { count: () => chats };
}

describe('a reload keeps the search box', () => {
  it(
    'an Enter in the box the HTML drew, reloaded before the app ran, is asked once the page is back',
    async () => {
      await app.withPage(360, async (page, errors) => {
        const scripts = await holdRequests(page, SCRIPTS);
        await page.goto(`${app.server.url}/hub`, { waitUntil: 'commit' });
        await scripts.requested;
        await page.getByRole('searchbox').click();
        await page.keyboard.type('8062AX');
        await page.keyboard.press('Enter');
        // the old page's scripts never run: the reload comes first (releasing them could let the app
        // start and send in the old page, racing the reload)
        scripts.passLater();
        await page.reload();
        // its one suggestion is what is asked, as without the reload (after a page load's time)
        await page.locator('.msg-user .bubble', { hasText: 'Gunite 8062AX' }).waitFor({ timeout: 30_000 });
        await page.locator('.msg-assistant', { hasText: '10600127' }).first().waitFor();
        expect(await bubbles(page)).toEqual(['Gunite 8062AX']);
        expect(errors).toEqual([]);
      });
    },
    RELOADS_MS,
  );

  it(
    "an Enter in the app's box still waiting for its suggestions is asked after the reload, once",
    async () => {
      await app.withPage(1280, async (page, errors) => {
        await page.goto(`${app.server.url}/hub`);
        await appRendered(page);
        const held = await holdRequests(page, SUGGESTIONS);
        await page.getByRole('searchbox').click();
        await page.keyboard.type('8062AX');
        await page.keyboard.press('Enter');
        // the suggestions are asked for and held: the Enter waits for them
        await held.requested;
        expect(await bubbles(page)).toEqual([]);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.reload();
        // the load after the reload brings the app's and the chat's code before the answer: a page load's time
        await page.locator('.msg-assistant', { hasText: '10600127' }).first().waitFor({ timeout: 30_000 });
        expect(await bubbles(page)).toEqual(['Gunite 8062AX']);
        // a later reload asks nothing again
        await page.reload();
        await page.locator('.msg-assistant', { hasText: '10600127' }).first().waitFor();
        await appRendered(page);
        expect(await bubbles(page)).toEqual(['Gunite 8062AX']);
        expect(await page.getByRole('searchbox').inputValue()).toBe('');
        expect(errors).toEqual([]);
      });
    },
    RELOADS_MS,
  );

  it(
    'a question whose answer a reload cut off is asked again once the page is back, once',
    async () => {
      await app.withPage(360, async (page, errors) => {
        // the first question's answer never comes (the page is reloaded while it is on its way); later ones do
        const chat = await askHeldQuestion(page);
        await page.reload();
        await page.locator('.msg-assistant', { hasText: '10600127' }).first().waitFor({ timeout: 30_000 });
        expect(await bubbles(page)).toEqual(['Gunite 8062AX']);
        expect(chat.count()).toBe(2);
        expect(await page.getByText('This message has no answer yet.').count()).toBe(0);
        expect(errors).toEqual([]);
      });
    },
    RELOADS_MS,
  );

  it(
    'a question cut off more than a minute before the page is back keeps its Retry card and is not asked again',
    async () => {
      await app.withPage(360, async (page, errors) => {
        const chat = await askHeldQuestion(page);
        // the thread the page leaves in localStorage (client/chat/conversations.ts) reads as left two
        // minutes ago when the next page starts: a tab ended long ago, not a reload after Enter
        await page.addInitScript(() => {
          const key = 'wef-unsaved-messages';
          const left = JSON.parse(localStorage.getItem(key) ?? 'null') as { leftAt?: number } | null;
          if (typeof left?.leftAt === 'number')
            localStorage.setItem(key, JSON.stringify({ ...left, leftAt: left.leftAt - 120_000 }));
        });
        await page.reload();
        const unanswered = page.getByRole('alert').filter({ hasText: 'This message has no answer yet.' });
        await unanswered.waitFor({ timeout: 30_000 });
        expect(await bubbles(page)).toEqual(['Gunite 8062AX']);
        expect(chat.count()).toBe(1);
        await unanswered.getByRole('button', { name: 'Retry' }).click();
        await page.locator('.msg-assistant', { hasText: '10600127' }).first().waitFor();
        expect(chat.count()).toBe(2);
        expect(errors).toEqual([]);
      });
    },
    RELOADS_MS,
  );

  it(
    'text typed and not sent is in the box again, as typed, and is not sent',
    async () => {
      await app.withPage(360, async (page, errors) => {
        await page.goto(`${app.server.url}/hub`);
        await appRendered(page);
        await page.getByRole('searchbox').click();
        await page.keyboard.type('<b>16.5 x 7</b> drum');
        await page.reload();
        await appRendered(page);
        await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('<b>16.5 x 7</b> drum');
        expect(await bubbles(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    },
    RELOADS_MS,
  );
  it(
    "text left in one conversation's box is not brought into a new conversation by a reload",
    async () => {
      await app.withPage(360, async (page, errors) => {
        await page.goto(`${app.server.url}/hub`);
        await appRendered(page);
        await page.getByRole('searchbox').fill('8062AX');
        await page.getByRole('searchbox').press('Enter');
        await page.locator('.msg-assistant', { hasText: '10600127' }).first().waitFor();
        await page.getByRole('searchbox').fill('half a question');
        await page.getByRole('button', { name: 'New conversation' }).click();
        await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('');
        await page.reload();
        await appRendered(page);
        await page.getByRole('searchbox').waitFor();
        expect(await page.getByRole('searchbox').inputValue()).toBe('');
        expect(await bubbles(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    },
    RELOADS_MS,
  );
});
