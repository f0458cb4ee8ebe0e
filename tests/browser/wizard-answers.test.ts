// Where you are and what you said, in the hub wizard: every question shows 'Question N of about M' (pages
// and chat); the results list the answers given, each with Change, which reaches that question through the
// engine's history in ONE request (pages: /api/assistant/step, chat: /api/chat); and changing an answer in
// the chat reaches the same state as changing it on the pages.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, typeInChat } from '../support/browser.ts';

const app = browserSuite();

const path = (page: Page) => new URL(page.url()).pathname;

/** Records the engine requests of `page` from now on (their event types). */
function countSteps(page: Page, endpoint: '/api/assistant/step' | '/api/chat') {
  const events: string[] = [];
  page.on('request', (r) => {
    if (!r.url().endsWith(endpoint)) return;
    // The step route takes { state, event }; the chat one turn { message, state } (or a message list).
    type Sent = { metadata?: { event?: { type: string } } };
    const body = JSON.parse(r.postData() ?? '{}') as {
      event?: { type: string };
      message?: Sent;
      messages?: Sent[];
    };
    const sent = body.message ?? body.messages?.at(-1);
    events.push(body.event?.type ?? sent?.metadata?.event?.type ?? 'text');
  });
  return events;
}

type Seen = { indicator: string; title: string; options: string[] };

async function seenIn(root: Locator): Promise<Seen> {
  await root.locator('button.option:not([disabled])').first().waitFor();
  return {
    indicator: (await root.locator('.step-indicator-text').textContent()) ?? '',
    title: (await root.locator('.question-title').textContent()) ?? '',
    options: await root.locator('button.option .option-label').allTextContents(),
  };
}

/** The pages from the truck type to the results by first options; what each question showed and the taps. */
async function pagesToResults(page: Page, truckType: string) {
  await page.goto(`${app.server.url}/hub/truck-type`);
  const seen = [await seenIn(page.locator('.wizard-page'))];
  const taps = [truckType];
  await page.getByRole('button', { name: truckType }).click();
  for (let i = 0; i < 30; i++) {
    await page.locator('.wizard-page button.option:not([disabled]), .hub-results').first().waitFor();
    if (path(page) === '/hub/results') return { seen, taps };
    seen.push(await seenIn(page.locator('.wizard-page')));
    const first = page.locator('.wizard-page button.option').first();
    taps.push((await first.locator('.option-label').textContent()) ?? '');
    const title = seen.at(-1)?.title;
    await first.click();
    await page.waitForFunction(
      (t) =>
        document.querySelector('.hub-results') !== null ||
        (document.querySelector('.question-title')?.textContent !== t &&
          document.querySelector('.wizard-page button.option:not([disabled])') !== null),
      title,
    );
  }
  throw new Error('no results after 30 taps');
}

/** The chat from 'hubs' to the results by first options; the open question is the newest unanswered one. */
async function chatToResults(page: Page, truckType: string) {
  await page.goto(`${app.server.url}/hub`);
  await typeInChat(page, 'hubs');
  await page.getByRole('button', { name: 'No proceed without the number' }).click();
  await page.getByRole('button', { name: truckType }).click();
  const open = () => page.locator('section.question:not(.question-answered)').last();
  const seen: Seen[] = [];
  for (let i = 0; i < 30; i++) {
    await page
      .locator('section.question:not(.question-answered) button.option:not([disabled]), .hub-results')
      .first()
      .waitFor();
    if (await page.locator('.hub-results').count()) return seen;
    seen.push(await seenIn(open()));
    const before = await page.locator('section.question').count();
    await open().locator('button.option').first().click();
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('section.question').length > n ||
        document.querySelector('.hub-results') !== null,
      before,
    );
  }
  throw new Error('no results after 30 taps');
}

const answersIn = async (root: Locator) =>
  (await root.locator('.given-answer-text').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());

