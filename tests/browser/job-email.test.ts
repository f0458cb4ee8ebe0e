// The job list page: "Email this list" (a failed send says so and keeps the typed address; a send reaches
// a real SMTP server on loopback with the page's parts and link), and the spindle nut: the PreSet Plus
// choice and a spindle style switched with one tap, both kept in the URL.
import type { ParsedMail } from 'mailparser';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubAssemblies } from '../../server/data/db/schema.ts';
import { browserSuite } from '../support/browser.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import { allowConsoleErrors } from '../support/page-errors.ts';
import { capturingSmtp } from '../support/smtp.ts';

const demo = demoCatalog();
const received: ParsedMail[] = [];
let smtp: SMTPServer;
let smtpPort = 0;

beforeAll(async () => {
  smtp = capturingSmtp(received);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const addr = smtp.server.address();
  smtpPort = typeof addr === 'object' && addr ? addr.port : 0;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
const app = browserSuite(() => ({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }));

describe('the job list page: email it, choose the spindle nut', () => {
  it('keeps the address after a failed send, then sends the list and says so', async () => {
    // the browser logs the first, failed attempt's 502
    allowConsoleErrors('status of 502');
    await app.withPage(360, async (page) => {
      const path = '/hub/job/10082213?mode=rebuild&ends=2';
      await page.goto(`${app.server.url}${path}`);
      const numbers = await page.locator('.job-line .job-number').allTextContents();
      await page.getByRole('button', { name: 'Email this list' }).click();
      const to = page.getByLabel('Email this list to');
      await to.fill('counter@shop.example');

      // the first attempt fails on the way (the server answers 502): the form stays, typed text kept
      let failOnce = true;
      await page.route('**/api/v15/hubassembly/jobparts/email', (route) => {
        if (!failOnce) return route.continue();
        failOnce = false;
        return route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({
            Status: 'ERROR',
            Error: {
              Code: 'email_failed',
              Message: 'We were unable to send the email. Please try again later',
            },
          }),
        });
      });
      await page.getByRole('button', { name: 'Send' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('We were unable to send the email. Please try again later');
      expect(await to.inputValue()).toBe('counter@shop.example');

      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('List sent to counter@shop.example.').waitFor();
      await expect.poll(() => received.length).toBe(1);
      const text = received[0]?.text ?? '';
      for (const n of numbers.filter((n) => /\d/.test(n))) expect(text).toContain(n);
      expect(text).toContain(`${app.server.url}${path}`);
    });
  });

  it('switches the spindle style with one tap (kept in the URL) and keeps the PreSet Plus choice', async () => {
    // a hub whose list offers both spindle styles once the PreSet Plus upgrade is chosen
    let hanum = '';
    for (const { n } of await demo.handle.db
      .select({ n: hubAssemblies.hubAssemblyNumber })
      .from(hubAssemblies)) {
      const [d] = (await demo.tools.jobParts({ hanum: n, nut: 'plus' })).Results;
      if ((d?.nut?.spindles.length ?? 0) > 1) {
        hanum = n;
        break;
      }
    }
    expect(hanum).not.toBe('');
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/hub/job/${hanum}?mode=replace&ends=1&nut=plus`);
      await page.getByText('PreSet Plus upgrade chosen').waitFor();
      const nutNumber = () =>
        page.locator('.job-list.chosen .job-line[data-role="spindle-nut"] .job-number').textContent();
      const before = await nutNumber();
      const current = page.locator('fieldset', { hasText: 'Spindle nut' }).locator('[aria-current="true"]');
      const other = page
        .locator('fieldset', { hasText: 'Spindle nut' })
        .locator('.toggle-option:not([aria-current="true"])');
      const was = await current.textContent();
      await other.click();
      await expect.poll(() => current.textContent()).not.toBe(was);
      const spindle = was === 'D-flat spindle' ? 'keyway' : 'dflat';
      expect(new URL(page.url()).searchParams.get('spindle')).toBe(spindle);
      expect(new URL(page.url()).searchParams.get('nut')).toBe('plus');
      await expect.poll(nutNumber).not.toBe(before);
      // a reload (or the shared link) shows the same choice
      await page.reload();
      await page.getByText('PreSet Plus upgrade chosen').waitFor();
      expect(await current.textContent()).not.toBe(was);
    });
  });
});
