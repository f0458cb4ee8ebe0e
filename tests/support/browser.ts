// Launches Debian's Chromium through playwright-core (Playwright's own browser download is not available),
// and the server + browser pair a browser test file shares.
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { watchPageErrors } from './page-errors.ts';
import { type RunningServer, startServer } from './server.ts';

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

/** Types `text` into the chat's search box and sends it with Enter, as a visitor does. */
export async function typeInChat(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
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
    [server, browser] = await Promise.all([startServer(env()), launchBrowser()]);
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
