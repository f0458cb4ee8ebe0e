// Rules of the specification's screens that no other browser test proved (docs/spec-conformance.md names
// each): routes and their texts and links, Back rules, the hub result layouts, search suggestions, the
// calculator's sending state and the render-failure event. Opened in Chromium against the real server.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALCULATOR_TEXT } from '../../tools/engine/shared/calculator/texts.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { type EngineEvent, type EngineState, initialState } from '../../tools/engine/shared/state.ts';
import { browserSuite } from '../support/browser.ts';
import { allowConsoleErrors } from '../support/page-errors.ts';

const ADMIN_TOKEN = 'spec-pages-admin-token-0123456789abcdef';
// Every page of this file sends its page views from one address: room for them all within a minute, so the
// render-failure event at the end is not refused by the analytics rate limit.
const app = browserSuite(() => ({ ADMIN_TOKEN, EVENTS_RATE_LIMIT: '1000' }));
const withPage = app.withPage;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const pathOf = (page: Page) => new URL(page.url()).pathname;

type Step = { state: EngineState; messages: EngineMessage[] };

/** One engine step over the API the wizard pages use. */
async function engineStep(state: EngineState, event: EngineEvent): Promise<Step> {
  const res = await fetch(`${app.server.url}/api/assistant/step`, {
    method: 'POST',
    headers: { 'Ocp-Apim-Subscription-Key': 'web-client-public-key', 'Content-Type': 'application/json' },
    body: JSON.stringify({ state, event }),
  });
  if (!res.ok) throw new Error(`assistant step answered ${res.status}`);
  return (await res.json()) as Step;
}

/**
 * Taps through the hub wizard over the API, depth first, until one path ends in exactly two hubs and one in
 * more than two; gives the option labels tapped from the truck type question on, so a browser can tap the
 * same way.
 */
async function wizardPaths(): Promise<{ two: string[]; many: string[] }> {
  const found: { two?: string[]; many?: string[] } = {};
  let visited = 0;
  const search = async (at: Step, labels: string[]): Promise<void> => {
    if ((found.two && found.many) || ++visited > 400) return;
    const results = at.messages.find((m) => m.kind === 'hub-results');
    if (results?.kind === 'hub-results') {
      const count = results.data.hubs.length;
      if (count === 2) found.two ??= labels;
      if (count > 2) found.many ??= labels;
      return;
    }
    const question = at.messages.findLast((m) => m.kind === 'question');
    if (question?.kind !== 'question') return;
    for (const option of question.data.options) {
      const next = await engineStep(at.state, {
        type: 'option',
        questionId: question.data.questionId,
        value: option.value,
        label: option.label,
      });
      await search(next, [...labels, option.label]);
    }
  };
  await search(await engineStep(initialState, { type: 'text', text: 'proceed without the number' }), []);
  if (!found.two || !found.many)
    throw new Error('no wizard paths of the demo catalog end in 2 and in 3+ hubs');
  return { two: found.two, many: found.many };
}

/** Taps the options of `labels` on the wizard pages from /hub/truck-type and waits for /hub/results. */
async function tapWizard(page: Page, labels: string[]) {
  await page.goto(`${app.server.url}/hub/truck-type`);
  for (const label of labels) {
    const from = page.url();
    const option = page
      .locator('button.option')
      .filter({ has: page.locator('.option-label').getByText(label, { exact: true }) });
    await option.click();
    await page.waitForURL((u) => u.href !== from);
  }
  await page.waitForURL((u) => u.pathname === '/hub/results');
  await page.locator('section.hub-results').waitFor();
}

let paths = { two: [] as string[], many: [] as string[] };
beforeAll(async () => {
  paths = await wizardPaths();
}, 120_000);

