// /hub paints its home before the chat's code arrives (decision 044). Checked by holding the conversation's
// module (the chat SDK's importer): the home is there without it and asks for it only once painted and the
// visitor has typed or tapped (decision 049); when it comes the chat's own home takes the place of the
// first one with nothing moved, and nothing typed or sent on the first home is lost.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appRendered, browserSuite, deferredStartDone, engage, holdRequests } from '../support/browser.ts';

const app = browserSuite();

const CHAT_MODULE = /\/assets\/Conversation-[^/]+\.js$/;
const SUGGESTIONS = /\/api\/v\d+\/partnumbers\/withaftermarketnumbers\//;

/** Marks the first home's search box; `chatBox` then finds the one the chat's home put in its place. */
async function markFirstBox(page: Page) {
  await page.getByRole('searchbox').evaluate((el) => el.setAttribute('data-first-home', ''));
}
const chatBox = (page: Page) => page.locator('input[type="search"]:not([data-first-home])');
/** Opens /hub with the chat's module held: the first home stands, its box marked; release the module later. */
async function openFirstHome(page: Page) {
  const chat = await holdRequests(page, CHAT_MODULE);
  await page.goto(`${app.server.url}/hub`);
  await engage(page);
  await chat.requested;
  await markFirstBox(page);
  return chat;
}

const HOME = 'What are you looking for?';

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  return b && [b.x, b.y, b.width, b.height].map(Math.round);
};
const PIECES = ['h1.home-heading', '.home-help', 'input[type="search"]', 'nav.categories', 'footer.footer'];

