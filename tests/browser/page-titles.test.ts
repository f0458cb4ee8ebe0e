// The browser's title names the page on show, from its own heading: tabs, bookmarks and the history list
// tell one answer from another, opened cold, reached by a link or by Back.
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser.ts';

const app = browserSuite();
const APP = 'Wheel-End Parts Finder';

describe('page titles', () => {
  it('names each page after its heading, forward, back and cold, and the home after the app', async () => {
    await app.withPage(360, async (page, errors) => {
      const titled = (title: string) => expect.poll(() => page.title()).toBe(title);

      await page.goto(`${app.server.url}/hub/details/10082200`);
      await page.getByRole('heading', { level: 1, name: 'Product Details' }).waitFor();
      // the part, not the heading every detail page shares
      await titled(`Hub assembly 10082200 · ${APP}`);

      await page.getByRole('link', { name: 'Disclaimer' }).last().click();
      await page.waitForURL((u) => u.pathname === '/disclaimer');
      await titled(`Disclaimer · ${APP}`);
      await page.goBack();
      await titled(`Hub assembly 10082200 · ${APP}`);

      await page.goto(`${app.server.url}/hub/choose-path`);
      await titled(`Do you know your hub assembly number? · ${APP}`);

      await page.goto(`${app.server.url}/hub/details/99999999`);
      await titled(`No results were found. · ${APP}`);

      await page.goto(`${app.server.url}/hub`);
      await page.getByRole('heading', { level: 1, name: 'What are you looking for?' }).waitFor();
      await titled(APP);
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('names the 404 page, not the address that was typed', async () => {
    await app.withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/hub/%3Cimg%20src=x%20onerror=alert(1)%3E`);
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      await expect.poll(() => page.title()).toBe(`404 Page Not Found · ${APP}`);
    });
  }, 60_000);
});
