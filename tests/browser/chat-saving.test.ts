// A conversation the chat writes once per answer (issue 17, decision 041) still keeps everything: a question
// typed while its answer is on its way and an answer just shown both survive a reload, and a page that is
// hidden writes what it has. A long thread still works: older cards wait while an answer is on its way and
// answer again after it, only the newest calculator form is open, and in the chat the thread is the one
// live region that speaks a question's count (a flow page's count is its own status).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, holdRequests, typeInChat } from '../support/browser.ts';

const app = browserSuite();

const thread = (page: Page) => page.getByRole('region', { name: 'Conversation' });

type Stored = { role: string; text: string };

/** The open conversation's messages as the browser's database holds them (its role and typed text). */
function storedMessages(page: Page): Promise<Stored[]> {
  return page.evaluate(
    () =>
      new Promise<Stored[]>((resolve, reject) => {
        const request = indexedDB.open('wheel-end-parts-finder');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction(['settings', 'conversations'], 'readonly');
          const active = tx.objectStore('settings').get('activeConversation');
          active.onsuccess = () => {
            const row = tx.objectStore('conversations').get(active.result?.value ?? '');
            row.onsuccess = () => {
              const messages = (row.result?.messages ?? []) as {
                role: string;
                parts: { type: string; text?: string }[];
              }[];
              db.close();
              resolve(
                messages.map((m) => ({
                  role: m.role,
                  text: m.parts.map((p) => (p.type === 'text' ? (p.text ?? '') : '')).join(''),
                })),
              );
            };
          };
        };
      }),
  );
}

const CHOOSE = 'Which calculator would you like to use?';
/** expect.poll's own 1 s is short for an answer on a busy machine; as long as a locator's wait. */
const WAIT = { timeout: 10_000 };

