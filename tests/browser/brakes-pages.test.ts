// Rotor, drum, casting and stud pages on the demo catalog, opened as a visitor does: every route on a fresh
// load, a drum flow and a rotor flow by clicks to their details, the splined message, a not-found view.
// Set SHOTS_DIR to also save a screenshot of every route at 360 px and 1280 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser.ts';
import { allowConsoleErrors } from '../support/page-errors.ts';

/** Search result ids, read from the running server's API (they depend on the import, not on this test). */
const ids = { kit: 0, discontinued: 0, drum: 0 };

async function firstId(path: string, field: string): Promise<number> {
  const body = await app.server.getJson<{ Results: Record<string, number>[] }>(path);
  const id = body.Results[0]?.[field];
  if (!id) throw new Error(`no result for ${path}`);
  return id;
}

const app = browserSuite();
beforeAll(async () => {
  ids.kit = await firstId('/api/v11/brakerotor/interchanges/10083923', 'CompetitorBrakeRotorId');
  ids.discontinued = await firstId('/api/v11/brakerotor/interchanges/10009970', 'CompetitorBrakeRotorId');
  ids.drum = await firstId('/api/v11/brakedrum/interchanges/10600001', 'CompetitorDrumNumberId');
});

const withPage = app.withPage;

/** A result list's heading starts with 'Success!' (as the hub results do); the name given is the rest. */
const heading = (page: Page, name: string | RegExp) =>
  page
    .getByRole('heading', {
      level: 1,
      name: typeof name === 'string' && / (is|are) recommended$/.test(name) ? `Success! ${name}` : name,
      exact: typeof name === 'string',
    })
    .waitFor();

/** Every route of the area with the text that proves the right page shows (paths may need search ids). */
const routes = (): { path: string; heading: string | RegExp; text?: string }[] => [
  {
    path: '/hub/replacement-rotor',
    heading: 'Do you know your rotor number?',
    text: 'Yes I know the number',
  },
  {
    path: '/hub/replacement-rotor/search',
    heading: 'Enter your rotor number',
    text: 'Type ConMet or Competitor rotor number',
  },
  { path: '/hub/replacement-rotor/filter', heading: 'Choose the Axle Position', text: 'Trailer Axle' },
  {
    path: '/hub/replacement-rotor/filter/brtyp/axpos=1',
    heading: 'Choose the Brake Rotor Type',
    text: 'U-Section',
  },
  {
    path: '/hub/replacement-rotor/filter/brnum/axpos=3&brtyp=6',
    heading:
      'Does not offer replacement rotors for Bendix Splined. Complete Hub/rotor assemblies are available.',
    text: 'Search Replacement Hub/Rotor Assemblies',
  },
  {
    path: `/hub/replacement-rotor/recommended-rotors/${ids.kit}`,
    heading: 'The following rotor is recommended',
    text: 'Rotor Replacement Kit: 10083923',
  },
  {
    path: `/hub/replacement-rotor/recommended-rotors/${ids.discontinued}?number=10009970`,
    heading: 'Sorry, the 10009970 rotor has been discontinued.',
    text: 'A new hub/rotor assembly will be required.',
  },
  {
    path: '/hub/replacement-rotor/rotors/10410001',
    // several rotors share the casting: the heading says so
    heading: 'The following rotors are recommended',
    text: 'See Details',
  },
  {
    path: '/hub/replacement-rotor/rotordetails/10083733',
    heading: 'Product Details',
    text: 'U-Section rotors are not compatible with aluminum hubs.',
  },
  {
    path: '/hub/replacement-rotor/rotordetails/10087485/10087734',
    heading: 'Product Details',
    text: 'Remove the existing rotor studs and use the studs in kit 10086580.',
  },
  {
    path: '/hub/replacement-drum',
    heading: 'Do you know your drum number?',
    text: 'No proceed without the number',
  },
  {
    path: '/hub/replacement-drum/search',
    heading: 'Enter your drum number',
    text: 'Type ConMet or Competitor drum number',
  },
  { path: '/hub/replacement-drum/filter', heading: 'Choose the Axle Position', text: 'Rear (Drive) Axle' },
  {
    path: '/hub/replacement-drum/filter/pidia/axpos=1',
    heading: 'Choose the Pilot Diameter',
    text: 'Most common',
  },
  {
    path: `/hub/replacement-drum/recommended-drums/${ids.drum}`,
    heading: 'The following drum is recommended',
    text: '10600001',
  },
  { path: '/hub/replacement-drum/recommended-drums/999999999', heading: 'No results were found.' },
  // an edited link: a filter the flow does not have asks its first question, not every drum as 'recommended'
  {
    path: '/hub/replacement-drum/filter/zzz',
    heading: 'Choose the Axle Position',
    text: 'Rear (Drive) Axle',
  },
  // a number too short to be a part number is not found, not loaded for ever
  { path: '/hub/replacement-drum/drumdetails/999', heading: 'No results were found.' },
  { path: '/hub/replacement-rotor/rotordetails/1234', heading: 'No results were found.' },
  { path: '/hub/stud/filter/zzz', heading: 'Choose the Style Description', text: 'Rotor Stud' },
  {
    path: '/hub/replacement-drum/drumdetails/10600001',
    heading: 'Product Details',
    text: 'Interchangeable drums',
  },
  { path: '/hub/casting', heading: 'Find a hub by its casting', text: 'Start' },
  { path: '/hub/casting/filter', heading: 'Choose the Mounting System' },
  { path: '/hub/rotor-casting', heading: 'Find a rotor by its casting', text: 'Start' },
  { path: '/hub/rotor-casting/filter', heading: 'Choose the Truck Type', text: 'School Bus' },
  { path: '/hub/rotor-casting/filter/trtyp/ctnum=10410001', heading: 'The following rotors are recommended' },
  { path: '/hub/drum-casting', heading: 'Find a drum by its casting', text: 'Start' },
  { path: '/hub/drum-casting/filter', heading: 'Choose the Stud Hole Count' },
  { path: '/hub/stud', heading: 'Choose the Style Description', text: 'Rotor Stud' },
  {
    path: '/hub/stud/filter/sdnum/stldp=4',
    heading: 'The following ConMet Studs are recommended',
    text: '10086580',
  },
  {
    path: '/hub/stud/summaries/10086580',
    heading: 'The following ConMet Stud is recommended',
    text: 'Chart Description',
  },
  {
    path: '/hub/stud/filters/sdnum?inclv=1&sdnum=10086580',
    heading: 'The following ConMet Stud is recommended',
    text: '10086580',
  },
  { path: '/hub/stud/summaries/99999999', heading: 'No results were found.' },
];

