// Each calculator has its own URLs (pages and embedded), every screen says where it is, the results say
// who saves and list the inputs with a way to change each, and a results link works in a browser that
// never saw the calculator (or says the calculation is gone and offers a new one).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_TEXT } from '../../tools/engine/shared/calculator/texts.ts';
import { browserSuite, holdRequests } from '../support/browser.ts';
import { COMPLETE_REBUILD_VALUES } from '../support/calculator-values.ts';
import { allowConsoleErrors } from '../support/page-errors.ts';

const app = browserSuite();

const KEY = { 'Ocp-Apim-Subscription-Key': 'web-client-public-key' };

/** A PreSet vs Conventional session filled in over the API: conventional $760.00, PreSet $630.00. */
async function completeSession(values: Record<string, number> = {}): Promise<number> {
  const created = await fetch(`${app.server.url}/api/v11/SessionCreate`, { method: 'POST', headers: KEY });
  const id = ((await created.json()) as { Session: { id: number } }).Session.id;
  const res = await fetch(`${app.server.url}/api/v11/SessionUpdate?id=${id}`, {
    method: 'POST',
    headers: { ...KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...COMPLETE_REBUILD_VALUES, ...values, last_step: 'downtime-costs' }),
  });
  expect(res.status).toBe(200);
  return id;
}

/** Ends a session on the server, as Start Again does (or its 30 days running out: both answer 410 after). */
async function expireOnServer(id: number) {
  const res = await fetch(`${app.server.url}/api/v11/SessionExpire?id=${id}`, {
    method: 'POST',
    headers: KEY,
  });
  expect(res.status).toBe(200);
}

/** The id of the calculator session the browser's database holds for the app's pages (null: none). */
function heldSessionId(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve, reject) => {
        const request = indexedDB.open('wheel-end-parts-finder');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const row = db
            .transaction('settings', 'readonly')
            .objectStore('settings')
            .get('calculator-session:replace');
          row.onsuccess = () => {
            db.close();
            resolve((row.result?.value as { id: number } | undefined)?.id ?? null);
          };
        };
      }),
  );
}

const progress = (page: Page) => page.getByTestId('calculator-progress').locator('p');
const sentence = (page: Page) => page.getByTestId('result-sentence');

