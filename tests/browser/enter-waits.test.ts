// Continue and Enter wait for the pending search (spec: Continue waits, polled every 100 ms; exactly one
// suggestion is used). Each box gets a number typed and Enter pressed at once (Playwright's keyboard, no
// delay: well within 50 ms, long before the 500 ms debounce ends), and the outcome must be the one the
// single suggestion gives. Also: a rebuild kit typed with its brand and a space finds the kit, and a kit
// number one character from a hub number does not open that hub's components.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser.ts';

const app = browserSuite();
let hubNumber = '';
beforeAll(async () => {
  const { Results } = await app.server.getJson<{ Results: string[] }>(
    '/api/v11/hubassemblynumbers/withaftermarketparts/100',
  );
  hubNumber = Results[0] ?? '';
  if (!hubNumber) throw new Error('no maker hub number in the catalog');
});

/** Types `text` into the focused-by-click field and presses Enter straight after the last key. */
async function typeAndEnter(page: Page, field: ReturnType<Page['locator']>, text: string) {
  await field.click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

const path = (page: Page) => new URL(page.url()).pathname;

describe('Enter at once waits for the suggestions', () => {
  it('home box and chat composer: the one suggestion is what is sent', { timeout: 60_000 }, async () => {
    await app.withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      await typeAndEnter(page, page.getByRole('searchbox'), '10800001');
      // The suggestion ('ConMet 10800001') was sent, not the raw text.
      await page.locator('.msg-user .bubble', { hasText: 'ConMet 10800001' }).waitFor();
      await page.getByText('PreSet / PreSet Plus Hub Rebuild Kit').first().waitFor();
      // The docked composer of a running conversation does the same.
      await typeAndEnter(page, page.getByRole('searchbox'), '10600001');
      await page.locator('.msg-user .bubble', { hasText: 'ConMet 10600001' }).waitFor();
      expect(await page.locator('.msg-user .bubble').allTextContents()).toEqual([
        'ConMet 10800001',
        'ConMet 10600001',
      ]);
      expect(errors).toEqual([]);
    });
  });

  it('keys typed while Enter waits start the next message instead of joining the one sent', {
    timeout: 60_000,
  }, async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      const box = page.getByRole('searchbox');
      // 'rotor' is typed within milliseconds of Enter, long before the 500 ms debounce ends
      await typeAndEnter(page, box, 'drum');
      await page.keyboard.type('rotor');
      await page.locator('.msg-user .bubble').first().waitFor();
      expect(await page.locator('.msg-user .bubble').allTextContents()).toEqual(['drum']);
      await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('rotor');
      // once the answer to 'drum' is in, Enter sends what was typed after it
      await page.locator('.msg-assistant').first().waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true);
      await page.keyboard.press('Enter');
      await page.locator('.msg-user .bubble', { hasText: 'rotor' }).waitFor();
      expect(await page.locator('.msg-user .bubble').allTextContents()).toEqual(['drum', 'rotor']);
      // the same in the docked composer of the running conversation (the first pair may have gone through
      // the box the HTML drew, before the app took it over)
      await box.click();
      await page.keyboard.type('stud');
      await expect.poll(() => page.getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true);
      await page.keyboard.press('Enter');
      await page.keyboard.type('kit');
      await page.locator('.msg-user .bubble', { hasText: 'stud' }).waitFor();
      await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('kit');
      expect(await page.locator('.msg-user .bubble').allTextContents()).toEqual(['drum', 'rotor', 'stud']);
      expect(errors).toEqual([]);
    });
  });

  it('an Enter pressed while the chat is not free is kept: two messages typed at speed are both sent, in order', {
    timeout: 60_000,
  }, async () => {
    await app.withPage(1280, async (page, errors) => {
      const bubbles = page.locator('.msg-user .bubble');
      await page.goto(`${app.server.url}/hub`);
      const box = page.getByRole('searchbox');
      // a running conversation first: the app has taken the page over
      await typeAndEnter(page, box, '10083923');
      await page.locator('.msg-assistant section.part-cards').waitFor();
      // in the running conversation: the second Enter comes while the first waits for its suggestions
      await expect.poll(() => page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
      await typeAndEnter(page, box, 'hubs');
      await page.keyboard.type('10083923');
      await page.keyboard.press('Enter');
      await bubbles.nth(2).waitFor();
      expect(await bubbles.allTextContents()).toEqual(['ConMet 10083923', 'hubs', 'ConMet 10083923']);
      await expect.poll(() => box.inputValue()).toBe('');
      expect(errors).toEqual([]);
    });
  });

  it('a size the assistant reads itself is sent as typed, not swapped for the one number it is near', {
    timeout: 60_000,
  }, async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      const sent: string[] = [];
      for (const text of ['16 1/2 x 7 drum', 'stud 5/8-18']) {
        // each has exactly one suggestion (a competitor number its digits are near): the case the rule is for
        const one = await app.server.getJson<{ Results: unknown[] }>(
          `/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(text)}`,
        );
        expect(one.Results, text).toHaveLength(1);
        await typeAndEnter(page, page.getByRole('searchbox'), text);
        sent.push(text);
        await expect.poll(() => page.locator('.msg-user .bubble').allTextContents()).toEqual(sent);
        await expect.poll(() => page.locator('.msg-assistant').count()).toBe(sent.length);
      }
      // the drum's size found drums; the stud's thread started the stud questions with its diameter
      await page
        .getByText(/drums? fits?/i)
        .first()
        .waitFor();
      await page.getByText('From your message I took: 5/8"').waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('a size offers no part numbers to tap: the numbers its digits are near are never asked for or listed', {
    timeout: 60_000,
  }, async () => {
    await app.withPage(360, async (page, errors) => {
      const asked: string[] = [];
      page.on('request', (r) => {
        const m = /withaftermarketnumbers\/([^?]*)/.exec(r.url());
        if (m) asked.push(decodeURIComponent(m[1] ?? ''));
      });
      // a suggestion list with an entry in it, at any moment
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('.suggestions li')) document.documentElement.dataset.listed = 'yes';
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${app.server.url}/hub`);
      const box = page.getByRole('searchbox');
      const sent: string[] = [];
      for (const text of ['16 1/2 x 7 drum', 'stud 5/8-18']) {
        // the whole text at once: the only text there is to suggest for is the size itself
        await box.fill(text);
        await box.press('Enter');
        sent.push(text);
        // Enter waits for the suggestions of what it sends, so any asked for were asked before this
        await expect.poll(() => page.locator('.msg-assistant').count()).toBe(sent.length);
      }
      expect(await page.locator('.msg-user .bubble').allTextContents()).toEqual(sent);
      expect(asked).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.listed ?? 'no')).toBe('no');
      // a number in the same box still gets its suggestions
      await box.fill('10082209');
      await page.locator('.suggestions li').first().waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('a rebuild kit typed with its brand and a space finds the kit', { timeout: 60_000 }, async () => {
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/hub`);
      await typeAndEnter(page, page.getByRole('searchbox'), 'ConMet 10800002');
      await page.locator('.msg-user .bubble', { hasText: 'ConMet 10800002' }).waitFor();
      await page.getByText('PreSet Complete Hub Rebuild Kit (Keyway)').first().waitFor();
    });
  });

  it('hub number box: the hub is opened, not the no-results page', { timeout: 60_000 }, async () => {
    await app.withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/hub/search`);
      await typeAndEnter(page, page.getByRole('searchbox'), hubNumber);
      await page.waitForURL((u) => u.pathname !== '/hub/search');
      expect(path(page)).not.toBe('/hub/no-results');
    });
  });

  it.each([
    [
      'rotor',
      '/hub/replacement-rotor/search',
      '10083923',
      /^\/hub\/replacement-rotor\/recommended-rotors\/\d+$/,
    ],
    ['drum', '/hub/replacement-drum/search', '10600001', /^\/hub\/replacement-drum\/recommended-drums\/\d+$/],
  ])('%s box: the one suggestion is opened', { timeout: 60_000 }, async (_kind, from, number, to) => {
    await app.withPage(1280, async (page) => {
      await page.goto(`${app.server.url}${from}`);
      await typeAndEnter(page, page.getByRole('searchbox'), number);
      await page.waitForURL((u) => u.pathname !== from);
      expect(path(page)).toMatch(to);
    });
  });

  it('hub components box: kit numbers open their kit, never a hub one character off', {
    timeout: 60_000,
  }, async () => {
    await app.withPage(1280, async (page) => {
      // 10800007 is one character from hub 10300007, its only hub-number suggestion.
      const near = await app.server.getJson<{ Results: string[] }>(
        '/api/v11/hubassemblynumbers/withaftermarketparts/10800007',
      );
      expect(near.Results).toEqual(['10300007']);
      await page.goto(`${app.server.url}/parts/search`);
      await typeAndEnter(page, page.getByRole('searchbox'), '10800007');
      await page.waitForURL((u) => u.pathname !== '/parts/search');
      expect(path(page)).toBe('/hub/hub-rebuild-kits-detail/10800007');

      await page.goto(`${app.server.url}/parts/search`);
      await typeAndEnter(page, page.getByRole('searchbox'), 'ConMet 10800001');
      await page.waitForURL((u) => u.pathname !== '/parts/search');
      expect(path(page)).toBe('/hub/hub-rebuild-kits-detail/10800001');

      // A hub number still opens its components.
      await page.goto(`${app.server.url}/parts/search`);
      await typeAndEnter(page, page.getByRole('searchbox'), hubNumber);
      await page.waitForURL((u) => u.pathname !== '/parts/search');
      expect(path(page)).toBe(`/parts/search/${hubNumber}`);
    });
  });
});
