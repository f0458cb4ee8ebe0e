// Both calculators in Chromium against the real server: every step, results against an independent
// computation, resume after reload and after a server restart, email to a loopback SMTP server, and the
// calculator embedded in a page on a second port (no menu or Home, frame sized to its content).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { chromium, type Page } from 'playwright-core';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_FIELD_LIMITS } from '../../tools/email-address.ts';
import { LIMITS } from '../../tools/engine/shared/calculator/input-rules.ts';
import { browserSuite, holdRequests, typeInChat } from '../support/browser.ts';
import { money } from '../support/money.ts';
import { allowConsoleErrors } from '../support/page-errors.ts';
import { capturingSmtp } from '../support/smtp.ts';

let smtp: SMTPServer;
let host: Server;
let hostOrigin = '';
const received: ParsedMail[] = [];

const port = (s: { address(): AddressInfo | string | null }) => {
  const a = s.address();
  return typeof a === 'object' && a ? a.port : 0;
};

beforeAll(async () => {
  smtp = capturingSmtp(received);
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  host = createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html');
    // the app by another name ('localhost'): a site other than the page's, whose frame the browser
    // keeps no storage
    if (req.url === '/other-site')
      return res.end(`<!doctype html><title>Dealer</title><h1>Dealer site</h1>
<iframe src="${app.server.url.replace('127.0.0.1', 'localhost')}/embed" title="Calculator"></iframe>`);
    res.end(`<!doctype html><title>Dealer</title><h1>Dealer site</h1>
<script src="${app.server.url}/embed.js" data-calculator="replace"></script>`);
  });
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  hostOrigin = `http://127.0.0.1:${port(host)}`;
});
afterAll(async () => {
  await new Promise((r) => host?.close(r));
  await new Promise<void>((r) => smtp?.close(() => r()));
});
const app = browserSuite(() => ({
  SMTP_URL: `smtp://127.0.0.1:${port(smtp.server)}`,
  MAIL_FROM: 'Calculators <calculators@example.test>',
  FRAME_ANCESTORS: hostOrigin,
}));
/** Waits fail with the locator they waited for, well before the test's own timeout. */
const newPage = app.open;

async function fill(page: Page, values: Record<string, number>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(String(value));
}

async function next(page: Page, step: string, name = 'Next') {
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForURL((u) => u.pathname.endsWith(`/${step}`));
}

type PresetCase = {
  hub: number;
  bearing: number;
  seal: number;
  nut: number;
  preset: number;
  spindle: number;
  labor: number;
  billable: number;
  rebuildH: number;
  replaceH: number;
  markup: number;
  downtime: number;
};

async function runPreset(page: Page, prefix: string, c: PresetCase) {
  await page.goto(`${app.server.url}${prefix}/choose-calculator`);
  await page.getByRole('heading', { name: 'Calculators', exact: true }).waitFor();
  await page.getByRole('button', { name: /^PreSet vs\. Conventional Calculator/ }).click();
  await page.waitForURL((u) => u.pathname.endsWith('/register'));
  await page.getByRole('heading', { name: 'PreSet vs. Conventional Calculator' }).waitFor();
  await next(page, 'rebuild-costs', 'Start');
  await page.getByRole('heading', { name: 'Conventional Hub Costs' }).waitFor();
  expect(await page.getByLabel('Manual spindle nut cost').inputValue()).toBe('0'); // default
  await fill(page, {
    'Conventional hub cost': c.hub,
    'Bearing set cost': c.bearing,
    'Wheel seal cost': c.seal,
    'Manual spindle nut cost': c.nut,
  });
  await next(page, 'replacement-costs');
  await fill(page, { 'PreSet hub assembly cost': c.preset, 'Spindle nut cost': c.spindle });
  await next(page, 'labor-costs');
  expect(await page.getByLabel('Conventional install hours').inputValue()).toBe('2'); // default
  expect(await page.getByLabel('PreSet install hours').inputValue()).toBe('1');
  await fill(page, {
    'Labor rate per hour': c.labor,
    'Billable labor rate per hour': c.billable,
    'Conventional install hours': c.rebuildH,
    'PreSet install hours': c.replaceH,
  });
  await next(page, 'cost-comparison');
  await next(page, 'margin-parts');
  await fill(page, { 'Parts markup (%)': c.markup });
  await next(page, 'downtime-costs');
  await page.getByText('Long-haul refrigerated: $120-$180').waitFor();
  await fill(page, { 'Downtime cost per hour': c.downtime });
  await next(page, 'results', 'Calculate');
}