describe('a URL per calculator', () => {
  it('a link names its calculator and every step keeps it; the spec URLs still work', async () => {
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/replace/preset-vs-conventional`);
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/register');
      await page.getByRole('heading', { name: 'PreSet vs. Conventional Calculator' }).waitFor();
      expect(await progress(page).textContent()).toBe('Before you start: 7 steps to your results');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/rebuild-costs');
      await page.getByRole('heading', { name: 'Conventional Hub Costs' }).waitFor();
      expect(await progress(page).textContent()).toBe('Step 1 of 7');
      const id = new URL(page.url()).searchParams.get('session');
      expect(id).toMatch(/^[1-9][0-9]*$/);

      // the spec's URL of a step goes on to the session's calculator's own URL
      await page.goto(`${app.server.url}/replace/labor-costs`);
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/labor-costs');
      expect(new URL(page.url()).searchParams.get('session')).toBe(id);
      expect(await progress(page).textContent()).toBe('Step 3 of 7');

      // a link to the other calculator says so and starts it on request, leaving this one alone
      await page.goto(`${app.server.url}/replace/rebuild-vs-replace/labor-costs`);
      await page.getByText('This link opens the Replace Calculator.').waitFor();
      await page.getByRole('button', { name: 'Start the Replace Calculator' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/rebuild-vs-replace/register');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/replace/rebuild-vs-replace/rebuild-costs');
      await page.getByRole('heading', { name: 'Rebuild Costs' }).waitFor();
      expect(await progress(page).textContent()).toBe('Step 1 of 6');
      expect(new URL(page.url()).searchParams.get('session')).not.toBe(id);

      await page.goto(`${app.server.url}/replace/no-such-calculator/results`);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    });
  });

  it("starting the link's calculator holds the new session only once it has its calculator", async () => {
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/replace/preset-vs-conventional`);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/rebuild-costs');
      const id = Number(new URL(page.url()).searchParams.get('session'));
      await page.goto(`${app.server.url}/replace/rebuild-vs-replace/labor-costs`);
      await page.getByText('This link opens the Replace Calculator.').waitFor();
      // the save giving the new session its calculator waits: the page must not see the new session
      // without one (a form step of no calculator sent itself to register and, racing the save, hung)
      const save = await holdRequests(
        page,
        (u) => u.pathname === '/api/v11/SessionUpdate' && u.searchParams.get('id') !== String(id),
      );
      await page.getByRole('button', { name: 'Start the Replace Calculator' }).click();
      await save.requested;
      expect(await heldSessionId(page)).toBe(id);
      expect(new URL(page.url()).pathname).toBe('/replace/rebuild-vs-replace/labor-costs');
      await expect
        .poll(() => page.getByRole('button', { name: 'Start the Replace Calculator' }).isDisabled())
        .toBe(true);
      await save.release();
      await page.waitForURL((u) => u.pathname === '/replace/rebuild-vs-replace/register');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('heading', { name: 'Rebuild Costs' }).waitFor();
      const fresh = Number(new URL(page.url()).searchParams.get('session'));
      expect(fresh).not.toBe(id);
      expect(await heldSessionId(page)).toBe(fresh);
    });
  });

  it('a step the calculator does not have is a 404 with a way on, in the app and embedded', async () => {
    await app.withPage(360, async (page) => {
      // only PreSet vs Conventional asks the parts markup: here it was an empty Parts Markup form
      await page.goto(`${app.server.url}/replace/rebuild-vs-replace/margin-parts`);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Parts Markup' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Go to the Replace Calculator' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/rebuild-vs-replace/register');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/replace/rebuild-vs-replace/rebuild-costs');

      // with a Replace calculation here, the spec's URL of that step moves on to the calculator's: 404 too
      await page.goto(`${app.server.url}/replace/margin-parts`);
      await page.waitForURL((u) => u.pathname === '/replace/rebuild-vs-replace/margin-parts');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      // and a link to the other calculator's markup step continues this one where it resumes
      await page.goto(`${app.server.url}/replace/preset-vs-conventional/margin-parts`);
      await page.getByRole('button', { name: 'Continue the Replace Calculator' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/rebuild-vs-replace/rebuild-costs');
      await page.getByRole('heading', { name: 'Rebuild Costs' }).waitFor();
    });
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/embed/rebuild-vs-replace/margin-parts`);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      // embedded, the way on stays in the calculator: there is no Home
      expect(await page.getByRole('link', { name: 'Return to Home Screen' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Go to the Replace Calculator' }).click();
      await page.waitForURL((u) => u.pathname === '/embed/rebuild-vs-replace/register');
    });
  });

  it('the embedded calculator has the same URLs under /embed, without Home', async () => {
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/embed/rebuild-vs-replace`);
      await page.waitForURL((u) => u.pathname === '/embed/rebuild-vs-replace/register');
      await page.getByRole('heading', { name: 'Replace Calculator' }).waitFor();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/embed/rebuild-vs-replace/rebuild-costs');
      expect(await progress(page).textContent()).toBe('Step 1 of 6');
      expect(await page.getByRole('link', { name: 'Home' }).count()).toBe(0);
    });
  });
});

