// The job's parts list end to end: a competitor hub number in the chat, its hub card's 'Parts for this
// job', the list in the thread; its page link in a fresh browser shows the same list; both ends double the
// quantities and change the URL; a reload keeps it.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerChatUntil, browserSuite, typeInChat, viewport } from '../support/browser.ts';
import { competitorHubNumber } from '../support/catalog-samples.ts';
import { readDemoCatalog } from '../support/demo-catalog.ts';
import { watchPageErrors } from '../support/page-errors.ts';

let sample: Awaited<ReturnType<typeof competitorHubNumber>>;

beforeAll(async () => {
  sample = await readDemoCatalog(competitorHubNumber);
});
const app = browserSuite();

type Line = { list: string; role: string; number: string; quantity: string; status: string };

/** Every line of every list of a job list: which list, what role, which number, how many. */
async function lines(root: Locator): Promise<Line[]> {
  await root.locator('.job-line').first().waitFor();
  return root.locator('.job-list').evaluateAll((lists: Element[]) =>
    lists.flatMap((list: Element) =>
      [...list.querySelectorAll('.job-line')].map((li) => ({
        list: list.getAttribute('aria-label')?.split(',')[0] ?? '',
        role: li.getAttribute('data-role') ?? '',
        number: li.querySelector('.job-number')?.textContent ?? '',
        quantity: li.querySelector('.job-qty')?.getAttribute('data-quantity') ?? '',
        status: li.className,
      })),
    ),
  );
}

/** Answers the filters flow after a number until a hub card shows. */
async function untilHubCard(page: Page) {
  const card = page.getByRole('region', { name: 'Conversation' }).locator('article.hub-card').first();
  await answerChatUntil(page, card);
  return card;
}