describe('the wizard pages say where you are and what you said', () => {
  it('numbers every question, lists the answers, and Change is one request to that question', {
    timeout: 120_000,
  }, async () => {
    await app.withPage(360, async (page, errors) => {
      const { seen, taps } = await pagesToResults(page, 'Truck with Drum Brakes');
      expect(seen.length).toBeGreaterThan(3);
      // Question 1, 2, 3 ... each of about as many or more; the first-option path is the estimate's own.
      for (const [i, s] of seen.entries()) {
        const m = /^Question (\d+) of about (\d+)$/.exec(s.indicator);
        expect(m, s.indicator).not.toBeNull();
        expect(Number(m?.[1])).toBe(i + 1);
        expect(Number(m?.[2])).toBeGreaterThanOrEqual(i + 1);
      }
      const results = page.locator('.hub-results');
      const listed = await answersIn(results);
      expect(listed.map((t) => t.split(': ')[1])).toEqual(taps);
      expect(listed[0]).toBe('Truck type: Truck with Drum Brakes');
      expect(listed[1]).toMatch(/^Truck make: /);

      // Change the truck make: one go-to-step, then its page with the question as it was asked.
      const steps = countSteps(page, '/api/assistant/step');
      await results.getByRole('button', { name: /^Change Truck make/ }).click();
      await page.waitForURL((u) => u.pathname === '/hub/truck-make');
      const make = await seenIn(page.locator('.wizard-page'));
      expect(make).toEqual(seen[1]);
      expect(steps).toEqual(['go-to-step']);

      // A new make, and on to the results again: the list says the new make.
      const second = make.options[1] ?? '';
      await page.locator('.wizard-page button.option').nth(1).click();
      for (let i = 0; i < 30 && path(page) !== '/hub/results'; i++) {
        await page.locator('.wizard-page button.option:not([disabled]), .hub-results').first().waitFor();
        if (path(page) === '/hub/results') break;
        const title = await page.locator('.question-title').textContent();
        await page.locator('.wizard-page button.option').first().click();
        await page.waitForFunction(
          (t) =>
            document.querySelector('.hub-results') !== null ||
            document.querySelector('.question-title')?.textContent !== t,
          title,
        );
      }
      await results.waitFor();
      expect((await answersIn(results))[1]).toBe(`Truck make: ${second}`);
      expect(errors).toEqual([]);
    });
  });

  it('jumps back any number of steps with one request', { timeout: 120_000 }, async () => {
    await app.withPage(1280, async (page) => {
      const { seen } = await pagesToResults(page, 'Trailer with Drum Brakes');
      expect(seen.length).toBeGreaterThan(2);
      const steps = countSteps(page, '/api/assistant/step');
      await page
        .locator('.hub-results')
        .getByRole('button', { name: /^Change Truck type/ })
        .click();
      await page.waitForURL((u) => u.pathname === '/hub/truck-type');
      expect(await seenIn(page.locator('.wizard-page'))).toEqual(seen[0]);
      expect(steps).toEqual(['go-to-step']);
    });
  });
});

describe('the chat says where you are and what you said', () => {
  it('numbers its questions, lists the answers on the results, and Change asks that question again', {
    timeout: 120_000,
  }, async () => {
    await app.withPage(360, async (page, errors) => {
      const seen = await chatToResults(page, 'Truck with Drum Brakes');
      expect(seen[0]?.indicator).toMatch(/^Question 2 of about \d+$/);
      const results = page.locator('.hub-results').last();
      const listed = await answersIn(results);
      expect(listed[0]).toBe('Truck type: Truck with Drum Brakes');
      expect(listed.length).toBe(seen.length + 1);

      const requests = countSteps(page, '/api/chat');
      const before = await page.locator('section.question').count();
      await results.getByRole('button', { name: /^Change Truck make/ }).click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('section.question').length === n + 1,
        before,
      );
      const again = await seenIn(page.locator('section.question').last());
      expect(again).toEqual(seen[0]);
      expect(requests).toEqual(['go-to-step']);
      expect(errors).toEqual([]);
    });
  });

  it('changing the truck make in the chat reaches the same state as Change on the pages', {
    timeout: 120_000,
  }, async () => {
    let onPages: Seen | undefined;
    await app.withPage(1280, async (page) => {
      await pagesToResults(page, 'Truck with Drum Brakes');
      await page
        .locator('.hub-results')
        .getByRole('button', { name: /^Change Truck make/ })
        .click();
      await page.waitForURL((u) => u.pathname === '/hub/truck-make');
      await seenIn(page.locator('.wizard-page'));
      const title = await page.locator('.question-title').textContent();
      await page.locator('.wizard-page button.option').nth(1).click();
      await page.waitForFunction((t) => document.querySelector('.question-title')?.textContent !== t, title);
      onPages = await seenIn(page.locator('.wizard-page'));
    });
    await app.withPage(1280, async (page) => {
      const seen = await chatToResults(page, 'Truck with Drum Brakes');
      const requests = countSteps(page, '/api/chat');
      // The make's card (answered, then open for the change): the first question with its title.
      const make = page.locator('section.question', { hasText: seen[0]?.title ?? '' }).first();
      await make.getByRole('button', { name: 'Change' }).click();
      const before = await page.locator('section.question').count();
      await make.locator('button.option').nth(1).click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('section.question').length === n + 1,
        before,
      );
      // The same next question, numbered the same: the same answers in the engine's history.
      expect(await seenIn(page.locator('section.question').last())).toEqual(onPages);
      expect(requests).toEqual(['go-to-step']);
      // The make's own card now shows the new answer.
      await make
        .getByText(onPages ? ((await make.locator('.answered-value').textContent()) ?? '') : '')
        .waitFor();
    });
  });
});
