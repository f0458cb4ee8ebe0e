// Without signal (issue 19): a phone that has visited once installs the service worker and the offline
// copy of the numbers; in airplane mode (the browser's network emulation) the app still opens, a typed
// competitor number answers with the maker's number, and the question continues when the signal returns.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  browserSuite,
  deferredStartDone,
  offlineCopyStored,
  startChat,
  typeInChat,
  viewport,
} from '../support/browser.ts';
import { competitorHubNumber } from '../support/catalog-samples.ts';
import { readDemoCatalog } from '../support/demo-catalog.ts';
import { allowConsoleErrors } from '../support/page-errors.ts';

let sample: Awaited<ReturnType<typeof competitorHubNumber>>;

beforeAll(async () => {
  sample = await readDemoCatalog(competitorHubNumber);
});
const app = browserSuite();

/** /hub visited once with the service worker allowed: it controls the page and the number copy is saved. */
async function visitedOnce() {
  // offline, the app's own background calls (notifications, suggestions) fail as they should
  allowConsoleErrors('ERR_INTERNET_DISCONNECTED', 'Failed to fetch', 'Failed to load resource');
  const { context, page } = await app.open({ viewport: viewport(360), serviceWorkers: 'allow' });
  await page.goto(`${app.server.url}/hub`);
  await page.getByRole('heading', { name: 'What are you looking for?' }).waitFor();
  // the service worker controls the page (it precached the shell) and the copy is in IndexedDB
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await offlineCopyStored(page);
  return { context, page };
}

