// Every link stands alone: for each kind of answer the chat gives, its "Open as page" link is opened in a
// fresh browser context (empty IndexedDB, no history) and the page must show what the chat card showed: the
// same part numbers, and for hub results the same hubs with the spindle-nut line the answer depends on.
// Also the rotor page by its id alone, an unknown rotor id, and the calculator confirmation opened cold.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, partNumbersIn, typeInChat } from '../support/browser.ts';

const app = browserSuite();
let hubs: [string, string] = ['', ''];
beforeAll(async () => {
  const { Results } = await app.server.getJson<{ Results: string[] }>(
    '/api/v11/hubassemblynumbers/withaftermarketparts/100',
  );
  const [a, b] = Results;
  if (!a || !b) throw new Error('catalog has fewer than two maker hub numbers');
  hubs = [a, b];
});

/** The newest answer of the chat and its "Open as page" link. */
async function lastAnswer(page: Page): Promise<{ card: Locator; href: string }> {
  const card = page.locator('.msg-assistant').last();
  const link = card.getByRole('link', { name: 'Open as page' }).last();
  await link.waitFor();
  return { card, href: (await link.getAttribute('href')) ?? '' };
}

/**
 * Opens `href` in a fresh context and returns what the page's main section shows, once `ready` is there
 * and every number of `expected` (a page shows its searched number before the rest of its answer).
 */
async function openCold(
  href: string,
  ready: string,
  expected: string[] = [],
): Promise<{ numbers: string[]; text: string }> {
  let out = { numbers: [] as string[], text: '' };
  await app.withPage(1280, async (page) => {
    await page.goto(`${app.server.url}${href}`);
    const main = page.locator('section.page').first();
    await main.getByText(ready, { exact: false }).first().waitFor();
    await expect
      .poll(
        async () => {
          const numbers = await partNumbersIn(main);
          return expected.filter((n) => !numbers.includes(n));
        },
        { message: `${href}: numbers the chat showed, missing on the page` },
      )
      .toEqual([]);
    out = { numbers: await partNumbersIn(main), text: (await main.textContent()) ?? '' };
  });
  return out;
}

/** Asks the chat `text` and checks its answer's page, opened cold, shows the card's numbers. */
async function checkAnswer(text: string, ready: (card: Locator) => Promise<string>) {
  await app.withPage(1280, async (page) => {
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, text);
    await page.locator('.msg-assistant').first().waitFor();
    const { card, href } = await lastAnswer(page);
    const shown = await partNumbersIn(card);
    expect(shown.length).toBeGreaterThan(0);
    const cold = await openCold(href, await ready(card), shown);
    for (const n of shown) expect(cold.numbers, `${text}: ${href} lacks ${n}`).toContain(n);
  });
}

describe('"Open as page" links opened in a fresh browser show what the chat showed', () => {
  it.each([
    ['a rotor (part cards)', '10083923'],
    ['a drum (part cards)', '10600001'],
    ['a rebuild kit (part cards)', '10800001'],
    ['a seal and spacer kit (part cards)', '10840001'],
  ])('%s', { timeout: 60_000 }, async (_kind, number) => {
    await checkAnswer(number, async () => number);
  });

  it('hub components (part groups)', { timeout: 60_000 }, async () => {
    await checkAnswer(`components for ${hubs[0]}`, async () => hubs[0]);
  });

  it('compare', { timeout: 60_000 }, async () => {
    await checkAnswer(`compare ${hubs[0]} ${hubs[1]}`, async () => hubs[1]);
  });

  it('the discontinued rotor (outcome)', { timeout: 60_000 }, async () => {
    await app.withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, '10009970');
      const { card, href } = await lastAnswer(page);
      const title = (await card.locator('.outcome-title').textContent()) ?? '';
      expect(title).toBe('Sorry, the 10009970 rotor has been discontinued.');
      const cold = await openCold(href, title);
      expect(cold.text).toContain('Contact customer service');
    });
  });

  it('hub results after the spindle-nut question keep its answer', { timeout: 120_000 }, async () => {
    await app.withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, 'no number');
      await page.getByRole('button', { name: 'Truck with Drum Brakes' }).click();
      for (let i = 0; i < 30 && !(await page.locator('section.hub-results').count()); i++) {
        const open = page.locator('section.question:not(.question-answered)').last();
        await open.locator('button.option').first().waitFor();
        const before = await page.locator('section.question').count();
        // The first option everywhere: 'Yes' at the spindle-nut question.
        await open.locator('button.option').first().click();
        await page.waitForFunction(
          (n) =>
            document.querySelectorAll('section.question').length > n ||
            document.querySelector('section.hub-results') !== null,
          before,
        );
      }
      const card = page.locator('section.hub-results').last();
      await card.getByRole('link', { name: 'See Details' }).first().waitFor();
      expect(await card.textContent()).toContain('Optional Spindle nut');
      const href = (await card.getByRole('link', { name: 'Open as page' }).getAttribute('href')) ?? '';
      expect(href).toContain('spnut=1');
      const shown = await partNumbersIn(card);
      const cold = await openCold(href, 'Optional Spindle nut');
      expect(cold.numbers).toEqual(shown);
    });
  });
});