describe('routes and their texts', () => {
  it('/ redirects to /hub', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/`);
      await page.waitForURL((u) => u.pathname === '/hub');
      await h1(page, 'What are you looking for?');
      expect(errors).toEqual([]);
    });
  });

  it('/hub shows the heading, the search box, Continue and the help examples', async () => {
    await withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      await h1(page, 'What are you looking for?');
      const box = page.getByRole('searchbox');
      expect(await box.count()).toBe(1);
      expect(await box.getAttribute('placeholder')).toMatch(/valid ConMet or competitor part number/);
      await page.getByRole('button', { name: 'Continue' }).waitFor();
      const help = page.locator('.home-help');
      await help.getByText('for example').waitFor();
      // a six-digit or eight-digit maker number, a maker-prefixed number, a competitor brand and number
      const examples = await help.locator('strong').allTextContents();
      expect(examples).toHaveLength(3);
      expect(examples[0]).toMatch(/^\d{6}(\d{2})?$/);
      expect(examples[1]).toMatch(/^ConMet \d{6}(\d{2})?$/);
      expect(examples[2]).toMatch(/^[A-Za-z][\w -]* \S*\d/);
      expect(errors).toEqual([]);
    });
  });

  it('the disclaimer says the app is not all-inclusive, answers must be verified and hubs are safety critical', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/disclaimer`);
      await h1(page, 'Disclaimer');
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain('not a complete list');
      expect(text).toMatch(/check the part number against the part itself/);
      expect(text).toMatch(/safety-critical/);
      expect(errors).toEqual([]);
    });
  });

  it('/parts/choose-path links the assembly search and three cross-reference PDFs', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/parts/choose-path`);
      await page.getByRole('link', { name: /Hub Components by Assembly/ }).waitFor();
      expect(await page.getByRole('link', { name: /Hub Components by Assembly/ }).getAttribute('href')).toBe(
        '/parts/search',
      );
      for (const part of ['Bearing', 'Seal', 'Spindle Nut']) {
        const link = page.getByRole('link', { name: new RegExp(`^${part} Cross Reference`) });
        expect(await link.getAttribute('href'), part).toMatch(/^https:\/\/.+\.pdf$/);
      }
      expect(errors).toEqual([]);
    });
  });

  it('/parts/help shows the video, links Read more and customer service; its detail page leads to /parts/search', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/parts/help`);
      await h1(page, 'Find your hub assembly number');
      await page.getByRole('region', { name: 'Where to find the numbers on a hub' }).waitFor();
      expect(await page.getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe(
        '/hub/find-assembly-detail',
      );
      expect(await page.getByRole('link', { name: 'Contact customer service' }).getAttribute('href')).toMatch(
        /^https:\/\//,
      );
      // the spec's video: it plays (the file is served as video), with an English captions track
      const video = page.locator('figure.help-video video');
      expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
      await page.waitForFunction(() => {
        const v = document.querySelector<HTMLVideoElement>('figure.help-video video');
        return v !== null && v.readyState >= 1 && Number.isFinite(v.duration) && v.duration > 10;
      });
      // load the cues without showing them, then wait until the track has them
      await video.evaluate((v: HTMLVideoElement) => {
        const t = v.textTracks[0];
        if (t) t.mode = 'hidden';
      });
      await page.waitForFunction(
        () =>
          (document.querySelector<HTMLVideoElement>('figure.help-video video')?.textTracks[0]?.cues?.length ??
            0) > 0,
      );
      const track = await video.evaluate((v: HTMLVideoElement) => {
        const t = v.textTracks[0];
        if (!t) return null;
        return { kind: t.kind, language: t.language, first: (t.cues?.[0] as VTTCue | undefined)?.text ?? '' };
      });
      expect(track).toEqual({
        kind: 'captions',
        language: 'en',
        first: expect.stringContaining('Finding your hub assembly number'),
      });
      await page.goto(`${app.server.url}/parts/help/detail`);
      await h1(page, 'Identifying your hub');
      await page.getByRole('link', { name: 'I know my number now' }).click();
      await page.waitForURL((u) => u.pathname === '/parts/search');
      await h1(page, 'Enter your hub assembly number');
      expect(errors).toEqual([]);
    });
  });

  it('/hub/search shows its heading, placeholder, Continue and the help button', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/search`);
      await h1(page, 'Enter your hub assembly number');
      await page.getByPlaceholder('6 or 8 digit assembly number').waitFor();
      await page.getByRole('button', { name: 'Continue' }).waitFor();
      await page.getByRole('link', { name: 'Help me find my hub assembly number' }).click();
      await page.waitForURL((u) => u.pathname === '/hub/find-assembly');
      expect(errors).toEqual([]);
    });
  });
});

describe('notifications list', () => {
  it('tapping a notification in the list opens /hub/notification-detail/{id}', async () => {
    const res = await fetch(`${app.server.url}/api/admin/notifications`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ Title: 'Seal kit update', Message: '<p>New seal kits are listed.</p>' }),
    });
    const id = ((await res.json()) as { Results: { Id: number }[] }).Results[0]?.Id;
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/notification`);
      await h1(page, 'Notifications');
      await page.getByRole('link', { name: /Seal kit update/ }).click();
      await page.waitForURL((u) => u.pathname === `/hub/notification-detail/${id}`);
      await h1(page, 'Seal kit update');
      await page.getByText('New seal kits are listed.').waitFor();
      expect(errors).toEqual([]);
    });
  });
});

