// The shared browser setup fails a test on console errors it did not allow: every page is watched, however
// it was opened, and an allow-list lets a test name the errors it expects.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { allowConsoleErrors, takeUnexpectedErrors } from '../support/page-errors.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LOGS_AN_ERROR =
  'data:text/html,<p>hi</p><script>console.error("boom: expected by nobody"); throw new Error("crash")</script>';

describe('console errors in browser tests', () => {
  it('are collected from pages of a new context and from browser.newPage', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(LOGS_AN_ERROR);
    await page.getByText('hi').waitFor();
    const other = await browser.newPage();
    await other.goto(LOGS_AN_ERROR);
    await other.getByText('hi').waitFor();
    // taking them here is what the shared afterEach does; it throws when this list is not empty
    let unexpected: string[] = [];
    await expect
      .poll(() => {
        unexpected = [...unexpected, ...takeUnexpectedErrors()];
        return unexpected.length;
      })
      .toBe(4);
    await context.close();
    await other.context().close();
  });

  it('name the error and the crash, and are ended by the test', async () => {
    const page = await browser.newPage();
    await page.goto(LOGS_AN_ERROR);
    await page.getByText('hi').waitFor();
    let unexpected: string[] = [];
    await expect
      .poll(() => {
        unexpected = [...unexpected, ...takeUnexpectedErrors()];
        return unexpected.length;
      })
      .toBe(2);
    expect(unexpected).toEqual(['boom: expected by nobody', 'crash']);
    await page.context().close();
  });

  it('pass when the test allows them', async () => {
    allowConsoleErrors('boom: expected by nobody');
    const page = await browser.newPage();
    await page.goto(LOGS_AN_ERROR);
    await page.getByText('hi').waitFor();
    let unexpected: string[] = [];
    await expect
      .poll(() => {
        unexpected = [...unexpected, ...takeUnexpectedErrors()];
        return unexpected.length;
      })
      .toBe(1);
    expect(unexpected).toEqual(['crash']);
    await page.context().close();
  });
});
