// A number typed with words in the number boxes and the chat's own box, read as the chat reads it: a brand
// typed beside a number only another brand lists is said to be theirs ('Gunite 45541F' is Webb's), never
// taken for the brand's part; 'PN: 10082200' and 'Item 10082200' are suggested in the chat's box as in the
// classic boxes; a brand run into the number ('Gunite45541F') is read apart; and the hub number box works
// on a phone with Enter pressed at once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, startChat } from '../support/browser.ts';

const app = browserSuite();
const OTHER_BRAND = "45541F is listed as Webb's number, not Gunite's.";

/** Types `text` into the clicked field and presses Enter straight after the last key. */
async function typeAndEnter(page: Page, text: string) {
  await page.getByRole('searchbox').click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

describe('words beside a typed number', () => {
  it("hub box: 'Gunite 45541F' says the number is Webb's and Continue does not take it; picking it does", {
    timeout: 60_000,
  }, async () => {
    // the box searched the number alone and offered Webb's part as the match, Continue opening it
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/search`);
      // Enter at once: Continue waits for the suggestions ('Searching…'), then stays, saying whose it is
      await typeAndEnter(page, 'Gunite 45541F');
      await page.getByText(OTHER_BRAND).waitFor();
      await page.getByRole('button', { name: 'Continue', exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/hub/search');
      const webb = page.getByRole('button', { name: /Webb\s*45541F/ });
      await webb.click();
      await page.waitForURL((u) => u.pathname.startsWith('/hub/filters/'));
      expect(new URL(page.url()).searchParams.get('searched')).toBe('Webb 45541F');
      expect(errors).toEqual([]);
    });
  });

  it("'Gunite45541F' (the brand run into the number) reads as 'Gunite 45541F' in the hub box and the chat", {
    timeout: 60_000,
  }, async () => {
    // it found nothing anywhere: no brand is read off a number
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/search`);
      await typeAndEnter(page, 'Gunite45541F');
      await page.getByText(OTHER_BRAND).waitFor();
      expect(new URL(page.url()).pathname).toBe('/hub/search');
      await page.getByRole('button', { name: /Webb\s*45541F/ }).waitFor();
      await page.goto(`${app.server.url}/hub`);
      await typeAndEnter(page, 'Gunite45541F');
      const thread = page.getByRole('region', { name: 'Conversation' });
      await thread.getByText(OTHER_BRAND).waitFor();
      await thread.getByRole('button', { name: 'Webb 45541F (hub assembly)' }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("chat box: suggests the number of 'PN: 10082200' and 'Item 10082200', as the chat's answer reads them", {
    timeout: 60_000,
  }, async () => {
    // the chat's box asked the server with the text as typed: 'No matches for PN: 10082200'
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      // the chat's own box, not the first home's that its first key replaces (a race on a busy machine)
      await startChat(page);
      for (const typed of ['PN: 10082200', 'Item 10082200']) {
        await page.getByRole('searchbox').fill(typed);
        await page.getByRole('button', { name: /ConMet\s*10082200/ }).waitFor();
        expect(await page.getByText(/No matches/).count(), typed).toBe(0);
      }
      expect(errors).toEqual([]);
    });
  });

  it("chat box: 'Gunite 45541F' says whose number it is, and Enter asks the assistant, which says the same", {
    timeout: 60_000,
  }, async () => {
    await app.withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      await startChat(page);
      await page.getByRole('searchbox').fill('Gunite 45541F');
      await page.getByText(OTHER_BRAND).waitFor();
      await page.getByRole('searchbox').press('Enter');
      // the words were sent as typed, not swapped for Webb's part
      await page.locator('.msg-user .bubble', { hasText: 'Gunite 45541F' }).waitFor();
      const thread = page.getByRole('region', { name: 'Conversation' });
      await thread.getByText(OTHER_BRAND).waitFor();
      await thread.getByRole('button', { name: 'Webb 45541F (hub assembly)' }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('hub box on a phone: the number field is there, and a number typed with Enter at once opens its hub', {
    timeout: 60_000,
  }, async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/search`);
      const box = page.getByRole('searchbox', { name: 'Hub assembly number' });
      await box.waitFor();
      const width = (await box.boundingBox())?.width ?? 0;
      expect(width).toBeGreaterThan(250);
      await typeAndEnter(page, '10082200');
      await page.waitForURL((u) => u.pathname.startsWith('/hub/filters/'));
      expect(new URL(page.url()).searchParams.get('searched')).toBe('ConMet 10082200');
      expect(errors).toEqual([]);
    });
  });
});