describe('results', () => {
  it('say who saves against what per hub, list the inputs, and change one from there', async () => {
    const id = await completeSession();
    await app.withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/replace/preset-vs-conventional/results?session=${id}`);
      await sentence(page).waitFor();
      expect(await sentence(page).textContent()).toBe(
        'A PreSet hub saves $130.00 per hub compared with a conventional hub, downtime included.',
      );
      expect(await page.getByTestId('savings').textContent()).toBe('Savings with a PreSet hub: $130.00'); // the spec's figure
      expect(await progress(page).textContent()).toBe('Step 7 of 7');
      const inputs = page.getByTestId('calculator-inputs');
      expect(await inputs.textContent()).toContain('PreSet hub assembly cost$400.00');

      await page.getByRole('link', { name: 'Change PreSet hub assembly cost' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/replacement-costs');
      const field = page.getByLabel('PreSet hub assembly cost');
      expect(await field.inputValue()).toBe('400'); // the value kept
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.getByLabel('Spindle nut cost').inputValue()).toBe('30');
      await field.fill('700');
      await page.getByRole('button', { name: 'Save and show results' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/results');
      // conventional $760.00; PreSet 730 + 100 labor + 100 downtime = $930.00
      await page
        .getByText('A conventional hub saves $170.00 per hub compared with a PreSet hub, downtime included.')
        .waitFor();
      expect(await page.getByTestId('savings').textContent()).toBe('Savings with a PreSet hub: $0.00');
    });
  });
});

describe('the email step opened cold', () => {
  it('says there is nothing to email yet and leads to the start or the first step not done, also embedded', async () => {
    await app.withPage(360, async (page) => {
      // no calculation in this browser: it said 'All 7 steps done' and its Send did nothing
      await page.goto(`${app.server.url}/replace/preset-vs-conventional/email`);
      await page
        .getByText('There is nothing to email yet. No calculation has been started on this device.')
        .waitFor();
      expect(await progress(page).textContent()).toBe('Before you start: 7 steps to your results');
      expect(await page.getByRole('button', { name: 'Send Email' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Go to Start your calculation' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/register');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/rebuild-costs');

      // begun, its values not all in: on to the first step not done
      const session = new URL(page.url()).search;
      await page.goto(`${app.server.url}/replace/preset-vs-conventional/email${session}`);
      await page.getByText('There is nothing to email yet. Some values are still missing.').waitFor();
      expect(await progress(page).textContent()).toBe('Step 1 of 7');
      await page.getByRole('button', { name: 'Go to Conventional Hub Costs' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/rebuild-costs');
    });
    await app.withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/embed/rebuild-vs-replace/email`);
      await page.getByText('There is nothing to email yet.', { exact: false }).waitFor();
      expect(await progress(page).textContent()).toBe('Before you start: 6 steps to your results');
      await page.getByRole('button', { name: 'Go to Start your calculation' }).click();
      await page.waitForURL((u) => u.pathname === '/embed/rebuild-vs-replace/register');
      // the spec's URL names no calculator: on to the chooser
      await page.goto(`${app.server.url}/replace/email`);
      await page.getByText('There is nothing to email yet.', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Go to Choose a calculator' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/choose-calculator');
    });
  });
});

