// Hub components pages on a fresh load with the demo catalog: parts search and results, every part detail
// screen, the bearing filter screens, the cross-reference retry and the not-found view.
// Set SHOTS_DIR to also save a screenshot of every route at 360 px and 1280 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import { browserSuite } from '../support/browser.ts';

// The server loads this same deterministic demo catalog; tests pick their numbers from it.
const catalog = generateCatalog();

function competitorNumber(partTypeId: number) {
  const row = catalog.interchanges.find((r) => r.partTypeId === partTypeId && r.competitorId !== 1);
  if (!row) throw new Error(`no competitor number of type ${partTypeId}`);
  return { number: row.partNumber, maker: row.makerPartNumber };
}

/** A hub whose components include a PreSet rebuild kit and the spindle nut kit 10036551 (socket 3.75"). */
function hubWithKits() {
  const byHub = new Map<string, string[]>();
  for (const r of catalog.hub_aftermarket_parts)
    byHub.set(r.hubAssemblyNumber, [...(byHub.get(r.hubAssemblyNumber) ?? []), r.partNumber]);
  const kits = new Set(catalog.rebuild_kits.filter((k) => k.typeId === 219).map((k) => k.partNumber));
  for (const [hub, parts] of byHub)
    if (parts.includes('10036551') && parts.some((p) => kits.has(p)) && hub.length === 8)
      return { hub, kit: parts.find((p) => kits.has(p)) ?? '' };
  throw new Error('no hub with a rebuild kit and 10036551');
}

/**
 * Another brand's hub number that only that brand uses, for a maker hub with components, and that no maker
 * hub number starts with (so only the interchange can lead from it to the maker hub).
 */
function competitorHubWithParts() {
  const norm = (n: string) => normalizePartNumber(n);
  const uses = new Map<string, number>();
  for (const r of catalog.interchanges) uses.set(norm(r.partNumber), (uses.get(norm(r.partNumber)) ?? 0) + 1);
  const withParts = new Set(catalog.hub_aftermarket_parts.map((r) => r.hubAssemblyNumber));
  const makerHubs = catalog.interchanges
    .filter((r) => r.partTypeId === 115 && r.competitorId === 1)
    .map((r) => norm(r.partNumber));
  const row = catalog.interchanges.find(
    (r) =>
      r.partTypeId === 115 &&
      r.competitorId !== 1 &&
      uses.get(norm(r.partNumber)) === 1 &&
      withParts.has(r.makerPartNumber) &&
      r.makerPartNumber !== r.partNumber &&
      !makerHubs.some((m) => m.startsWith(norm(r.partNumber))),
  );
  if (!row) throw new Error('no competitor hub number for a hub with components');
  return { number: row.partNumber, maker: row.makerPartNumber };
}

const bearingRow = catalog.bearing_filter_details[0];
if (!bearingRow) throw new Error('no bearing filter details');
const kitDetail = catalog.rebuild_kit_details.find(
  (d) => d.kitNumber === bearingRow.preSetPreSetPlusRebuildKitNumber,
);

const app = browserSuite();

/** A fresh page `width` px wide that must end without page errors. */
const withPage = (width: number, run: (page: Page) => Promise<void>) =>
  app.withPage(width, async (page, errors) => {
    await run(page);
    expect(errors).toEqual([]);
  });