describe('saving the conversation once per answer', () => {
  it('keeps a question whose answer was on its way, and an answer just shown, across reloads', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      const chat = await holdRequests(page, '**/api/chat');
      await typeInChat(page, 'calculator');
      await chat.requested;
      await thread(page).locator('.msg-user', { hasText: 'calculator' }).waitFor();

      await page.reload();
      await thread(page).locator('.msg-user', { hasText: 'calculator' }).waitFor();
      // asked again as the page comes back: its answer was cut off a moment ago (an older one keeps its
      // Retry card, below); the question is not asked twice in the thread
      await thread(page).getByRole('status').filter({ hasText: 'Looking that up' }).waitFor();
      await chat.release();
      await thread(page).getByRole('heading', { name: CHOOSE }).waitFor();

      // at once, while the write of the answer may still be under way
      await page.reload();
      await thread(page).getByRole('heading', { name: CHOOSE }).waitFor();
      expect(await thread(page).locator('.msg-user').allTextContents()).toEqual(['calculator']);
      expect(await thread(page).locator('.msg').count()).toBe(2);
      await expect
        .poll(() => storedMessages(page).then((m) => m.map((x) => x.role)), WAIT)
        .toEqual(['user', 'assistant']);
      expect(errors).toEqual([]);
    });
  });

  it('a page hidden while the answer is on its way writes the question to the browser database', async () => {
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/hub`);
      const chat = await holdRequests(page, '**/api/chat');
      await typeInChat(page, 'calculator');
      await chat.requested;
      await thread(page).locator('.msg-user', { hasText: 'calculator' }).waitFor();
      // what a phone does when the visitor switches apps (it may end the page later without pagehide)
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(() => storedMessages(page), WAIT).toEqual([{ role: 'user', text: 'calculator' }]);
      await chat.release();
      await thread(page).getByRole('heading', { name: CHOOSE }).waitFor();
    });
  });
});

describe("a returning visitor's database", () => {
  it('a conversation kept by the earlier app (IndexedDB version 20) opens and is written again', async () => {
    await app.withPage(360, async (page, errors) => {
      // the database as the app made it through Dexie before decision 052, made on the app's origin
      // before any of the app's scripts ran there
      await page.goto(`${app.server.url}/api/health`);
      await page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const request = indexedDB.open('wheel-end-parts-finder', 20);
            request.onupgradeneeded = () => {
              const db = request.result;
              db.createObjectStore('conversations', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
              db.createObjectStore('settings', { keyPath: 'key' });
              db.createObjectStore('notifications', { keyPath: 'Id' });
            };
            request.onerror = () => reject(request.error);
            request.onsuccess = () => {
              const db = request.result;
              const tx = db.transaction(['conversations', 'settings'], 'readwrite');
              tx.objectStore('conversations').put({
                id: 'kept-before',
                title: 'calculator',
                createdAt: 1,
                updatedAt: 1,
                messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'calculator' }] }],
              });
              tx.objectStore('settings').put({ key: 'activeConversation', value: 'kept-before' });
              tx.oncomplete = () => {
                db.close();
                resolve();
              };
              tx.onerror = () => reject(tx.error);
            };
          }),
      );
      await page.goto(`${app.server.url}/hub`);
      await thread(page).locator('.msg-user', { hasText: 'calculator' }).waitFor();
      const unanswered = page.getByRole('alert').filter({ hasText: 'This message has no answer yet.' });
      await unanswered.getByRole('button', { name: 'Retry' }).click();
      await thread(page).getByRole('heading', { name: CHOOSE }).waitFor();
      await expect
        .poll(() => storedMessages(page).then((m) => m.map((x) => x.role)), WAIT)
        .toEqual(['user', 'assistant']);
      await page.reload();
      await thread(page).getByRole('heading', { name: CHOOSE }).waitFor();
      expect(await thread(page).locator('.msg-user').allTextContents()).toEqual(['calculator']);
      expect(errors).toEqual([]);
    });
  });
});

describe('a long conversation', () => {
  it('older cards wait while an answer is on its way and work after many turns', {
    timeout: 90_000,
  }, async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, 'hubs');
      await page.getByRole('button', { name: 'No proceed without the number' }).click();
      await page.getByRole('heading', { name: 'Are you looking for a hub for your' }).waitFor();
      await page.getByRole('button', { name: 'Truck with Drum Brakes' }).click();
      await page.getByRole('heading', { name: 'Choose the Truck Make' }).waitFor();
      const answered = thread(page).locator('section.question-answered', {
        hasText: 'Truck with Drum Brakes',
      });
      const change = answered.getByRole('button', { name: 'Change' });

      for (let turn = 0; turn < 12; turn++) {
        await typeInChat(page, 'calculator');
        await expect
          .poll(() => thread(page).getByRole('heading', { name: CHOOSE }).count(), WAIT)
          .toBe(turn + 1);
        await page.locator('.thread[aria-busy="false"]').waitFor();
      }
      // only the newest calculator form is open; the others collapsed to their title
      expect(await thread(page).locator('.calc-card:not(.calc-card-closed)').count()).toBe(1);
      expect(await thread(page).locator('.calc-card.calc-card-closed').count()).toBe(11);

      // the first answer's Change, far up the thread, waits while an answer is on its way
      const chat = await holdRequests(page, '**/api/chat');
      await typeInChat(page, 'calculator');
      await chat.requested;
      await expect.poll(() => change.isDisabled(), WAIT).toBe(true);
      await chat.release();
      await expect.poll(() => change.isDisabled(), WAIT).toBe(false);
      expect(await thread(page).locator('.calc-card:not(.calc-card-closed)').count()).toBe(1);

      // and answers again
      await change.click();
      const again = thread(page).getByRole('region', { name: /^Are you looking for a hub for your/ });
      await again.getByRole('button', { name: /^Truck with Drum Brakes/ }).click();
      const open = thread(page).locator('section.question:not(.question-answered)').last();
      await open.getByRole('heading', { name: 'Choose the Truck Make' }).waitFor();
      await page.locator('.thread[aria-busy="false"]').waitFor();
      expect(await open.getByRole('button').first().isDisabled()).toBe(false);
      expect(errors).toEqual([]);
    });
  });

  it('in the chat the thread speaks a question count; a flow page gives its count a status of its own', async () => {
    await app.withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, 'brake drums');
      const open = page.locator('section.card.question:not(.question-answered)');
      // the first answer of a fresh page also waits for the chat's code (decision 044)
      await open.locator('.still-match').waitFor({ timeout: 30_000 });
      const title = await open.getAttribute('aria-label');
      await open.getByRole('button', { name: /^Not sure/ }).click();
      await page
        .locator(`section.card.question:not(.question-answered):not([aria-label="${title}"])`)
        .waitFor();
      await page.locator('.thread[aria-busy="false"]').waitFor();
      // the count is read out as part of the new card, by the thread's polite region, and by nothing else
      expect(await thread(page).getAttribute('aria-live')).toBe('polite');
      expect(await thread(page).locator('.still-match').count()).toBe(1);
      expect(await thread(page).locator('.still-match[role], .still-match[aria-live]').count()).toBe(0);
      expect(await thread(page).locator('[role="status"]').count()).toBe(0);

      // on a flow page the question changes in place: its count is a status that announces the change
      await page.goto(`${app.server.url}/hub/replacement-drum/filter`);
      await page
        .getByRole('status')
        .filter({ hasText: /still match/ })
        .waitFor();
      expect(errors).toEqual([]);
    });
    // two page loads, the first given a page load's time for the chat's code: more than the suite's 30 s
  }, 60_000);
});