describe('a calculation ended mid-flow', () => {
  it('says so on the step where it is found gone, email included, and starts a new one', async () => {
    // the browser logs the session calls the server answers Gone
    allowConsoleErrors('status of 410');
    const id = await completeSession();
    await app.withPage(360, async (page) => {
      // this browser is on the email step of a finished calculation ...
      await page.goto(`${app.server.url}/replace/preset-vs-conventional/email?session=${id}`);
      await page.getByLabel('Recipient name *').fill('Dana Fleet');
      await page.getByLabel('Recipient email *').fill('dana@fleet.example');
      // ... while another browser opens its results link and starts again, which ends it
      await app.withPage(1280, async (other) => {
        await other.goto(`${app.server.url}/replace/preset-vs-conventional/results?session=${id}`);
        await other.getByRole('button', { name: 'Start Again' }).click();
        await other.waitForURL((u) => u.pathname === '/replace/choose-calculator');
      });
      // Send said 'We were unable to send the email. Please try again later' on every try
      await page.getByRole('button', { name: 'Send Email' }).click();
      await page.getByText('This calculation is no longer available.').waitFor();
      expect(await page.getByText(CALCULATOR_TEXT.emailFailed).count()).toBe(0);
      await page.getByRole('button', { name: 'Start a new calculation' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/register');

      // a calculation half done whose session the server has ended (410, as after 30 days): its Next
      // dropped the visitor on 'Start your calculation' without a word. Ended after the step's check as it
      // opened (the empty-body read), so the save is what finds it gone.
      const opened = page.waitForResponse(
        (r) => r.url().includes('/SessionUpdate') && r.request().postData() === '{}',
      );
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/rebuild-costs');
      await opened;
      const held = Number(new URL(page.url()).searchParams.get('session'));
      await expireOnServer(held);
      await page.getByLabel('Conventional hub cost', { exact: true }).fill('300');
      await page.getByLabel('Bearing set cost', { exact: true }).fill('120');
      await page.getByLabel('Wheel seal cost', { exact: true }).fill('40');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText('This calculation is no longer available.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/replace/preset-vs-conventional/rebuild-costs');
      // focus was left on the page's body when the form went: it is on the message that says why
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toContain('This calculation is no longer available.');
      await page.getByRole('button', { name: 'Start a new calculation' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/register');
      // the new step's own check as it opens is answered before the session is ended below: a check still
      // on its way would find it gone on this step and forget it, and the chooser would have nothing to say
      const checked = page.waitForResponse(
        (r) => r.url().includes('/SessionUpdate') && r.request().postData() === '{}',
      );
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/rebuild-costs');
      await checked;
      expect(Number(new URL(page.url()).searchParams.get('session'))).not.toBe(held);

      // found gone as the chooser opens (its URL names no session): said at once, before a choice is
      // tapped; a new calculation starts at the same URL
      await expireOnServer(Number(new URL(page.url()).searchParams.get('session')));
      await page.goto(`${app.server.url}/replace/choose-calculator`);
      await page.getByText('This calculation is no longer available.').waitFor();
      await page.getByRole('button', { name: 'Start a new calculation' }).click();
      await page.getByRole('button', { name: /^Replace Calculator/ }).click();
      await page.waitForURL((u) => u.pathname === '/replace/rebuild-vs-replace/register');
    });
  });
});

describe('a form step opened cold', () => {
  it('starts that calculator, saying why, instead of sending the visitor to the chooser', async () => {
    await app.withPage(360, async (page) => {
      // a step link copied from another device: no calculation of this calculator here
      const guest = page.waitForResponse((r) => r.url().includes('/api/v11/SessionCreate'));
      await page.goto(`${app.server.url}/replace/preset-vs-conventional/labor-costs`);
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/register');
      // read once the guest session the step makes has arrived: the sentence stays until Start
      await guest;
      await page
        .getByText(
          'The link you opened is to the Labor Costs step of a calculation that is not on this device, so the calculator starts here.',
        )
        .waitFor();
      await page.getByRole('heading', { name: 'PreSet vs. Conventional Calculator' }).waitFor();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/rebuild-costs');
      await page.getByRole('heading', { name: 'Conventional Hub Costs' }).waitFor();
      // Back returns to the start, which no longer speaks of the link: the calculation is on this device now
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/register');
      await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
      await page.getByText('You are using the calculator as a guest.', { exact: false }).waitFor();
      expect(await page.getByText('The link you opened', { exact: false }).count()).toBe(0);
    });
    await app.withPage(1280, async (page) => {
      await page.goto(`${app.server.url}/embed/rebuild-vs-replace/downtime-costs`);
      await page.waitForURL((u) => u.pathname === '/embed/rebuild-vs-replace/register');
      await page.getByText('The link you opened is to the Downtime Costs step', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/embed/rebuild-vs-replace/rebuild-costs');
    });
  });
});

describe('a 404 that is not about the session', () => {
  it('is a failed save that keeps the form, while an unknown session is said gone', async () => {
    // the browser logs the answers the server (or the stand-in below) gives as 404
    allowConsoleErrors('status of 404');
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/replace/preset-vs-conventional`);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/rebuild-costs');
      // a save answered 404 by a path the server lacks (a proxy, an old server): it said 'no longer available'
      await page.route('**/api/v11/SessionUpdate*', (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({
            Status: 'ERROR',
            Error: { Code: 'not_found', Message: 'No such API path' },
          }),
        }),
      );
      await page.getByLabel('Conventional hub cost', { exact: true }).fill('300');
      await page.getByLabel('Bearing set cost', { exact: true }).fill('120');
      await page.getByLabel('Wheel seal cost', { exact: true }).fill('40');
      await page.getByLabel('Manual spindle nut cost', { exact: true }).fill('10');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText('We could not save these values. Please try again.').waitFor();
      expect(await page.getByText('This calculation is no longer available.').count()).toBe(0);
      expect(await page.getByLabel('Bearing set cost', { exact: true }).inputValue()).toBe('120');
      await page.unroute('**/api/v11/SessionUpdate*');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/replacement-costs');

      // a session the server never had (its 404 session_not_found) is a gone calculation
      await page.goto(`${app.server.url}/replace/preset-vs-conventional/results?session=123456789`);
      await page.getByText('This calculation is no longer available.').waitFor();
    });
  });
});

describe('a held calculation gone while the page is open', () => {
  it('is said when the tab is shown again and when a step opens, keeping what was typed', async () => {
    allowConsoleErrors('status of 410'); // the browser logs the session check the server answers Gone
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/replace/preset-vs-conventional`);
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/rebuild-costs');
      await page.getByLabel('Conventional hub cost', { exact: true }).fill('300');
      await page.getByLabel('Bearing set cost', { exact: true }).fill('120');
      // ended elsewhere (or its 30 days ran out) while this tab was in the background
      await expireOnServer(Number(new URL(page.url()).searchParams.get('session')));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      // said before any Next, with focus on the message
      await page.getByText('This calculation is no longer available.').waitFor();
      await page.getByText('What you typed and had not saved yet is kept for the new calculation.').waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toContain('This calculation is no longer available.');
      await page.getByRole('button', { name: 'Start a new calculation' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/register');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/rebuild-costs');
      // the new calculation shows the text typed into the gone one
      expect(await page.getByLabel('Conventional hub cost', { exact: true }).inputValue()).toBe('300');
      expect(await page.getByLabel('Bearing set cost', { exact: true }).inputValue()).toBe('120');

      // gone before the page opens (a reload, a bookmark of a step): said as it opens
      await expireOnServer(Number(new URL(page.url()).searchParams.get('session')));
      await page.reload();
      await page.getByText('This calculation is no longer available.').waitFor();
      expect(await page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);
    });
  });
});

describe('a results link opened cold', () => {
  it('shows the same results in a fresh browser, and says so when the calculation is gone', async () => {
    const id = await completeSession({ replacement_hub_cost_v: 200 });
    const link = `${app.server.url}/replace/preset-vs-conventional/results?session=${id}`;
    let shown = '';
    await app.withPage(360, async (page) => {
      await page.goto(link);
      shown = (await sentence(page).textContent()) ?? '';
      expect(shown).toBe(
        'A PreSet hub saves $330.00 per hub compared with a conventional hub, downtime included.',
      );
      await page.getByRole('button', { name: 'Start Again' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/choose-calculator');
    });
    // Start Again ended it: a fresh browser opening the link is told, and offered a new calculation
    allowConsoleErrors('status of 410'); // the browser logs the session read the server answers Gone
    await app.withPage(360, async (page) => {
      await page.goto(link);
      await page.getByText('This calculation is no longer available.').waitFor();
      expect(await sentence(page).count()).toBe(0);
      await page.getByRole('button', { name: 'Start a new calculation' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/register');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/rebuild-costs');
    });
  });

  it('the confirmation link of a finished calculation claims no email and leads to its results and email', async () => {
    const id = await completeSession();
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/replace/preset-vs-conventional/confirmation?session=${id}`);
      // an email may have gone out from the tab or device that finished it: this page cannot know
      await page.getByText(CALCULATOR_TEXT.notSent).waitFor();
      expect(await page.getByText(/No email has been sent|have been emailed/).count()).toBe(0);
      await page.getByRole('link', { name: 'Email the results' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/email');
      expect(new URL(page.url()).searchParams.get('session')).toBe(String(id));
      await page.getByRole('button', { name: 'Send Email' }).waitFor();
      await page.goBack();
      await page.getByRole('link', { name: 'Show the results' }).click();
      await page.waitForURL((u) => u.pathname === '/replace/preset-vs-conventional/results');
      await sentence(page).waitFor();
    });
  });

  it('the confirmation opened cold on a device with no calculation promises no results, only the start', async () => {
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/replace/rebuild-vs-replace/confirmation`);
      await page
        .getByText(`${CALCULATOR_TEXT.noResultsYet} No calculation has been started on this device.`)
        .waitFor();
      expect(await page.getByText(CALCULATOR_TEXT.notSent).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Show the results' }).count()).toBe(0);
      await page.getByRole('button', { name: /^Go to / }).click();
      await page.waitForURL((u) => u.pathname === '/replace/rebuild-vs-replace/register');
    });
  });

  it('a session value that cannot be an id opens no calculation and runs nothing', async () => {
    await app.withPage(360, async (page) => {
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs++;
        void d.dismiss();
      });
      const hostile = encodeURIComponent('<img src=x onerror=alert(1)>');
      await page.goto(`${app.server.url}/replace/preset-vs-conventional/results?session=${hostile}`);
      await page.getByText('This calculation is no longer available.').waitFor();
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      await page.goto(`${app.server.url}/replace/results?session=${'9'.repeat(40)}`);
      await page.getByText('This calculation is no longer available.').waitFor();
      expect(dialogs).toBe(0);
    });
  });
});