/** With SHOTS_DIR set, saves what the page shows now (for looking at states the route list does not reach). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true }).first();

const { hub, kit } = hubWithKits();

/** Every route with the texts that prove the right page shows the right part. */
const ROUTES: { path: string; texts: (string | RegExp)[] }[] = [
  { path: '/parts/search', texts: ['Enter your hub assembly number', 'Help me find my hub assembly number'] },
  {
    path: `/parts/search/${hub}`,
    texts: [
      'Hub Components Search Results for:',
      'Service & Rebuild Kits',
      'Socket size: 3.75"',
      'Return to search',
    ],
  },
  {
    path: `/hub/hub-rebuild-kits-detail/${kit}`,
    texts: ['Product Details', 'Inner Bearing', 'Seal & Spacer'],
  },
  { path: '/hub/abs-service-kit-detail/10810001', texts: ['ABS Tone Ring Number', 'What the Kit Contains'] },
  { path: '/hub/seals-detail/10830001', texts: ['Inner Diameter (in.)', 'Seal & Spacer Kit'] },
  { path: '/hub/abs-tone-ring-detail/ff-steer-100-tooth', texts: ['10083900', 'Thickness (in.)'] },
  { path: '/hub/spindle-nut-kit-detail/10036551', texts: ['3.75"', 'DO NOT BACK OFF SPINDLE NUT'] },
  { path: '/hub/seal-spacer-kit-detail/10840001', texts: ['Spacer Number', '10830001'] },
  { path: `/hub/bearing-detail/${bearingRow.partNumber}`, texts: ['Cone Number', 'Used on these axles'] },
  {
    path: `/hub/bearing-filter-detail/${bearingRow.partNumber}/${bearingRow.filterId}`,
    texts: ['Reference Set No.', 'Preset / Preset Plus Hub Rebuild Kit'],
  },
];

describe('hub components pages on a fresh load', () => {
  for (const width of [360, 1280]) {
    it(`shows every route's key text at ${width} px`, async () => {
      const shots = process.env.SHOTS_DIR;
      if (shots) mkdirSync(shots, { recursive: true });
      await withPage(width, async (page) => {
        for (const route of ROUTES) {
          await page.goto(`${app.server.url}${route.path}`);
          for (const text of route.texts) await visible(page, text).waitFor();
          if (shots) {
            const name = route.path.replace(/[/?=]+/g, '_').replace(/^_/, '');
            await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
          }
        }
      });
    }, 120_000);
  }
});