describe('parts for this job', () => {
  it('from a competitor number in the chat to the list, the same list on its page, both ends, reload', async () => {
    const context = await app.browser.newContext({ viewport: viewport(360) });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, sample.partNumber);
    const card = await untilHubCard(page);
    const hub = (await card.locator('.hub-card-number').textContent()) ?? '';
    expect(hub).toMatch(/^\d{6,8}$/);

    await card.getByRole('button', { name: `Parts for this job, hub ${hub}` }).click();
    const message = page.getByRole('region', { name: `Parts for this job ${hub}` }).last();
    await message.waitFor();
    const inChat = await lines(message);
    // both ways, every line of each, the hub in the replace list with one of it for one end
    expect(new Set(inChat.map((l) => l.list))).toEqual(new Set(['Replace the hub', 'Rebuild the hub']));
    const hubLine = inChat.find((l) => l.role === 'hub');
    expect(hubLine?.quantity).toBe('1');
    for (const role of [
      'seal-kit',
      'inner-bearing',
      'outer-bearing',
      'spindle-nut',
      'wheel-stud',
      'fill-plug',
    ])
      expect(inChat.filter((l) => l.role === role)).toHaveLength(2);
    expect(await message.getByText('Warranty', { exact: true }).count()).toBe(2);

    const pageLink = await page
      .locator('.job-parts-card')
      .last()
      .getByRole('link', { name: 'Open as page' })
      .getAttribute('href');
    // the walk takes each question's first option: Yes to the PreSet Plus upgrade, when it is asked,
    // reaches the list as nut=plus (the PreSet Plus nut kit)
    expect(pageLink).toMatch(new RegExp(`^/hub/job/${hub}\\?mode=replace&ends=1(&nut=plus)?$`));
    const nut = pageLink?.endsWith('&nut=plus') ? '&nut=plus' : ''; // the toggles keep it

    // a fresh browser (no conversation, no storage) opens the same list from the link alone
    const fresh = await app.browser.newContext({ viewport: viewport(1280) });
    const other = await fresh.newPage();
    const otherErrors = watchPageErrors(other);
    await other.goto(`${app.server.url}${pageLink}`);
    await other.getByRole('heading', { level: 1, name: 'Parts for this job' }).waitFor();
    const onPage = await lines(other.locator('.job-parts'));
    expect(onPage).toEqual(inChat);

    // one tap: both ends of the axle; the URL says so and every counted quantity doubles
    await other.getByRole('link', { name: 'Both ends of the axle' }).click();
    await other.waitForURL(`**/hub/job/${hub}?mode=replace&ends=2${nut}`);
    await other.locator('.job-line[data-role="hub"] .job-qty[data-quantity="2"]').first().waitFor();
    const doubled = await lines(other.locator('.job-parts'));
    expect(doubled.map((l) => l.number)).toEqual(onPage.map((l) => l.number));
    doubled.forEach((l, i) => {
      const before = onPage[i]?.quantity ?? '';
      expect(l.quantity, l.role).toBe(before === '' ? '' : String(Number(before) * 2));
    });

    // and the rebuild way first: the rebuild list leads, the hub swapped for its kit
    await other.getByRole('link', { name: 'Rebuild the hub' }).click();
    await other.waitForURL(`**/hub/job/${hub}?mode=rebuild&ends=2${nut}`);
    await other.locator('.job-list.chosen[aria-label^="Rebuild the hub"]').waitFor();
    expect(await other.locator('.job-list').first().getAttribute('aria-label')).toMatch(/^Rebuild the hub/);

    await other.reload();
    await other.locator('.job-list.chosen[aria-label^="Rebuild the hub"]').waitFor();
    const reloaded = await lines(other.locator('.job-parts'));
    expect([...reloaded].sort(byKey)).toEqual([...doubled].sort(byKey));

    // in the chat, a toggle is one tap too: a new list for both ends
    await message.getByRole('button', { name: 'Both ends of the axle' }).click();
    const second = page.getByRole('region', { name: `Parts for this job ${hub}` }).nth(1);
    await second.locator('.job-line[data-role="hub"] .job-qty[data-quantity="2"]').waitFor();

    expect(errors).toEqual([]);
    expect(otherErrors).toEqual([]);
    await fresh.close();
    await context.close();
  }, 120_000);

  it('an unknown hub number says so and offers a way on', async () => {
    const context = await app.browser.newContext({ viewport: viewport(360) });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/hub/job/99999999?mode=rebuild&ends=2`);
    await page.getByText('No results were found.').waitFor();
    await page.getByText('We have no hub assembly with this number').waitFor();
    await page.getByRole('link', { name: 'Search a hub number' }).click();
    await page.waitForURL('**/hub/search');
    await context.close();
  });

  it('a replacement other than the hub asked says why, on the page and in the chat', async () => {
    // the demo catalog's 10082202 (conventional) lists PreSet Plus hub 10082200 first (engine test)
    const why =
      'Recommended replacement for 10082202 (Conventional): PreSet Plus hub 10082200, listed first in its hub components';
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/hub/job/10082202?mode=replace&ends=1`);
      const hubLine = page
        .locator('main .job-list', { hasText: 'Replace the hub' })
        .locator('[data-role="hub"]');
      await expect(hubLine.locator('.job-number').textContent()).resolves.toBe('10082200');
      await expect(hubLine.locator('.job-note').textContent()).resolves.toBe(why);

      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, 'components for 10082202');
      await page.getByRole('button', { name: 'Parts for this job, hub 10082202' }).click();
      const inChat = page.getByRole('region', { name: 'Parts for this job 10082202' }).last();
      await inChat.locator('[data-role="hub"] .job-note').first().waitFor();
      await expect(inChat.locator('[data-role="hub"] .job-note').first().textContent()).resolves.toBe(why);
    });
  });

  it("the list's calculator link opens the Rebuild vs Replace calculator, which Start begins", async () => {
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/hub/job/10082213?mode=rebuild&ends=2`);
      await page.getByRole('link', { name: 'Compare the costs of rebuilding and replacing' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/rebuild-vs-replace/register');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      // the calculator the link names is the one saved: its first costs are the rebuild's, per hub
      await page.waitForURL((u) => u.pathname === '/replace/rebuild-vs-replace/rebuild-costs');
      await page.getByRole('heading', { name: 'Rebuild Costs' }).waitFor();
      await page.getByLabel('Bearing set cost').waitFor();
      await expect(page.getByLabel('Conventional hub cost').count()).resolves.toBe(0);
    });
  });

  it('the hub details page and the hub components page lead to the list', async () => {
    const context = await app.browser.newContext({ viewport: viewport(1280) });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/hub/details/10082213`);
    await page.getByRole('link', { name: 'Parts for this job, hub 10082213' }).click();
    await page.waitForURL('**/hub/job/10082213?mode=replace&ends=1');
    await page.getByRole('heading', { level: 1, name: 'Parts for this job' }).waitFor();
    await page.goto(`${app.server.url}/parts/search/10082213`);
    await page.getByRole('link', { name: 'Parts for this job, hub 10082213' }).click();
    await page.waitForURL('**/hub/job/10082213?mode=replace&ends=1');
    await page.locator('.job-line').first().waitFor();
    await context.close();
  });
});

const byKey = (a: Line, b: Line) => `${a.list}${a.role}`.localeCompare(`${b.list}${b.role}`);