describe('links that stand alone', () => {
  it("the discontinued rotor's page opened by its id alone names the rotor and links customer service", async () => {
    const { Results } = await app.server.getJson<{ Results: { CompetitorBrakeRotorId: number }[] }>(
      '/api/v11/brakerotor/interchanges/10009970',
    );
    const id = Results[0]?.CompetitorBrakeRotorId;
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-rotor/recommended-rotors/${id}`);
      await h1(page, 'Sorry, the 10009970 rotor has been discontinued.');
      await page.getByText('A new hub/rotor assembly will be required.').waitFor();
      expect(await page.getByRole('link', { name: 'Contact customer service' }).getAttribute('href')).toMatch(
        /^tel:/,
      );
      // an id that names no rotor is not called discontinued
      await page.goto(`${app.server.url}/hub/replacement-rotor/recommended-rotors/999999999`);
      await h1(page, 'No results were found.');
      expect(await page.getByText('has been discontinued').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('the calculator confirmation opened by its link claims no email either way; with no calculation here it leads to the start', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/replace/confirmation`);
      // it said 'No email has been sent', false when one went out from another tab or device; with no
      // calculation on this device it promised results 'a step away' that were not there
      await page.getByText(CALCULATOR_TEXT.noResultsYet, { exact: false }).waitFor();
      expect(await page.getByText(/have been emailed|No email has been sent/).count()).toBe(0);
      // nor does its heading: 'Email Sent' is for the page after a send
      expect(await page.getByText('Email Sent', { exact: true }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Show the results' }).count()).toBe(0);
      await page.getByRole('button', { name: /^Go to / }).click();
      await page.waitForURL((u) => u.pathname === '/replace/choose-calculator');
      expect(errors).toEqual([]);
    });
  });
});

describe('Back rules', () => {
  it('Back on the axle position step leaves the flow for its start page', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-rotor`);
      await h1(page, 'Do you know your rotor number?');
      await page.getByRole('link', { name: 'No proceed without the number' }).click();
      await h1(page, 'Choose the Axle Position');
      await page.getByRole('button', { name: 'Back' }).click();
      // not the bare /filter address, which would forward to the axle position again
      await page.waitForURL((u) => u.pathname === '/hub/replacement-rotor');
      await h1(page, 'Do you know your rotor number?');
      expect(errors).toEqual([]);
    });
  });

  it('shows a spinner while the hub components are fetched, then the results', async () => {
    const { Results } = await app.server.getJson<{ Results: string[] }>(
      '/api/v11/hubassemblynumbers/withaftermarketparts/100',
    );
    await withPage(360, async (page, errors) => {
      // Hold the real request until the spinner has been seen, then let it through.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/v11/aftermarketparts?*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${app.server.url}/parts/search/${Results[0]}`);
      await page.getByRole('status').getByText('Loading hub components').waitFor();
      release();
      await page.getByText('Hub Components Search Results for:').waitFor();
      expect(await page.getByRole('status').getByText('Loading hub components').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('Back on a detail page returns to the result page it came from (browser history)', async () => {
    const { Results } = await app.server.getJson<{ Results: { CompetitorDrumNumberId: number }[] }>(
      '/api/v11/brakedrum/interchanges/10600001',
    );
    const drumId = Results[0]?.CompetitorDrumNumberId;
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/recommended-drums/${drumId}`);
      await h1(page, 'Success! The following drum is recommended');
      await page.getByRole('link', { name: 'See Details' }).first().click();
      await h1(page, 'Product Details');
      expect(pathOf(page)).toMatch(/^\/hub\/replacement-drum\/drumdetails\//);
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL((u) => u.pathname === `/hub/replacement-drum/recommended-drums/${drumId}`);
      await h1(page, 'Success! The following drum is recommended');
      expect(errors).toEqual([]);
    });
  });

  it('Back from hub component results goes to the search page', async () => {
    const { Results } = await app.server.getJson<{ Results: string[] }>(
      '/api/v11/hubassemblynumbers/withaftermarketparts/100',
    );
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/parts/search/${Results[0]}`);
      await page.getByText('Hub Components Search Results for:').waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL((u) => u.pathname === '/parts/search');
      await h1(page, 'Enter your hub assembly number');
      expect(errors).toEqual([]);
    });
  });
});

