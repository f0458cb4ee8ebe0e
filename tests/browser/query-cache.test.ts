// The query cache (decision 032) on the built client: Back to a page already seen renders its data from
// memory (no second request, no loading state), and two widgets needing the same answer make one request.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { browserSuite } from '../support/browser.ts';

const catalog = generateCatalog();

/** A maker hub with a PreSet rebuild kit among its components (its row links to the kit's page). */
function hubWithKit() {
  const kits = new Set(catalog.rebuild_kits.filter((k) => k.typeId === 219).map((k) => k.partNumber));
  const row = catalog.hub_aftermarket_parts.find(
    (r) => kits.has(r.partNumber) && r.hubAssemblyNumber.length === 8,
  );
  if (!row) throw new Error('no hub with a rebuild kit');
  return { hub: row.hubAssemblyNumber, kit: row.partNumber };
}

const app = browserSuite();

/** Every API request the page makes from now on whose path contains `part`. */
function countRequests(page: Page, part: string): { readonly count: number } {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && `${url.pathname}${url.search}`.includes(part))
      seen.push(url.href);
  });
  return {
    get count() {
      return seen.length;
    },
  };
}

/** Records from now on whether a loading indicator (the Spinner's role=status) is ever in the page. */
async function watchForSpinner(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { spinnerSeen: boolean };
    w.spinnerSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.spinner-wrap')) w.spinnerSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen);
}

describe('the query cache', () => {
  it('renders a page seen before from the cache on Back: no second request, no loading state', async () => {
    const { hub, kit } = hubWithKit();
    await app.withPage(1280, async (page, errors) => {
      const reads = countRequests(page, `/api/v11/aftermarketparts?hanum=${hub}`);
      await page.goto(`${app.server.url}/parts/search/${hub}`);
      await page.getByText('Hub Components Search Results for:').waitFor();
      await page.getByRole('link', { name: kit, exact: true }).first().click();
      await page.waitForURL(`**/hub/hub-rebuild-kits-detail/${kit}`);
      await page.getByText('Product Details').waitFor();
      // the kit's contents are in too, so no spinner of page B is still up when Back is pressed
      await page.getByText('Inner Bearing').first().waitFor();
      expect(reads.count).toBe(1);

      const spinnerSeen = await watchForSpinner(page);
      await page.goBack();
      await page.waitForURL(`**/parts/search/${hub}`);
      await page.getByText('Hub Components Search Results for:').waitFor();
      await page.getByRole('link', { name: kit, exact: true }).first().waitFor();
      expect(await spinnerSeen()).toBe(false);
      expect(reads.count).toBe(1);
      expect(errors).toEqual([]);
    });
  });

  it('a fresh load of the same page does ask again (the cache lives in the tab, not on disk)', async () => {
    const { hub } = hubWithKit();
    await app.withPage(360, async (page, errors) => {
      const reads = countRequests(page, `/api/v11/aftermarketparts?hanum=${hub}`);
      await page.goto(`${app.server.url}/parts/search/${hub}`);
      await page.getByText('Hub Components Search Results for:').waitFor();
      await page.reload();
      await page.getByText('Hub Components Search Results for:').waitFor();
      expect(reads.count).toBe(2);
      expect(errors).toEqual([]);
    });
  });

  it("shares one request between the search box's suggestions and the no-results offers for the same number", async () => {
    await app.withPage(360, async (page, errors) => {
      const typed = '99999977';
      const searches = countRequests(page, `/api/v11/partnumbers/withaftermarketnumbers/${typed}`);
      await page.goto(`${app.server.url}/hub/search`);
      await page.getByPlaceholder('6 or 8 digit assembly number').fill(typed);
      // Continue waits for the suggestions' search, finds nothing and opens the no-results page, whose
      // offers ask the unified search for the same number.
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(`**/hub/no-results?q=${typed}`);
      await page.getByRole('heading', { name: 'No results were found.' }).waitFor();
      await page.getByRole('searchbox').waitFor();
      expect(searches.count).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
