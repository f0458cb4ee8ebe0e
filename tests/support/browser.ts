// Launches Debian's Chromium through playwright-core (Playwright's own browser download is not available).
import { type Browser, type BrowserContextOptions, chromium } from 'playwright-core';
import { watchPageErrors } from './page-errors.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/** A fresh context and page whose waits fail after 10 s (well before a test's own timeout); its errors watched. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
}
