// Issue 24: the wizard's unitized outcome lists the answers given, each with Change, as its results do
// (the no-hubs outcome gets the same list: tests/engine/hub-wizard-rules.test.ts, since the demo catalog
// has no answer path that finds nothing).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser.ts';

const app = browserSuite();

/** Taps the option matching `label` on the current wizard page and waits for the next page. */
async function tap(page: Page, label: RegExp) {
  const before = new URL(page.url()).pathname;
  await page.locator('.wizard-page button.option:not([disabled])', { hasText: label }).first().click();
  await page.waitForURL((u) => u.pathname !== before);
}

describe('the unitized outcome says what was answered', () => {
  it('lists the answers with Change on the page, and Change goes back to that question', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/truck-type`);
      await tap(page, /^Truck with Drum Brakes/);
      await tap(page, /^Volvo/);
      await tap(page, /Unitized/);
      const outcome = page.locator('.wizard-page .outcome');
      await outcome.locator('.outcome-title', { hasText: 'Unitized hubs are not serviceable' }).waitFor();
      const answers = outcome.getByRole('region', { name: 'Your answers' });
      const values = await answers.locator('.given-answer-value').allTextContents();
      expect(values).toHaveLength(3);
      expect(values[0]).toMatch(/^Truck with Drum Brakes/);
      expect(values[1]).toMatch(/^Volvo/);
      expect(values[2]).toMatch(/Unitized/);
      // the spec's text stays under the list
      await outcome.getByText('Unitized hub assemblies cannot be rebuilt', { exact: false }).waitFor();

      const change = answers.getByRole('button', { name: /^Change / }).nth(1);
      await change.click();
      await page.waitForURL((u) => u.pathname !== '/hub/results');
      await page
        .locator('.wizard-page button.option', { hasText: /^Volvo/ })
        .first()
        .waitFor();
      expect(await page.locator('.wizard-page .outcome').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }, 90_000);
});
