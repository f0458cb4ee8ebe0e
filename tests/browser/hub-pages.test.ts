// The hub area's classic pages on the built app: fresh loads, the wizard by taps on its own pages (same
// engine and IndexedDB state as the chat), Back/Home rules, the tcomp guard, Continue in chat, number search,
// the filters page, and compare. Screenshots of every page at 360 and 1280 px go to a temp folder.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, viewport } from '../support/browser.ts';
import { makerHubNumbers } from '../support/catalog-samples.ts';
import { pickAndCompare } from '../support/compare-picker.ts';
import { allowConsoleErrors } from '../support/page-errors.ts';

const SHOTS = join(tmpdir(), 'hub-pages-shots');
const app = browserSuite();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const TRUCK_TYPE_TITLE = 'Are you looking for a hub for your';

/** A terminated steer hub of the demo catalog (generated deterministically) that no filters lead to. */
const NOT_AVAILABLE_HUB = '10301960';

const fresh = (width = 360) => app.open({ viewport: viewport(width, 800) });

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const path = (page: Page) => new URL(page.url()).pathname;

/** Opens the wizard's first page and taps a truck type; resolves on the next question's page. */
async function chooseTruckType(page: Page, truckType: string): Promise<void> {
  await page.goto(`${app.server.url}/hub/truck-type`);
  await page.getByRole('button', { name: truckType }).click();
  // the truck type's own buttons stay tappable for a moment after the tap: wait for the next page
  await page.waitForURL((u) => u.pathname !== '/hub/truck-type');
}

