// A visitor's page was opened before a release; the release deleted the page scripts it knew of. Its next
// move asks for one of them: the page loads that address afresh (the new build) instead of the
// technical-issue page, and only once, so a script that is really missing still ends on that page.
import { describe, expect, it } from 'vitest';
import { browserSuite, viewport } from '../support/browser.ts';
import { allowConsoleErrors } from '../support/page-errors.ts';

const app = browserSuite();
const TECHNICAL = 'We’re sorry, but there’s a technical issue.';

describe('a page script deleted by a release', () => {
  it('opens the page the visitor went to by loading it afresh', async () => {
    // the browser reports the missing script itself
    allowConsoleErrors('404', 'dynamically imported module');
    await app.withPage({ viewport: viewport(1280), serviceWorkers: 'block' }, async (page) => {
      await page.goto(`${app.server.url}/disclaimer`);
      await page.getByRole('heading', { name: 'Disclaimer' }).waitFor();
      let refused = 0;
      // the first ask for the Help page's script finds it gone, as after a rebuild
      await page.route(/\/assets\/HelpPage-[^/]+\.js$/, async (route) => {
        if (refused++ === 0) await route.fulfill({ status: 404, body: 'Not found' });
        else await route.continue();
      });
      await page.evaluate(() => {
        window.history.pushState(null, '', '/help');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('heading', { name: 'How to find your hub assembly number' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/help');
      expect(refused).toBe(2);
      expect(await page.getByText(TECHNICAL).count()).toBe(0);
    });
  });

  it('ends on the technical-issue page when the script is missing after the fresh load too', async () => {
    allowConsoleErrors('404', 'dynamically imported module');
    await app.withPage({ viewport: viewport(360), serviceWorkers: 'block' }, async (page) => {
      await page.goto(`${app.server.url}/disclaimer`);
      await page.getByRole('heading', { name: 'Disclaimer' }).waitFor();
      let asked = 0;
      await page.route(/\/assets\/HelpPage-[^/]+\.js$/, async (route) => {
        asked++;
        await route.fulfill({ status: 404, body: 'Not found' });
      });
      await page.evaluate(() => {
        window.history.pushState(null, '', '/help');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByText(TECHNICAL).waitFor();
      expect(new URL(page.url()).pathname).toBe('/help');
      expect(asked).toBe(2);
    });
  });
});