describe('/hub before the chat has loaded', () => {
  it('the plain home loads no chat code until the visitor types, and the key that starts it is kept', async () => {
    await app.withPage(360, async (page) => {
      let asked = 0;
      await page.route(CHAT_MODULE, (route) => {
        asked += 1;
        return route.continue();
      });
      await page.goto(`${app.server.url}/hub`);
      await appRendered(page);
      // past its first screen and idle: the deferred start-up work is done, and still no chat code
      await deferredStartDone(page);
      expect(asked).toBe(0);
      // the first key starts it (the box has the focus from the start); that key and the next ones stay
      // in the box, and Enter sends them
      await expect(page.getByRole('searchbox').evaluate((el) => el === document.activeElement)).resolves.toBe(
        true,
      );
      await page.keyboard.type('10083923');
      await page.keyboard.press('Enter');
      await page.locator('.msg-user:has-text("10083923") + .msg-assistant .part-card').first().waitFor();
      expect(asked).toBe(1);
    });
  });

  for (const width of [360, 1280]) {
    it(`at ${width} px: the home paints first, and the chat's home replaces it with nothing moved`, async () => {
      await app.withPage(width, async (page) => {
        let homeWhenAsked = false;
        const chat = await holdRequests(page, CHAT_MODULE, async () => {
          homeWhenAsked = await page.evaluate(() => Boolean(document.querySelector('h1.home-heading')));
        });
        await page.goto(`${app.server.url}/hub`);
        await engage(page);
        await chat.requested;
        expect(homeWhenAsked).toBe(true);
        await page.getByRole('heading', { name: HOME }).waitFor();
        await page.getByRole('link', { name: 'BRAKE ROTORS', exact: true }).waitFor();
        await markFirstBox(page);
        const before = await Promise.all(PIECES.map((s) => box(page, s)));
        expect(before.every(Boolean)).toBe(true);

        await chat.release();
        await chatBox(page).waitFor();
        expect(await Promise.all(PIECES.map((s) => box(page, s)))).toEqual(before);
        await expect(chatBox(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      });
    });
  }

  it('a category tabbed to on the first home keeps the focus when the chat draws its own home', async () => {
    await app.withPage(1280, async (page) => {
      const chat = await openFirstHome(page);
      // from the box (focused from the start) to the first category: the key that also loads the chat
      const first = page.getByRole('link', { name: 'HUBS', exact: true });
      await first.evaluate((el) => el.setAttribute('data-first-home', ''));
      const focusedNow = () => first.evaluate((el) => el === document.activeElement);
      for (let tabs = 0; tabs < 20 && !(await focusedNow()); tabs++) await page.keyboard.press('Tab');
      await expect(focusedNow()).resolves.toBe(true);
      await chat.release();
      await chatBox(page).waitFor();
      // the chat's own link, drawn anew, has it: the next Tab goes on from there, not from the page's top
      const focused = page.locator(':focus');
      await expect(focused.textContent()).resolves.toBe('HUBS');
      await expect(focused.getAttribute('data-first-home')).resolves.toBeNull();
    });
  });

  it("what was typed on the first home is in the chat's box, and sends from there", async () => {
    await app.withPage(360, async (page) => {
      const chat = await openFirstHome(page);
      await page.getByRole('searchbox').fill('brake drum for a trailer');
      await chat.release();
      await chatBox(page).waitFor();
      await expect(chatBox(page).inputValue()).resolves.toBe('brake drum for a trailer');
      await chatBox(page).press('Enter');
      await page.locator('.msg-user .bubble', { hasText: 'brake drum for a trailer' }).waitFor();
    });
  });

  it('a question sent on the first home is asked once the chat is there', async () => {
    await app.withPage(360, async (page) => {
      const chat = await openFirstHome(page);
      await page.getByRole('searchbox').fill('brake drum for a trailer');
      await page.getByRole('searchbox').press('Enter');
      // kept in the address for the chat, which sends it when it mounts (as the side menu's links do)
      await page.waitForURL(/[?&]ask=brake/);
      await chat.release();
      await page.locator('.msg-user .bubble', { hasText: 'brake drum for a trailer' }).waitFor();
      await page.waitForURL((url) => !url.searchParams.has('ask'));
      expect(await page.locator('.msg-user').count()).toBe(1);
    });
  });

  it('Enter still waiting for its suggestions when the chat arrives is carried out by the chat', async () => {
    await app.withPage(360, async (page) => {
      const chat = await openFirstHome(page);
      const suggestions = await holdRequests(page, SUGGESTIONS);
      await page.getByRole('searchbox').fill('10800001');
      await page.getByRole('searchbox').press('Enter');
      await suggestions.requested;
      await chat.release();
      await chatBox(page).waitFor();
      await expect(chatBox(page).inputValue()).resolves.toBe('10800001');
      await suggestions.release();
      // the one suggestion is what is sent (as when Enter is pressed on the chat's own box), once
      await page.locator('.msg-user .bubble', { hasText: 'ConMet 10800001' }).waitFor();
      await page.getByText('PreSet / PreSet Plus Hub Rebuild Kit').first().waitFor();
      expect(await page.locator('.msg-user').count()).toBe(1);
    });
  });

  it("Enter whose wait ends in the frame that gives the chat's box its place is sent once, not by both boxes", async () => {
    await app.withPage(360, async (page) => {
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && /\/api\/chat$/.test(r.url())) sent.push(r.postData() ?? '');
      });
      // The page's timers on a clock the test moves: the first box's wait for its suggestions ticks every
      // 100 ms, and the frame's passive effects run after the next animation frame.
      await page.clock.install();
      const chat = await openFirstHome(page);
      const suggestions = await holdRequests(page, SUGGESTIONS);
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(now + 1000);
      await page.getByRole('searchbox').fill('hubs');
      await page.getByRole('searchbox').press('Enter');
      // the first wait's tick is due 100 ms after Enter, and every 100 ms; the suggestions are asked at 500
      await page.clock.runFor(550);
      await suggestions.requested;
      const answered = page.waitForResponse(SUGGESTIONS);
      await suggestions.release();
      await answered;
      // the answer is in the first box's state; its next tick is at 600
      await page.clock.runFor(49);
      await chat.release();
      await chatBox(page).waitFor();
      // the tick comes before the frame: the box that left must not send what it handed over
      await page.clock.runFor(1);
      await page.clock.resume();
      await page.getByRole('button', { name: 'No proceed without the number' }).first().waitFor();
      await page.waitForURL((url) => !url.searchParams.has('ask'));
      expect(sent).toHaveLength(1);
      expect(await page.locator('.msg-user').count()).toBe(1);
    });
  });

  it("the chat's box has the focus in the task that takes the first box away: no key typed meanwhile is lost", async () => {
    await app.withPage(1280, async (page) => {
      const chat = await openFirstHome(page);
      await page.getByRole('searchbox').click();
      await page.keyboard.type('108');
      // a mutation observer's callback runs before any key event queued behind the swap's task
      await page.evaluate(() => {
        new MutationObserver((_, observer) => {
          if (document.querySelector('[data-first-home]')) return;
          const focused = document.activeElement as HTMLElement | null;
          (window as unknown as { focusAtSwap: string }).focusAtSwap = focused?.matches(
            'input[type="search"]',
          )
            ? 'the chat box'
            : (focused?.tagName ?? 'nothing');
          observer.disconnect();
        }).observe(document.body, { childList: true, subtree: true });
      });
      await chat.release();
      await chatBox(page).waitFor();
      expect(await page.evaluate(() => (window as unknown as { focusAtSwap?: string }).focusAtSwap)).toBe(
        'the chat box',
      );
      await page.keyboard.type('00001');
      await page.keyboard.press('Enter');
      await page.locator('.msg-user .bubble', { hasText: 'ConMet 10800001' }).waitFor();
    });
  });

  it('after a step on the wizard pages, /hub waits for that thread instead of a home box that then vanishes', async () => {
    await app.withPage(1280, async (page) => {
      // the pages' step is written to the conversation before the page shows its question
      await page.goto(`${app.server.url}/hub/truck-type`);
      await page.locator('button.option').first().waitFor();
      await page.addInitScript(() => {
        const w = window as unknown as { homeAfterTakeOver: boolean };
        w.homeAfterTakeOver = false;
        // once the client has rendered into #root (Preact's tree on it), no home may stand there
        new MutationObserver(() => {
          const root = document.getElementById('root');
          if (root && '__k' in root && document.querySelector('.assistant-empty')) w.homeAfterTakeOver = true;
        }).observe(document, { childList: true, subtree: true, attributes: true });
      });
      const chat = await holdRequests(page, CHAT_MODULE);
      await page.goto(`${app.server.url}/hub`);
      await chat.requested;
      await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor();
      await chat.release();
      await page.getByRole('button', { name: 'Truck with Drum Brakes' }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { homeAfterTakeOver: boolean }).homeAfterTakeOver),
      ).toBe(false);
      // a number typed now is answered after that thread
      await page.getByRole('searchbox').fill('10083923');
      await page.getByRole('searchbox').press('Enter');
      await page.locator('.msg-user:has-text("10083923") + .msg-assistant .part-card').first().waitFor();
    });
  });
});
