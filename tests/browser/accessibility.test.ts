// WCAG 2.2 AA over every route of the specification, in Chromium against the real server: axe-core finds no
// serious or critical violation at 360 px and at 1280 px, and every page reflows at 320 CSS px (and at
// 180, a phone at 200 % zoom) without a horizontal scroll bar. Routes that need a journey (hub results, calculator results, a notification) are
// reached by one, on one page per width, so the whole sweep runs in one browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { browserSuite, scrollSettled, typeInChat, viewport } from '../support/browser.ts';

const ADMIN_TOKEN = 'accessibility-admin-token-0123456789';
const app = browserSuite(() => ({ ADMIN_TOKEN, EVENTS_RATE_LIMIT: '10000' }));

// The plain axe-core script, injected into each page (no Playwright adapter needed; the contexts bypass the
// app's CSP, which rightly refuses inline scripts).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// The server loads this same deterministic demo catalog; the routes take their numbers from it.
const catalog = generateCatalog();
const hubs = catalog.hub_assemblies.map((h) => h.hubAssemblyNumber).filter((n) => n.length === 8);
const missing = (what: string): never => {
  throw new Error(`demo catalog has no ${what}`);
};
const bearing = catalog.bearing_filter_details[0] ?? missing('bearing filter details');
const kit = catalog.rebuild_kits.find((k) => k.typeId === 219)?.partNumber ?? missing('PreSet rebuild kit');
if (hubs.length < 2) missing('two hubs');
// the not-available page shows a hub that is not available (an available hub's link is its details page)
const terminated =
  catalog.hub_assemblies.find((h) => h.partStatus === 'Terminated')?.hubAssemblyNumber ??
  missing('terminated hub');

/** Every route a visitor can open by its address (ids of search results are read from the API first). */
async function addressRoutes(): Promise<string[]> {
  const firstId = async (path: string, field: string) =>
    (await app.server.getJson<{ Results: Record<string, number>[] }>(path)).Results[0]?.[field];
  const rotorId = await firstId('/api/v11/brakerotor/interchanges/10083923', 'CompetitorBrakeRotorId');
  const drumId = await firstId('/api/v11/brakedrum/interchanges/10600001', 'CompetitorDrumNumberId');
  const [hub, other] = hubs;
  return [
    '/hub',
    '/help',
    '/disclaimer',
    '/about',
    '/contact',
    '/mobile-help',
    '/hub/choose-path',
    '/hub/find-assembly',
    '/hub/find-assembly-detail',
    '/hub/finder',
    '/hub/email',
    '/hub/search',
    '/hub/no-results?q=ZZ-404',
    '/hub/meritor-exclusive',
    '/hub/volvo-exclusive',
    `/hub/details/${hub}`,
    `/hub/not-available/${terminated}`,
    '/hub/compare-hub',
    `/hub/compare/${hub}/${other}`,
    '/hub/filters/tcomp=2&brkty=2',
    '/parts/choose-path',
    '/parts/search',
    `/parts/search/${hub}`,
    `/hub/job/${hub}?mode=rebuild&ends=2`,
    '/parts/help',
    '/parts/help/detail',
    `/hub/hub-rebuild-kits-detail/${kit}`,
    '/hub/abs-service-kit-detail/10810001',
    '/hub/seals-detail/10830001',
    '/hub/abs-tone-ring-detail/ff-steer-100-tooth',
    '/hub/spindle-nut-kit-detail/10036551',
    '/hub/seal-spacer-kit-detail/10840001',
    '/hub/fill-plug-detail/10880001',
    `/hub/bearing-detail/${bearing.partNumber}`,
    `/hub/bearing-filter/${bearing.partNumber}`,
    `/hub/bearing-filter-detail/${bearing.partNumber}/${bearing.filterId}`,
    '/hub/replacement-rotor',
    '/hub/replacement-rotor/search',
    '/hub/replacement-rotor/filter',
    '/hub/replacement-rotor/filter/brtyp/axpos=1',
    `/hub/replacement-rotor/recommended-rotors/${rotorId}`,
    '/hub/replacement-rotor/rotors/10410001',
    '/hub/replacement-rotor/rotordetails/10083733',
    '/hub/replacement-rotor/rotordetails/10087485/10087734',
    '/hub/replacement-drum',
    '/hub/replacement-drum/search',
    '/hub/replacement-drum/measure?diameter=16.5&width=7',
    '/hub/replacement-drum/measure?diameter=18&width=7',
    '/hub/replacement-rotor/measure?unit=mm&diameter=390',
    '/hub/replacement-drum/filter',
    `/hub/replacement-drum/recommended-drums/${drumId}`,
    '/hub/replacement-drum/drumdetails/10600001',
    '/hub/casting',
    '/hub/casting/filter',
    '/hub/rotor-casting',
    '/hub/rotor-casting/filter',
    '/hub/drum-casting',
    '/hub/drum-casting/filter',
    '/hub/stud',
    '/hub/stud/summaries/10086580',
    '/hub/stud/filters/sdnum?inclv=1&sdnum=10086580',
    '/notification',
    '/replace/choose-calculator',
    '/embed/choose-calculator',
    '/hub/error-boundary',
    '/404',
    '/docs',
  ];
}