/** In the chat: the hub questions by words, then taps `labels` (a RegExp: the first option it matches). */
async function chatWizard(page: Page, taps: RegExp[]): Promise<string[]> {
  await page.goto(`${app.server.url}/hub`);
  await typeInChat(page, 'no number');
  const titles: string[] = [];
  for (const label of taps) {
    const open = page.locator('section.question:not(.question-answered)').last();
    titles.push((await open.locator('.question-title').textContent()) ?? '');
    const before = await page.locator('section.question').count();
    await open.locator('button.option', { hasText: label }).first().click();
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('section.question').length > n ||
        document.querySelector('.msg-assistant .outcome-title') !== null,
      before,
    );
  }
  return titles;
}

describe('wizard pages opened by their link alone', () => {
  it('a question page shows the question the chat asked, and Back goes to the one before', {
    timeout: 120_000,
  }, async () => {
    let card = { title: '', options: [] as string[], href: '', previous: '' };
    await app.withPage(1280, async (page) => {
      const tapped = await chatWizard(page, [/^Truck with Drum Brakes/, /./]);
      const open = page.locator('section.question').last();
      await open.locator('button.option').first().waitFor();
      const link = open.getByRole('link', { name: 'Open as page' });
      card = {
        title: (await open.locator('.question-title').textContent()) ?? '',
        options: await open.locator('button.option .option-label').allTextContents(),
        href: (await link.getAttribute('href')) ?? '',
        previous: tapped.at(-1) ?? '',
      };
    });
    // the link carries the answers the question stands on
    expect(card.href).toMatch(/^\/hub\/[a-z-]+\?.*tcomp=1.*tmake=/);
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}${card.href}`);
      const wizard = page.locator('.wizard-page');
      await wizard.locator('button.option:not([disabled])').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(new URL(card.href, app.server.url).pathname);
      expect(await wizard.locator('.question-title').textContent()).toBe(card.title);
      expect(await wizard.locator('button.option .option-label').allTextContents()).toEqual(card.options);
      // rebuilt with its history: Back asks the question before it, not the start
      await page.getByRole('button', { name: 'Back' }).click();
      await wizard.locator('.question-title', { hasText: card.previous }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('the unitized outcome shows the same outcome opened alone', { timeout: 120_000 }, async () => {
    let href = '';
    let title = '';
    await app.withPage(1280, async (page) => {
      await chatWizard(page, [/^Truck with Drum Brakes/, /^Volvo/, /Unitized/]);
      const outcome = page.locator('.msg-assistant', { has: page.locator('.outcome-title') }).last();
      title = (await outcome.locator('.outcome-title').textContent()) ?? '';
      href = (await outcome.getByRole('link', { name: 'Open as page' }).getAttribute('href')) ?? '';
    });
    expect(title).toBe('Unitized hubs are not serviceable');
    expect(href).toMatch(/^\/hub\/results\?.*aaxna=82/);
    const cold = await openCold(href, title);
    expect(cold.text).toContain('Unitized hub assemblies cannot be rebuilt');
  });
});

describe('pages opened by their link alone', () => {
  it('the rotor page by its id: the rotor, the discontinued one, and an unknown id', {
    timeout: 60_000,
  }, async () => {
    const idOf = async (number: string) =>
      (
        await app.server.getJson<{ Results: { CompetitorBrakeRotorId: number }[] }>(
          `/api/v11/brakerotor/interchanges/${number}`,
        )
      ).Results[0]?.CompetitorBrakeRotorId;
    const kit = await idOf('10083923');
    const gone = await idOf('10009970');
    const rotor = await openCold(`/hub/replacement-rotor/recommended-rotors/${kit}`, 'Rotor Replacement Kit');
    expect(rotor.numbers).toContain('10083923');
    const discontinued = await openCold(
      `/hub/replacement-rotor/recommended-rotors/${gone}`,
      'Sorry, the 10009970 rotor has been discontinued.',
    );
    expect(discontinued.text).toContain('Contact customer service');
    const unknown = await openCold('/hub/replacement-rotor/recommended-rotors/999999999', 'No results');
    expect(unknown.text).not.toContain('discontinued');
  });

  it('the calculator confirmation opened cold claims no email', { timeout: 60_000 }, async () => {
    await app.withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/replace/confirmation`);
      await page
        .getByRole('button', { name: 'Start Again' })
        .or(page.getByRole('heading').first())
        .first()
        .waitFor();
      // read at once: a passing status (the page's loading line) can leave between a count and a read
      for (const text of await page.getByRole('status').allTextContents())
        expect(text).not.toMatch(/emailed|queued/);
      expect(await page.locator('body').textContent()).not.toMatch(/have been emailed|will be emailed/);
    });
  });
});
