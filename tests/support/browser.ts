// Launches Debian's Chromium through playwright-core (Playwright's own browser download is not available),
// and the server + browser pair a browser test file shares. Importing it arms the console-error check: a test
// fails on any console error or page crash of any page it opened that it did not allow (page-errors.ts).
import { existsSync } from 'node:fs';
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  type Route,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { databaseTemplates } from './memory-database.ts';
import { endAllowList, takeUnexpectedErrors, watchContextErrors, watchPageErrors } from './page-errors.ts';
import { type RunningServer, startServer } from './server.ts';

// Debian's old headless shell (package chromium-headless-shell, the build Playwright itself runs headless)
// where it is installed: the same engine without the full browser's window machinery, about 40 % less time
// per browser test file. The bench's Lighthouse and chat figures use the full browser, as visitors have it.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Chromium whose every page, however the test opens it, is watched for console errors. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    // Each new context would install the service worker and precache every asset (decision 038): the
    // tests of it allow it (serviceWorkers: 'allow'); the others skip that download on a shared machine.
    const context = await newContext({ serviceWorkers: 'block', ...options });
    watchContextErrors(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    watchContextErrors(page.context());
    return page;
  };
  return browser;
}

afterEach(() => {
  const unexpected = takeUnexpectedErrors();
  endAllowList();
  if (unexpected.length) {
    throw new Error(
      `console errors the test did not allow (allowConsoleErrors in tests/support/page-errors.ts):\n${unexpected.join('\n')}`,
    );
  }
});

/**
 * A fresh context and page whose waits fail after 10 s (well before a test's own timeout), page loads after
 * 30 s (a busy machine's first load of a suite's server can take longer than a wait); its errors watched.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
}

/** Types `text` into the chat's search box and sends it with Enter, as a visitor does. */
export async function typeInChat(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
}

/**
 * Answers the chat's open questions with their first option until `target` shows (at most 12 of them), as
 * a visitor does after a number; `onQuestion` sees each open question before it is answered.
 */
export async function answerChatUntil(
  page: Page,
  target: Locator,
  onQuestion?: (question: Locator) => Promise<void>,
) {
  const open = 'section.question:not(.question-answered)';
  const question = page.getByRole('region', { name: 'Conversation' }).locator(open);
  const option = question.locator('button.option').first();
  for (let i = 0; i < 12 && !(await target.isVisible()); i++) {
    await target.or(option).first().waitFor();
    if (await target.isVisible()) break;
    await onQuestion?.(question);
    await option.click();
    // the tapped question's options stay disabled until the next answer has come
    await page.locator(`${open} button.option:disabled`).first().waitFor({ state: 'detached' });
  }
  await target.waitFor();
}

/**
 * Holds every request matching `pattern` until `release()`, to look at a page while part of it has not
 * come yet (a module, an answer); `seen` runs in the page when the first one is held.
 */
export async function holdRequests(
  page: Page,
  pattern: string | RegExp | ((url: URL) => boolean),
  seen?: () => Promise<void>,
) {
  const held: Route[] = [];
  let open = false;
  let first: () => void = () => {};
  const requested = new Promise<void>((resolve) => {
    first = resolve;
  });
  await page.route(pattern, async (route) => {
    if (open) return route.continue();
    if (!held.length) await seen?.();
    held.push(route);
    first();
  });
  return {
    requested,
    /** Lets the held requests through (those a navigation already cancelled are dropped). */
    async release() {
      open = true;
      await Promise.all(held.splice(0).map((r) => r.continue().catch(() => {})));
    },
    /**
     * Lets later requests through while those held stay held, for a navigation to cancel: a reload
     * "before the app ran" must not let the old page's scripts run in between.
     */
    passLater() {
      open = true;
    },
  };
}

/** The app has rendered into #root (Preact keeps its tree on the container as `__k`): the screen is the app's. */
export function appRendered(page: Page) {
  return page.waitForFunction(() => '__k' in (document.getElementById('root') as object));
}

/**
 * What a visitor's first key does on /hub's plain home, without typing anything: the chat's code starts
 * loading (decision 049). Waits first until the app has rendered into #root (Preact keeps its tree there):
 * a key before that is the HTML's alone.
 */
export async function engage(page: Page) {
  await appRendered(page);
  await page.keyboard.press('Shift');
}

/**
 * Starts /hub's chat as a visitor's first key does (decision 049) and waits until the chat's own box has
 * replaced the first home's: all of the chat's code is in the page, not only its first module.
 */
export async function startChat(page: Page) {
  await appRendered(page);
  await page.getByRole('searchbox').evaluate((el) => el.setAttribute('data-first-home', ''));
  await engage(page);
  await page.locator('input[type="search"]:not([data-first-home])').waitFor();
}

/**
 * Reads (or, with `put`, writes) a setting the app keeps in the browser's database (client/db.ts) without
 * creating the database: nothing is read or written until the app has made it and its settings store.
 * (Playwright's waitForFunction takes an async predicate's pending promise as true, so polls on these go
 * through expect.poll.)
 */
