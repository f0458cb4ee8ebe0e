import { beforeAll, describe, expect, it } from 'vitest';
import { answerChatUntil, browserSuite, typeInChat } from '../support/browser.ts';
import { competitorHubNumber } from '../support/catalog-samples.ts';
import { readDemoCatalog } from '../support/demo-catalog.ts';

let sample: Awaited<ReturnType<typeof competitorHubNumber>>;

beforeAll(async () => {
  sample = await readDemoCatalog(competitorHubNumber);
});
const app = browserSuite();

describe('chat number search on a phone', () => {
  it('asks what is left after the number, shows hub cards, links to a page, and keeps the conversation across reloads', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/`);
      await page.getByRole('heading', { name: 'What are you looking for?' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/hub');
      for (const label of ['HUBS', 'HUB COMPONENTS', 'BRAKE DRUMS', 'BRAKE ROTORS']) {
        await page.getByRole('link', { name: label, exact: true }).waitFor();
      }

      await typeInChat(page, sample.partNumber);
      const thread = page.getByRole('region', { name: 'Conversation' });
      // the number names its maker hub, then the filters flow asks what is left until the results
      await thread.getByText(sample.hub, { exact: true }).first().waitFor();
      const details = page.getByRole('link', { name: 'See Details' }).first();
      await answerChatUntil(page, details);
      const hubNumber = (await details.getAttribute('href'))?.split('/').pop() ?? '';
      expect(hubNumber).toMatch(/^\d{6,8}$/);

      await details.click();
      await page.waitForURL(`**/hub/details/${hubNumber}`);
      await page.getByRole('heading', { name: 'Product Specs' }).waitFor();
      await page.getByText(hubNumber, { exact: true }).first().waitFor();

      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL('**/hub');
      await thread.getByText(sample.hub, { exact: true }).first().waitFor();

      await page.reload();
      await thread.getByText(sample.hub, { exact: true }).first().waitFor();
      await thread.getByText(sample.partNumber).first().waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("the home help's example numbers come from the catalog: typed into the box, each finds its part", async () => {
    await app.withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      const examples = page.locator('.home-help strong');
      await examples.nth(2).waitFor();
      const typed = await examples.allTextContents();
      expect(typed).toHaveLength(3);
      const thread = page.getByRole('region', { name: 'Conversation' });
      for (const [i, text] of typed.entries()) {
        await page.getByRole('searchbox').fill(text);
        await page.getByRole('searchbox').press('Enter');
        // the answer to this number (the assistant's i-th), then nothing in it may say "No results"
        const answer = thread.locator('.msg-assistant').nth(i);
        await answer.waitFor();
        await thread.locator('.msg-user').nth(i).waitFor();
        await page.getByRole('status').waitFor({ state: 'detached' });
        expect(await answer.textContent()).not.toContain('No results');
      }
      await expect(page.getByRole('heading', { name: 'No results were found.' }).count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it("shows the specification's message for a number nobody makes, with the page's other ways in", async () => {
    await app.withPage(1280, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      await page.getByRole('searchbox').fill('QQ0000ZZ');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'No results were found.' }).waitFor();
      await page.getByText('is not referenced in this database').waitFor();
      // never a dead end: the no-results page's ways in, before the phone number as there
      const ways = page.getByRole('navigation', { name: 'Other ways to find the part' });
      const wayNames = await ways.getByRole('link').allTextContents();
      await page.goto(`${app.server.url}/hub/no-results?q=QQ0000ZZ`);
      const pageWays = page.getByRole('navigation', { name: 'Other ways to find the part' });
      await pageWays.waitFor();
      expect(wayNames).toEqual(await pageWays.getByRole('link').allTextContents());
      expect(wayNames).toContain('Brake rotors');
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/hub');
      await ways.getByRole('link', { name: 'Brake rotors' }).click();
      await page.waitForURL((u) => u.pathname === '/hub/replacement-rotor');
      expect(errors).toEqual([]);
    });
  });

  it('opens the hub page on a fresh load (deep link)', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/details/${sample.hub}`);
      await page.getByRole('heading', { name: 'Product Details' }).waitFor();
      await page.getByRole('row', { name: /^Material / }).waitFor();
      expect(errors).toEqual([]);
    });
  });
});