describe('parts search', () => {
  it('suggests maker hub numbers and Continue waits for the search, then opens the results', async () => {
    await withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/parts/search`);
      const input = page.getByLabel('Hub assembly number');
      await input.fill(hub);
      // Continue right away: the search is still pending (500 ms debounce), so Continue waits for it.
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`**/parts/search/${hub}`);
      await visible(page, 'Hub Components Search Results for:').waitFor();
    });
  });

  it('Continue with the box empty says the one empty text, as the error; typing takes it away', async () => {
    await withPage(360, async (page) => {
      await page.goto(`${app.server.url}/parts/search`);
      const input = page.getByLabel('Hub assembly number');
      await input.fill('   ');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('alert').getByText('Type ConMet or Competitor assembly number').waitFor();
      // said once: not beside a grey prompt, and no maker-only wording
      expect(await page.getByText('Type ConMet or Competitor assembly number').count()).toBe(1);
      expect(await page.getByText('Type ConMet assembly number').count()).toBe(0);
      await input.fill('1');
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });

  it('picks a suggestion from the list', async () => {
    await withPage(360, async (page) => {
      await page.goto(`${app.server.url}/parts/search`);
      await page.getByLabel('Hub assembly number').fill(hub.slice(0, 6));
      await page
        .getByRole('button', { name: new RegExp(hub) })
        .first()
        .waitFor();
      await shot(page, 'parts-search-suggestions-360');
      await page
        .getByRole('button', { name: new RegExp(hub) })
        .first()
        .click();
      await page.waitForURL(/\/parts\/search\/\d+$/);
      await visible(page, 'Full Replacement Hub').waitFor();
    });
  });

  it("opens the components of the maker hub a competitor's hub number interchanges with", async () => {
    const theirs = competitorHubWithParts();
    await withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/parts/search`);
      await page.getByLabel('Hub assembly number').fill(theirs.number);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`**/parts/search/${theirs.maker}`);
      await visible(page, 'Hub Components Search Results for:').waitFor();
      await visible(page, theirs.maker).waitFor();
    });
  });

  it("reads the hub number among other words ('PN: …', full-width digits) and opens its components", async () => {
    // the box searched 'PN: 10082200' as typed and went to the no-results page
    await withPage(360, async (page) => {
      for (const typed of [
        `PN: ${hub}`,
        hub.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))),
      ]) {
        await page.goto(`${app.server.url}/parts/search`);
        await page.getByLabel('Hub assembly number').fill(typed);
        await page
          .getByRole('button', { name: new RegExp(hub) })
          .first()
          .waitFor();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(`**/parts/search/${hub}`);
        await visible(page, 'Hub Components Search Results for:').waitFor();
      }
    });
  });

  it("searches the hub number alone when the words beside it find nothing ('Item …') and opens its components", async () => {
    // the box searched 'Item 10082200' with its word and went to the no-results page
    await withPage(360, async (page) => {
      for (const typed of [`Item ${hub}`, `stamped ${hub}`]) {
        await page.goto(`${app.server.url}/parts/search`);
        await page.getByLabel('Hub assembly number').fill(typed);
        await page
          .getByRole('button', { name: new RegExp(hub) })
          .first()
          .waitFor();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(`**/parts/search/${hub}`);
        await visible(page, 'Hub Components Search Results for:').waitFor();
      }
    });
  });

  it('goes to the no-results page for a number nobody makes', async () => {
    await withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/parts/search`);
      await page.getByLabel('Hub assembly number').fill('99999999');
      await visible(page, 'No matches for 99999999').waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/hub/no-results?q=99999999');
      await page.getByRole('heading', { name: 'No results were found.' }).waitFor();
    });
  });
});

describe('parts results', () => {
  it('groups the parts, links hubs to their details and opens a rebuild kit row', async () => {
    await withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/parts/search/${hub}`);
      for (const name of ['Full Replacement Hub', 'Service & Rebuild Kits', 'Service Parts'])
        await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
      const fullHub = page.getByRole('region', { name: 'Full Replacement Hub' });
      expect(await fullHub.getByRole('listitem').count()).toBe(1);
      expect(await fullHub.getByRole('link').first().getAttribute('href')).toMatch(/^\/hub\/details\/\d+$/);

      const toggle = page.getByRole('button', { name: `Show what kit ${kit} holds` });
      await toggle.click();
      const contents = catalog.rebuild_kit_details.find((d) => d.kitNumber === kit);
      await visible(page, 'Inner Bearing').waitFor();
      await page
        .getByRole('link', { name: contents?.bearingSetNumberInboard ?? '?', exact: true })
        .first()
        .waitFor();
      await page
        .getByRole('link', { name: contents?.sealAndSpacerKitNumber ?? '?', exact: true })
        .first()
        .waitFor();
      await shot(page, 'parts-results-kit-open-1280');
      expect(
        await page.getByRole('button', { name: `Hide what kit ${kit} holds` }).getAttribute('aria-expanded'),
      ).toBe('true');
    });
  });

  it('shows the no-results screen for a hub that is not in the catalog', async () => {
    await withPage(360, async (page) => {
      await page.goto(`${app.server.url}/parts/search/99999999`);
      await page.getByRole('heading', { name: 'No results were found.' }).waitFor();
      await page.getByRole('link', { name: 'Return to search' }).waitFor();
    });
  });
});

describe('part-number pages', () => {
  it("reach the maker's seal from a competitor's number through the cross-reference", async () => {
    const competitor = competitorNumber(220);
    await withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/hub/seals-detail/${encodeURIComponent(competitor.number)}`);
      await page.getByText(competitor.maker, { exact: true }).waitFor();
      await visible(page, 'Cross-referenced from').waitFor();
      await visible(page, 'Inner Diameter (in.)').waitFor();
      await shot(page, 'seal-cross-referenced-1280');
    });
  });

  it("reach the maker's bearing from a competitor's bearing number", async () => {
    const competitor = competitorNumber(101);
    await withPage(360, async (page) => {
      await page.goto(`${app.server.url}/hub/bearing-detail/${encodeURIComponent(competitor.number)}`);
      await page.getByText(competitor.maker, { exact: true }).waitFor();
      await visible(page, 'Cone Number').waitFor();
    });
  });

  it('show the not-found view when neither the number nor its cross-reference is known', async () => {
    await withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/hub/hub-rebuild-kits-detail/ZZ-0000-NONE`);
      await page.getByRole('heading', { name: 'No results were found.' }).waitFor();
      await visible(page, 'ZZ-0000-NONE').waitFor();
      await shot(page, 'part-not-found-1280');
    });
  });
});