describe('rotor, drum, casting and stud pages on a fresh load', () => {
  for (const width of [360, 1280]) {
    it(`show their key text at ${width} px`, async () => {
      const shots = process.env.SHOTS_DIR;
      if (shots) mkdirSync(shots, { recursive: true });
      await withPage(width, async (page, errors) => {
        for (const route of routes()) {
          await page.goto(`${app.server.url}${route.path}`);
          await heading(page, route.heading);
          if (route.text) await page.getByText(route.text).filter({ visible: true }).first().waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(overflow, `${route.path} is wider than the screen`).toBeLessThanOrEqual(width);
          if (shots) {
            const name = route.path.replace(/[/?=&]+/g, '_').replace(/^_/, '');
            await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
          }
        }
        expect(errors).toEqual([]);
      });
    }, 120_000);
  }
});

describe("a part's page opened with another brand's number", () => {
  it('opens the maker part it crosses to, saying what was asked; Back skips the competitor address', async () => {
    await withPage(360, async (page, errors) => {
      const cases = [
        [
          '/hub/replacement-drum/drumdetails/3922X',
          '/hub/replacement-drum/drumdetails/10600002',
          'Motor Wheel 3922X → ConMet 10600002',
        ],
        [
          '/hub/replacement-rotor/rotordetails/30691R',
          '/hub/replacement-rotor/rotordetails/10500011',
          'Webb 30691R → ConMet 10500011',
        ],
        ['/hub/details/001-736-50', '/hub/details/104591', 'Dexter 001-736-50 → ConMet 104591'],
        // a job list keeps its way and ends; hub components by assembly
        ['/hub/job/001-736-50?mode=rebuild&ends=2', '/hub/job/104591', 'Dexter 001-736-50 → ConMet 104591'],
        ['/parts/search/001-736-50', '/parts/search/104591', 'Dexter 001-736-50 → ConMet 104591'],
      ] as const;
      for (const [typed, maker, said] of cases) {
        await page.goto(`${app.server.url}/hub/choose-path`);
        await page.goto(`${app.server.url}${typed}`);
        await page.waitForURL((u) => u.pathname === maker);
        await page.locator('.searched-heading').getByText(said).waitFor();
        expect(await page.getByText('No results were found.').count()).toBe(0);
        if (typed.startsWith('/hub/job/'))
          expect(new URL(page.url()).search).toContain('mode=rebuild&ends=2');
        await page.goBack();
        await page.waitForURL((u) => u.pathname === '/hub/choose-path');
      }
      // a number no brand has is still not found, where it was typed
      await page.goto(`${app.server.url}/hub/replacement-drum/drumdetails/39229X`);
      await page.getByRole('heading', { name: 'No results were found.' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/hub/replacement-drum/drumdetails/39229X');
      expect(errors).toEqual([]);
    });
  });
});

describe("a part's page whose cross-reference could not be asked", () => {
  // A number the page's own lookup did not find is asked of the cross-reference; when that request fails
  // (a restart, a lost connection) the page cannot tell whether the part exists: never 'not found'.
  it('says it could not load, with Retry, which opens the maker part', async () => {
    // the refused requests are logged by the browser: they are the point of the test
    allowConsoleErrors('status of 503');
    await withPage(360, async (page) => {
      const cases = [
        [
          '/hub/replacement-drum/drumdetails/3922X',
          '/hub/replacement-drum/drumdetails/10600002',
          'this drum',
        ],
        ['/hub/details/001-736-50', '/hub/details/104591', 'this hub'],
        ['/hub/job/001-736-50?mode=rebuild&ends=2', '/hub/job/104591', 'the parts for this job'],
        ['/parts/search/001-736-50', '/parts/search/104591', 'the hub components'],
        ['/hub/compare/4002T/40089F', '/hub/compare/10301211/10300133', 'these hubs'],
      ] as const;
      for (const [typed, maker, what] of cases) {
        let refused = 0;
        await page.route('**/api/v11/kits/crossReference/**', (route) =>
          refused++ === 0 ? route.fulfill({ status: 503, body: '' }) : route.continue(),
        );
        await page.goto(`${app.server.url}${typed}`);
        await page.getByText(`We could not load ${what} right now.`).waitFor();
        expect(await page.getByText('No results were found.').count(), typed).toBe(0);
        await page.getByRole('button', { name: 'Retry' }).click();
        await page.waitForURL((u) => u.pathname === maker);
        expect(refused, typed).toBeGreaterThanOrEqual(2);
        await page.unroute('**/api/v11/kits/crossReference/**');
      }
    });
  });
});

describe('a rotor, drum, stud or kit page that cannot show its part', () => {
  it("with another kind's number says what that number is and opens it", async () => {
    await withPage(360, async (page, errors) => {
      const cases = [
        [
          '/hub/replacement-rotor/rotordetails/3035XB',
          'Motor Wheel 3035XB is a drum number',
          'drum',
          '10600060',
        ],
        ['/hub/replacement-drum/drumdetails/30691R', 'Webb 30691R is a rotor number', 'rotor', '10500011'],
        // a hub component's page, a hub's components and its job list say it as well
        ['/hub/seals-detail/3035XB', 'Motor Wheel 3035XB is a drum number', 'drum', '10600060'],
        ['/parts/search/3035XB', 'Motor Wheel 3035XB is a drum number', 'drum', '10600060'],
        ['/hub/job/3035XB', 'Motor Wheel 3035XB is a drum number', 'drum', '10600060'],
      ] as const;
      for (const [typed, said, kind, maker] of cases) {
        await page.goto(`${app.server.url}${typed}`);
        await page.getByRole('heading', { name: 'No results were found.' }).waitFor();
        const offers = page.getByRole('list', { name: 'Found under another part kind' });
        await offers.getByText(said).waitFor();
        await offers.getByRole('button', { name: `see the ${kind}` }).click();
        await page.waitForURL((u) => u.pathname.startsWith(`/hub/replacement-${kind}/`));
        await page.getByText(maker).first().waitFor();
      }
      expect(errors).toEqual([]);
    });
  });

  it('whose lookup failed says it could not load, not that nothing was found, and shows it on Retry', async () => {
    // the refused requests are logged by the browser: they are the point of the test
    allowConsoleErrors('status of 503');
    await withPage(360, async (page) => {
      const rotorDetails = '**/api/v11/brakerotor/details/**';
      const drumDetails = '**/api/v11/brakedrum/details/**';
      const cases: [path: string, api: string, what: string, shown: string][] = [
        ['/hub/replacement-rotor/rotordetails/10500011', rotorDetails, 'this rotor', '10500011'],
        ['/hub/replacement-drum/drumdetails/10600002', drumDetails, 'this drum', '10600002'],
        [
          `/hub/replacement-rotor/recommended-rotors/${ids.kit}`,
          '**/api/v11/brakerotor/summaries?**',
          'the results',
          'Rotor Replacement Kit: 10083923',
        ],
        [
          '/hub/replacement-rotor/rotors/10410001',
          '**/api/v11/brakerotor/summaries/**',
          'the results',
          'See Details',
        ],
        [
          `/hub/replacement-drum/recommended-drums/${ids.drum}`,
          '**/api/v11/brakedrum/summaries?**',
          'the results',
          'The following drum is recommended',
        ],
        [
          '/hub/stud/summaries/10086580',
          '**/api/v11/stud/filtervalues/sdnum?**',
          'the results',
          'Chart Description',
        ],
        // a question of the rotor flow: its choices are read on the way
        [
          '/hub/replacement-rotor/filter/brtyp/axpos=1',
          '**/api/v11/brakerotor/filtervalues/**',
          'this step',
          'Choose',
        ],
        [
          '/hub/replacement-drum/measure?unit=mm&diameter=419&width=178',
          '**/api/v15/measure/drum?**',
          'the matching parts',
          '419 mm brake diameter',
        ],
      ];
      for (const [path, api, what, shown] of cases) {
        let refused = 0;
        await page.route(api, (route) =>
          refused++ === 0 ? route.fulfill({ status: 503, body: '' }) : route.continue(),
        );
        await page.goto(`${app.server.url}${path}`);
        await page.getByText(`We could not load ${what} right now.`).waitFor();
        expect(await page.getByText('No results were found.').count(), path).toBe(0);
        await page.getByRole('button', { name: 'Retry' }).click();
        await page.getByText(shown).first().waitFor();
        // refused once, then asked again (a flow's step reads more than one list of choices)
        expect(refused, path).toBeGreaterThanOrEqual(2);
        await page.unroute(api);
      }
    });
  });
});

describe('a stud list link with an answer edited in', () => {
  it('says the answer the catalog does not have, as text, and lists no stud as recommended', async () => {
    await withPage(360, async (page, errors) => {
      for (const [query, said] of [
        ['sdnum=abc', 'The link’s answer “abc” for the stud number is not one the catalog has.'],
        // named by the question's own name; a code no question has, not named
        [
          'stdia=%3Cb%3E1%3C%2Fb%3E',
          'The link’s answer “<b>1</b>” for Stud Diameter is not one the catalog has.',
        ],
        ['foo=bar', 'The link’s answer “bar” is not one the catalog has.'],
      ] as const) {
        await page.goto(`${app.server.url}/hub/stud/summaries?${query}`);
        await page.getByRole('heading', { name: 'No results were found.' }).waitFor();
        await page.getByText(said.replace('’', "'")).waitFor();
        expect(await page.getByText('Success!').count()).toBe(0);
        expect(await page.locator('main b').count()).toBe(0);
      }
      await page.getByRole('link', { name: 'Answer the stud questions' }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/hub/stud'));
      expect(errors).toEqual([]);
    });
  });

  it('a well-formed answer no stud has is named by the questions, not taken for a part number', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/stud/summaries?stdia=99`);
      await page.waitForURL((u) => u.pathname === '/hub/stud/filter/sdnum/stdia=99');
      await page
        .getByText('The answer "99" to Stud Diameter in this link is not one the catalog has.')
        .waitFor();
      expect(await page.getByText(/part number you entered/i).count()).toBe(0);
      await page.getByRole('link', { name: 'Answer Stud Diameter again' }).click();
      await page.getByRole('heading', { name: 'Choose the Stud Diameter' }).waitFor();
      expect(page.url()).not.toContain('99');
      expect(errors).toEqual([]);
    });
  });
});

describe('a question opened cold', () => {
  // The page moves itself to the question's full address (answers filled in); that must not take the
  // question away again: a 'Measure it' link tapped in that moment would be gone.
  it.each([
    ['the stud questions', '/hub/stud', 'Choose the Style Description'],
    ['the drum questions', '/hub/replacement-drum/filter', 'Choose the Axle Position'],
  ])('%s stay on screen while the address is completed', async (_what, path, title) => {
    await withPage(360, async (page, errors) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        new MutationObserver(() => {
          const now = document.querySelector('.flow-question')
            ? 'question'
            : document.querySelector('.spinner')
              ? 'loading'
              : 'other';
          if (seen.at(-1) !== now) seen.push(now);
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${app.server.url}${path}`);
      await page.waitForURL((u) => /\/filter\/[a-z]+/.test(u.pathname));
      await heading(page, title);
      const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
      expect(seen.slice(seen.indexOf('question'))).toEqual(['question']);
      expect(errors).toEqual([]);
    });
  });
});