describe('hub results', () => {
  it('two hubs show side by side', { timeout: 90_000 }, async () => {
    await withPage(1280, async (page, errors) => {
      await tapWizard(page, paths.two);
      const cards = page.locator('section.hub-results .hub-grid > *');
      expect(await cards.count()).toBe(2);
      const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      expect(a && b).toBeTruthy();
      expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(2); // one row
      expect(b?.x ?? 0).toBeGreaterThanOrEqual((a?.x ?? 0) + (a?.width ?? 0)); // b right of a
      expect(await page.getByRole('navigation', { name: 'Result pages' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('more than two hubs show one at a time with numbered pages and arrows', {
    timeout: 90_000,
  }, async () => {
    await withPage(360, async (page, errors) => {
      await tapWizard(page, paths.many);
      const results = page.locator('section.hub-results');
      const number = () =>
        results
          .locator('.hub-grid')
          .getByText(/^\d{6,8}$/)
          .first()
          .textContent();
      expect(await results.locator('.hub-grid > *').count()).toBe(1);
      const pager = results.getByRole('navigation', { name: 'Result pages' });
      expect(await pager.getByRole('button', { name: '1', exact: true }).getAttribute('aria-current')).toBe(
        'page',
      );
      await pager.getByRole('button', { name: '2', exact: true }).waitFor();
      expect(await pager.getByRole('button', { name: 'Previous result' }).isDisabled()).toBe(true);
      const first = await number();
      await pager.getByRole('button', { name: 'Next result' }).click();
      await pager.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
      expect(await number()).not.toBe(first);
      expect(await results.locator('.hub-grid > *').count()).toBe(1);
      await pager.getByRole('button', { name: 'Previous result' }).click();
      await pager.locator('[aria-current="page"]', { hasText: '1' }).waitFor();
      expect(await number()).toBe(first);
      expect(errors).toEqual([]);
    });
  });

  it('See Details on the hub results opens /hub/details/{number}', { timeout: 90_000 }, async () => {
    await withPage(1280, async (page, errors) => {
      await tapWizard(page, paths.two);
      const details = page.locator('section.hub-results').getByRole('link', { name: 'See Details' }).first();
      const href = (await details.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/hub\/details\/\d+$/);
      await details.click();
      await page.waitForURL((u) => u.pathname === href);
      await h1(page, 'Product Details');
      await page
        .getByText(href.split('/').pop() ?? '-')
        .first()
        .waitFor();
      expect(errors).toEqual([]);
    });
  });
});

describe('search suggestions', () => {
  it('emptying the search box clears the suggestions', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/parts/search`);
      const box = page.getByPlaceholder('6 or 8 digit assembly number');
      await box.fill('100');
      await page.locator('.suggestion-list .suggestion').first().waitFor();
      await box.fill('');
      await page.locator('.number-suggestions').waitFor({ state: 'detached' });
      expect(await page.locator('.suggestion').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('a change to the text clears the old suggestions until the new ones arrive', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/parts/search`);
      const box = page.getByPlaceholder('6 or 8 digit assembly number');
      await box.fill('100');
      await page.locator('.suggestion-list .suggestion').first().waitFor();
      // Hold the next answer: until it comes, the list may not show matches of the old text.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/hubassemblynumbers/withaftermarketparts/1008*', async (route) => {
        await held;
        await route.continue();
      });
      await box.fill('1008');
      await page.locator('.number-suggestions').getByText('Loading...').waitFor();
      expect(await page.locator('.suggestion').count()).toBe(0);
      release();
      await page.locator('.suggestion-list .suggestion').first().waitFor();
      for (const number of await page.locator('.suggestion-number').allTextContents())
        expect(number.replace(/\D/g, '')).toMatch(/^1008/);
      expect(errors).toEqual([]);
    });
  });

  it('a suggestion names the competitor and the part number', async () => {
    const { Competitor } = await app.server.getJson<{
      Competitor: { CompetitorName: string; CompetitorPartNumber: string } | null;
    }>('/api/v11/examplenumbers');
    if (!Competitor) throw new Error('the demo catalog gives no competitor example');
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/search`);
      await page.getByPlaceholder('6 or 8 digit assembly number').fill(Competitor.CompetitorPartNumber);
      const item = page.locator('.suggestion', {
        has: page.locator('.suggestion-number', { hasText: Competitor.CompetitorPartNumber }),
      });
      await item.first().waitFor();
      expect(await item.first().locator('.suggestion-brand').textContent()).toBe(Competitor.CompetitorName);
      expect(errors).toEqual([]);
    });
  });
});

describe('calculator email', () => {
  it('the calculator email form says Sending Email... while it sends', { timeout: 90_000 }, async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/replace/choose-calculator`);
      await page.getByRole('button', { name: /^Replace Calculator/ }).click();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('heading', { name: 'Rebuild Costs' }).waitFor();
      const fill = async (values: Record<string, number>, button: string, step: string) => {
        for (const [label, value] of Object.entries(values))
          await page.getByLabel(label, { exact: true }).fill(String(value));
        await page.getByRole('button', { name: button, exact: true }).click();
        await page.waitForURL((u) => u.pathname.endsWith(`/${step}`));
      };
      await fill({ 'Bearing set cost': 90, 'Wheel seal cost': 25 }, 'Next', 'replacement-costs');
      await fill({ 'Replacement hub assembly cost': 520, 'Spindle nut cost': 35 }, 'Next', 'labor-costs');
      await fill({ 'Labor rate per hour': 110 }, 'Next', 'cost-comparison');
      await fill({}, 'Next', 'downtime-costs');
      await fill({ 'Downtime cost per hour': 100 }, 'Calculate', 'results');
      await page.getByRole('button', { name: 'Email Results' }).click();
      await page.waitForURL((u) => u.pathname.endsWith('/email'));
      await page.getByLabel('Recipient name *').fill('Dana Fleet');
      await page.getByLabel('Recipient email *').fill('dana@fleet.example');

      // Hold the real request until the page has shown its sending state, then let it through.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/**/SendEmail*', async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Send Email' }).click();
      await page.getByText('Sending Email...').waitFor();
      release();
      await page.waitForURL((u) => u.pathname === '/replace/rebuild-vs-replace/confirmation');
      expect(await page.getByText('Sending Email...').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});

describe('render failure', () => {
  it('a page that fails to render logs a Search Failure event', async () => {
    // The disclaimer page's code cannot be fetched (as after a deploy): the route fails to render.
    allowConsoleErrors('net::ERR_FAILED', /Failed to fetch dynamically imported module|DisclaimerPage/);
    const context = await app.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.route('**/assets/DisclaimerPage-*.js', (route) => route.abort('failed'));
    // the queued event leaves with the sender's next batch (its timer, while the page is still open)
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/events') && r.request().method() === 'POST',
      { timeout: 20_000 },
    );
    await page.goto(`${app.server.url}/disclaimer`);
    await h1(page, 'We’re sorry, but there’s a technical issue.');
    expect(await page.getByRole('link', { name: 'Return to Home Screen' }).getAttribute('href')).toBe('/');
    expect(pathOf(page)).toBe('/disclaimer');
    expect((await sent).status()).toBe(202);
    await context.close();
    const events = async () => {
      const res = await fetch(`${app.server.url}/api/admin/events?type=search_failure&limit=5`, {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      return ((await res.json()) as { Results: { url: string; message: string }[] }).Results;
    };
    // other tests of this file log search failures of their own: this one's is among the newest
    await expect.poll(events, { timeout: 15_000 }).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          url: expect.stringMatching(/\/disclaimer$/),
          message: expect.stringContaining('DisclaimerPage'),
        }),
      ]),
    );
  });

  it('an embedded calculator that fails to render leads back to the embedded start, not to / (it refuses framing)', async () => {
    allowConsoleErrors('net::ERR_FAILED', /Failed to fetch dynamically imported module|CalculatorPage/);
    const context = await app.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.route('**/assets/CalculatorPage-*.js', (route) => route.abort('failed'));
    await page.goto(`${app.server.url}/embed/choose-calculator`);
    await h1(page, 'We’re sorry, but there’s a technical issue.');
    const home = page.getByRole('link', { name: 'Return to Home Screen' });
    expect(await home.getAttribute('href')).toBe('/embed/choose-calculator');
    // once the page's code can be fetched again, the link leads to the calculator chooser
    await page.unroute('**/assets/CalculatorPage-*.js');
    await home.click();
    await page.getByRole('heading', { level: 2, name: 'Choose a calculator' }).waitFor();
    await context.close();
  });
});
