// Typed markup in the chat shows as text and fetches nothing; every page comes with the strict content
// policy and runs without a single policy violation (an inline script or a remote fetch would raise one).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, typeInChat } from '../support/browser.ts';

const app = browserSuite();

/** Counts the page's content-policy violations from before its first script runs. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

const PAGES: [string, string][] = [
  ['/hub', 'searchbox'],
  ['/hub/choose-path', 'heading'],
  ['/hub/details/10031017', 'heading'],
  ['/hub/search', 'heading'],
  ['/parts/choose-path', 'heading'],
  ['/replace/choose-calculator', 'heading'],
  ['/embed/choose-calculator', 'heading'],
  ['/notification', 'heading'],
  ['/help', 'heading'],
  ['/api/docs', 'heading'],
  ['/documents/gawr-ratings.html', 'heading'],
];

describe('content security policy', () => {
  it('comes with every page, and no page breaks it', async () => {
    await app.withPage(1280, async (page, errors) => {
      const violations = await watchViolations(page);
      for (const [path, role] of PAGES) {
        const res = await page.goto(`${app.server.url}${path}`);
        const csp = res?.headers()['content-security-policy'] ?? '';
        expect(csp, path).toMatch(/default-src '(self|none)'/);
        expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval/);
        expect(csp, path).toMatch(/frame-ancestors/);
        if (!path.startsWith('/documents/')) {
          expect(csp, path).toContain("script-src 'self'");
          expect(csp, path).toContain("connect-src 'self'");
          expect(csp, path).toContain("img-src 'self' data:");
        }
        await page
          .getByRole(role as 'heading')
          .first()
          .waitFor();
        expect(await violations(), path).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  });
});

describe('markup typed into the chat', () => {
  const TYPED = ['[Warranty claim](https://evil.example)', '![x](https://evil.example/pixel.png)'];

  it('is shown as text: no link, no image, no request to another site', async () => {
    await app.withPage(1280, async (page, errors) => {
      const offsite: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(app.server.url) && !r.url().startsWith('data:')) offsite.push(r.url());
      });
      await page.goto(`${app.server.url}/hub?ask=${encodeURIComponent(TYPED[0] ?? '')}`);
      const thread = page.getByRole('region', { name: 'Conversation' });
      await thread.getByText(`couldn't place "${TYPED[0]}"`).waitFor();
      await typeInChat(page, TYPED[1] ?? '');
      await thread.getByText(`couldn't place "${TYPED[1]}"`).waitFor();
      expect(await thread.locator('a[href*="evil"], img[src*="evil"]').count()).toBe(0);
      expect(offsite).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
