// Issue 24: a number search's result says what was searched (chat and page, a page opened cold too), the
// hub details page leads on (part numbers are links, components, compare) and compare keeps typed text on
// Escape. Numbers come from the demo catalog.
import { and, asc, isNotNull, ne } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hubAssemblies } from '../../server/data/db/schema.ts';
import { browserSuite, startChat, typeInChat } from '../support/browser.ts';
import { interchangeSample } from '../support/catalog-samples.ts';
import { readDemoCatalog } from '../support/demo-catalog.ts';

let drum = { brand: '', number: '', maker: '' };
let rotor = { brand: '', number: '', maker: '' };
let hub = { number: '', conventional: '' };
beforeAll(async () => {
  await readDemoCatalog(async (db) => {
    drum = await interchangeSample(db, 23);
    rotor = await interchangeSample(db, 203);
    const [row] = await db
      .select({ number: hubAssemblies.hubAssemblyNumber, conventional: hubAssemblies.conventionalHubNumber })
      .from(hubAssemblies)
      .where(and(isNotNull(hubAssemblies.conventionalHubNumber), ne(hubAssemblies.conventionalHubNumber, '')))
      .orderBy(asc(hubAssemblies.hubAssemblyNumber))
      .limit(1);
    if (!row?.conventional) throw new Error('demo catalog has no hub with a conventional option');
    hub = { number: row.number, conventional: row.conventional };
  });
});
const app = browserSuite();

const lastCards = (page: Page) =>
  page.getByRole('region', { name: 'Conversation' }).locator('section.part-cards').last();

describe('a number search says what was searched', () => {
  it('in the chat and on the page it opens, the same heading; a page opened cold says it too', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, `${rotor.brand} ${rotor.number}`);
      const chatHeading = lastCards(page).locator('.searched-heading');
      await chatHeading.waitFor();
      const text = ((await chatHeading.textContent()) ?? '').trim();
      expect(text).toMatch(new RegExp(`^${rotor.brand} ${rotor.number} → ConMet \\d+`));
      expect(text).toContain(rotor.maker);
      // the spec's text stays, under the heading
      await lastCards(page).getByText('The following rotor is recommended').waitFor();

      await lastCards(page).getByRole('link', { name: 'Open as page' }).click();
      const results = page.getByRole('region', { name: 'Results' });
      await results.getByText('The following rotor is recommended').waitFor();
      expect((await results.locator('.searched-heading').textContent())?.trim()).toBe(text);

      // opened cold from its link alone, in a fresh tab
      const cold = await page.context().newPage();
      await cold.goto(page.url());
      const coldResults = cold.getByRole('region', { name: 'Results' });
      await coldResults.getByText('The following rotor is recommended').waitFor();
      expect((await coldResults.locator('.searched-heading').textContent())?.trim()).toBe(text);
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('a drum page shows the searched text as text, and no heading without one', async () => {
    await app.withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, `${drum.brand} ${drum.number}`);
      await lastCards(page).locator('.searched-heading').waitFor();
      await lastCards(page).getByRole('link', { name: 'Open as page' }).click();
      const results = page.getByRole('region', { name: 'Results' });
      await results.locator('.searched-heading').waitFor();
      const path = new URL(page.url()).pathname;

      // a visitor's text in the query is printed as text, never as markup
      const hostile = '<img src=x onerror="window.hacked=1">';
      await page.goto(`${app.server.url}${path}?searched=${encodeURIComponent(hostile)}`);
      await results.getByText('The following drum is recommended').waitFor();
      expect(await results.locator('.searched-heading').textContent()).toBe(
        `${hostile} → ConMet ${drum.maker}`,
      );
      expect(await results.locator('.searched-heading img').count()).toBe(0);
      expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

      // too long, or absent: no heading, the page as before
      for (const query of [`?searched=${'x'.repeat(200)}`, '']) {
        await page.goto(`${app.server.url}${path}${query}`);
        await results.getByText('The following drum is recommended').waitFor();
        expect(await results.locator('.searched-heading').count()).toBe(0);
      }
      expect(errors).toEqual([]);
    });
  }, 60_000);
});

describe('hub details lead on', () => {
  it('its part numbers are links, and compare opens with this hub filled in', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/details/${hub.number}`);
      const actions = page.getByRole('navigation', { name: 'Hub actions' });
      await actions.waitFor();
      // opened cold: no results to return to
      expect(await page.getByRole('button', { name: 'Return to results' }).count()).toBe(0);
      expect(await actions.getByRole('link', { name: 'Hub components' }).getAttribute('href')).toBe(
        `/parts/search/${hub.number}`,
      );

      const option = page
        .locator('main table.specs')
        .getByRole('link', { name: hub.conventional, exact: true });
      await option.click();
      await page.waitForURL(`**/hub/details/${hub.conventional}`);
      await page.locator('.details-number', { hasText: hub.conventional }).waitFor();

      await page
        .getByRole('navigation', { name: 'Hub actions' })
        .getByRole('link', { name: 'Compare with…' })
        .click();
      await page.waitForURL((u) => u.pathname === '/hub/compare-hub');
      expect(await page.getByLabel('Assembly #1').inputValue()).toBe(hub.conventional);
      // the box left to fill has the focus
      await page.waitForFunction(
        () => document.activeElement?.id === document.querySelectorAll('input')[1]?.id,
      );
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('compare is in the menu, and a hostile compare link fills nothing', async () => {
    await app.withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/disclaimer`);
      await page.getByRole('button', { name: 'More Information' }).click();
      await page.getByRole('link', { name: 'Compare Hubs' }).click();
      await page.waitForURL((u) => u.pathname === '/hub/compare-hub');
      await page.goto(`${app.server.url}/hub/compare-hub?assembly=${encodeURIComponent('<b>1</b>')}`);
      await page.getByLabel('Assembly #1').waitFor();
      expect(await page.getByLabel('Assembly #1').inputValue()).toBe('');
      expect(errors).toEqual([]);
    });
  }, 60_000);
});