describe('an address with answers opened cold says them', () => {
  it('a question lists the answers its address holds, each changeable where it was asked', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/stud/filter/stldp/stdia=1`);
      await heading(page, 'Choose the Style Description');
      const answers = page.getByRole('region', { name: 'Your answers' });
      await answers.getByText('Stud Diameter:').waitFor();
      expect(await answers.locator('.given-answer-value').allTextContents()).toEqual(['5/8"']);
      // Change asks the diameter again, every diameter offered
      await answers.getByRole('link', { name: 'Change Stud Diameter: 5/8"' }).click();
      await heading(page, 'Choose the Stud Diameter');
      expect(new URL(page.url()).pathname).toBe('/hub/stud/filter/stdia');
      await page.getByRole('button', { name: '5/8"' }).waitFor();
      // with nothing answered, there is nothing to say
      expect(await page.getByRole('region', { name: 'Your answers' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('an answer the flow took by itself says it was the only one that fits, with no Change', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/stud/filter/stldp/stdia=1`);
      await heading(page, 'Choose the Style Description');
      // a style whose studs share one thread orientation: the flow takes it without asking
      await page.locator('.options .option').first().click();
      const answers = page.getByRole('region', { name: 'Your answers' });
      const only = answers.locator('.given-answer', { hasText: '(the only one that fits)' });
      await only.first().waitFor();
      expect(await only.getByRole('link', { name: /^Change/ }).count()).toBe(0);
      // the answers given by tapping keep their Change
      await answers.getByRole('link', { name: 'Change Stud Diameter: 5/8"' }).waitFor();
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('results list every answer; a later one changed keeps the earlier ones; an edited pair is left out', async () => {
    await withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/filter/brnum/axpos=3&holes=10&zz=4`);
      await heading(page, /drums? (is|are) recommended/);
      const answers = page.getByRole('region', { name: 'Your answers' });
      await answers.getByText('Stud Hole Count:').waitFor();
      expect(await answers.locator('.given-answer').allTextContents()).toEqual([
        'Axle Position: Trailer AxleChange',
        'Stud Hole Count: 10Change',
      ]);
      await answers.getByRole('link', { name: 'Change Stud Hole Count: 10' }).click();
      await heading(page, 'Choose the Stud Hole Count');
      expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(
        '/hub/replacement-drum/filter/holes/axpos=3',
      );
      await page.getByRole('region', { name: 'Your answers' }).getByText('Trailer Axle').waitFor();
      expect(errors).toEqual([]);
    });
  }, 60_000);
});

describe('flows by clicks', () => {
  it('drum: start, proceed without the number, answer every question, see details, return', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-drum`);
      await page.getByRole('link', { name: 'No proceed without the number' }).click();
      await heading(page, 'Choose the Axle Position');
      await page.getByRole('button', { name: 'Rear (Drive) Axle' }).click();
      await heading(page, 'Choose the Truck Make');
      await page.getByRole('button', { name: 'Kenworth' }).click();
      // the next questions with more than one value, until the results
      for (let i = 0; i < 6; i++) {
        const title = page.getByRole('heading', { level: 1 });
        await title.waitFor();
        if ((await title.textContent())?.includes('recommended')) break;
        await page.locator('.flow-question .option').first().click();
        await page.waitForURL((u) => !u.pathname.endsWith('/filter'));
      }
      await heading(page, /^Success! The following drums? (is|are) recommended$/);
      expect(page.url()).toContain('/hub/replacement-drum/filter/brnum/axpos=2&tmake=');
      await page.getByRole('link', { name: 'See Details' }).first().click();
      await heading(page, 'Product Details');
      await page.getByRole('heading', { name: 'Interchangeable drums' }).waitFor();
      await page.getByText('Best Match').first().waitFor();
      await page.getByRole('button', { name: 'Return to results' }).click();
      await heading(page, /^Success! The following drums? (is|are) recommended$/);
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it("a details table's links are tap targets of their own on a phone, inside their cells", async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/drumdetails/10600001`);
      await page.getByRole('heading', { name: 'Interchangeable drums' }).waitFor();
      const boxes = await page.locator('table.interchanges tbody td a').evaluateAll((links) =>
        links.map((a) => {
          const link = a.getBoundingClientRect();
          const cell = (a.closest('td') as HTMLElement).getBoundingClientRect();
          return { height: link.height, inside: link.top >= cell.top && link.bottom <= cell.bottom };
        }),
      );
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) expect(box).toEqual({ height: expect.any(Number), inside: true });
      // WCAG 2.2's minimum target size (24 px); the number's text alone is 17 px high
      expect(Math.min(...boxes.map((b) => b.height))).toBeGreaterThanOrEqual(24);
      expect(errors).toEqual([]);
    });
  });

  it("a kit's rotor number in its result's text is a tap target of its own on a phone", async () => {
    const { Results } = await app.server.getJson<{ Results: { CompetitorBrakeRotorId: number }[] }>(
      '/api/v11/brakerotor/interchanges/10083923',
    );
    await withPage(360, async (page, errors) => {
      await page.goto(
        `${app.server.url}/hub/replacement-rotor/recommended-rotors/${Results[0]?.CompetitorBrakeRotorId}`,
      );
      const link = page.locator('.part-result .hub-card-description a').first();
      await link.waitFor();
      const box = await link.evaluate((a) => {
        const r = a.getBoundingClientRect();
        return { height: r.height, width: r.width };
      });
      // WCAG 2.2's minimum target size (24 px) each way; the number's text alone is 17 px high
      expect(Math.min(box.height, box.width)).toBeGreaterThanOrEqual(24);
      expect(errors).toEqual([]);
    });
  });

  it('rotor: search a kit number, pick the suggestion, see the kit details', async () => {
    await withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-rotor`);
      await page.getByRole('link', { name: 'Yes I know the number' }).click();
      await heading(page, 'Enter your rotor number');
      await page.getByLabel('Rotor number').fill('10083923');
      await page
        .getByRole('button', { name: /10083923/ })
        .first()
        .click();
      await heading(page, 'The following rotor is recommended');
      await page.getByText('For FF Steer Axle').first().waitFor();
      await page.getByRole('link', { name: 'See Details' }).first().click();
      await heading(page, 'Product Details');
      expect(page.url()).toContain('/rotordetails/10083733/10083923');
      await page.getByText('A Overall Length').waitFor();
      // the kit's installation instructions open a served document in a new tab
      const instructions = page.getByRole('link', { name: 'Installation instructions for kit 10083923' });
      expect(await instructions.getAttribute('target')).toBe('_blank');
      const href = (await instructions.getAttribute('href')) ?? '';
      expect((await fetch(`${app.server.url}${href}`)).status).toBe(200);
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('rotor flow: choosing Splined shows the message and offers the hub/rotor assembly search', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-rotor/filter`);
      await page.getByRole('button', { name: 'Trailer Axle' }).click();
      await heading(page, 'Choose the Brake Rotor Type');
      await page.getByRole('button', { name: 'Splined' }).click();
      await heading(
        page,
        'Does not offer replacement rotors for Bendix Splined. Complete Hub/rotor assemblies are available.',
      );
      const offer = page.getByRole('link', { name: 'Search Replacement Hub/Rotor Assemblies' });
      expect(await offer.getAttribute('href')).toBe('/hub/filters/tcomp=2&brkty=2');
      await offer.click();
      // the hub wizard takes over with the trailer disc-brake answers filled in
      await page.waitForURL(
        (u) => u.pathname.startsWith('/hub/') && !u.pathname.startsWith('/hub/replacement-rotor'),
      );
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it("Back uses browser history through the questions, and goes to the drum finder from a fresh tab's first one", async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/filter`);
      await heading(page, 'Choose the Axle Position');
      await page.getByRole('button', { name: 'Rear (Drive) Axle' }).click();
      await heading(page, 'Choose the Truck Make');
      await page.getByRole('button', { name: 'Back' }).click();
      await heading(page, 'Choose the Axle Position');
      expect(new URL(page.url()).pathname).toBe('/hub/replacement-drum/filter/axpos');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL((u) => u.pathname === '/hub/replacement-drum');
      await heading(page, 'Do you know your drum number?');
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it("Back on a link opened cold goes to the start of the link's own part kind, not the chat", async () => {
    const cold: [path: string, ready: string | RegExp, back: string, backHeading: string | RegExp][] = [
      [
        '/hub/replacement-drum/filter/axpos',
        'Choose the Axle Position',
        '/hub/replacement-drum',
        'Do you know your drum number?',
      ],
      [
        '/hub/replacement-rotor/filter/brtyp/axpos=1',
        'Choose the Brake Rotor Type',
        '/hub/replacement-rotor',
        'Do you know your rotor number?',
      ],
      [
        `/hub/replacement-drum/recommended-drums/${ids.drum}`,
        'The following drum is recommended',
        '/hub/replacement-drum',
        'Do you know your drum number?',
      ],
      [
        '/hub/replacement-drum/drumdetails/10600001',
        'Product Details',
        '/hub/replacement-drum',
        'Do you know your drum number?',
      ],
      [
        '/hub/replacement-rotor/rotordetails/10083733',
        'Product Details',
        '/hub/replacement-rotor',
        'Do you know your rotor number?',
      ],
      [
        '/hub/replacement-rotor/search',
        'Enter your rotor number',
        '/hub/replacement-rotor',
        'Do you know your rotor number?',
      ],
      ['/hub/replacement-drum/measure', /^Measure/, '/hub/replacement-drum', 'Do you know your drum number?'],
      [
        '/hub/replacement-rotor/measure',
        /^Measure/,
        '/hub/replacement-rotor',
        'Do you know your rotor number?',
      ],
      ['/hub/drum-casting/filter/holes', /^Choose/, '/hub/drum-casting', 'Find a drum by its casting'],
      ['/hub/stud/measure', /^Measure/, '/hub/stud/filter', /^Choose/],
      ['/parts/help/detail', /./, '/parts/help', /./],
      ['/parts/help', /./, '/parts/search', 'Enter your hub assembly number'],
      // a hub component's page: the components search; a hub's job parts: that hub's details
      ['/hub/seals-detail/10830001', 'Product Details', '/parts/search', 'Enter your hub assembly number'],
      [
        '/hub/job/10082200?mode=rebuild&ends=2',
        'Parts for this job',
        '/hub/details/10082200',
        'Product Details',
      ],
      // no such hub: its details page would only say so again, so Back starts over
      ['/hub/job/99999999', 'No results were found.', '/hub', 'What are you looking for?'],
    ];
    for (const [path, ready, back, backHeading] of cold) {
      await withPage(360, async (page, errors) => {
        await page.goto(`${app.server.url}${path}`);
        await page.getByRole('heading', { level: 1, name: ready }).first().waitFor();
        await page.getByRole('button', { name: 'Back' }).click();
        // the stud questions forward from their bare address to the first question's
        await page.waitForURL((u) =>
          back === '/hub/stud/filter'
            ? /^\/hub\/stud\/filter\/[a-z]+$/.test(u.pathname)
            : u.pathname === back,
        );
        await page.getByRole('heading', { level: 1, name: backHeading }).first().waitFor();
        expect(errors).toEqual([]);
      });
    }
  }, 120_000);

  it('Continue right after typing waits for the pending search and opens the one match', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/search`);
      await page.getByLabel('Drum number').fill('10600001');
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'The following drum is recommended');
      expect(page.url()).toContain('/hub/replacement-drum/recommended-drums/');
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('a drum or rotor number with words or marks around it opens that part, as the bare number does', async () => {
    // the boxes searched 'Drum #: 10600001' as typed and said there was no match
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/search`);
      await page.getByLabel('Drum number').fill('Drum #: 10600001.');
      await page.getByRole('button', { name: /10600001/ }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'The following drum is recommended');
      expect(page.url()).toContain(`/hub/replacement-drum/recommended-drums/${ids.drum}`);

      await page.goto(`${app.server.url}/hub/replacement-rotor/search`);
      await page.getByLabel('Rotor number').fill('P/N:\u00a0１００８３９２３');
      await page
        .getByRole('button', { name: /10083923/ })
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'The following rotor is recommended');
      expect(page.url()).toContain(`/hub/replacement-rotor/recommended-rotors/${ids.kit}`);
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it("a drum or rotor number after a word the search does not know ('old …', 'Item …') is searched alone", async () => {
    // the boxes searched 'old 10600001' with its word, said there was no match and went to no-results
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/search`);
      await page.getByLabel('Drum number').fill('old 10600001');
      await page.getByRole('button', { name: /10600001/ }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'The following drum is recommended');
      expect(page.url()).toContain(`/hub/replacement-drum/recommended-drums/${ids.drum}`);

      await page.goto(`${app.server.url}/hub/replacement-rotor/search`);
      await page.getByLabel('Rotor number').fill('Item 10083923');
      await page
        .getByRole('button', { name: /10083923/ })
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'The following rotor is recommended');
      expect(page.url()).toContain(`/hub/replacement-rotor/recommended-rotors/${ids.kit}`);
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('a drum search with no match goes to the no-results page', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/search`);
      await page.getByLabel('Drum number').fill('QQ9Z9Z9Z9');
      await page.getByText('No matches for QQ9Z9Z9Z9').waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'No results were found.');
      expect(page.url()).toContain('/hub/no-results?q=QQ9Z9Z9Z9');
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('a rotor question page of a catalog without rotor filters (nothing imported) says nothing was found', async () => {
    await withPage(360, async (page, errors) => {
      // the API as an empty catalog answers it: no filter categories for the flow
      await page.route('**/api/v11/brakerotor/filtercategories/', (route) =>
        route.fulfill({ json: [], headers: { 'Cache-Control': 'no-store' } }),
      );
      await page.goto(`${app.server.url}/hub/replacement-rotor/filter/brtyp/axpos=1`);
      await heading(page, 'No results were found.');
      await page.getByText('The catalog has no rotors yet.').waitFor();
      expect(await page.getByText(/could not load|part number you entered/i).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('an edited rotor link with an answer the catalog does not have names it and asks it again', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-rotor/filter/brnum/axpos=99999`);
      await heading(page, 'No results were found.');
      await page
        .getByText('The answer "99999" to Axle Position in this link is not one the catalog has.')
        .waitFor();
      expect(await page.getByText(/part number you entered/i).count()).toBe(0);
      await page.getByRole('link', { name: 'Answer Axle Position again' }).click();
      await heading(page, 'Choose the Axle Position');
      expect(page.url()).not.toContain('99999');
      await page.goBack();
      await page.getByRole('link', { name: 'Start the replacement rotor questions again' }).click();
      await heading(page, 'Choose the Axle Position');
      expect(page.url()).not.toContain('99999');
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('an answer edited into words or markup is named as typed, not dropped for every rotor to match', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-rotor/filter/brnum/axpos=%3Cb%3Eabc`);
      await heading(page, 'No results were found.');
      await page
        .getByText('The answer "<b>abc" to Axle Position in this link is not one the catalog has.')
        .waitFor();
      expect(await page.locator('.outcome b').count()).toBe(0);
      await page.getByRole('link', { name: 'Answer Axle Position again' }).click();
      await heading(page, 'Choose the Axle Position');
      expect(page.url()).not.toContain('abc');
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('a stud link whose diameter the catalog does not have names it and asks the diameter again', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/stud/filter/stldp/stdia=999`);
      await heading(page, 'No results were found.');
      await page
        .getByText('The answer "999" to Stud Diameter in this link is not one the catalog has.')
        .waitFor();
      await page.getByRole('link', { name: 'Answer Stud Diameter again' }).click();
      await page.waitForURL((url) => url.pathname === '/hub/stud/filter/stdia');
      await heading(page, 'Choose the Stud Diameter');
      expect(errors).toEqual([]);
    });
  }, 60_000);
});

describe('the results pager on a phone', () => {
  /** The pager's boxes: every button's top, width and height, and whether the row or the page runs wide. */
  const measure = (page: Page) =>
    page.getByRole('navigation', { name: 'Result pages' }).evaluate((nav) => ({
      buttons: [...nav.querySelectorAll('button')].map((b) => {
        const r = b.getBoundingClientRect();
        return {
          name: b.getAttribute('aria-label') ?? b.textContent,
          top: r.top,
          width: r.width,
          height: r.height,
        };
      }),
      rowWide: nav.scrollWidth > nav.clientWidth,
      pageWide: document.documentElement.scrollWidth > window.innerWidth,
    }));

  it('keeps ‹ the pages and › on one line at 320 and 360 px, each button 44 px and named', async () => {
    // at 360 px the › of a 60-drum list wrapped alone onto a second line
    await withPage(320, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/filter`);
      const results = page.getByRole('region', { name: 'Results' });
      const step = page.locator('.flow-question, section[aria-label="Results"]').first();
      for (let i = 0; i < 12; i++) {
        await step.waitFor();
        if (await results.count()) break;
        const before = page.url();
        await page.getByRole('button', { name: /^Not sure/ }).click();
        await page.waitForURL((u) => u.href !== before);
      }
      await results.getByText('Result 1 of 60').waitFor();
      const pager = page.getByRole('navigation', { name: 'Result pages' });
      const current = pager.locator('[aria-current="page"]');
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 740 });
        await pager.getByRole('button', { name: '1', exact: true }).click();
        // the first pages, one in the middle of the list, and the last ones
        for (const at of ['1', '2', '3', '4', '5', '6', '60', '59', '58']) {
          if (at === '60') await pager.getByRole('button', { name: '60', exact: true }).click();
          else if (at !== '1')
            await pager
              .getByRole('button', { name: /^(Next|Previous) result$/ })
              .nth(Number(at) < 58 ? 1 : 0)
              .click();
          await current.filter({ hasText: new RegExp(`^${at}$`) }).waitFor();
          const { buttons, rowWide, pageWide } = await measure(page);
          const where = `${width} px, page ${at}`;
          expect(new Set(buttons.map((b) => Math.round(b.top))).size, where).toBe(1);
          for (const b of buttons) {
            expect(b.width, `${where}: ${b.name}`).toBeGreaterThanOrEqual(44);
            expect(b.height, `${where}: ${b.name}`).toBeGreaterThanOrEqual(44);
          }
          expect(buttons.at(0)?.name).toBe('Previous result');
          expect(buttons.at(-1)?.name).toBe('Next result');
          expect(buttons.map((b) => b.name)).toContain(at);
          expect([rowWide, pageWide], where).toEqual([false, false]);
        }
      }
      expect(errors).toEqual([]);
    });
  }, 90_000);
});
