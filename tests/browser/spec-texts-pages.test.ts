// Texts, routes and layout of the pages as the spec words them (issue 22, item 5): the empty-search prompts,
// the four home buttons, a not-available hub without 'Success!', the trailer hubs' grease fill link, and
// single-choice options in columns at desktop width but one column on a phone.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { browserSuite } from '../support/browser.ts';
import { openMemoryDatabase } from '../support/memory-database.ts';

const SHOTS = join(tmpdir(), 'spec-texts-shots');
const app = browserSuite();

const hubs = { drive: '', trailer: '', terminated: '' };
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const handle = await openMemoryDatabase();
  const first = async (position: string, status = '') => {
    const r = (await handle.db.execute(
      `select hub_assembly_number n from hub_assemblies where axle_position = '${position}'
       ${status ? `and part_status = '${status}'` : ''} order by 1 limit 1`,
    )) as unknown as { rows: { n: string }[] };
    return r.rows[0]?.n ?? '';
  };
  hubs.drive = await first('Drive');
  // an available hub's not-available link is its details page: the heading is a terminated hub's
  hubs.terminated = await first('Drive', 'Terminated');
  hubs.trailer = await first('Trailer');
  await handle.close();
});

const PROMPTS: [string, string][] = [
  ['/hub/search', TEXT.searchEmpty],
  ['/parts/search', TEXT.searchEmpty],
  ['/hub/compare-hub', 'Type ConMet assembly number'],
  ['/hub/replacement-rotor/search', 'Type ConMet or Competitor rotor number'],
  ['/hub/replacement-drum/search', 'Type ConMet or Competitor drum number'],
];

describe('search prompts (spec 5, Search prompts)', () => {
  it.each(PROMPTS)(
    '%s shows its prompt while the box is empty',
    async (path, prompt) => {
      await app.withPage(360, async (page, errors) => {
        await page.goto(`${app.server.url}${path}`);
        const field = page.locator('.number-field').first();
        const shown = field.locator('.search-prompt', { hasText: prompt });
        await shown.waitFor();
        await field.getByRole('searchbox').fill('1');
        await shown.waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
      });
    },
    30_000,
  );
});

describe('the home screen', () => {
  it('the four buttons open their pages, as the spec lists them', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      const nav = page.getByRole('navigation', { name: 'Browse by category' });
      const expected: [string, string][] = [
        ['HUBS', '/hub/choose-path'],
        ['HUB COMPONENTS', '/parts/choose-path'],
        ['BRAKE DRUMS', '/hub/replacement-drum'],
        ['BRAKE ROTORS', '/hub/replacement-rotor'],
      ];
      for (const [label, to] of expected) {
        expect(await nav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(to);
      }
      await nav.getByRole('link', { name: 'HUBS', exact: true }).click();
      await page.waitForURL('**/hub/choose-path');
      await page.getByRole('heading', { name: 'Do you know your hub assembly number?' }).waitFor();
      expect(errors).toEqual([]);
    });
  }, 30_000);
});

describe('hub pages', () => {
  it('a not-available hub is headed that it is no longer available, not Success!', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/not-available/${hubs.terminated}`);
      const results = page.locator('section.hub-results');
      await results.getByRole('heading', { name: TEXT.hubNoLongerAvailable }).first().waitFor();
      expect(await results.locator('.success').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }, 30_000);

  it('a trailer hub links the Grade 00 grease fill volume; the document is served', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/details/${hubs.trailer}`);
      const link = page.getByRole('link', { name: /Grade 00 semi-fluid grease/ });
      expect(await link.getAttribute('href')).toBe('/documents/grease-fill-volume.html');
      const doc = await page.request.get(`${app.server.url}/documents/grease-fill-volume.html`);
      expect(doc.status()).toBe(200);
      expect(await doc.text()).toContain('Grade 00 semi-fluid grease');
      await page.goto(`${app.server.url}/hub/details/${hubs.drive}`);
      await page.getByText(hubs.drive).first().waitFor();
      expect(await page.getByRole('link', { name: /Grade 00 semi-fluid grease/ }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }, 30_000);
});

describe('fill plugs (part type 8)', () => {
  it('a fill plug has its page, with the hubs it belongs to', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/fill-plug-detail/10880001`);
      await page.getByText('Fill Plug, Trailer Hub Cap').first().waitFor();
      const hub = page.locator('main a.choice').first();
      const href = await hub.getAttribute('href');
      expect(href).toMatch(/^\/hub\/details\/\d+$/);
      await hub.click();
      await page.waitForURL(`**${href}`);
      expect(errors).toEqual([]);
    });
  }, 30_000);
});

/** The tops of the first two options: equal when they sit side by side. */
async function firstTwoTops(page: Page): Promise<[number, number]> {
  const options = page.locator('main .option');
  let tops: [number, number] = [-1, -2];
  // the page's options first (a cold page under a full suite's load takes longer than a poll's default second)
  await options.nth(1).waitFor();
  // both measured in one look at a settled page: an option re-rendered between the two reads has no box
  await expect
    .poll(
      async () => {
        const a = await options.nth(0).boundingBox();
        const b = await options.nth(1).boundingBox();
        tops = [a?.y ?? -1, b?.y ?? -2];
        return a !== null && b !== null;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return tops;
}

describe('single-choice pages', () => {
  it.each([
    ['/hub/truck-type', 'truck-type'],
    ['/hub/replacement-rotor/filter', 'rotor-axle'],
  ])(
    '%s lays options in columns at 1280 px and one column at 360 px',
    async (path, shot) => {
      await app.withPage(1280, async (page, errors) => {
        await page.goto(`${app.server.url}${path}`);
        const [a, b] = await firstTwoTops(page);
        expect(b).toBe(a);
        await page.screenshot({ path: join(SHOTS, `${shot}-1280.png`), fullPage: true });
        expect(errors).toEqual([]);
      });
      await app.withPage(360, async (page, errors) => {
        await page.goto(`${app.server.url}${path}`);
        const [a, b] = await firstTwoTops(page);
        expect(b).toBeGreaterThan(a);
        await page.screenshot({ path: join(SHOTS, `${shot}-360.png`), fullPage: true });
        expect(errors).toEqual([]);
      });
    },
    60_000,
  );
});
