// "Email this list" on the job list page: a failed send says so and keeps the typed address; a send then
// reaches a real SMTP server (loopback) with the page's parts and link, and the page says it was sent.
import type { ParsedMail } from 'mailparser';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser.ts';
import { allowConsoleErrors } from '../support/page-errors.ts';
import { capturingSmtp } from '../support/smtp.ts';

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

describe('email this list', () => {
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
});