describe('without signal', () => {
  // its waits for the service worker and the saved copy may take 30 s each under a full suite's load
  it('opens offline after one visit and answers a competitor number with the maker number', {
    timeout: 90_000,
  }, async () => {
    const { context, page } = await visitedOnce();
    try {
      // installable: the manifest is linked and names the icons
      const manifest = await page.evaluate(async () => {
        const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? '';
        const res = await fetch(href);
        return { type: res.headers.get('Content-Type'), body: await res.json() };
      });
      expect(manifest.type).toBe('application/manifest+json');
      expect(manifest.body).toMatchObject({ start_url: '/hub', display: 'standalone' });
      expect(manifest.body.icons.some((i: { sizes: string }) => i.sizes === '512x512')).toBe(true);

      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'What are you looking for?' }).waitFor();

      await typeInChat(page, `${sample.brand} ${sample.partNumber}`);
      const card = page.getByRole('region', { name: 'Answer without a connection' });
      await card.getByText(sample.hub, { exact: true }).waitFor();
      await card.getByText('Full details need a connection.', { exact: false }).waitFor();
      expect(await card.textContent()).toContain('Hub Assembly');
      // kept for the connection, whichever way it went (typed in the chat, or sent from the first home
      // before the chat had loaded), never sent to fail
      await card
        .getByText('Your question continues when the connection returns.', { exact: false })
        .waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);

      // what is typed is shown as text, never markup, also when the copy does not know it
      const hostile = '<img src=x onerror="document.title=1">';
      await typeInChat(page, hostile);
      await page.locator('.offline-answer .bubble').getByText(hostile, { exact: true }).waitFor();
      await page.getByText('is not among the numbers saved on this device').waitFor();
      expect(await page.locator('.offline-answer img').count()).toBe(0);

      // classic pages open offline too (the same shell, from the service worker), and the number search
      // page answers from the saved numbers under its box
      const classic = await context.newPage();
      await classic.goto(`${app.server.url}/disclaimer`);
      await classic.getByRole('heading', { level: 1, name: 'Disclaimer' }).waitFor();
      await classic.goto(`${app.server.url}/hub/search`);
      await classic.getByRole('searchbox').fill(sample.partNumber);
      await classic
        .getByRole('region', { name: 'Answer without a connection' })
        .getByText(sample.hub, { exact: true })
        .waitFor({ timeout: 30_000 });
      await classic.close();

      // a reload without signal keeps the questions for the connection (and their answers)
      await page.reload();
      await page
        .getByRole('region', { name: 'Answer without a connection' })
        .getByText(sample.hub, { exact: true })
        .waitFor({ timeout: 30_000 });
      expect(await page.locator('.offline-answer').count()).toBe(2);

      // back online: the kept questions go to the assistant, which answers the number in full
      await context.setOffline(false);
      await page.locator('.offline-answer').first().waitFor({ state: 'detached', timeout: 40_000 });
      const thread = page.getByRole('region', { name: 'Conversation' });
      await thread.locator('.msg-assistant').getByText(sample.hub, { exact: true }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps a question the address asks without signal, as one typed in the chat', {
    timeout: 90_000,
  }, async () => {
    // the way a question sent from /hub's first home before the chat had loaded reaches the chat
    const { context, page } = await visitedOnce();
    try {
      await context.setOffline(true);
      await page.goto(`${app.server.url}/hub?ask=${encodeURIComponent(sample.partNumber)}`);
      const kept = page.locator('.offline-answer', {
        has: page.locator('.bubble').getByText(sample.partNumber, { exact: true }),
      });
      await kept.getByText(sample.hub, { exact: true }).waitFor({ timeout: 30_000 });
      await kept
        .getByText('Your question continues when the connection returns.', { exact: false })
        .waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);

      await context.setOffline(false);
      await kept.waitFor({ state: 'detached', timeout: 40_000 });
      const thread = page.getByRole('region', { name: 'Conversation' });
      await thread.locator('.msg-assistant').getByText(sample.hub, { exact: true }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps the questions typed without signal until the server answers, when the signal returns without a way through', {
    timeout: 150_000,
  }, async () => {
    // a shop's Wi-Fi without internet, or the server restarting: the browser says online, nothing answers
    // (a request that arrives as the server stops has its connection reset)
    const { context, page } = await visitedOnce();
    allowConsoleErrors(/ERR_CONNECTION_(REFUSED|RESET)/);
    const kept = page.locator('.offline-answer');
    const keptFor = (text: string) =>
      kept.filter({ has: page.locator('.bubble').getByText(text, { exact: true }) });
    const asked = page.locator('.thread > .msg-user');
    const competitor = `${sample.brand} ${sample.partNumber}`;
    try {
      await context.setOffline(true);
      await typeInChat(page, competitor);
      await keptFor(competitor).getByText(sample.hub, { exact: true }).waitFor();
      await typeInChat(page, sample.hub);
      await keptFor(sample.hub).locator('.offline-maker').getByText(sample.hub, { exact: true }).waitFor();
      // the maker's own number is said to be the maker's part, not a part of itself
      expect(await keptFor(sample.hub).locator('.offline-matches').textContent()).toMatch(
        new RegExp(`^${sample.hub} is a ConMet part \\(`),
      );
      expect(await keptFor(competitor).locator('.offline-matches').textContent()).toContain(
        `is ConMet part ${sample.hub}`,
      );

      await app.server.halt();
      try {
        // the signal returns; the first question is sent, reaches nothing, and is kept again (first in
        // line), and the server is asked now and then whether it answers
        const sent = page.waitForEvent('requestfailed', { predicate: (r) => r.url().endsWith('/api/chat') });
        const askedAgain = page.waitForEvent('requestfailed', {
          predicate: (r) => r.url().endsWith('/api/ready'),
          timeout: 30_000,
        });
        await context.setOffline(false);
        await sent;
        await askedAgain;
        expect(await kept.count()).toBe(2);
        expect(await kept.first().locator('.bubble').textContent()).toBe(competitor);
        expect(await page.getByRole('alert').count()).toBe(0);
        expect(await asked.count()).toBe(0);
        // what is typed meanwhile waits behind them, not sent to fail
        await typeInChat(page, 'brake drum');
        // words alone are not looked up in a copy of numbers: they wait, and the card says why
        await keptFor('brake drum')
          .getByText('Questions in words need a connection', { exact: false })
          .waitFor();
        expect(await kept.count()).toBe(3);
        expect(await page.getByRole('alert').count()).toBe(0);

        // a reload meanwhile keeps them all (the shell from the service worker, the questions from this tab)
        const askedAfterReload = page.waitForEvent('requestfailed', {
          predicate: (r) => r.url().endsWith('/api/ready'),
          timeout: 30_000,
        });
        await page.reload();
        await askedAfterReload;
        expect(await kept.count()).toBe(3);
        expect(await page.getByRole('alert').count()).toBe(0);
        expect(await asked.count()).toBe(0);
        // still answered from the saved numbers
        await keptFor(sample.hub).locator('.offline-maker').getByText(sample.hub, { exact: true }).waitFor();
        // the server comes back still loading its catalog (its readiness answers 'warming', held here as
        // long as the test wants: a real start from snapshots takes a moment): the questions wait for it
        await page.route('**/api/ready', (route) =>
          route.fulfill({
            status: 503,
            headers: { 'Retry-After': '5' },
            json: { Status: 'WARMING' },
          }),
        );
      } finally {
        await app.server.resume();
      }
      await page.waitForEvent('requestfinished', {
        predicate: (r) => r.url().endsWith('/api/ready'),
        timeout: 40_000,
      });
      expect(await kept.count()).toBe(3);
      expect(await asked.count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);

      // ready: the questions go to the assistant one after the other, in the order typed
      await page.unroute('**/api/ready');
      await expect
        .poll(() => asked.locator('.bubble').allTextContents(), { timeout: 60_000 })
        .toEqual([competitor, sample.hub, 'brake drum']);
      expect(await kept.count()).toBe(0);
      const thread = page.getByRole('region', { name: 'Conversation' });
      await thread.locator('.msg-assistant').getByText(sample.hub, { exact: true }).first().waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('answers from the saved numbers when the browser says online but the server cannot be reached', {
    timeout: 90_000,
  }, async () => {
    allowConsoleErrors('Failed to load resource', 'Failed to fetch');
    const { context, page } = await app.open({ viewport: viewport(1280) });
    try {
      await page.goto(`${app.server.url}/hub`);
      await page.getByRole('heading', { name: 'What are you looking for?' }).waitFor();
      await offlineCopyStored(page);
      // the server goes away after the app has loaded: the chat's code too (a key starts it), not only the
      // first home
      await startChat(page);
      await deferredStartDone(page);
      await app.server.halt();
      try {
        await typeInChat(page, sample.partNumber);
        await page.getByRole('alert').filter({ hasText: 'We could not get an answer' }).waitFor();
        const card = page.getByRole('region', { name: 'Answer without a connection' });
        // the card's code and the copy load after the failure; a busy machine can take a while
        await card.getByText(sample.hub, { exact: true }).waitFor({ timeout: 30_000 });
        // the thread shows the question once: the card does not repeat it
        expect(await page.locator('.msg-user', { hasText: sample.partNumber }).count()).toBe(1);
      } finally {
        await app.server.resume();
      }
    } finally {
      await context.close();
    }
  });
});
