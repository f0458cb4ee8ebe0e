// The API reference (/api/docs) lets a developer try each call: a form from the call's parameters, sent
// with the key typed into the page, the answer's status and JSON shown as text. It runs under the page's
// strict content policy (its one script comes from our origin), at a phone's width too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser.ts';
import { allowConsoleErrors } from '../support/page-errors.ts';

const app = browserSuite();
const KEY = 'web-client-public-key';
const SEARCH = 'Try GET /api/v11/partnumbers/withaftermarketnumbers/{text}';

async function openReference(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('__violation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __violation: (v: string) => void }).__violation(e.violatedDirective),
    );
  });
  await page.goto(`${app.server.url}/api/docs`);
  await page.getByLabel(/Subscription key for "Try it"/).fill(KEY);
  return violations;
}

async function trySearch(page: Page, text: string) {
  const form = page.getByRole('form', { name: SEARCH });
  await form.getByLabel('text').fill(text);
  await form.getByRole('button', { name: 'Send' }).click();
  return form;
}

describe('API reference: Try it', () => {
  it('sends a number search with the key and shows 200 and the JSON; a bad input shows 400', async () => {
    await app.withPage(1280, async (page) => {
      const violations = await openReference(page);
      const form = await trySearch(page, '104591'); // a ConMet number of the demo catalog
      await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^200 /);
      const body = await form.locator('.try-body').textContent();
      expect(JSON.parse(body ?? '')).toMatchObject({ Status: 'OK' });
      expect(body).toContain('104591');

      // the server's 400 is a failed resource load to Chromium's console: expected here
      allowConsoleErrors('the server responded with a status of 400');
      await trySearch(page, 'x'.repeat(65)); // longer than the documented 64
      await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^400 /);
      expect(JSON.parse((await form.locator('.try-body').textContent()) ?? '')).toMatchObject({
        Status: 'ERROR',
        Error: { Code: 'bad_request' },
      });
      expect(violations).toEqual([]);
    });
  });

  it('shows an answer as text, never as markup, and fits a phone', async () => {
    await app.withPage(360, async (page) => {
      await openReference(page);
      // the engine's answer repeats what was searched: markup in it must stay text
      const form = page.getByRole('form', { name: 'Try POST /api/assistant/step' });
      const state = { version: 1, lastSearch: null, seq: 0, hub: null, parts: null, pending: null };
      await form
        .getByLabel('Body (JSON)')
        .fill(JSON.stringify({ state, event: { type: 'text', text: '<b>zz99</b>' } }));
      await form.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => form.getByRole('status').textContent()).toMatch(/^200 /);
      expect(await form.locator('.try-body').textContent()).toContain('"lastSearch": "<b>zz99</b>"');
      expect(await form.locator('.try-body b').count()).toBe(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  });
});
