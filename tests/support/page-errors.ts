// Collects console errors and page crashes. Every page of the shared browser (browser.ts) is watched, and a
// test fails on any error its allow-list does not name: allowConsoleErrors(...) in the test that expects one.
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

/**
 * Chromium's console line for a page the server answered 404 (an address the app has no page for, which
 * the app's own 404 page then explains): the server's answer, not an error of the page. Only the document's
 * own line is let through, so a missing script or image still fails the test.
 */
function missingPageNotices(page: Page): (m: ConsoleMessage) => boolean {
  const missing = new Set<string>();
  page.on('response', (r) => {
    if (r.status() === 404 && r.request().isNavigationRequest()) missing.add(r.url());
  });
  return (m) =>
    m.text().startsWith('Failed to load resource: the server responded with a status of 404') &&
    missing.has(m.location().url);
}

/** The console errors and crashes of one page, for a test that wants to look at them itself. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  const missingPage = missingPageNotices(page);
  page.on('console', (m) => {
    if (m.type() === 'error' && !missingPage(m)) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Errors of every watched page since the last test ended, and what the running test allows. */
const seen: string[] = [];
let allowed: (string | RegExp)[] = [];
const watched = new WeakSet<Page>();

function collect(page: Page) {
  if (watched.has(page)) return;
  watched.add(page);
  const missingPage = missingPageNotices(page);
  page.on('console', (m) => {
    if (m.type() === 'error' && !missingPage(m)) seen.push(m.text());
  });
  page.on('pageerror', (e) => seen.push(e.message));
}

/** Watches every page of `context`, those open now and those it opens later. */
export function watchContextErrors(context: BrowserContext) {
  for (const page of context.pages()) collect(page);
  context.on('page', collect);
}

/**
 * Errors the running test expects (a text the error contains, or a pattern), each with the reason in a
 * comment where it is called. The list ends with the test.
 */
export function allowConsoleErrors(...patterns: (string | RegExp)[]) {
  allowed.push(...patterns);
}

/** The errors seen since the last call that the running test did not allow. */
export function takeUnexpectedErrors(): string[] {
  const matches = (e: string) => allowed.some((a) => (typeof a === 'string' ? e.includes(a) : a.test(e)));
  const unexpected = seen.filter((e) => !matches(e));
  seen.length = 0;
  return unexpected;
}

/** Ends the running test's allow-list. */
export function endAllowList() {
  allowed = [];
}