type Violation = {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
};

/** Waits until the page has loaded its data: a heading shows and no loading indicator is left. */
async function settled(page: Page) {
  await page.locator('h1:visible, main h2:visible').first().waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /Loading/ })
    .waitFor({ state: 'detached' });
}

/** axe-core's serious and critical violations of WCAG 2.x A/AA (2.2 included) on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: Violation[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      // only violations are read: axe then keeps one node per passing rule instead of every one
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ')}`)
          .join('\n')}`,
    );
}

/** Whether the document scrolls sideways (WCAG 1.4.10 reflow), with the widest elements when it does. */
async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`);
    return `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}: ${wide.join(', ')}`;
  });
}

type Check = (page: Page, where: string) => Promise<string[]>;

const axeCheck: Check = async (page, where) => (await seriousViolations(page)).map((v) => `${where}\n  ${v}`);
/** Reflow at each of `widths` in turn, on the page as it is (as a visitor zooming in would resize it). */
const reflowCheck =
  (widths: readonly number[]): Check =>
  async (page, where) => {
    const found: string[] = [];
    for (const width of widths) {
      await page.setViewportSize(viewport(width));
      const overflow = await horizontalOverflow(page);
      if (overflow) found.push(`${where} at ${width} px: ${overflow}`);
    }
    // back to the sweep's width, which the journeys' next steps expect
    await page.setViewportSize(viewport(widths[0] as number));
    return found;
  };

/** Taps the first option of each wizard step from the truck type on, checking each step, until results. */
async function wizardJourney(page: Page, check: Check): Promise<string[]> {
  const found: string[] = [];
  await page.goto(`${app.server.url}/hub/truck-type`);
  for (let step = 0; step < 20; step++) {
    await settled(page);
    const path = new URL(page.url()).pathname;
    found.push(...(await check(page, path)));
    if (!(await page.locator('button.option').count())) break;
    await page.locator('button.option').first().click();
    await page.waitForURL((u) => u.pathname !== path);
  }
  expect(new URL(page.url()).pathname).toMatch(/^\/hub\/(results|no-results)/);
  return found;
}

/** Walks the Replace calculator to its results, checking each step. */
async function calculatorJourney(page: Page, check: Check): Promise<string[]> {
  const found: string[] = [];
  const next = async (step: string, name = 'Next') => {
    found.push(...(await check(page, new URL(page.url()).pathname)));
    await page.getByRole('button', { name, exact: true }).click();
    await page.waitForURL((u) => u.pathname.endsWith(`/${step}`));
    await settled(page);
  };
  await page.goto(`${app.server.url}/replace/choose-calculator`);
  await page.getByRole('button', { name: /^Replace Calculator/ }).click();
  await page.waitForURL((u) => u.pathname.endsWith('/register'));
  await next('rebuild-costs', 'Start');
  await page.getByLabel('Bearing set cost', { exact: true }).fill('90');
  await page.getByLabel('Wheel seal cost', { exact: true }).fill('25');
  await next('replacement-costs');
  await page.getByLabel('Replacement hub assembly cost', { exact: true }).fill('520');
  await page.getByLabel('Spindle nut cost', { exact: true }).fill('35');
  await next('labor-costs');
  await page.getByLabel('Labor rate per hour', { exact: true }).fill('110');
  await next('cost-comparison');
  await next('downtime-costs');
  await page.getByLabel('Downtime cost per hour', { exact: true }).fill('200');
  await next('results', 'Calculate');
  await page.getByTestId('savings').waitFor();
  found.push(...(await check(page, '/replace/results')));
  await next('email', 'Email Results');
  found.push(...(await check(page, '/replace/email')));
  return found;
}

/** Types a hub number into the chat on the home screen and checks the conversation once it answered. */
async function chatJourney(page: Page, check: Check): Promise<string[]> {
  await page.goto(`${app.server.url}/hub`);
  await page.getByRole('searchbox').waitFor();
  await typeInChat(page, hubs[0] ?? '');
  const thread = page.getByRole('region', { name: 'Conversation' });
  // the answer to this number: the sweep's wizard pages left a conversation that the chat continues
  const reply = thread.locator(`.msg-user:has-text("${hubs[0]}") + .msg-assistant`);
  const answered = reply
    .getByRole('link', { name: 'See Details' })
    .or(reply.locator('section.question:not(.question-answered) button.option:enabled'));
  await answered.first().waitFor();
  // axe measures targets where they are: not in the middle of the smooth scroll to the answer
  await scrollSettled(page);
  const found = await check(page, '/hub with a chat answer');
  // a question the conversation moved past stays, greyed as 'Not answered': still readable
  await typeInChat(page, 'hubs');
  await thread.locator('section.question:not(.question-answered) button.option:enabled').first().waitFor();
  await typeInChat(page, '10083923');
  await thread.locator('.question-stale-note').first().waitFor();
  const rotor = thread.locator('.msg-user:has-text("10083923") + .msg-assistant');
  await rotor.getByRole('link', { name: 'See Details' }).first().waitFor();
  await scrollSettled(page);
  found.push(...(await check(page, '/hub with a question left unanswered')));
  return found;
}

/** Publishes one notification; opening home then shows the entry dialog, checked, then its detail page. */
async function notificationJourney(page: Page, check: Check): Promise<string[]> {
  const res = await fetch(`${app.server.url}/api/admin/notifications`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ Title: 'Seal kit update', Message: '<p>New seal kits are <b>listed</b>.</p>' }),
  });
  const id = ((await res.json()) as { Results: { Id: number }[] }).Results[0]?.Id;
  const found: string[] = [];
  await page.goto(`${app.server.url}/hub`);
  await page.getByRole('dialog').waitFor();
  found.push(...(await check(page, '/hub with the notification dialog')));
  await page.goto(`${app.server.url}/hub/notification-detail/${id}`);
  await page.getByRole('heading', { level: 1, name: 'Seal kit update' }).waitFor();
  found.push(...(await check(page, `/hub/notification-detail/${id}`)));
  // withdrawn again: the next sweep's pages (its chat above all) open with no dialog over them
  await fetch(`${app.server.url}/api/admin/notifications/${id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  return found;
}

