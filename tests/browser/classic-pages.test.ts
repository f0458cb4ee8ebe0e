// The app frame and the static classic pages, opened the way a visitor does: fresh loads, keyboard, phone width.
// Set SHOTS_DIR to also save a screenshot of every route at 360 px and 1280 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_TEXT } from '../../tools/engine/shared/texts.ts';
import { browserSuite, storeSetting } from '../support/browser.ts';

const app = browserSuite();

/** Every route this part of the app owns, with the text that proves the right page is showing. */
const ROUTES: { path: string; heading: string | RegExp; text?: string }[] = [
  { path: '/disclaimer', heading: 'Disclaimer', text: 'safety-critical' },
  { path: '/help', heading: 'How to find your hub assembly number', text: 'Final assembly number' },
  { path: '/mobile-help', heading: 'How to find your hub assembly number', text: 'Julian date' },
  { path: '/about', heading: 'About' },
  { path: '/contact', heading: 'Contact' },
  { path: '/hub/choose-path', heading: 'Do you know your hub assembly number?', text: 'Yes I know it' },
  { path: '/hub/find-assembly', heading: 'Do you know your hub assembly number?', text: 'Read more' },
  { path: '/hub/find-assembly-detail', heading: 'Identifying your hub', text: 'I know my number now' },
  { path: '/hub/finder', heading: 'Find a part', text: 'Hub by truck and axle' },
  { path: '/hub/email', heading: 'Email Product', text: 'Send' },
  { path: '/hub/no-results?q=QQ-123', heading: 'No results were found.', text: 'QQ-123' },
  {
    path: '/hub/meritor-exclusive',
    heading: 'The entered hub is exclusive to Meritor.',
    text: 'Please contact Meritor for service enquiries.',
  },
  {
    path: '/hub/volvo-exclusive',
    heading: 'The entered hub is exclusive to Volvo.',
    text: 'Please contact Volvo for service enquiries.',
  },
  { path: '/parts/choose-path', heading: 'What are you looking for?', text: 'Hub Components by Assembly' },
  { path: '/parts/help', heading: 'Find your hub assembly number', text: 'Read more' },
  { path: '/parts/help/detail', heading: 'Identifying your hub', text: 'I know my number now' },
  {
    path: '/hub/error-boundary',
    heading: 'We’re sorry, but there’s a technical issue.',
    text: 'Return to Home Screen',
  },
  {
    path: '/404',
    heading: '404 Page Not Found',
    text: 'We were unable to find the page you are looking for.',
  },
  {
    path: '/no/such/page',
    heading: '404 Page Not Found',
    text: 'We were unable to find the page you are looking for.',
  },
];

/**
 * Classic routes that other areas own, opened fresh with demo catalog numbers (the catalog is
 * generated deterministically), so a route that stops rendering after a fresh load fails here too.
 */
const SPEC_ROUTES: typeof ROUTES = [
  { path: '/', heading: 'What are you looking for?', text: 'BRAKE ROTORS' },
  { path: '/hub/details/10082200', heading: 'Product Details', text: '10082200' },
  // a terminated hub no filters lead to (an available hub's not-available link is its details page)
  { path: '/hub/not-available/10301960', heading: 'Hub assembly 10301960', text: 'See Details' },
  { path: '/hub/compare/10082200/10082201', heading: 'Compare Details', text: '10082201' },
  { path: '/hub/bearing-filter/10860003', heading: 'Product Details', text: 'Reference Set No.' },
  { path: '/hub/replacement-drum/filter/tmake/axpos=1', heading: 'Choose the Truck Make' },
  { path: '/hub/casting/filter/hamnt/hcnum=10400001', heading: 'Choose the Wheel Stud Standout' },
  { path: '/hub/drum-casting/filter/holes/ctnum=10420001', heading: 'Choose the Truck Make' },
  { path: '/hub/stud/filter/stdia/stldp=4', heading: 'Choose the Dimension A' },
  {
    path: '/hub/stud/summaries/10086580',
    heading: 'Success! The following ConMet Stud is recommended',
    text: 'Dimension A',
  },
];

const withPage = app.withPage;

