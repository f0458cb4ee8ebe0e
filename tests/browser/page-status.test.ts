// The server answers 404 for an address the app has no page for (decision 045's renderer reads the app's own
// routes), with the app itself, whose 404 page then explains it; every page of the app answers 200,
// including pages that say nothing matched (their address is a page; the catalog has no such part).
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser.ts';

const app = browserSuite();

const status = async (path: string) => {
  const res = await fetch(`${app.server.url}${path}`, { redirect: 'manual' });
  return { status: res.status, body: await res.text() };
};

describe('page status', () => {
  it("answers 200 for the app's pages, those that find nothing included", async () => {
    for (const path of [
      '/hub',
      '/hub/details/10082200',
      '/hub/details/99999999',
      '/hub/job/99999999',
      '/hub/filters/x',
      '/hub/replacement-drum/search',
      '/parts/search/10082200',
      '/mobile-help',
      '/replace/choose-calculator',
      '/replace/labor-costs',
      '/replace/preset-vs-conventional',
      '/replace/preset-vs-conventional/margin-parts',
      '/embed/choose-calculator',
      '/embed/rebuild-vs-replace/results',
    ])
      expect([path, (await status(path)).status]).toEqual([path, 200]);
  });

  it('answers 404 for an address the app has no page for, a calculator step it does not have and /404', async () => {
    for (const path of [
      '/nope',
      '/hub/nope/deeper/still',
      '/404',
      '/replace/nope',
      '/replace/nope/register',
      '/replace/rebuild-vs-replace/margin-parts',
      '/embed/nope',
      `/${'x'.repeat(3000)}`,
    ]) {
      const { status: code, body } = await status(path);
      expect([path.slice(0, 60), code]).toEqual([path.slice(0, 60), 404]);
      // the app, whose own 404 page says what to do next
      expect(body).toContain('<div id="root"');
    }
  });

  it('never writes a hostile address into the page', async () => {
    const { status: code, body } = await status('/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(code).toBe(404);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('alert(1)');
  });

  it('still draws the 404 page in the browser, with a way home, at 360 px', async () => {
    await app.withPage(360, async (page, errors) => {
      const res = await page.goto(`${app.server.url}/hub/nope`);
      expect(res?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      await page.getByText('We were unable to find the page you are looking for.').waitFor();
      await page.getByRole('link', { name: 'Home' }).first().click();
      await page.waitForURL((u) => u.pathname === '/hub');
      expect(errors).toEqual([]);
    });
  }, 60_000);
});