describe('results seen one at a time', () => {
  it('keep the result turned to: Back from its details and a reload show it, not the first', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(
        `${app.server.url}/hub/results?tcomp=1&brkty=1&tmake=1&aaxna=2&gawrr=1&hcmty=1&hcbdi=5.5&wmslc=1&spnut=1`,
      );
      const shown = page.locator('.hub-results .hub-card-number');
      const first = await shown.textContent();
      await page.getByRole('button', { name: '3', exact: true }).click();
      await expect.poll(() => shown.textContent()).not.toBe(first);
      const third = await shown.textContent();
      await page.getByRole('link', { name: 'See Details' }).click();
      await page.waitForURL((u) => u.pathname === `/hub/details/${third}`);
      await page.goBack();
      await expect.poll(() => shown.textContent()).toBe(third);
      await expect(page.locator('.pager-page.current').textContent()).resolves.toBe('3');
      await page.reload();
      await expect.poll(() => shown.textContent()).toBe(third);
      expect(errors).toEqual([]);
    });
  });
});

describe('results seen one at a time in the chat', () => {
  it('keep the result turned to: Back from its details and a reload show it, not the first', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      await startChat(page);
      await typeInChat(page, '10082200');
      const conversation = page.getByRole('region', { name: 'Conversation' });
      await conversation.getByRole('button', { name: /^No\b/ }).last().click();
      const results = conversation.locator('section.hub-results').last();
      const shown = results.locator('.hub-card-number');
      await results.locator('.pager-page').nth(2).click();
      await expect(results.locator('.pager-page.current').textContent()).resolves.toBe('3');
      const third = await shown.textContent();
      await results.getByRole('link', { name: 'See Details' }).click();
      await page.waitForURL((u) => u.pathname === `/hub/details/${third}`);
      await page.goBack();
      const back = page.getByRole('region', { name: 'Conversation' }).locator('section.hub-results').last();
      await expect.poll(() => back.locator('.hub-card-number').textContent()).toBe(third);
      await expect(back.locator('.pager-page.current').textContent()).resolves.toBe('3');
      await page.reload();
      await expect
        .poll(() => page.locator('section.hub-results').last().locator('.hub-card-number').textContent())
        .toBe(third);
      expect(errors).toEqual([]);
    });
  }, 60_000);
});

describe('Escape closes suggestions and keeps the typed number', () => {
  it.each([
    ['compare', '/hub/compare-hub', 'Assembly #1'],
    ['rotor search', '/hub/replacement-rotor/search', null],
  ])(
    '%s',
    async (_name, path, label) => {
      await app.withPage(1280, async (page, errors) => {
        await page.goto(`${app.server.url}${path}`);
        const box = label ? page.getByLabel(label) : page.locator('main input[type="search"]').first();
        const typed = (label ? hub.number : rotor.maker).slice(0, 4);
        await box.fill(typed);
        const list = page.locator('.number-suggestions').first();
        await list.waitFor();
        await box.press('Escape');
        await list.waitFor({ state: 'detached' });
        expect(await box.inputValue()).toBe(typed);
        // typing on opens the list again
        await box.press('End');
        await box.pressSequentially(label ? hub.number.slice(4, 5) : rotor.maker.slice(4, 5));
        await list.waitFor();
        expect(errors).toEqual([]);
      });
    },
    60_000,
  );

  it('the chat box', async () => {
    await app.withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      const box = page.getByRole('searchbox');
      await box.fill(rotor.number.slice(0, 4));
      // the list is open while the box names it
      await expect.poll(() => box.getAttribute('aria-controls')).not.toBeNull();
      await page.locator(`[id="${await box.getAttribute('aria-controls')}"]`).waitFor();
      await box.press('Escape');
      await expect.poll(() => box.getAttribute('aria-controls')).toBeNull();
      expect(await box.inputValue()).toBe(rotor.number.slice(0, 4));
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('the arrow keys go from a box to its suggestions and back, in the chat and on a page', async () => {
    await app.withPage(1280, async (page, errors) => {
      const focusedIs = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
      for (const [path, box] of [
        ['/hub', page.getByRole('searchbox')],
        ['/parts/search', page.getByPlaceholder('6 or 8 digit assembly number')],
      ] as const) {
        await page.goto(`${app.server.url}${path}`);
        // /hub: the chat's own box, not the first home's that it replaces once a key is pressed (this file's
        // server publishes no notification, whose modal would open over /hub and take the focus)
        if (path === '/hub') await startChat(page);
        await box.fill('100');
        const suggestions = page.locator('.suggestion-list .suggestion');
        await suggestions.nth(1).waitFor();
        await box.press('ArrowDown');
        await expect(focusedIs(suggestions.first()), path).resolves.toBe(true);
        await page.keyboard.press('ArrowDown');
        await expect(focusedIs(suggestions.nth(1)), path).resolves.toBe(true);
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        await expect(focusedIs(box), path).resolves.toBe(true);
        // Enter on a suggestion reached by the arrows takes it, as a tap does
        await box.press('ArrowDown');
        const number = (await suggestions.first().locator('.suggestion-number').textContent()) ?? '';
        const before = page.url();
        await page.keyboard.press('Enter');
        if (path === '/hub') await page.locator('.msg-user .bubble', { hasText: number }).waitFor();
        else await page.waitForURL((u) => u.href !== before);
      }
      expect(errors).toEqual([]);
    });
  });
});