describe('classic pages on a fresh load', () => {
  for (const width of [360, 1280]) {
    it(`shows every route's key text at ${width} px`, async () => {
      const shots = process.env.SHOTS_DIR;
      if (shots) mkdirSync(shots, { recursive: true });
      await withPage(width, async (page, errors) => {
        for (const route of [...ROUTES, ...SPEC_ROUTES]) {
          await page.goto(`${app.server.url}${route.path}`);
          await page.getByRole('heading', { level: 1, name: route.heading, exact: true }).waitFor();
          if (route.text) await page.getByText(route.text).filter({ visible: true }).first().waitFor();
          // nothing may stick out sideways, not even at phone width
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${route.path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
          if (shots) {
            const name = route.path.replace(/[/?=]+/g, '_').replace(/^_/, '') || 'root';
            await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
          }
        }
        expect(errors).toEqual([]);
      });
    }, 90_000);
  }

  it('shows /mobile-help without the app frame and /help inside it', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/mobile-help`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'More Information' }).count()).toBe(0);
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      await page.goto(`${app.server.url}/help`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: 'More Information' }).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).waitFor();
      await page.getByRole('contentinfo').getByText('Wheel hubs are safety-critical parts').waitFor();
      expect(errors).toEqual([]);
    });
  });
});

describe("the 'More Information' menu", () => {
  const items = [
    'Contact',
    'Product Website',
    'Service Literature',
    'Calculators',
    'Compare Hubs',
    'Disclaimer',
    'Notifications',
    'Training Site',
    'Privacy Policy',
  ];

  it('opens and closes with the keyboard, moving focus in and back, and lists every item', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/disclaimer`);
      const button = page.getByRole('button', { name: 'More Information' });
      await button.waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('false');

      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'More Information' });
      await menu.waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        'Close menu',
      );
      const names = await menu
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => (a.firstElementChild?.textContent ?? '').trim()));
      expect(names).toEqual(items);
      if (process.env.SHOTS_DIR)
        await page.screenshot({
          path: join(process.env.SHOTS_DIR, 'menu-open-360.png'),
          animations: 'disabled',
        });
      for (const external of ['Product Website', 'Service Literature', 'Training Site', 'Privacy Policy']) {
        const link = menu.getByRole('link', { name: external });
        expect(await link.getAttribute('rel')).toContain('noopener');
        expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      }
      expect(await menu.getByRole('link', { name: 'Calculators' }).getAttribute('href')).toBe(
        '/replace/choose-calculator',
      );

      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await page.locator('button[aria-expanded="false"]', { hasText: 'More Information' }).waitFor();
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('closes on a tap on the overlay, on following an item and on browser Back', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/finder`);
      const button = page.getByRole('button', { name: 'More Information' });
      const menu = page.getByRole('dialog', { name: 'More Information' });
      await button.click();
      await menu.waitFor();
      await page.mouse.click(10, 400); // the overlay, left of the drawer
      await menu.waitFor({ state: 'hidden' });
      await page.locator('button[aria-expanded="false"]', { hasText: 'More Information' }).waitFor();

      await button.click();
      await menu.getByRole('link', { name: 'Disclaimer' }).click();
      await page.waitForURL('**/disclaimer');
      await page.getByRole('heading', { level: 1, name: 'Disclaimer' }).waitFor();
      expect(await menu.isVisible()).toBe(false);

      // The browser's Back button closes an open menu along with leaving the page.
      await button.click();
      await menu.waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Find a part' }).waitFor();
      await menu.waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
    });
  });
});

describe('embed mode', () => {
  it('hides the menu on /embed paths', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/disclaimer`);
      await page.getByRole('button', { name: 'More Information' }).waitFor();
      await page.goto(`${app.server.url}/embed/no-such-step`);
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(await page.getByRole('button', { name: 'More Information' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it("hides the menu and Home when the stored 'embedMode' setting is on", async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/disclaimer`);
      const stepBar = page.getByRole('navigation', { name: 'Step navigation' });
      await stepBar.getByRole('link', { name: 'Home' }).waitFor();
      await page.getByRole('button', { name: 'More Information' }).waitFor();

      // once the app has created its database, store the setting the way the app holds it
      await storeSetting(page, 'embedMode', true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Disclaimer' }).waitFor();
      await stepBar.getByRole('button', { name: 'Back' }).waitFor();
      await page.getByRole('button', { name: 'More Information' }).waitFor({ state: 'detached' });
      expect(await stepBar.getByRole('link', { name: 'Home' }).count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });
});

describe('step bar and page behaviour', () => {
  it('goes to /hub from the first step and back through history on later pages', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/choose-path`);
      await page.getByRole('link', { name: 'No help me find it' }).click();
      await page.waitForURL('**/hub/find-assembly');
      await page.getByRole('link', { name: 'Read more' }).click();
      await page.waitForURL('**/hub/find-assembly-detail');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL('**/hub/find-assembly');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL('**/hub/choose-path');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL('**/hub');
      await page.getByRole('heading', { name: 'What are you looking for?' }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('sends Back to /hub on a deep link with no history, and choose-path links to the four next steps', async () => {
    await withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/disclaimer`);
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL('**/hub');
      await page.goto(`${app.server.url}/hub/choose-path`);
      await page.getByRole('link', { name: 'Yes I know it' }).waitFor();
      const hrefs = await page
        .getByRole('list', { name: 'Answers' })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(hrefs).toEqual([
        ['Yes I know it', '/hub/search'],
        ['No help me find it', '/hub/find-assembly'],
        ['No proceed without the number', '/hub/truck-type'],
        ['Yes I want to compare two assemblies', '/hub/compare-hub'],
      ]);
      expect(errors).toEqual([]);
    });
  });

  it('steps through the visual guide', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/find-assembly`);
      const guide = page.getByRole('region', { name: 'Where to find the numbers on a hub' });
      await guide.getByText('Step 1 of 4').waitFor();
      await guide.getByRole('heading', { name: 'Final assembly number' }).waitFor();
      await guide.getByRole('button', { name: 'Next' }).click();
      await guide.getByRole('heading', { name: 'Casting number' }).waitFor();
      await guide.getByRole('button', { name: 'Step 4: Julian date' }).click();
      await guide.getByText('Step 4 of 4').waitFor();
      expect(await guide.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
      expect(await guide.getByRole('img').getAttribute('aria-label')).toContain('Julian date');
      expect(errors).toEqual([]);
    });
  });

  it("keeps the guide's step through Back, a reload and the keyboard", async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/find-assembly`);
      const guide = page.getByRole('region', { name: 'Where to find the numbers on a hub' });
      await guide.getByText('Step 1 of 4').waitFor();
      // at the first step Previous says it cannot go back, and stays where Tab finds it
      const previous = guide.getByRole('button', { name: 'Previous' });
      expect(await previous.getAttribute('aria-disabled')).toBe('true');
      const next = guide.getByRole('button', { name: 'Next' });
      await next.focus();
      for (const step of [2, 3, 4]) {
        await page.keyboard.press('Enter');
        await guide.getByText(`Step ${step} of 4`).waitFor();
      }
      // Next at the last step: nothing moves and the focus stays on it (a disabled button would drop it)
      expect(await next.getAttribute('aria-disabled')).toBe('true');
      await page.keyboard.press('Enter');
      await guide.getByText('Step 4 of 4').waitFor();
      expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
      // on to 'Read more' and Back: the step the visitor had reached, not the first
      await page.getByRole('link', { name: PAGE_TEXT.readMore }).click();
      await page.waitForURL(/\/hub\/find-assembly-detail$/);
      await page.goBack();
      await guide.getByRole('heading', { name: 'Julian date' }).waitFor();
      await guide.getByText('Step 4 of 4').waitFor();
      await previous.click();
      await guide.getByText('Step 3 of 4').waitFor();
      await page.reload();
      await guide.getByText('Step 3 of 4').waitFor();
      // the address stays the page's own: a link to it opens at the first step
      expect(new URL(page.url()).search).toBe('');
      const fresh = await page.context().newPage();
      await fresh.goto(page.url());
      await fresh.getByText('Step 1 of 4').waitFor();
      await fresh.close();
      expect(errors).toEqual([]);
    });
  });

  it('shows the email mock message on Send without sending anything', async () => {
    await withPage(360, async (page, errors) => {
      let posted = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST') posted++;
      });
      await page.goto(`${app.server.url}/hub/email`);
      await page.getByLabel('Email address').fill('mechanic@example.com');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('alert').getByText('Invalid Email Address').waitFor();
      expect(posted).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it('offers the customer service number as a phone link on the no-results page', async () => {
    await withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/no-results`);
      await page.getByRole('heading', { name: 'No results were found.' }).waitFor();
      expect(await page.getByText('You searched for').count()).toBe(0);
      const phone = page.getByRole('link', { name: '1-800-555-0134' });
      expect(await phone.getAttribute('href')).toBe('tel:+18005550134');
      expect(errors).toEqual([]);
    });
  });
});
