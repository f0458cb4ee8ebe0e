// Back from an answer shows the number box as the visitor left it: the number typed on the search pages,
// both hubs of the compare picker, to correct a digit or pick another without typing it all again. A reload
// keeps it too; the same page reached anew by a link starts empty. 'Return to Comparison' opens the picker
// with both hubs in it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser.ts';
import { makerHubNumbers } from '../support/catalog-samples.ts';
import { pickAndCompare } from '../support/compare-picker.ts';

const app = browserSuite();

const boxValues = (page: Page) =>
  page
    .getByPlaceholder('Type ConMet assembly number')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));

describe('Back keeps the number box', () => {
  it('on the search pages: the typed number is back after Back and a reload, not on a new visit', async () => {
    const [hub] = await makerHubNumbers(app.server);
    await app.withPage(360, async (page, errors) => {
      for (const [path, label, typed, answer] of [
        ['/parts/search', 'Hub assembly number', hub, `**/parts/search/${hub}`],
        ['/hub/replacement-drum/search', 'Drum number', '10600001', '**/recommended-drums/**'],
        ['/hub/search', 'Hub assembly number', hub, '**/hub/filters/**'],
      ] as const) {
        await page.goto(`${app.server.url}${path}`);
        const box = page.getByLabel(label, { exact: true });
        await box.fill(typed);
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(answer);
        await page.goBack();
        await page.waitForURL((u) => u.pathname === path);
        await expect.poll(() => box.inputValue()).toBe(typed);
        await page.reload();
        await expect.poll(() => box.inputValue()).toBe(typed);
      }
      // the same page opened anew (a link, a new entry) starts empty
      await page.getByRole('link', { name: 'Home' }).first().click();
      await page.waitForURL((u) => u.pathname === '/hub');
      await page.goto(`${app.server.url}/hub/search`);
      await page.getByLabel('Hub assembly number', { exact: true }).waitFor();
      expect(await page.getByLabel('Hub assembly number', { exact: true }).inputValue()).toBe('');
      expect(errors).toEqual([]);
    });
  }, 90_000);

  it('on the compare picker: Back shows both hubs and compares them again on Enter; Return to Comparison too', async () => {
    const [a, b] = await makerHubNumbers(app.server);
    await app.withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/compare-hub`);
      const inputs = page.getByPlaceholder('Type ConMet assembly number');
      await pickAndCompare(page, a, b);

      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/hub/compare-hub');
      await expect.poll(() => boxValues(page)).toEqual([a, b]);
      await inputs.nth(1).press('Enter');
      await page.waitForURL(`**/hub/compare/${a}/${b}`);

      // the comparison's own way back: both hubs in the picker, opened cold as well
      await page.getByRole('link', { name: 'Return to Comparison' }).click();
      await page.waitForURL((u) => u.pathname === '/hub/compare-hub');
      await expect.poll(() => boxValues(page)).toEqual([a, b]);
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await page.waitForURL(`**/hub/compare/${a}/${b}`);

      // a box changed before leaving comes back changed, its old pick gone with it
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/hub/compare-hub');
      await inputs.nth(0).fill('1008');
      await page.getByRole('link', { name: 'Disclaimer' }).last().click();
      await page.waitForURL((u) => u.pathname === '/disclaimer');
      await page.goBack();
      await expect.poll(() => boxValues(page)).toEqual(['1008', b]);
      expect(
        await page.getByRole('button', { name: 'Compare', exact: true }).getAttribute('aria-disabled'),
      ).toBe('true');
      expect(errors).toEqual([]);
    });
  }, 90_000);

  it('a hostile compare link fills neither box', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(
        `${app.server.url}/hub/compare-hub?assembly=${encodeURIComponent('<b>1</b>')}&compareAssembly=${'9'.repeat(500)}`,
      );
      await page.getByLabel('Assembly #2').waitFor();
      expect(await boxValues(page)).toEqual(['', '']);
      expect(errors).toEqual([]);
    });
  }, 60_000);
});