function settingInPage(page: Page, key: string, put?: { value: unknown }) {
  return page.evaluate(
    async ({ key, put }) => {
      const made = (await indexedDB.databases()).some(
        (d) => d.name === 'wheel-end-parts-finder' && (d.version ?? 0) > 1,
      );
      if (!made) return { done: false, value: undefined as unknown };
      return new Promise<{ done: boolean; value: unknown }>((resolve) => {
        const open = indexedDB.open('wheel-end-parts-finder');
        open.onerror = () => resolve({ done: false, value: undefined });
        open.onsuccess = () => {
          const db = open.result;
          const finish = (done: boolean, value?: unknown) => {
            db.close();
            resolve({ done, value });
          };
          if (!db.objectStoreNames.contains('settings')) return finish(false);
          const tx = db.transaction('settings', put ? 'readwrite' : 'readonly');
          const request = put
            ? tx.objectStore('settings').put({ key, value: put.value })
            : tx.objectStore('settings').get(key);
          tx.oncomplete = () => finish(true, put ? put.value : request.result?.value);
          tx.onerror = tx.onabort = () => finish(false);
        };
      });
    },
    { key, put },
  );
}

/** A setting the app keeps in the browser's database; undefined until the app has made the database. */
export async function storedSetting(page: Page, key: string): Promise<unknown> {
  return (await settingInPage(page, key)).value;
}

/** Stores a setting the way the app holds it, once the app has made its database (polled until it holds). */
export async function storeSetting(page: Page, key: string, value: unknown) {
  await expect
    .poll(async () => (await settingInPage(page, key, { value })).done, { timeout: 10_000 })
    .toBe(true);
}

/** Waits until the offline copy's worker (client/offline/register.ts) has stored a copy. */
export async function offlineCopyStored(page: Page) {
  await expect
    .poll(() => storedSetting(page, 'offline-numbers-signature'), { timeout: 30_000, interval: 200 })
    .toEqual(expect.any(String));
}

/**
 * Waits until the work the app defers past its first screen (decision 047: the notification sync, the
 * stored embed setting, the offline copy's refresh in its worker) has done what it needs: a test that
 * takes the server away after that tests what it means to, not a start-up still under way.
 */
export async function deferredStartDone(page: Page) {
  await page.waitForFunction(() => {
    const done = (pattern: RegExp) =>
      performance
        .getEntriesByType('resource')
        .some((e) => pattern.test(e.name) && (e as PerformanceResourceTiming).responseEnd > 0);
    return done(/\/api\/v\d+\/aftermarketnotification/) && done(/\/assets\/db-[^/]*\.js$/);
  });
  // the worker's requests are not in the page's resource timing: what it stored is the sign
  await offlineCopyStored(page);
}

/**
 * Waits until the page has stopped scrolling (the chat reveals a new answer with a smooth scroll): the
 * scroll position unchanged over five animation frames in a row.
 */
export async function scrollSettled(page: Page) {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __scrollSeen?: { y: number; still: number } };
      const seen = w.__scrollSeen;
      w.__scrollSeen = { y: window.scrollY, still: seen?.y === window.scrollY ? seen.still + 1 : 0 };
      return w.__scrollSeen.still >= 5;
    },
    null,
    { polling: 'raf' },
  );
}

/** The part numbers (6 to 8 digits) a piece of the screen holds, collapsed rows included, sorted, once each. */
export async function partNumbersIn(where: Locator): Promise<string[]> {
  // text node by text node, so numbers in neighbouring elements never run together
  const text = await where.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) parts.push(n.textContent ?? '');
    return parts.join(' ');
  });
  return [...new Set(text.match(/\b\d{6,8}\b/g) ?? [])].sort();
}

/** A viewport `width` px wide: a phone (under 600 px) 740 px tall, anything wider 800 px. */
export const viewport = (width: number, height = width < 600 ? 740 : 800) => ({ width, height });

export type BrowserSuite = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** openPage on the shared browser. */
  open: (options?: BrowserContextOptions) => ReturnType<typeof openPage>;
  /** Runs `run` on a fresh page (a width gives `viewport(width)`), closing its context whatever happens. */
  withPage: (
    at: number | BrowserContextOptions,
    run: (page: Page, errors: string[]) => Promise<void>,
  ) => Promise<void>;
};

/**
 * The real server and a browser for every test of the file: started in `beforeAll` (after the file's own
 * earlier `beforeAll` hooks, so `env` may use what they set up) and stopped in `afterAll`.
 */
export function browserSuite(env: () => Record<string, string> = () => ({})): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const template = databaseTemplates()?.serverDataDir;
    [server, browser] = await Promise.all([
      startServer(env(), template ? { template } : {}),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('browserSuite: used before its beforeAll ran');
    return value;
  };
  const suite: BrowserSuite = {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    open: (options) => openPage(suite.browser, options),
    async withPage(at, run) {
      const { context, page, errors } = await suite.open(
        typeof at === 'number' ? { viewport: viewport(at) } : at,
      );
      try {
        await run(page, errors);
      } finally {
        await context.close();
      }
    },
  };
  return suite;
}
