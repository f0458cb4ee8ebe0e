// Back in the hub wizard in the browser: on the pages Back walks the questions seen in reverse to /hub (steps
// that answered themselves skipped), an earlier step opened by its path is restored by ONE engine request,
// and changing an answer in the chat leads to the same next question as Back and a new answer on the pages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerChatUntil, browserSuite, typeInChat } from '../support/browser.ts';

const app = browserSuite();

type Seen = { path: string; title: string; options: string[] };

const path = (page: Page) => new URL(page.url()).pathname;

/** The question a page shows: its title and option labels, once its options can be tapped. */
async function seenOn(page: Page, root = page.locator('.wizard-page')): Promise<Omit<Seen, 'path'>> {
  await root.locator('button.option:not([disabled])').first().waitFor();
  return {
    title: (await root.locator('.question-title').textContent()) ?? '',
    options: await root.locator('button.option .option-label').allTextContents(),
  };
}

/** Taps option `index` of the page's question and waits for another question page or the results. */
async function tap(page: Page, index: number): Promise<void> {
  const from = page.url();
  const title = await page.locator('.question-title').textContent();
  await page.locator('.wizard-page button.option').nth(index).click();
  await page.waitForFunction(
    ([u, t]) =>
      (location.href !== u || document.querySelector('.question-title')?.textContent !== t) &&
      (document.querySelector('.wizard-page button.option:not([disabled])') !== null ||
        document.querySelector('.hub-results, .outcome') !== null),
    [from, title] as const,
  );
}

/** Walks the pages from the truck type by first options to the results; the questions seen, in order. */
async function walkToResults(page: Page, truckType: string): Promise<Seen[]> {
  await page.goto(`${app.server.url}/hub/truck-type`);
  const seen: Seen[] = [{ path: '/hub/truck-type', ...(await seenOn(page)) }];
  await page.getByRole('button', { name: truckType }).click();
  // the truck type's own buttons stay tappable for a moment after the tap: wait for the next page
  await page.waitForURL((u) => u.pathname !== '/hub/truck-type');
  for (let i = 0; i < 30; i++) {
    await page.locator('.wizard-page button.option:not([disabled]), .hub-results').first().waitFor();
    if (path(page) === '/hub/results') return seen;
    const shown = await seenOn(page);
    seen.push({ path: path(page), ...shown });
    await tap(page, 0);
  }
  throw new Error('no results after 30 taps');
}

describe('Back in the hub wizard pages', () => {
  it('walks back through every question seen, with its options, to /hub', { timeout: 120_000 }, async () => {
    await app.withPage(1280, async (page, errors) => {
      const seen = await walkToResults(page, 'Truck with Drum Brakes');
      expect(seen.length).toBeGreaterThan(3);
      // The results go back by browser history; every question page by the engine's Back.
      for (const want of seen.toReversed()) {
        await page.getByRole('button', { name: 'Back' }).click();
        await page.waitForURL((u) => u.pathname === want.path);
        expect(await seenOn(page)).toEqual({ title: want.title, options: want.options });
      }
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL((u) => u.pathname === '/hub');
      expect(errors).toEqual([]);
    });
  });

  it("the app's Back and the browser's Back walk the same way, never forward again", {
    timeout: 120_000,
  }, async () => {
    await app.withPage(360, async (page, errors) => {
      const seen = await walkToResults(page, 'Trailer with Disc Brakes');
      const [third, second, last] = seen.slice(-3);
      if (!third || !second || !last) throw new Error('the walk asked too few questions');
      for (const want of [last, second]) {
        await page.getByRole('button', { name: 'Back' }).click();
        await page.waitForURL((u) => u.pathname === want.path);
        await seenOn(page);
      }
      // the browser's Back goes on to the question before, and its Forward returns
      await page.goBack();
      await page.waitForURL((u) => u.pathname === third.path);
      expect(await seenOn(page)).toEqual({ title: third.title, options: third.options });
      await page.goForward();
      await page.waitForURL((u) => u.pathname === second.path);
      expect(await seenOn(page)).toEqual({ title: second.title, options: second.options });
      expect(errors).toEqual([]);
    });
  });

  it('restores an earlier step opened by its path with one engine request', {
    timeout: 120_000,
  }, async () => {
    await app.withPage(360, async (page) => {
      const seen = await walkToResults(page, 'Trailer with Drum Brakes');
      const earlier = seen[1];
      if (!earlier || seen.length < 3) throw new Error('the walk asked too few questions');
      const steps: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/assistant/step')) steps.push(r.postData() ?? '');
      });
      await page.goto(`${app.server.url}${earlier.path}`);
      expect(await seenOn(page)).toEqual({ title: earlier.title, options: earlier.options });
      expect(steps).toHaveLength(1);
      expect(JSON.parse(steps[0] ?? '{}').event).toEqual({ type: 'go-to-step', step: expect.any(Number) });
    });
  });
});