/** Opens every route and journey on one page of `width` px and runs `check` on each. */
async function sweep(width: number, check: Check): Promise<string[]> {
  const found: string[] = [];
  const routes = await addressRoutes();
  await app.withPage({ viewport: viewport(width), bypassCSP: true }, async (page) => {
    for (const path of routes) {
      await page.goto(`${app.server.url}${path}`);
      await settled(page);
      found.push(...(await check(page, path)));
    }
    found.push(...(await chatJourney(page, check)));
    found.push(...(await wizardJourney(page, check)));
    found.push(...(await calculatorJourney(page, check)));
  });
  // a fresh device, so the entry dialog shows the notification as unseen
  await app.withPage({ viewport: viewport(width), bypassCSP: true }, async (page) => {
    found.push(...(await notificationJourney(page, check)));
  });
  return found;
}

// ~70 pages per sweep on a shared 2-core machine
const SWEEP_TIMEOUT = 400_000;

describe('accessibility over every route', () => {
  it.each([360, 1280])(
    'axe-core finds no serious or critical violation at %i px',
    async (width) => {
      const found = await sweep(width, axeCheck);
      expect(found, found.join('\n')).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  // 320 CSS px is WCAG 1.4.10's width; 180 is a 360 px phone at 200 % zoom (issue 24): one sweep opens
  // each page at 320 and narrows it to 180
  it(
    'every route reflows at 320 and at 180 CSS px without a horizontal scroll bar',
    async () => {
      const found = await sweep(320, reflowCheck([320, 180]));
      expect(found, found.join('\n')).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});