/** Searches a maker hub number on /hub/search and waits for the filters page's question. */
async function searchToFilters(page: Page, number: string): Promise<void> {
  await page.goto(`${app.server.url}/hub/search`);
  await page.getByPlaceholder('6 or 8 digit assembly number').fill(number);
  await page.getByRole('button', { name: new RegExp(number) }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/hub/filters/**');
  await page.locator('button.option:not([disabled])').first().waitFor();
}

/** Taps the first option of the open question and waits for the next page's question or the results. */
async function tapFirst(page: Page): Promise<void> {
  const title = await page.locator('.question-title').textContent();
  const from = page.url();
  await page.locator('button.option').first().click();
  // on the next question's own page: another path, and a question there that is not the one tapped
  await page.waitForFunction(
    ([t, u]) => {
      const shown = document.querySelector('.question-title')?.textContent;
      return (
        (location.pathname !== new URL(u).pathname && shown !== undefined && shown !== t) ||
        document.querySelector('.hub-results, .outcome') !== null
      );
    },
    [title, from] as const,
  );
  await page.locator('button.option:not([disabled]), .hub-results, .outcome').first().waitFor();
}

describe('hub pages', () => {
  it('each route shows its key text on a fresh load (screenshots at 360 and 1280 px)', {
    timeout: 120_000,
  }, async () => {
    const [a, b] = await makerHubNumbers(app.server);
    const routes: [string, string][] = [
      ['/hub/truck-type', TRUCK_TYPE_TITLE],
      ['/hub/search', 'Enter your hub assembly number'],
      ['/hub/compare-hub', 'Hub Comparison'],
      [`/hub/compare/${a}/${b}`, 'Compare Details'],
      [`/hub/not-available/${NOT_AVAILABLE_HUB}`, 'See Details'],
    ];
    for (const width of [360, 1280]) {
      const { context, page, errors } = await fresh(width);
      for (const [route, text] of routes) {
        await page.goto(`${app.server.url}${route}`);
        await page.getByText(text, { exact: true }).first().waitFor();
        await page.screenshot({ path: join(SHOTS, `${route.split('/')[2]}-${width}.png`), fullPage: true });
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('walks the wizard by taps from /hub/truck-type to /hub/results, one step page per question', {
    timeout: 120_000,
  }, async () => {
    const { context, page, errors } = await fresh();
    await chooseTruckType(page, 'Trailer with Drum Brakes');
    const visited = ['/hub/truck-type (the first question)'];
    for (let i = 0; i < 30 && path(page) !== '/hub/results'; i++) {
      await page.locator('button.option:not([disabled]), .hub-results').first().waitFor();
      if (path(page) === '/hub/results') break;
      const title = await page.locator('.question-title').textContent();
      visited.push(`${path(page)} ${title}`);
      await tapFirst(page);
    }
    expect(path(page)).toBe('/hub/results');
    await page.getByRole('link', { name: 'See Details' }).first().waitFor();
    expect(await page.getByText('Open as page').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'results-360.png'), fullPage: true });
    // every question had its own page of the spec's step paths, in order, none twice
    expect(new Set(visited).size, visited.join('\n')).toBe(visited.length);
    for (const p of visited) expect(p).toMatch(/^\/hub\/[a-z-]+ /);
    expect(visited[1]).not.toMatch(/^\/hub\/truck-type /);

    // A reload keeps the results (the browser's database), and Back on results follows the browser history.
    await page.reload();
    await page.getByRole('link', { name: 'See Details' }).first().waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((u) => u.pathname === visited.at(-1)?.split(' ')[0]);
    await page.locator('button.option').first().waitFor();

    // The chat shows the same walk; its "Open as page" links land on these pages (questions and results).
    await tapFirst(page);
    await page.getByRole('link', { name: 'See Details' }).first().waitFor();
    await page.goto(`${app.server.url}/hub`);
    const results = page.locator('section.hub-results').last();
    await results.getByRole('link', { name: 'See Details' }).first().waitFor();
    const resultsLink = results.getByRole('link', { name: 'Open as page' });
    expect(await resultsLink.getAttribute('href')).toMatch(/^\/hub\/filters\//);
    await resultsLink.click();
    await page.waitForURL('**/hub/filters/**');
    await page.locator('.wizard-page').getByRole('link', { name: 'See Details' }).first().waitFor();
    await page.goto(`${app.server.url}/hub`);
    const firstQuestion = page.locator('section.question', { hasText: TRUCK_TYPE_TITLE }).first();
    await firstQuestion.getByRole('button', { name: 'Change' }).click();
    await firstQuestion.getByRole('link', { name: 'Open as page' }).click();
    await page.waitForURL('**/hub/truck-type');
    await heading(page, TRUCK_TYPE_TITLE).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Back steps to the previous question (and /hub from the first), Home goes to /hub', {
    timeout: 60_000,
  }, async () => {
    const { context, page, errors } = await fresh(1280);
    await chooseTruckType(page, 'Truck with Drum Brakes');
    const second = path(page);
    const secondTitle = await page.locator('.question-title').textContent();
    await tapFirst(page);
    expect(path(page)).not.toBe(second);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((u) => u.pathname === second);
    await heading(page, secondTitle ?? '').waitFor();

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((u) => u.pathname === '/hub/truck-type');
    await heading(page, TRUCK_TYPE_TITLE).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((u) => u.pathname === '/hub');

    await page.goto(`${app.server.url}/hub/truck-type`);
    await heading(page, TRUCK_TYPE_TITLE).waitFor();
    await page
      .getByRole('navigation', { name: 'Step navigation' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.waitForURL((u) => u.pathname === '/hub');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends later steps and the results to /hub/truck-type while no truck type is chosen (tcomp guard)', async () => {
    const { context, page } = await fresh();
    for (const route of ['/hub/axle-type', '/hub/gawr', '/hub/spindle-nut', '/hub/results']) {
      await page.goto(`${app.server.url}${route}`);
      await page.waitForURL('**/hub/truck-type');
      await heading(page, TRUCK_TYPE_TITLE).waitFor();
    }
    await context.close();
  });

  it('a filters link cut short or edited says so and offers the questions and the number search', async () => {
    const { context, page } = await fresh();
    await page.goto(`${app.server.url}/hub/filters/abc`);
    await page.getByRole('heading', { level: 1, name: 'No results were found.' }).waitFor();
    await page.getByText('This link holds no answers to the hub questions').waitFor();
    expect(await page.getByText(/part number you entered/).count()).toBe(0);
    await page.getByRole('link', { name: 'Start the hub questions' }).click();
    await page.waitForURL('**/hub/truck-type');
    await heading(page, TRUCK_TYPE_TITLE).waitFor();
    await context.close();
  });

  it('a filters link with a value the catalog does not have says its answers match no hub, on its own page', {
    timeout: 60_000,
  }, async () => {
    for (const width of [360, 1280]) {
      const { context, page, errors } = await fresh(width);
      await page.goto(`${app.server.url}/hub/filters/tcomp=zzz`);
      const outcome = page.locator('.outcome');
      await outcome
        .getByText('The answer "zzz" to Truck type in this link is not one the catalog has.')
        .waitFor();
      await outcome.getByRole('heading', { name: 'No results were found.' }).waitFor();
      // not the number search's answer, and not sent to its page: no number was entered
      expect(await page.getByText(/part number you entered/).count()).toBe(0);
      expect(path(page)).toBe('/hub/filters/tcomp=zzz');
      await page.screenshot({ path: join(SHOTS, `filters-no-match-${width}.png`), fullPage: true });
      await outcome.getByRole('link', { name: 'Search by part number' }).click();
      await page.waitForURL('**/hub/search');
      await page.goBack();
      await outcome.getByRole('link', { name: 'Start the hub questions' }).click();
      await page.waitForURL('**/hub/truck-type');
      await heading(page, TRUCK_TYPE_TITLE).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a filters link with an axle type no hub has names it and asks the axle type again, the truck type kept', {
    timeout: 60_000,
  }, async () => {
    for (const width of [360, 1280]) {
      const { context, page, errors } = await fresh(width);
      await page.goto(`${app.server.url}/hub/filters/tcomp=1&brkty=1&aaxna=99999`);
      const outcome = page.locator('.outcome');
      await outcome
        .getByText('The answer "99999" to Axle type in this link is not one the catalog has.')
        .waitFor();
      await page.screenshot({ path: join(SHOTS, `filters-unknown-answer-${width}.png`), fullPage: true });
      await outcome.getByRole('link', { name: 'Answer Axle type again' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/hub/filters/tcomp=1&brkty=1'));
      await heading(page, 'Choose the Hub by Axle Type or Bearing Number:').waitFor();
      expect(page.url()).not.toContain('99999');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a step link with an answer its question does not have says so there and asks it again, as text', {
    timeout: 60_000,
  }, async () => {
    const { context, page, errors } = await fresh();
    await page.goto(`${app.server.url}/hub/axle-type?tcomp=1&brkty=1&tmake=999`);
    await page.waitForURL((u) => u.pathname === '/hub/truck-make');
    const note = page.getByRole('status').filter({ hasText: "The link's answer to Truck make" });
    await note.getByText('“999”', { exact: false }).waitFor();
    // answered: the next page has nothing to say about the link
    await page.locator('button.option:not([disabled])').first().click();
    await page.waitForURL((u) => u.pathname === '/hub/axle-type');
    await page.locator('button.option:not([disabled])').first().waitFor();
    expect(await page.getByText("The link's answer to", { exact: false }).count()).toBe(0);
    // a value made of markup is shown as the text it is
    await page.goto(
      `${app.server.url}/hub/axle-type?tcomp=1&brkty=1&tmake=${encodeURIComponent('<b>x</b>')}`,
    );
    await page.waitForURL((u) => u.pathname === '/hub/truck-make');
    await page.getByText('“<b>x</b>”', { exact: false }).waitFor();
    expect(await page.locator('main b').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a step link whose narrowing was taken is not said unknown when its pairs come in another order', {
    timeout: 60_000,
  }, async () => {
    const { context, page, errors } = await fresh();
    // the chat's own link for 'kenworth truck drum brakes steer' (steer axles narrowed), pairs reordered
    const narrowed = encodeURIComponent('2|3|19');
    await page.goto(`${app.server.url}/hub/axle-type?aaxna=${narrowed}&tmake=3&brkty=1&tcomp=1`);
    await page.waitForURL((u) => u.pathname === '/hub/axle-type' && u.search.startsWith('?tcomp=1'));
    await page.locator('button.option:not([disabled])').first().waitFor();
    // the question is the narrowed one: only the steer axles (FF, FL) offered
    const offered = await page.locator('button.option:not([disabled])').allInnerTexts();
    expect(offered.map((o) => o.split('\n')[0]?.trim())).toEqual(['FF', 'FL']);
    expect(await page.getByText("The link's answer to", { exact: false }).count()).toBe(0);
    // an answer the question does not have is still said, the narrowing or not
    await page.goto(`${app.server.url}/hub/axle-type?tcomp=1&brkty=1&tmake=3&aaxna=999`);
    await page.getByText('“999”', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
  it('the not-available page of an available hub is its details page; others keep it; unknown is not found', {
    timeout: 60_000,
  }, async () => {
    const [available] = await makerHubNumbers(app.server);
    const statusOf = async (n: string) =>
      (
        await app.server.getJson<{ Results: { PartStatus: string; IsAftermarketAssembly: boolean }[] }>(
          `/api/v11/hubassemblydetails/${n}`,
        )
      ).Results[0];
    expect(await statusOf(available)).toMatchObject({ PartStatus: 'Active', IsAftermarketAssembly: true });
    expect(await statusOf(NOT_AVAILABLE_HUB)).toMatchObject({ PartStatus: 'Terminated' });
    for (const width of [360, 1280]) {
      const { context, page, errors } = await fresh(width);
      // an old or edited link: the details replace it in history, with the searched text kept
      await page.goto(`${app.server.url}/hub/choose-path`);
      await page.goto(`${app.server.url}/hub/not-available/${available}?searched=Webb%20${available}`);
      await page.waitForURL(`**/hub/details/${available}?searched=*`);
      await page.getByRole('heading', { name: 'Product Details' }).waitFor();
      expect(await page.getByText('This hub is no longer available').count()).toBe(0);
      await page.locator('.searched-heading').getByText(`Webb ${available} → ConMet ${available}`).waitFor();
      await page.screenshot({ path: join(SHOTS, `not-available-of-available-${width}.png`), fullPage: true });
      await page.goBack();
      await page.waitForURL('**/hub/choose-path');
      // a hub that is no longer available keeps its page and its heading
      await page.goto(`${app.server.url}/hub/not-available/${NOT_AVAILABLE_HUB}`);
      await page
        .locator('.hub-results')
        .getByRole('heading', { name: /This hub is no longer available/ })
        .first()
        .waitFor();
      expect(path(page)).toBe(`/hub/not-available/${NOT_AVAILABLE_HUB}`);
      await page.screenshot({ path: join(SHOTS, `not-available-${width}.png`), fullPage: true });
      // a number the catalog does not have: not found, and no redirect
      await page.goto(`${app.server.url}/hub/not-available/10999999`);
      await page.getByRole('heading', { level: 1, name: 'No results were found.' }).waitFor();
      expect(path(page)).toBe('/hub/not-available/10999999');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('Continue in chat opens /hub with the answers given on the pages and the open question', {
    timeout: 60_000,
  }, async () => {
    const { context, page, errors } = await fresh();
    await chooseTruckType(page, 'Trailer with Disc Brakes');
    const openTitle = (await page.locator('.question-title').textContent()) ?? '';
    await page.getByRole('button', { name: 'Continue in chat' }).click();
    await page.waitForURL((u) => u.pathname === '/hub');
    const answered = page.locator('section.question-answered', { hasText: TRUCK_TYPE_TITLE });
    await answered.getByText('Trailer with Disc Brakes').waitFor();
    const open = page.locator('section.question:not(.question-answered)').last();
    await open.getByRole('heading', { name: openTitle }).waitFor();

    // The chat continues the same state: answering there, then opening the page, shows the next question.
    const before = await page.locator('section.question').count();
    await open.locator('button.option').first().click();
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('section.question').length > n || document.querySelector('.hub-results'),
      before,
    );
    const link = page.getByRole('link', { name: 'Open as page' }).last();
    const target = await link.getAttribute('href');
    await link.click();
    // the link carries the answers it stands on (?tcomp=...), so it opens alone too
    await page.waitForURL((u) => `${u.pathname}${u.search}` === target);
    await page.locator('button.option, .hub-results').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('two tabs on different answers: the tab left behind says so instead of taking the questions back, then carries on when asked', {
    timeout: 120_000,
  }, async () => {
    const [a, b] = await makerHubNumbers(app.server);
    const { context, page: first, errors } = await fresh();
    const steps: string[] = [];
    context.on('request', (r) => {
      if (r.url().endsWith('/api/assistant/step')) steps.push(r.url());
    });
    const other = await context.newPage();
    const behind = first.getByRole('heading', { name: 'These questions went on in another tab' });
    const carryOn = async (page: Page) => {
      await page.getByRole('button', { name: 'Carry on from this page' }).click();
      await page.locator('button.option:not([disabled])').first().waitFor();
    };

    // a step page opened by its link, then the other tab starts the questions again with another truck type
    const link = '/hub/axle-type?tcomp=1&brkty=1&tmake=1';
    await first.goto(`${app.server.url}${link}`);
    await first.locator('button.option:not([disabled])').first().waitFor();
    await chooseTruckType(other, 'Trailer with Disc Brakes');
    await other.locator('button.option:not([disabled])').first().waitFor();
    await behind.waitFor();
    expect(`${path(first)}${new URL(first.url()).search}`).toBe(link);
    const sent = steps.length;
    await carryOn(first);
    // one request brought the link's answers back; the other tab now says it was left behind, unasked
    await other.getByRole('heading', { name: 'These questions went on in another tab' }).waitFor();
    expect(steps.length).toBe(sent + 1);
    await first.locator('button.option:not([disabled])').first().click();
    await first.waitForURL((u) => u.pathname !== '/hub/axle-type');

    // two hubs' filters pages: each stands on its own number's answers; without this they asked in turn for ever
    await searchToFilters(first, a);
    await searchToFilters(other, b);
    await behind.waitFor();
    const settled = steps.length;
    await carryOn(first);
    await other.getByRole('heading', { name: 'These questions went on in another tab' }).waitFor();
    expect(steps.length).toBe(settled + 1);
    expect(first.url()).toContain(`found=${a}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a step page whose link could not be rebuilt (the server unreachable) rebuilds it on Retry', async () => {
    // the refused request is logged by the browser: it is the point of the test
    allowConsoleErrors('status of 503');
    await app.withPage(360, async (page) => {
      let refused = 0;
      await page.route('**/api/assistant/step', (route) =>
        refused++ === 0 ? route.fulfill({ status: 503, body: '' }) : route.continue(),
      );
      await page.goto(`${app.server.url}/hub/axle-type?tcomp=1&brkty=1&tmake=1`);
      await page.getByText('We could not reach the parts finder.', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.locator('button.option:not([disabled])').first().waitFor();
      expect(refused).toBe(2);
    });
  });

  it('a routed hub link (?chaid=) whose lookup failed says so and goes on with Retry', async () => {
    // the refused request is logged by the browser: it is the point of the test
    allowConsoleErrors('status of 503');
    const { Results } = await app.server.getJson<{
      Results: { CompetitorInterchangesId: number; PartTypeId: number }[];
    }>('/api/v11/partnumbers/withaftermarketnumbers/4002T');
    const chaid = Results.find((m) => m.PartTypeId === 115)?.CompetitorInterchangesId;
    expect(chaid).toBeDefined();
    await app.withPage(360, async (page) => {
      let refused = 0;
      await page.route('**/api/v11/aftermarkethubassemblyfilters?**', (route) =>
        refused++ === 0 ? route.fulfill({ status: 503, body: '' }) : route.continue(),
      );
      await page.goto(`${app.server.url}/hub/search?chaid=${chaid}`);
      await page.getByText('We could not load the hub you followed right now.').waitFor();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/hub/filters/'));
      expect(refused).toBe(2);
    });
  });

  it('searches a number: no match goes to /hub/no-results, a hub continues on the filters page', {
    timeout: 90_000,
  }, async () => {
    const [a] = await makerHubNumbers(app.server);
    const { context, page, errors } = await fresh();
    await page.goto(`${app.server.url}/hub/search`);
    const input = page.getByPlaceholder('6 or 8 digit assembly number');
    await input.fill('99999977');
    // Continue right away: it waits for the pending search.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/hub/no-results?q=99999977');
    await heading(page, 'No results were found.').waitFor();

    await page.goto(`${app.server.url}/hub/search`);
    await page.getByPlaceholder('6 or 8 digit assembly number').fill('1');
    await page.getByText('Loading...').waitFor();
    await page.getByPlaceholder('6 or 8 digit assembly number').fill(a);
    await page.getByRole('button', { name: new RegExp(a) }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/hub/filters/**');
    await page.locator('button.option, .hub-results').first().waitFor();
    const filtersUrl = page.url();
    await page.screenshot({ path: join(SHOTS, 'filters-360.png'), fullPage: true });

    // The filters page works on a fresh load too (another browser profile, empty browser database).
    const other = await fresh(1280);
    await other.page.goto(filtersUrl);
    await other.page.locator('button.option, .hub-results').first().waitFor();
    await other.page.screenshot({ path: join(SHOTS, 'filters-1280.png'), fullPage: true });
    expect(other.errors).toEqual([]);
    await other.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reads the hub number among other words or in full-width digits, as the chat does: 'PN: 10082200' opens its hub", {
    timeout: 90_000,
  }, async () => {
    // the box searched the text as typed and said 'No matches for PN: 10082200'
    await app.withPage(360, async (page, errors) => {
      for (const typed of ['PN: 10082200', '１００８２２００', 'ConMet #\u00a010082200.']) {
        await page.goto(`${app.server.url}/hub/search`);
        const input = page.getByPlaceholder('6 or 8 digit assembly number');
        await input.fill(typed);
        await page.getByRole('button', { name: /ConMet\s*10082200/ }).waitFor();
        // the visitor's text stays in the box as typed
        expect(await input.inputValue()).toBe(typed);
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(
          (u) => u.pathname.startsWith('/hub/filters/') && u.pathname.includes('found=10082200'),
        );
        expect(new URL(page.url()).searchParams.get('searched'), typed).toBe('ConMet 10082200');
      }
      expect(errors).toEqual([]);
    });
  });

  it("searches the number alone when the words beside it find nothing ('Item 10082200'), as the chat does", {
    timeout: 90_000,
  }, async () => {
    // the box searched 'Item 10082200' with its word, said 'No matches' and Continue went to no-results
    await app.withPage(360, async (page, errors) => {
      for (const typed of ['Item 10082200', 'stamped 10082200', 'old 10082200']) {
        await page.goto(`${app.server.url}/hub/search`);
        await page.getByPlaceholder('6 or 8 digit assembly number').fill(typed);
        await page.getByRole('button', { name: /ConMet\s*10082200/ }).waitFor();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(
          (u) => u.pathname.startsWith('/hub/filters/') && u.pathname.includes('found=10082200'),
        );
        expect(new URL(page.url()).searchParams.get('searched'), typed).toBe('ConMet 10082200');
      }
      // a brand that narrows still narrows: 'Webb 455' suggests Webb's numbers, not Dana Spicer's 455127-8X
      await page.goto(`${app.server.url}/hub/search`);
      await page.getByPlaceholder('6 or 8 digit assembly number').fill('Webb 455');
      await page.getByRole('button', { name: /Webb\s*45541F/ }).waitFor();
      expect(await page.getByRole('button', { name: /455127-8X/ }).count()).toBe(0);
      // a number nobody makes, with a word: searched alone too, then the no-results page
      await page.getByPlaceholder('6 or 8 digit assembly number').fill('Item 99999999');
      await page.getByText('No matches for 99999999').waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/hub/no-results?q=99999999');
      expect(errors).toEqual([]);
    });
  });

  it('a question answered on the filters page, then Continue in chat: each answer once, no words not given', {
    timeout: 60_000,
  }, async () => {
    const [a] = await makerHubNumbers(app.server);
    for (const width of [360, 1280]) {
      const { context, page, errors } = await fresh(width);
      await searchToFilters(page, a);
      const title = (await page.locator('.question-title').textContent()) ?? '';
      const option = page.locator('button.option').first();
      const label = (await option.locator('.option-label').textContent()) ?? '';
      await option.click();
      await page.locator('.hub-results').waitFor();
      await page.getByRole('button', { name: 'Continue in chat' }).click();
      await page.waitForURL((u) => u.pathname === '/hub');
      const thread = page.getByRole('region', { name: 'Conversation' });
      await thread.locator('.hub-results').first().waitFor();
      await page.screenshot({ path: join(SHOTS, `filters-continue-in-chat-${width}.png`), fullPage: true });
      // the number searched and the answer tapped, once each; the page's start is no words of the visitor's
      expect(await thread.locator('.msg-user .bubble').allTextContents()).toEqual([`ConMet ${a}`, label]);
      expect(await thread.locator('section.question', { hasText: title }).count()).toBe(1);
      expect(await thread.locator('.hub-results').count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("the browser's Back after an answer on the filters page shows that question again, answers as they were", {
    timeout: 60_000,
  }, async () => {
    const [a] = await makerHubNumbers(app.server);
    for (const width of [360, 1280]) {
      const { context, page, errors } = await fresh(width);
      await searchToFilters(page, a);
      const question = page.url();
      const title = (await page.locator('.question-title').textContent()) ?? '';
      await page.locator('button.option').first().click();
      await page.locator('.hub-results').waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: title }).waitFor();
      await page.locator('button.option:not([disabled])').first().waitFor();
      expect(page.url()).toBe(question);
      expect(await page.locator('.hub-results').count()).toBe(0);
      await page.screenshot({ path: join(SHOTS, `filters-back-${width}.png`), fullPage: true });
      // answered again from there, it goes on as before
      await page.locator('button.option').first().click();
      await page.locator('.hub-results').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("the browser's Forward after Back on the filters page is the answer again: its Back still steps back", {
    timeout: 60_000,
  }, async () => {
    const [a] = await makerHubNumbers(app.server);
    const { context, page, errors } = await fresh(360);
    await searchToFilters(page, a);
    const question = page.url();
    const title = (await page.locator('.question-title').textContent()) ?? '';
    const answer = (await page.locator('button.option .option-label').first().textContent()) ?? '';
    await page.locator('button.option').first().click();
    await page.locator('.hub-results').waitFor();
    const results = page.url();
    await page.goBack();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.goForward();
    await page.locator('.hub-results').waitFor();
    expect(page.url()).toBe(results);
    // the answer is the one given, listed and changeable as before
    await page.getByRole('region', { name: 'Your answers' }).getByText(answer).waitFor();
    // the page's own Back steps to the question, not to the number search
    await page.getByRole('button', { name: 'Back' }).first().click();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.locator('button.option:not([disabled])').first().waitFor();
    expect(page.url()).toBe(question);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('compares two hubs: picker with maker numbers, Status and differing rows open, equal rows closed', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = await makerHubNumbers(app.server);
    const { context, page, errors } = await fresh();
    await page.goto(`${app.server.url}/hub/compare-hub`);
    const inputs = page.getByPlaceholder('Type ConMet assembly number');
    await expect(page.getByRole('button', { name: 'Compare', exact: true }).isDisabled()).resolves.toBe(true);
    await pickAndCompare(page, a, b);
    await heading(page, 'Compare Details').waitFor();

    const rows = page.locator('details.compare-row');
    const first = rows.first();
    expect(await first.locator('summary').textContent()).toMatch(/^Status/);
    expect(await first.getAttribute('open')).not.toBeNull();
    expect(await first.textContent()).toMatch(/Available|Made To Order|Not Available/);
    const differing = page.locator('details.compare-row.differs');
    expect(await differing.count()).toBeGreaterThan(0);
    for (const row of await differing.all()) expect(await row.getAttribute('open')).not.toBeNull();
    const equal = page.locator('details.compare-row:not(.differs)').nth(1);
    expect(await equal.getAttribute('open')).toBeNull();
    await page.getByRole('link', { name: 'Return to Comparison' }).click();
    await page.waitForURL((u) => u.pathname === '/hub/compare-hub');
    expect(await inputs.nth(1).inputValue()).toBe(b);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a compare link with a number that is no hub says which one, as text', { timeout: 60_000 }, async () => {
    const [a] = await makerHubNumbers(app.server);
    await app.withPage(360, async (page, errors) => {
      const said = page.getByTestId('compare-missed');
      for (const [path, text] of [
        [`/hub/compare/${a}/10600001`, '10600001 is not one of our hub assembly numbers (6 or 8 digits).'],
        [`/hub/compare/12345678/${a}`, '12345678 is not one of our hub assembly numbers (6 or 8 digits).'],
        [
          '/hub/compare/%3Cimg%20src%3Dx%3E/99',
          'Neither <img src=x> nor 99 is one of our hub assembly numbers (6 or 8 digits).',
        ],
      ] as const) {
        await page.goto(`${app.server.url}${path}`);
        await said.waitFor();
        expect(await said.textContent(), path).toBe(text);
      }
      // shown as text, never as markup
      expect(await page.locator('main img[src="x"]').count()).toBe(0);
      // one hub named twice: the picker with it in both boxes says so, and Back does not return to the link
      await page.goto(`${app.server.url}/hub/choose-path`);
      await page.goto(`${app.server.url}/hub/compare/${a}/${a}`);
      await page.waitForURL((u) => u.pathname === '/hub/compare-hub');
      await page
        .getByRole('alert')
        .getByText(`Both boxes hold ${a}: choose two different hubs to compare.`)
        .waitFor();
      expect(await page.getByRole('heading', { name: 'Compare Details' }).count()).toBe(0);
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/hub/choose-path');
      // a space copied with a number is no part of it: the same hub twice, said as above
      await page.goto(`${app.server.url}/hub/compare/${a}/${a}%20`);
      await page.getByRole('alert').getByText(`Both boxes hold ${a}`, { exact: false }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("a compare link with other brands' hub numbers compares the maker hubs they stand for, as the chat does", async () => {
    const [a, b] = await makerHubNumbers(app.server);
    await app.withPage(360, async (page, errors) => {
      // two maker hubs are never asked of the cross-reference, not even while they load
      const crossAsked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/kits/crossReference/')) crossAsked.push(r.url());
      });
      await page.goto(`${app.server.url}/hub/compare/${a}/${b}`);
      await page.getByRole('heading', { name: 'Compare Details' }).waitFor();
      expect(crossAsked).toEqual([]);
      // the chat's answer to the same two numbers: its compare card's page is where the link goes
      const chat = await page.request.post(`${app.server.url}/api/assistant/step`, {
        headers: { 'Ocp-Apim-Subscription-Key': 'web-client-public-key' },
        data: {
          state: { version: 1, lastSearch: null, seq: 0, hub: null, parts: null, pending: null },
          event: { type: 'text', text: 'compare 4002T and 40089F' },
        },
      });
      const { messages } = (await chat.json()) as { messages: { kind: string; data?: { route?: string } }[] };
      const compared = messages.find((m) => m.kind === 'compare')?.data?.route;
      expect(compared).toBe('/hub/compare/10301211/10300133');
      await page.goto(`${app.server.url}/hub/choose-path`);
      await page.goto(`${app.server.url}/hub/compare/4002T/40089F`);
      await page.waitForURL((u) => u.pathname === compared);
      await page
        .locator('.searched-heading')
        .getByText('Gunite 4002T → ConMet 10301211; Webb 40089F → ConMet 10300133')
        .waitFor();
      await page.getByRole('heading', { name: 'Compare Details' }).waitFor();
      // Back skips the address with the other brands' numbers
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/hub/choose-path');
      // one of each: the maker's hub stays, the other brand's is said
      await page.goto(`${app.server.url}/hub/compare/4002T/${a}`);
      await page.waitForURL((u) => u.pathname === `/hub/compare/10301211/${a}`);
      expect(await page.locator('.searched-heading').textContent()).toBe('Gunite 4002T → ConMet 10301211');
      // another kind's number is not compared, and is offered where it is
      await page.goto(`${app.server.url}/hub/compare/${a}/10600001`);
      await page
        .getByRole('list', { name: 'Found under another part kind' })
        .getByText('ConMet 10600001 is a drum number')
        .waitFor();
      expect(new URL(page.url()).pathname).toBe(`/hub/compare/${a}/10600001`);
      expect(errors).toEqual([]);
    });
  });

  it('compares two typed hub numbers without tapping a suggestion; the lists do not cover the next field', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = await makerHubNumbers(app.server);
    const { context, page, errors } = await fresh();
    await page.goto(`${app.server.url}/hub/compare-hub`);
    const inputs = page.getByPlaceholder('Type ConMet assembly number');
    await inputs.nth(0).fill(a);
    await page.getByRole('button', { name: a, exact: true }).waitFor();
    // the first field's open list sits in the flow: the second field is below it, not under it
    const list = await page.locator('.compare-picker .suggestions').first().boundingBox();
    const second = await inputs.nth(1).boundingBox();
    expect(second?.y).toBeGreaterThanOrEqual((list?.y ?? 0) + (list?.height ?? 0));
    await inputs.nth(1).fill(`${b.slice(0, 3)}-${b.slice(3)}`);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.waitForURL(`**/hub/compare/${a}/${b}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Enter in either box compares once both are hubs, waiting for suggestions still on their way; the same hub twice is said', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = await makerHubNumbers(app.server);
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/compare-hub`);
      const inputs = page.getByPlaceholder('Type ConMet assembly number');
      await inputs.nth(0).fill(a);
      await inputs.nth(1).fill(a);
      await page.getByText(`Both boxes hold ${a}: choose two different hubs to compare.`).waitFor();
      await inputs.nth(1).press('Enter');
      expect(new URL(page.url()).pathname).toBe('/hub/compare-hub');
      await expect(page.getByRole('button', { name: 'Compare', exact: true }).isDisabled()).resolves.toBe(
        true,
      );
      // typed and Enter at once, before the second box's suggestions have come
      await inputs.nth(1).fill(b);
      await inputs.nth(1).press('Enter');
      await page.waitForURL(`**/hub/compare/${a}/${b}`);
      await heading(page, 'Compare Details').waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("compares two hub numbers typed among other words or in full-width digits ('PN: …')", {
    timeout: 60_000,
  }, async () => {
    // the picker searched 'PN: 10082200' as typed: no suggestions, and Compare stayed disabled
    const [a, b] = await makerHubNumbers(app.server);
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/compare-hub`);
      const inputs = page.getByPlaceholder('Type ConMet assembly number');
      await inputs.nth(0).fill(`PN: ${a}`);
      await page.getByRole('button', { name: a, exact: true }).waitFor();
      await inputs.nth(1).fill(b.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))));
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await page.waitForURL(`**/hub/compare/${a}/${b}`);
      expect(errors).toEqual([]);
    });
  });

  it("compares two hub numbers typed after a word the search does not know ('Item …', 'stamped …')", {
    timeout: 60_000,
  }, async () => {
    // the picker searched 'Item 10082200' with its word: no suggestions, and Compare stayed disabled
    const [a, b] = await makerHubNumbers(app.server);
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/compare-hub`);
      const inputs = page.getByPlaceholder('Type ConMet assembly number');
      await inputs.nth(0).fill(`Item ${a}`);
      await page.getByRole('button', { name: a, exact: true }).waitFor();
      await inputs.nth(1).fill(`stamped ${b}`);
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await page.waitForURL(`**/hub/compare/${a}/${b}`);
      expect(errors).toEqual([]);
    });
  });

  it("a steer hub's GAWR note and warranty link open real documents in a new tab (card and details page)", {
    timeout: 60_000,
  }, async () => {
    const hub = await steerPreSetHub();
    for (const width of [360, 1280]) {
      const { context, page, errors } = await fresh(width);
      // the hub card (the same card the chat and the results pages show), then the details page
      // (an available hub's not-available link is its details page: the card of one that is not)
      for (const route of [`/hub/not-available/${NOT_AVAILABLE_HUB}`, `/hub/details/${hub}`]) {
        await page.goto(`${app.server.url}${route}`);
        const note = page.locator('.gawr-note');
        await note.waitFor();
        expect(await note.textContent()).toContain(
          'Rating assumes matched tires and wheels; see GAWR ratings',
        );
        const links = [
          note.getByRole('link', { name: 'GAWR ratings', exact: true }),
          note.getByRole('link', { name: 'Installation bulletin' }),
          page.getByRole('link', { name: 'Warranty details' }),
        ];
        for (const link of links) {
          expect(await link.getAttribute('target')).toBe('_blank');
          expect(await link.getAttribute('rel')).toContain('noopener');
          const href = (await link.getAttribute('href')) ?? '';
          expect(href).toMatch(/^\/documents\/[a-z-]+\.html$/);
          const res = await fetch(`${app.server.url}${href}`);
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toContain('text/html');
        }
        const shot = route.includes('details') ? 'details-documents' : 'card-documents';
        await page.screenshot({ path: join(SHOTS, `${shot}-${width}.png`), fullPage: true });
      }
      // opening the note's link shows the document in a new tab
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.locator('.gawr-note').getByRole('link', { name: 'GAWR ratings', exact: true }).click(),
      ]);
      await tab.getByRole('heading', { name: 'Hub GAWR ratings' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

/** A PreSet Plus steer hub (steer hubs carry the GAWR note and its bulletin in the demo catalog). */
async function steerPreSetHub(): Promise<string> {
  const { Results: numbers } = await app.server.getJson<{ Results: string[] }>(
    '/api/v11/hubassemblynumbers/withaftermarketparts/100',
  );
  for (let i = 0; i < numbers.length; i += 2) {
    const ids = numbers.slice(i, i + 2).join(',');
    const { Results } = await app.server.getJson<{
      Results: {
        HubAssemblyNumber: string;
        AxlePosition: string;
        WarrantyLink: string | null;
        GawrNote: unknown;
      }[];
    }>(`/api/v11/hubassemblydetails/${ids}`);
    const steer = Results.find((h) => h.AxlePosition === 'Steer' && h.GawrNote && h.WarrantyLink);
    if (steer) return steer.HubAssemblyNumber;
  }
  throw new Error('no steer hub with a warranty among the first maker hub numbers');
}
