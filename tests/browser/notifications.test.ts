// Notification modal rules over several visits, sanitising of message HTML, and analytics events from a
// real browser session, against the real server and Debian's Chromium.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserSuite, holdRequests } from '../support/browser.ts';
import { allowConsoleErrors, watchPageErrors } from '../support/page-errors.ts';

const ADMIN_TOKEN = 'browser-test-admin-token-0123456789';
let context: BrowserContext;

// a high events limit: every test here sends batches within one minute, and the limit's 429 is tested in tests/api/events
const app = browserSuite(() => ({ ADMIN_TOKEN, EVENTS_RATE_LIMIT: '1000' }));
beforeEach(async () => {
  await context?.close();
  // a fresh device (IndexedDB) for each test; each page below is a new tab, so a new session
  context = await app.browser.newContext({ viewport: { width: 360, height: 740 } });
});

async function admin(method: string, path: string, body?: unknown) {
  const res = await fetch(`${app.server.url}/api/admin${path}`, {
    method,
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Replaces every notification on the server (the demo ones included) with these; returns their ids. */
async function publish(...items: Record<string, unknown>[]): Promise<number[]> {
  const { Results } = await admin('GET', '/notifications');
  for (const n of Results as { Id: number }[]) await admin('DELETE', `/notifications/${n.Id}`);
  const ids: number[] = [];
  for (const item of items) ids.push((await admin('POST', '/notifications', item)).Results[0].Id);
  return ids;
}

const modal = (page: Page) => page.getByRole('dialog');

/** The unseen count the title-bar dot announces ('2' from ', 2 unseen notifications'), or null. */
async function unseenDot(page: Page): Promise<string | null> {
  const dot = page.getByTestId('unseen-dot');
  if ((await dot.count()) === 0) return null;
  return /(\d+) unseen/.exec((await dot.textContent()) ?? '')?.[1] ?? null;
}

/** Waits until the home screen has decided about the modal; returns the title it shows, or null. */
async function modalTitle(page: Page): Promise<string | null> {
  await page.locator('[data-notification-entry="checked"]').waitFor({ state: 'attached' });
  const heading = page.locator('.notification-modal h2');
  if ((await heading.count()) === 0) return null;
  await modal(page).waitFor();
  return heading.textContent();
}

/** One visit: a new tab opening the app at `path`. */
async function visit(path = '/') {
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto(`${app.server.url}${path}`);
  return { page, errors, title: await modalTitle(page) };
}

describe('notification modal', () => {
  it('shows a notification on three visits, then never again; Later holds for the session', async () => {
    await publish({ Title: 'Hub recall notice', Message: '<p>Check your hubs.</p>' });
    for (let n = 1; n <= 3; n++) {
      const { page, errors, title } = await visit();
      expect(title, `visit ${n}`).toBe('Hub recall notice');
      await modal(page).getByText('Check your hubs.').waitFor();
      await modal(page).getByRole('button', { name: 'Later' }).click();
      await modal(page).waitFor({ state: 'hidden' });
      if (n === 1) {
        // arriving home again in the same session: Later still holds
        await page.goto(`${app.server.url}/notification`);
        await page.getByRole('link', { name: /Hub recall notice/ }).waitFor();
        await page.getByRole('link', { name: 'Wheel-End Parts Finder, home' }).click();
        await page.waitForURL('**/hub');
        expect(await modalTitle(page)).toBeNull();
      }
      expect(errors).toEqual([]);
      await page.close();
    }
    const fourth = await visit();
    expect(fourth.title).toBeNull();
    // still listed, but ignored for good: no longer new in the list, and no dot (one set with the dialog)
    await fourth.page.goto(`${app.server.url}/notification`);
    const entry = fourth.page.getByRole('listitem');
    await entry.first().waitFor();
    expect(await entry.allTextContents()).toEqual(['Hub recall notice']);
    expect(await unseenDot(fourth.page)).toBeNull();
    expect(fourth.errors).toEqual([]);
  });

  it('does not open over a visitor already typing: the dot counts it, the next visit shows it', async () => {
    await publish({ Title: 'Seal kit update', Message: '<p>New seal kits.</p>' });
    const page = await context.newPage();
    // the dialog decides once the server's list has come: held until the visitor has typed
    const list = await holdRequests(page, '**/api/v11/aftermarketnotification');
    await page.goto(`${app.server.url}/hub`);
    await page.getByRole('searchbox').click();
    await page.keyboard.type('brake drum');
    await list.release();
    expect(await modalTitle(page)).toBeNull();
    await expect.poll(() => unseenDot(page)).toBe('1');
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('brake drum');
    await page.close();
    const next = await visit();
    expect(next.title).toBe('Seal kit update');
  });

  it("does not open over a visitor who typed on the drawn home before the app's scripts ran", async () => {
    await publish({ Title: 'Seal kit update', Message: '<p>New seal kits.</p>' });
    const page = await context.newPage();
    const scripts = await holdRequests(page, /\/assets\/[^/]+\.js$/);
    const list = await holdRequests(page, '**/api/v11/aftermarketnotification');
    await page.goto(`${app.server.url}/hub`, { waitUntil: 'commit' });
    await scripts.requested;
    // the HTML's home, no script of the app in the page yet
    await page.getByRole('searchbox').click();
    await page.keyboard.type('brake');
    await scripts.release();
    await list.release();
    expect(await modalTitle(page)).toBeNull();
    await expect.poll(() => unseenDot(page)).toBe('1');
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe('brake');
    await page.close();
  });

  it('does not open over a question sent from the home before the chat had loaded', async () => {
    await publish({ Title: 'Seal kit update', Message: '<p>New seal kits.</p>' });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const list = await holdRequests(page, '**/api/v11/aftermarketnotification');
    const chat = await holdRequests(page, /\/assets\/Conversation-[^/]+\.js$/);
    await page.goto(`${app.server.url}/hub`);
    await page.getByRole('searchbox').click();
    await page.keyboard.type('brake drum for a trailer');
    await chat.requested;
    await page.keyboard.press('Enter');
    // the question waits in the address (/hub?ask=…) for the chat, which takes it out again: two replaced
    // locations of the one arrival, neither a new arrival that may open the dialog over the question
    await page.waitForURL(/[?&]ask=brake/);
    await chat.release();
    await page.locator('.msg-user .bubble', { hasText: 'brake drum for a trailer' }).waitFor();
    await page.waitForURL((url) => !url.searchParams.has('ask'));
    await list.release();
    expect(await modalTitle(page)).toBeNull();
    await expect.poll(() => unseenDot(page)).toBe('1');
    expect(errors).toEqual([]);
    await page.close();
    // not counted as shown: the next visit offers it
    const next = await visit();
    expect(next.title).toBe('Seal kit update');
  });

  it("'Learn more' opens the detail and marks it seen, so it never pops up again", async () => {
    const [id] = await publish({
      Title: 'New drum interchanges',
      Message: '<p>More <b>drums</b> found.</p>',
      Link: ['https://example.com/drums', '/hub/choose-path'],
      IsUpdateButton: true,
      UpdateLink: 'https://example.com/update',
    });
    const first = await visit();
    expect(first.title).toBe('New drum interchanges');
    await expect.poll(() => unseenDot(first.page)).toBe('1');
    await modal(first.page).getByRole('button', { name: 'Learn more' }).click();
    await first.page.waitForURL(`**/hub/notification-detail/${id}`);
    await first.page.getByRole('heading', { name: 'New drum interchanges', level: 1 }).waitFor();
    await first.page.getByText('drums', { exact: true }).waitFor();
    await first.page.getByRole('link', { name: 'https://example.com/drums' }).waitFor();
    await first.page.getByRole('link', { name: '/hub/choose-path' }).waitFor();
    expect(await first.page.getByRole('link', { name: 'Update' }).getAttribute('href')).toBe(
      'https://example.com/update',
    );
    await first.page.getByTestId('unseen-dot').waitFor({ state: 'detached' }); // no unseen left: no dot
    // the detail has Back and Home as every classic page: Back returns to where the dialog opened
    await first.page
      .getByRole('navigation', { name: 'Step navigation' })
      .getByRole('link', { name: 'Home' })
      .waitFor();
    await first.page.getByRole('button', { name: 'Back' }).click();
    await first.page.waitForURL((u) => u.pathname === '/hub');
    expect(first.errors).toEqual([]);

    const second = await visit();
    expect(second.title).toBeNull();
  });

  it('keeps showing a sticky one, never marks it seen, and stays shut when navigating back', async () => {
    const [id] = await publish({ Title: 'Important update', Message: '<p>Sticky</p>', Sticky: true });
    for (let n = 1; n <= 4; n++) {
      const { page, title } = await visit();
      expect(title, `visit ${n}`).toBe('Important update');
      await modal(page).getByRole('button', { name: 'Later' }).click();
      await page.close();
    }
    const { page, title, errors } = await visit();
    expect(title).toBe('Important update');
    await modal(page).getByRole('button', { name: 'Learn more' }).click();
    await page.waitForURL(`**/hub/notification-detail/${id}`);
    await page.getByRole('heading', { name: 'Important update', level: 1 }).waitFor();

    await page.goBack();
    await page.waitForURL('**/hub');
    expect(await modalTitle(page)).toBeNull();

    // arriving home anew (not back) shows it again: Learn more did not mark it seen
    await page.getByRole('link', { name: 'Wheel-End Parts Finder, home' }).click();
    await page.waitForURL('**/hub');
    await modal(page).getByRole('heading', { name: 'Important update' }).waitFor();
    await expect.poll(() => unseenDot(page)).toBe('1');
    expect(errors).toEqual([]);
  });

  it('targets Web and the stored version; silent ones are listed, never new, never pop up', async () => {
    await publish(
      { Title: 'For everyone', Message: '<p>all</p>' },
      { Title: 'Quiet note', Message: '<p>silent</p>', IsSilent: true },
      { Title: 'Android only', Message: '<p>android</p>', TargetOS: 'Android' },
      { Title: 'Old web app', Message: '<p>old</p>', TargetOS: 'Web', Version: '<2.0.0' },
      { Title: 'Exactly 3.1', Message: '<p>three</p>', Version: '3.1.0' },
    );
    const first = await visit('/?version=1.9.4');
    expect(new URL(first.page.url()).pathname).toBe('/hub');
    expect(first.title).toBe('For everyone');
    await modal(first.page).getByText('Notification 1 of 2').waitFor();
    await modal(first.page).getByRole('button', { name: 'Next' }).click();
    await modal(first.page).getByRole('heading', { name: 'Old web app' }).waitFor();
    await modal(first.page).getByRole('button', { name: 'Later' }).click();
    await first.page.close();

    // the version stays stored when the app is opened again without it
    const second = await visit('/hub');
    expect(second.title).toBe('For everyone');
    await modal(second.page).getByText('Notification 1 of 2').waitFor();
    await modal(second.page).getByRole('button', { name: 'Later' }).click();
    await second.page.goto(`${app.server.url}/notification`);
    const list = second.page.getByRole('listitem');
    await list.first().waitFor();
    // the silent one is listed, but neither marked new (bold, '(new)') nor counted by the badge
    expect(await list.allTextContents()).toEqual(['For everyone (new)', 'Quiet note', 'Old web app (new)']);
    expect(
      await second.page.locator('.notification-unseen').evaluateAll((els) => els.map((e) => e.textContent)),
    ).toEqual(['For everyone (new)', 'Old web app (new)']);
    await expect.poll(() => unseenDot(second.page)).toBe('2');
    await second.page.getByRole('button', { name: /More Information/ }).click();
    await second.page.getByRole('link', { name: /^Notifications\s*2 unseen$/ }).waitFor();
    await second.page.close();

    // a new version from the app replaces the stored one
    const third = await visit('/?version=3.1');
    expect(third.title).toBe('For everyone');
    await modal(third.page).getByRole('button', { name: 'Next' }).click();
    await modal(third.page).getByRole('heading', { name: 'Exactly 3.1' }).waitFor();
    expect(third.errors).toEqual([]);
  });

  it('follows the server: a withdrawn notification disappears from the device', async () => {
    const [keep, drop] = await publish(
      { Title: 'Stays', Message: '<p>a</p>', IsSilent: true },
      { Title: 'Goes away', Message: '<p>b</p>', IsSilent: true },
    );
    const first = await context.newPage();
    await first.goto(`${app.server.url}/notification`);
    await first.getByRole('link', { name: /Goes away/ }).waitFor();
    await first.close();

    await admin('DELETE', `/notifications/${drop}`);
    const second = await context.newPage();
    await second.goto(`${app.server.url}/notification`);
    await second.getByRole('link', { name: /Stays/ }).waitFor();
    await second.getByRole('link', { name: /Goes away/ }).waitFor({ state: 'detached' });
    await second.goto(`${app.server.url}/hub/notification-detail/${drop}`);
    await second.getByRole('heading', { name: 'Notification not found' }).waitFor();
    expect(keep).toBeGreaterThan(0);
  });
});

describe('the count across tabs', () => {
  it('a notification seen in one tab leaves the dot of another tab open on the app at once', async () => {
    const [id] = await publish({ Title: 'Stud length chart', Message: '<p>New chart.</p>' });
    const first = await context.newPage();
    const errors = watchPageErrors(first);
    await first.goto(`${app.server.url}/hub/choose-path`);
    await expect.poll(() => unseenDot(first)).toBe('1');
    // the other tab marks it seen in the browser's database; the first one is told, with no reload
    const second = await context.newPage();
    await second.goto(`${app.server.url}/hub/notification-detail/${id}`);
    await second.getByRole('heading', { name: 'Stud length chart', level: 1 }).waitFor();
    await first.getByTestId('unseen-dot').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('entry dialog at 200 % zoom and its count', () => {
  /** A phone 360 px wide at 200 % zoom: 180 by 370 CSS px. */
  const ZOOMED = { width: 180, height: 370 };

  it('fits a 180 px viewport: every button inside it and clickable, the text scrolls inside the dialog', async () => {
    await publish(
      {
        Title: 'Hub recall notice for every steer axle built before 2019',
        Message: `<p>${'Check the hubs. '.repeat(30)}</p>`,
      },
      { Title: 'Second notice', Message: '<p>More.</p>' },
    );
    const page = await context.newPage();
    await page.setViewportSize(ZOOMED);
    await page.goto(`${app.server.url}/hub`);
    await modal(page).getByText('Notification 1 of 2').waitFor();
    const box = await modal(page).boundingBox();
    expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= ZOOMED.width).toBe(true);
    expect(box && box.y + box.height <= ZOOMED.height).toBe(true);
    for (const name of ['Previous', 'Next', 'Later', 'Learn more']) {
      const button = modal(page).getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      const b = await button.boundingBox();
      expect(b, name).not.toBeNull();
      if (!b) continue;
      expect(b.x, `${name} left edge`).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, `${name} right edge`).toBeLessThanOrEqual(ZOOMED.width);
      expect(b.y, `${name} top`).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height, `${name} bottom`).toBeLessThanOrEqual(ZOOMED.height);
    }
    // nothing in the dialog is wider than the dialog
    expect(await modal(page).evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    await modal(page).getByRole('button', { name: 'Next', exact: true }).click();
    await modal(page).getByRole('heading', { name: 'Second notice' }).waitFor();
    await modal(page).getByRole('button', { name: 'Later', exact: true }).click();
    await modal(page).waitFor({ state: 'hidden' });
  });

  it("'Later' hands the focus to the home search box", async () => {
    await publish({ Title: 'Hub recall notice', Message: '<p>Check your hubs.</p>' });
    const { page, errors } = await visit();
    await modal(page).getByRole('button', { name: 'Later' }).click();
    // typing goes straight into the box, the very first key included: no wait for the dialog to go
    await page.keyboard.type('10082200');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await modal(page).waitFor({ state: 'hidden' });
    expect(await page.getByRole('searchbox').inputValue()).toBe('10082200');
    expect(errors).toEqual([]);
  });

  it('Escape is Later: the dialog goes and the next keys go into the home search box', async () => {
    await publish({ Title: 'Hub recall notice', Message: '<p>Check your hubs.</p>' });
    const { page, errors } = await visit();
    await page.keyboard.press('Escape');
    await page.keyboard.type('10082200');
    await modal(page).waitFor({ state: 'hidden' });
    expect(await page.getByRole('searchbox').inputValue()).toBe('10082200');
    expect(errors).toEqual([]);
  });

  it('counts in the title bar what the dialog shows, after one was ignored for good', async () => {
    await publish({ Title: 'Old news', Message: '<p>old</p>' });
    for (let n = 1; n <= 3; n++) {
      const { page, title } = await visit();
      expect(title, `visit ${n}`).toBe('Old news');
      await page.close();
    }
    await admin('POST', '/notifications', { Title: 'Fresh one', Message: '<p>a</p>' });
    await admin('POST', '/notifications', { Title: 'Fresh two', Message: '<p>b</p>' });
    const { page, title, errors } = await visit();
    expect(title).toBe('Fresh one');
    await modal(page).getByText('Notification 1 of 2').waitFor();
    await expect.poll(() => unseenDot(page)).toBe('2');
    await modal(page).getByRole('button', { name: 'Later' }).click();
    await page.getByRole('button', { name: /More Information/ }).click();
    await page.getByRole('link', { name: /^Notifications\s*2 unseen$/ }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('notification message sanitising', () => {
  it('renders the text but runs no script, no event handler and no javascript: link', async () => {
    const [id] = await publish({
      Title: 'Hostile message',
      IsSilent: true,
      Message: [
        '<p>Visible text</p>',
        '<script>window.__pwned = "script"</script>',
        '<img src="/api/missing-on-purpose.png" onerror="window.__pwned = \'onerror\'" alt="x">',
        '<a href="javascript:void(window.__pwned = \'link\')">click me</a>',
        '<svg><script>window.__pwned = "svg"</script></svg>',
      ].join(''),
    });
    // the deliberately missing image of the message; and the page's CSP refusing the message's onerror
    // attribute where the sanitizer parses it (that nothing ran is what the test asserts)
    allowConsoleErrors(/^Failed to load resource/, /^Executing inline event handler violates/);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    // counts image errors in the capture phase, which runs before an element's own onerror handler
    await page.addInitScript(() => {
      const w = window as unknown as { __imageErrors: number };
      w.__imageErrors = 0;
      window.addEventListener(
        'error',
        (e) => e.target instanceof HTMLImageElement && w.__imageErrors++,
        true,
      );
    });
    await page.goto(`${app.server.url}/hub/notification-detail/${id}`);
    await page.getByText('Visible text').waitFor();
    const message = page.locator('.notification-message');
    const pwned = () => page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned);
    // the broken image has fired its error event: an onerror handler, had it survived, has run
    await page.waitForFunction(() => (window as unknown as { __imageErrors: number }).__imageErrors > 0);
    expect(await pwned()).toBeUndefined();
    await message.getByText('click me').click();
    expect(await pwned()).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe(`/hub/notification-detail/${id}`);
    expect(await message.locator('script').count()).toBe(0);
    expect(await message.locator('[onerror]').count()).toBe(0);
    expect(await message.getByText('click me').getAttribute('href')).toBeNull();
    // the only console errors allowed are the missing image and the CSP refusal of the handler
    expect(
      errors.filter(
        (e) => !e.startsWith('Failed to load resource') && !e.startsWith('Executing inline event handler'),
      ),
    ).toEqual([]);
  });
});

describe('analytics from a real browser session', () => {
  it('stores the chat searches: the number, and whether anything was found', async () => {
    await publish();
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.server.url}/hub`);
    await modalTitle(page);
    // the search events go out with the sender's timed batch; wait for it while the page is open
    const batch = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/events') &&
        r.request().method() === 'POST' &&
        (r.request().postData() ?? '').includes('QQ0000ZZ9'),
      { timeout: 15_000 },
    );
    await page.getByRole('searchbox').fill('QQ0000ZZ9');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'No results were found.' }).waitFor();
    expect((await batch).status()).toBe(202);
    await page.close();
    await expect
      .poll(async () => (await admin('GET', '/events?type=search&limit=5')).Results, { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ term: 'QQ0000ZZ9', found: false, source: 'chat', selectedItem: null }),
        ]),
      );
    // the 'No Result Found' event of a no-match on /hub, as the search pages log it
    await expect
      .poll(async () => (await admin('GET', '/events?type=no_result&limit=5')).Results, { timeout: 15_000 })
      .toEqual(expect.arrayContaining([expect.objectContaining({ term: 'QQ0000ZZ9' })]));
    const report = await admin('GET', '/reports/searches?limit=5');
    expect(report.notFound).toEqual(expect.arrayContaining([expect.objectContaining({ term: 'QQ0000ZZ9' })]));
    expect(errors).toEqual([]);
  });

  it('stores page views of every route change once the page is left', async () => {
    await publish();
    const page = await context.newPage();
    await page.goto(`${app.server.url}/hub`);
    await modalTitle(page);
    await page.goto(`${app.server.url}/notification?utm=jo@example.com`);
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.getByRole('link', { name: 'Wheel-End Parts Finder, home' }).click(); // client-side route change
    await page.waitForURL('**/hub');
    // the last page's own view goes out with the sender's timed batch; wait for it while the page is open,
    // since a keepalive sent as the browser context closes may be dropped
    const lastBatch = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/events') &&
        r.request().method() === 'POST' &&
        (r.request().postData() ?? '').includes('"/404"'),
      { timeout: 15_000 },
    );
    await page.goto(`${app.server.url}/404`); // full load: the previous page's batch goes out on pagehide
    await page.getByText('404 Page Not Found').waitFor();
    expect((await lastBatch).status()).toBe(202);
    await page.close({ runBeforeUnload: true });

    await expect
      .poll(
        async () => {
          const { Results } = await admin('GET', '/events?type=page_view&limit=20');
          return (Results as { path: string }[]).map((e) => e.path).reverse();
        },
        { timeout: 15_000 },
      )
      .toEqual(expect.arrayContaining(['/hub', '/notification', '/404']));
    const { Results } = await admin('GET', '/events?type=page_view&limit=20');
    const paths = (Results as { path: string }[]).map((e) => e.path).reverse();
    expect(paths.filter((p) => p === '/hub').length).toBeGreaterThanOrEqual(2);
    expect(paths.join(' ')).not.toContain('example.com');
  });
});