describe('changing an answer in the chat agrees with Back on the pages', () => {
  it('the same next question after a new answer to the truck make', { timeout: 120_000 }, async () => {
    // Pages: to the results, Back to the truck make, the second make.
    let onPages: Omit<Seen, 'path'> | undefined;
    let makeTitle = '';
    await app.withPage(1280, async (page) => {
      const seen = await walkToResults(page, 'Truck with Drum Brakes');
      const make = seen[1];
      if (!make || seen.length < 4) throw new Error('the walk asked too few questions');
      makeTitle = make.title;
      while (path(page) !== make.path || (await page.locator('.question-title').count()) === 0) {
        await page.getByRole('button', { name: 'Back' }).click();
        await page.locator('.wizard-page button.option:not([disabled])').first().waitFor();
      }
      await tap(page, 1);
      onPages = await seenOn(page);
    });

    // Chat: the same walk by taps, then Change on the truck make and the second make.
    await app.withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/hub`);
      // the HUBS button opens the pages (decision 016); the word starts the hub questions in the chat
      await typeInChat(page, 'hubs');
      await page.getByRole('button', { name: 'No proceed without the number' }).click();
      await page.getByRole('button', { name: 'Truck with Drum Brakes' }).click();
      const open = () => page.locator('section.question:not(.question-answered)').last();
      for (let i = 0; i < 30 && !(await page.getByRole('link', { name: 'See Details' }).count()); i++) {
        const before = await page.locator('section.question').count();
        await open().locator('button.option').first().click();
        await page.waitForFunction(
          (n) =>
            document.querySelectorAll('section.question').length > n ||
            [...document.querySelectorAll('a')].some((a) => a.textContent === 'See Details'),
          before,
        );
      }
      const make = page.locator('section.question', { hasText: makeTitle });
      await make.getByRole('button', { name: 'Change' }).click();
      const before = await page.locator('section.question').count();
      await make.locator('button.option').nth(1).click();
      // One go-to-step through the engine's history: the thread ends at the question after the make.
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('section.question').length === n + 1 &&
          document.querySelectorAll('.thread [aria-busy="true"], .working').length === 0,
        before,
      );
      expect(await seenOn(page, open())).toEqual(onPages);
    });
  });
});

describe('a step back in the conversation', () => {
  it('reads the same from a page and from the chat, and never as words the visitor typed', {
    timeout: 120_000,
  }, async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/truck-type`);
      await page.getByRole('button', { name: 'Truck with Drum Brakes' }).click();
      await page.waitForURL((u) => u.pathname === '/hub/truck-make');
      await tap(page, 0);
      // the browser's Back on the pages: the truck make is asked again (go-to-step)
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/hub/truck-make');
      await seenOn(page);
      await page.goto(`${app.server.url}/hub`);
      const thread = page.getByRole('region', { name: 'Conversation' });
      const notes = thread.locator('.msg-step .step-note');
      await notes.first().waitFor();
      expect(await notes.allTextContents()).toEqual(['Back to Truck make']);
      // the chat's own Change on an answer of the results steps back the same way
      await answerChatUntil(page, thread.getByRole('region', { name: 'Your answers' }).last());
      await thread
        .getByRole('region', { name: 'Your answers' })
        .last()
        .getByRole('button', { name: /^Change Truck make/ })
        .click();
      await notes.nth(1).waitFor();
      expect(await notes.allTextContents()).toEqual(['Back to Truck make', 'Back to Truck make']);
      // nothing the visitor did not type reads as a message of theirs
      const said = await thread.locator('.msg-user .bubble').allTextContents();
      expect(said.filter((t) => /^(Back|Change)\b/.test(t))).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