describe('bearing filter detail', () => {
  it('shows the rows with two-decimal dimensions and opens the rebuild kit row', async () => {
    await withPage(1280, async (page) => {
      await page.goto(
        `${app.server.url}/hub/bearing-filter-detail/${bearingRow.partNumber}/${bearingRow.filterId}`,
      );
      const specs = page.locator('table.specs');
      await specs.waitFor();
      const rows = await specs.locator('tr').allInnerTexts();
      expect(rows.map((r) => r.split('\t')[0])).toEqual([
        'Axle Position',
        'Axle',
        'Product Type',
        'Bearing Type',
        'Reference Set No.',
        'Id(IN.)',
        'Od(IN.)',
        'Width(IN.)',
      ]);
      expect(rows[5]).toContain(Number(bearingRow.boreDiameterInch).toFixed(2));
      expect(rows[7]).toContain(Number(bearingRow.width).toFixed(2));

      const toggle = page.getByRole('button', { name: /Preset \/ Preset Plus Hub Rebuild Kit/ });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      await visible(page, 'Outer Bearing').waitFor();
      await page
        .getByRole('link', { name: kitDetail?.bearingSetNumberOutboard ?? '?', exact: true })
        .waitFor();
      await shot(page, 'bearing-filter-kit-open-1280');
    });
  });

  it('the entry goes to the detail of the axle, or offers the axles', async () => {
    await withPage(360, async (page) => {
      await page.goto(`${app.server.url}/hub/bearing-filter/${bearingRow.partNumber}`);
      const axles = catalog.bearing_filter_details.filter((r) => r.partNumber === bearingRow.partNumber);
      if (axles.length === 1) await page.waitForURL(/\/hub\/bearing-filter-detail\//);
      else
        await page
          .getByRole('link', { name: new RegExp(bearingRow.axle) })
          .first()
          .click();
      await visible(page, 'Reference Set No.').waitFor();
    });
  });

  it('shows the no-results screen for an axle the bearing is not on', async () => {
    await withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/hub/bearing-filter-detail/${bearingRow.partNumber}/999999`);
      await page.getByRole('heading', { name: 'No results were found.' }).waitFor();
    });
  });

  it('shows the no-results screen, not a failure to retry, for an axle id no link carries', async () => {
    await withPage(360, async (page) => {
      for (const id of ['abc', '0']) {
        await page.goto(`${app.server.url}/hub/bearing-filter-detail/${bearingRow.partNumber}/${id}`);
        await page.getByRole('heading', { name: 'No results were found.' }).waitFor();
        expect(await page.getByText(/could not load/i).count()).toBe(0);
      }
    });
  });
});

describe('tap targets for a gloved thumb', () => {
  it("the part numbers of the job list and the components results, and the footer's links, are 44 px tall at 360 px", async () => {
    await withPage(360, async (page) => {
      const heights = async (selector: string) => {
        await page.locator(selector).first().waitFor();
        return page
          .locator(selector)
          .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
      };
      await page.goto(`${app.server.url}/hub/job/${hub}`);
      for (const h of [...(await heights('a.job-number')), ...(await heights('.footer a'))])
        expect(h).toBeGreaterThanOrEqual(44);
      await page.goto(`${app.server.url}/parts/search/${hub}`);
      for (const h of await heights('.parts-row-number')) expect(h).toBeGreaterThanOrEqual(44);
    });
  });
});