function presetExpected(c: PresetCase) {
  const conventional = c.hub + c.bearing + c.seal + c.nut + (c.labor + c.downtime) * c.rebuildH;
  const preset = c.preset + c.spindle + (c.labor + c.downtime) * c.replaceH;
  return { conventional, preset, savings: Math.max(0, conventional - preset) };
}

describe('PreSet vs. Conventional calculator', () => {
  const cases: PresetCase[] = [
    {
      hub: 250,
      bearing: 80.5,
      seal: 20,
      nut: 0,
      preset: 400,
      spindle: 30,
      labor: 100,
      billable: 150,
      rebuildH: 2.5,
      replaceH: 1,
      markup: 20,
      downtime: 120,
    },
    {
      hub: 199.99,
      bearing: 64.25,
      seal: 18.4,
      nut: 12,
      preset: 389,
      spindle: 41.5,
      labor: 95,
      billable: 135,
      rebuildH: 2,
      replaceH: 0.75,
      markup: 35,
      downtime: 0,
    },
  ];

  it.each(cases)('computes the results, resumes after a reload and emails them (%#)', async (c) => {
    const { context, page, errors } = await newPage({ viewport: { width: 360, height: 740 } });
    await runPreset(page, '/replace', c);
    const want = presetExpected(c);
    const savings = page.getByTestId('savings');
    expect(await savings.textContent()).toBe(`Savings with a PreSet hub: ${money(want.savings)}`);
    const totals = page.getByRole('row', { name: /^Total / }).first();
    expect(await totals.textContent()).toBe(`Total${money(want.conventional)}${money(want.preset)}`);
    await page.getByRole('link', { name: 'Home', exact: true }).waitFor(); // not embedded: Home shows

    await page.reload();
    expect(await page.getByTestId('savings').textContent()).toBe(
      `Savings with a PreSet hub: ${money(want.savings)}`,
    );

    await page.getByRole('button', { name: 'Email Results' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/email'));
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.getByText('Required').first().waitFor(); // recipient name and email are required
    await page.getByLabel('Recipient name *').fill('Dana Fleet');
    await page.getByLabel('Recipient email *').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.getByText('Invalid Email Address').waitFor();
    const to = `dana${received.length}@fleet.example`;
    await page.getByLabel('Recipient email *').fill(to);
    await page.getByLabel('Notes').fill('See <b>numbers</b>');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/confirmation');
    await page.getByText(`Thank you. Your results have been emailed to ${to}.`).waitFor();
    const mail = received.find((m) => m.to && JSON.stringify(m.to).includes(to));
    expect(String(mail?.html)).toContain(money(want.savings));
    expect(mail?.text).toContain(money(want.savings));
    expect(String(mail?.html)).toContain('See &lt;b&gt;numbers&lt;/b&gt;');

    await page.getByRole('button', { name: 'Start Again' }).click();
    await page.waitForURL((u) => u.pathname === '/replace/choose-calculator');
    await page.getByRole('heading', { name: 'Calculators', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a finished calculation', () => {
  it('keeps its values and results when the other calculator is chosen, on the chooser or in the chat', {
    timeout: 90_000,
  }, async () => {
    const c: PresetCase = {
      hub: 250,
      bearing: 80,
      seal: 20,
      nut: 10,
      preset: 400,
      spindle: 30,
      labor: 100,
      billable: 150,
      rebuildH: 2,
      replaceH: 1,
      markup: 20,
      downtime: 100,
    };
    const { context, page, errors } = await newPage({ viewport: { width: 360, height: 740 } });
    await runPreset(page, '/replace', c);
    const results = page.url();
    const saved = `Savings with a PreSet hub: ${money(presetExpected(c).savings)}`;
    expect(await page.getByTestId('savings').textContent()).toBe(saved);

    // the chooser: the other calculator, started and left, then this one chosen again
    await page.goto(`${app.server.url}/replace/choose-calculator`);
    await page.getByRole('button', { name: /^Replace Calculator/ }).click();
    await next(page, 'rebuild-costs', 'Start');
    await page.goto(`${app.server.url}/replace/choose-calculator`);
    await page.getByRole('button', { name: /^PreSet vs\. Conventional Calculator/ }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/register'));
    await page.goto(results);
    expect(await page.getByTestId('savings').textContent()).toBe(saved);
    await page
      .getByText(`Conventional hub cost${money(c.hub)}`, { exact: false })
      .first()
      .waitFor();

    // the chat: the other calculator run there saves into its own calculation
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, 'calculator');
    await page
      .getByRole('button', { name: /^Replace Calculator/ })
      .last()
      .click();
    await page.getByRole('heading', { name: 'Rebuild Costs (1 of 4)' }).last().waitFor();
    await page.getByLabel('Bearing set cost').last().fill('55');
    await page.getByLabel('Wheel seal cost').last().fill('12');
    await page.getByRole('button', { name: 'Next' }).last().click();
    await page
      .getByRole('heading', { name: /\(2 of 4\)$/ })
      .last()
      .waitFor();
    await page.goto(results);
    expect(await page.getByTestId('savings').textContent()).toBe(saved);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Replace calculator', () => {
  it('asks no hub cost or billable rate, defaults rebuild hours to 3 and survives a server restart', async () => {
    // a background request (the page-view beacon) cannot connect while the server restarts, or has its
    // connection reset when it arrives as the server stops
    const REFUSED = /net::ERR_CONNECTION_(REFUSED|RESET)/;
    allowConsoleErrors(REFUSED);
    const { context, page, errors } = await newPage();
    await page.goto(`${app.server.url}/replace/choose-calculator`);
    await page.getByRole('button', { name: /^Replace Calculator/ }).click();
    await next(page, 'rebuild-costs', 'Start');
    await page.getByRole('heading', { name: 'Rebuild Costs' }).waitFor();
    expect(await page.getByLabel('Conventional hub cost').count()).toBe(0);
    await fill(page, { 'Bearing set cost': 90, 'Wheel seal cost': 25.5, 'Manual spindle nut cost': 8 });
    await next(page, 'replacement-costs');
    await fill(page, { 'Replacement hub assembly cost': 520, 'Spindle nut cost': 35 });
    await next(page, 'labor-costs');
    expect(await page.getByLabel('Billable labor rate per hour').count()).toBe(0);
    expect(await page.getByLabel('Rebuild hours').inputValue()).toBe('3');
    await fill(page, { 'Labor rate per hour': 110 });
    await next(page, 'cost-comparison');
    await next(page, 'downtime-costs'); // no parts markup step in this calculator

    await app.server.restart();
    await fill(page, { 'Downtime cost per hour': 225 });
    await next(page, 'results', 'Calculate');
    const rebuild = 90 + 25.5 + 8 + (110 + 225) * 3;
    const replace = 520 + 35 + (110 + 225) * 1;
    expect(await page.getByTestId('savings').textContent()).toBe(
      `Savings by replacing: ${money(rebuild - replace)}`,
    );
    expect(await page.getByRole('row', { name: /Margin/ }).count()).toBe(0);
    // While the server was down a background request (the page-view beacon) could not connect; the browser
    // logs that refusal itself. Anything else is an error of the app.
    expect(errors.filter((e) => !REFUSED.test(e))).toEqual([]);
    await context.close();
  });

  it('refuses a decimal comma in a sum instead of reading 12,50 as 1,250; thousands commas are fine', async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${app.server.url}/replace/choose-calculator`);
    await page.getByRole('button', { name: /^Replace Calculator/ }).click();
    await next(page, 'rebuild-costs', 'Start');
    await page.getByLabel('Bearing set cost', { exact: true }).pressSequentially('12,50');
    await fill(page, { 'Wheel seal cost': 25, 'Manual spindle nut cost': 8 });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Use a point for cents, e.g. 12.50').waitFor();
    expect(new URL(page.url()).pathname.endsWith('/rebuild-costs')).toBe(true);
    await page.getByLabel('Bearing set cost', { exact: true }).fill('1,250');
    await next(page, 'replacement-costs');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reads '$90' and '1 025' as shops write sums, refuses '0x1F', and shows them back as entered", async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${app.server.url}/replace/choose-calculator`);
    await page.getByRole('button', { name: /^Replace Calculator/ }).click();
    await next(page, 'rebuild-costs', 'Start');
    await page.getByLabel('Bearing set cost', { exact: true }).fill('$90');
    await page.getByLabel('Wheel seal cost', { exact: true }).fill('0x1F');
    await page.getByLabel('Manual spindle nut cost', { exact: true }).fill('8');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Enter a number').waitFor();
    expect(await page.getByText('Enter a number').count()).toBe(1);
    expect(await page.getByLabel('Wheel seal cost', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await page.getByLabel('Wheel seal cost', { exact: true }).fill('1 025');
    await next(page, 'replacement-costs');
    await page.goBack();
    await page.waitForURL((u) => u.pathname.endsWith('/rebuild-costs'));
    await expect.poll(() => page.getByLabel('Bearing set cost', { exact: true }).inputValue()).toBe('90');
    expect(await page.getByLabel('Wheel seal cost', { exact: true }).inputValue()).toBe('1025');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the largest sums the fields allow within a 360 px phone, the page never wider than it', async () => {
    const key = { 'Ocp-Apim-Subscription-Key': 'web-client-public-key' };
    const created = (await (
      await fetch(`${app.server.url}/api/v11/SessionCreate`, { method: 'POST', headers: key })
    ).json()) as { Session: { id: number } };
    const id = created.Session.id;
    const most = { money: LIMITS.money, hours: LIMITS.hours, percent: LIMITS.percent };
    const saved = await fetch(`${app.server.url}/api/v11/SessionUpdate?id=${id}`, {
      method: 'POST',
      headers: { ...key, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        choose_calculator: 1,
        hub_cost: most.money,
        bearing_set_cost: most.money,
        wheel_seal_cost: most.money,
        manual_spindle_nut_cost: most.money,
        replacement_hub_cost_v: most.money,
        spindle_nut_cost: most.money,
        labor_rate: most.money,
        billable_labor_rate: most.money,
        rebuild_hours: most.hours,
        replace_hours: most.hours,
        parts_margin: most.percent,
        downtime_costs: most.money,
        last_step: 'downtime-costs',
      }),
    });
    expect(saved.status).toBe(200);
    // the sums table scrolled sideways in its frame at 360 px, with no sign that it did
    for (const width of [320, 360]) {
      const { context, page, errors } = await newPage({ viewport: { width, height: 800 } });
      await page.goto(`${app.server.url}/replace/preset-vs-conventional/results?session=${id}`);
      await page.getByTestId('savings').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const frames = page.locator('.calculator-table-frame');
      expect(await frames.count()).toBe(2);
      // no table scrolls sideways, and no sum is cut inside its cell
      const wide = await frames.evaluateAll((all) =>
        all.flatMap((f) => [f, ...f.querySelectorAll('td, th')]).filter((e) => e.scrollWidth > e.clientWidth),
      );
      expect(wide.length, `${width} px`).toBe(0);
      // each sum on one line: the largest total's cell is one line of text high
      const total = page.locator('.calculator-table tr.total td').first();
      expect(await total.textContent()).toBe('$2,004,000,000.00');
      const lines = await total.evaluate((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `${width} px`).toBe(1);
      // still a table with its row names
      await page.getByRole('rowheader', { name: 'Repair cost' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows 404 for an unknown step', async () => {
    const { context, page } = await newPage();
    await page.goto(`${app.server.url}/replace/no-such-step`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });
});

/** How many guest sessions the page has asked the server for so far. */
function countSessionCreates(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v11/SessionCreate') n++;
  });
  return () => n;
}

describe('a tap before the guest session exists', () => {
  // A fresh visitor's session is created as the chooser opens (the browser's database loads, then a POST);
  // on a slow connection that takes a second or two after the page is drawn, and a tap in it used to land
  // on a disabled button and be lost.
  it('is kept: the choice is saved once the session is created', async () => {
    const { context, page, errors } = await newPage();
    const creates = countSessionCreates(page);
    const hold = await holdRequests(page, '**/api/v11/SessionCreate*');
    await page.goto(`${app.server.url}/replace/choose-calculator`);
    await hold.requested;
    const choice = page.getByRole('button', { name: /^PreSet vs\. Conventional Calculator/ });
    await choice.click();
    await expect.poll(() => choice.getAttribute('aria-busy')).toBe('true'); // filled and busy while it waits
    expect(await choice.isDisabled()).toBe(true); // a second tap is not a second save
    expect(new URL(page.url()).pathname).toBe('/replace/choose-calculator');
    await hold.release();
    await page.waitForURL((u) => u.pathname.endsWith('/register'));
    await page.getByRole('heading', { name: 'PreSet vs. Conventional Calculator' }).waitFor();
    await next(page, 'rebuild-costs', 'Start');
    expect(creates()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is kept on register's Start, opened cold from a link to one calculator", async () => {
    const { context, page, errors } = await newPage();
    const hold = await holdRequests(page, '**/api/v11/SessionCreate*');
    await page.goto(`${app.server.url}/replace/preset-vs-conventional/register`);
    await hold.requested;
    const start = page.getByRole('button', { name: 'Start', exact: true });
    await start.click();
    await expect.poll(() => start.getAttribute('aria-busy')).toBe('true'); // said to be busy while it waits
    await hold.release();
    await page.waitForURL((u) => u.pathname.endsWith('/rebuild-costs'));
    await page.getByRole('heading', { name: 'Conventional Hub Costs' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is kept on the drawn chooser, tapped before the app's scripts have run (decision 051)", async () => {
    const { context, page, errors } = await newPage();
    const hold = await holdRequests(page, '**/assets/*.js');
    await page.goto(`${app.server.url}/replace/choose-calculator`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: /^Replace Calculator/ }).click();
    await hold.release();
    await page.waitForURL((u) => u.pathname.endsWith('/rebuild-vs-replace/register'));
    await page.getByRole('heading', { name: 'Replace Calculator' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after a failed start, says so and a tap starts it again', async () => {
    // the first SessionCreate answers 503 on purpose; the browser logs the failed request
    allowConsoleErrors('503');
    const { context, page } = await newPage();
    const creates = countSessionCreates(page);
    let failed = false;
    await page.route('**/api/v11/SessionCreate*', async (route) => {
      if (!failed) {
        failed = true;
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ Status: 'ERROR', Error: { Message: 'Service unavailable' } }),
        });
      } else await route.continue();
    });
    await page.goto(`${app.server.url}/replace/choose-calculator`);
    await page.getByRole('alert').getByText('We could not start the calculator. Please try again.').waitFor();
    await page.getByRole('button', { name: /^Replace Calculator/ }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/register'));
    await page.getByRole('heading', { name: 'Replace Calculator' }).waitFor();
    expect(creates()).toBe(2);
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});

async function startReplace(page: Page) {
  await page.goto(`${app.server.url}/replace/choose-calculator`);
  await page.getByRole('button', { name: /^Replace Calculator/ }).click();
  await next(page, 'rebuild-costs', 'Start');
  await page.getByRole('heading', { name: 'Rebuild Costs' }).waitFor();
}

/** A finished Replace calculation, on its email page. */
async function emailPage(page: Page) {
  await resultsPage(page);
  await page.getByRole('button', { name: 'Email Results' }).click();
  await page.waitForURL((u) => u.pathname.endsWith('/email'));
}

/** A finished Replace calculation (labor at $110 an hour), on its results. */
async function resultsPage(page: Page) {
  await startReplace(page);
  await fill(page, { 'Bearing set cost': 90, 'Wheel seal cost': 25, 'Manual spindle nut cost': 8 });
  await next(page, 'replacement-costs');
  await fill(page, { 'Replacement hub assembly cost': 520, 'Spindle nut cost': 35 });
  await next(page, 'labor-costs');
  await fill(page, { 'Labor rate per hour': 110 });
  await next(page, 'cost-comparison');
  await next(page, 'downtime-costs');
  await fill(page, { 'Downtime cost per hour': 100 });
  await next(page, 'results', 'Calculate');
}

describe('values typed and not yet saved with Next', () => {
  const value = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

  it('are kept as typed across a reload and Back/Forward; once saved, the saved value shows', async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 360, height: 740 } });
    await startReplace(page);
    // as typed, not as read: '$90' is kept as '$90'
    await page.getByLabel('Bearing set cost', { exact: true }).pressSequentially('$90');
    await page.getByLabel('Wheel seal cost', { exact: true }).fill('25.5');
    await page.reload();
    await page.getByRole('heading', { name: 'Rebuild Costs' }).waitFor();
    expect(await value(page, 'Bearing set cost')).toBe('$90');
    expect(await value(page, 'Wheel seal cost')).toBe('25.5');
    expect(await value(page, 'Manual spindle nut cost')).toBe('0'); // untouched: the default

    await page.goBack();
    await page.waitForURL((u) => u.pathname.endsWith('/register'));
    await page.goForward();
    await page.getByRole('heading', { name: 'Rebuild Costs' }).waitFor();
    expect(await value(page, 'Bearing set cost')).toBe('$90');

    await next(page, 'replacement-costs');
    await page.getByLabel('Replacement hub assembly cost', { exact: true }).fill('520');
    await page.goBack();
    await page.getByRole('heading', { name: 'Rebuild Costs' }).waitFor();
    // saved with Next: the session's value, not the text typed before it was saved
    expect(await value(page, 'Bearing set cost')).toBe('90');
    expect(await value(page, 'Wheel seal cost')).toBe('25.5');
    await page.goForward();
    await page.getByRole('heading', { name: 'Replacement Costs' }).waitFor();
    expect(await value(page, 'Replacement hub assembly cost')).toBe('520');

    // a kept draft is text for the boxes only: never drawn as markup, cut at the boxes' length
    const key = await page.evaluate(() =>
      Object.keys(sessionStorage).find((k) => k.startsWith('calculator-draft:')),
    );
    expect(key).toMatch(/^calculator-draft:replace:\d+:replacement-costs$/);
    await page.evaluate(
      (k) =>
        sessionStorage.setItem(
          k,
          JSON.stringify({
            replacementHubCostV: '<img id=x src=x>'.repeat(40),
            other: 'x',
            spindleNutCost: 7,
          }),
        ),
      key ?? '',
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Replacement Costs' }).waitFor();
    expect(await value(page, 'Replacement hub assembly cost')).toBe(
      '<img id=x src=x>'.repeat(40).slice(0, 20),
    );
    expect(await value(page, 'Spindle nut cost')).toBe(''); // not a string: not taken
    expect(await page.locator('#x').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are said not saved, on their step and above the results that do not use them', async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 360, height: 740 } });
    await resultsPage(page);
    const unsaved = page.getByTestId('unsaved-note');
    const inputs = page.getByTestId('calculator-inputs');
    await inputs.getByText('$110.00').waitFor();
    expect(await unsaved.count()).toBe(0);
    // the labor rate changed on its step, then left by 'Back to results' without saving
    await page.getByRole('link', { name: 'Change Labor rate per hour' }).click();
    await page.getByRole('heading', { name: 'Labor Costs' }).waitFor();
    expect(await unsaved.count()).toBe(0);
    await page.getByLabel('Labor rate per hour', { exact: true }).fill('$110.00'); // the same sum
    expect(await unsaved.count()).toBe(0);
    await page.getByLabel('Labor rate per hour', { exact: true }).fill('150');
    await unsaved.waitFor();
    expect(await unsaved.textContent()).toBe(
      'Not saved yet: your results use the values saved before. Press Save and show results to use these.',
    );
    await page.getByRole('link', { name: 'Back to results' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/results'));
    await unsaved.waitFor();
    expect(await unsaved.textContent()).toBe(
      'Values typed on Labor Costs are not saved, so these results do not use them. Open the step and save to use them.',
    );
    await page.screenshot({ path: '/tmp/unsaved-results-360.png' });
    // the results are the saved value's
    expect(await inputs.getByText('$110.00').count()).toBe(1);
    await unsaved.getByRole('link', { name: 'Labor Costs' }).click();
    await page.getByRole('heading', { name: 'Labor Costs' }).waitFor();
    expect(await value(page, 'Labor rate per hour')).toBe('150');
    await page.getByRole('button', { name: 'Save and show results' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/results'));
    await inputs.getByText('$150.00').waitFor();
    expect(await unsaved.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are kept on the email page until it is sent', async () => {
    const { context, page, errors } = await newPage();
    await emailPage(page);
    const notes = page.getByLabel('Notes');
    await page.getByLabel('Recipient name *').fill('Dana Fleet');
    await notes.fill('Call me about <b>these</b>');
    await page.reload();
    await page.getByRole('heading', { name: 'Email Results' }).waitFor();
    expect(await value(page, 'Recipient name *')).toBe('Dana Fleet');
    expect(await notes.inputValue()).toBe('Call me about <b>these</b>');

    await page.getByLabel('Recipient email *').fill('dana@fleet.example');
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/confirmation'));
    // sent: the email page opened again starts empty
    await page.goBack();
    await page.getByRole('heading', { name: 'Email Results' }).waitFor();
    expect(await value(page, 'Recipient name *')).toBe('');
    expect(await notes.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("work embedded in another site's page, where the browser refuses the frame its database", async () => {
    // the full Chromium, as visitors have it: it keeps a frame of another site no storage (the old
    // headless shell the other tests drive does)
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${hostOrigin}/other-site`);
      const frame = page.frameLocator('iframe');
      await frame.getByRole('button', { name: /^Replace Calculator/ }).click();
      // the case this covers: the frame's own IndexedDB is refused
      const opened = await page.frames()[1]?.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const request = indexedDB.open('probe');
            request.onsuccess = () => resolve('opened');
            request.onerror = () => resolve('refused');
          }),
      );
      expect(opened).toBe('refused');
      await frame.getByRole('button', { name: 'Start' }).click();
      await frame.getByRole('heading', { name: 'Rebuild Costs' }).waitFor({ timeout: 10_000 });
      await frame.getByLabel('Bearing set cost', { exact: true }).fill('250');
      expect(await frame.getByText(/technical issue/).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('are kept when the embedded frame reloads', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(`${hostOrigin}/`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: /^Replace Calculator/ }).click();
    await frame.getByRole('button', { name: 'Start' }).click();
    await frame.getByRole('heading', { name: 'Rebuild Costs' }).waitFor();
    await frame.getByLabel('Bearing set cost', { exact: true }).fill('1 025');
    await page.frames()[1]?.evaluate(() => location.reload());
    await frame.getByRole('heading', { name: 'Rebuild Costs' }).waitFor();
    expect(await frame.getByLabel('Bearing set cost', { exact: true }).inputValue()).toBe('1 025');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the email form's limits", () => {
  it("are the server's, and the notes count their length once near it, so nothing is cut unseen", async () => {
    const { context, page, errors } = await newPage({ viewport: { width: 1280, height: 800 } });
    await emailPage(page);

    const notes = page.getByLabel('Notes');
    const count = page.locator('#email-notes-count');
    const limit = async (label: string) => Number(await page.getByLabel(label).getAttribute('maxlength'));
    expect(await limit('Notes')).toBe(EMAIL_FIELD_LIMITS.notes);
    expect(await limit('Recipient name *')).toBe(EMAIL_FIELD_LIMITS.name);
    expect(await limit('Your company')).toBe(EMAIL_FIELD_LIMITS.company);
    expect(await limit('Recipient email *')).toBe(EMAIL_FIELD_LIMITS.email);
    expect(await count.getAttribute('aria-live')).toBe('polite');
    await notes.fill('n'.repeat(1700));
    expect(await count.textContent()).toBe(''); // far from the limit: no count
    await notes.fill('n'.repeat(1950));
    await count.getByText('1,950 / 2,000').waitFor();
    // the count describes the box: a screen reader in the notes hears it, not only one that reads the page
    const described = async () =>
      notes.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim(),
      );
    expect(await described()).toBe('1,950 / 2,000');
    // a longer note pasted: the box takes the first 2,000 characters and the count says so
    await notes.fill('p'.repeat(2100));
    await count.getByText('2,000 / 2,000').waitFor();
    expect((await notes.inputValue()).length).toBe(EMAIL_FIELD_LIMITS.notes);
    await page.screenshot({ path: '/tmp/drafts-email-1280.png' });
    await page.setViewportSize({ width: 360, height: 740 });
    await notes.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/drafts-email-360.png' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('embedded', () => {
  it('runs inside a frame on another site, without menu or Home, sized to its content', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(`${hostOrigin}/`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { name: 'Calculators', exact: true }).waitFor();
    expect(await frame.getByRole('link', { name: 'Home' }).count()).toBe(0);
    expect(await frame.getByRole('banner').count()).toBe(0); // no title bar
    await frame.getByRole('button', { name: /^Replace Calculator/ }).click();
    await frame.getByRole('button', { name: 'Start' }).click();
    await frame.getByRole('heading', { name: 'Rebuild Costs' }).waitFor();
    expect(await frame.getByRole('link', { name: 'Home' }).count()).toBe(0);
    // the frame takes the height of its content (the frame is another origin: ask it, not its document)
    const inner = page.frames()[1];
    const contentHeight = () =>
      inner?.evaluate(() =>
        Math.ceil(document.querySelector('.app-embed')?.getBoundingClientRect().height ?? 0),
      );
    const frameHeight = () => page.evaluate(() => document.querySelector('iframe')?.style.height);
    await expect.poll(async () => (await frameHeight()) === `${await contentHeight()}px`).toBe(true);
    expect(await contentHeight()).toBeGreaterThan(200);
    const frameUrl = page.frames()[1]?.url() ?? '';
    expect(new URL(frameUrl).pathname).toBe('/embed/rebuild-vs-replace/rebuild-costs');
    expect(errors).toEqual([]);
    await context.close();
  });
});
