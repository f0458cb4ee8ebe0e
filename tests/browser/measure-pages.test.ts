// Measure-to-match as a mechanic with only a tape measure uses it (issue 19), on a 360 px phone: 'Measure it'
// from the drum start page, the form, results with per-size differences, a part's details; a cold link
// reproduces the answer; a size nothing has names itself and offers the nearest drums; and in the chat,
// 'I measured 16.5 by 7' answers with drums and opens the same page.
import { describe, expect, it } from 'vitest';
import { browserSuite, typeInChat } from '../support/browser.ts';

const app = browserSuite();

describe('measure pages', () => {
  it.each([
    ['the hub choose-path page', '/hub/choose-path', 'Measure your hub'],
    ['the hub number search', '/hub/search', 'Measure your hub'],
    ['the stud questions', '/hub/stud', 'Measure your stud'],
    ['a hub wizard question', '/hub/truck-type', 'Measure your hub'],
    ['the hub casting start', '/hub/casting', 'Measure your hub'],
    ['the rotor casting start', '/hub/rotor-casting', 'Measure your rotor'],
    ['the drum casting start', '/hub/drum-casting', 'Measure your drum'],
  ])('links %s to its measure page on a phone', async (_where, path, title) => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}${path}`);
      const link = page.getByRole('link', { name: 'Measure it' });
      await link.waitFor();
      // seen without scrolling sideways: it fits the phone's width
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      await link.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // Back returns to where the mechanic was
      await page.goBack();
      await page.getByRole('link', { name: 'Measure it' }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('offers measuring in the chat’s hub and stud flows, and the example it gives finds parts', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, 'hubs');
      await page.getByRole('button', { name: 'No number? Measure the hub' }).click();
      const how = page.getByRole('region', { name: 'Measure the hub' });
      await how.getByText('What can be measured:', { exact: false }).waitFor();
      await page.getByRole('button', { name: /^Try: hub / }).click();
      await page.getByRole('heading', { name: /^Hubs that fit: / }).waitFor();
      // the answer has finished arriving before the next words are typed
      await page.locator('.thread[aria-busy="false"]').waitFor();

      await typeInChat(page, 'studs');
      await page.getByRole('button', { name: 'No number? Measure the stud' }).click();
      const stud = page.getByRole('region', { name: 'Measure the stud' });
      await stud.getByRole('link', { name: 'Measure it on a page' }).click();
      await page.getByRole('heading', { level: 1, name: 'Measure your stud' }).waitFor();
      // each measure names its letter once, first, as the drum's and rotor's do
      expect(await page.locator('.measure-field label').allTextContents()).toEqual(
        expect.arrayContaining(['A Length (in)', 'B Head (in)', 'C Thread (in)', 'D Head diameter (in)']),
      );
      expect(errors).toEqual([]);
    });
  });

  it('goes from the drum start page through the form to results and a drum’s details', async () => {
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/hub/replacement-drum`);
      await page.getByRole('link', { name: 'Measure it' }).click();
      await page.getByRole('heading', { level: 1, name: 'Measure your drum' }).waitFor();
      await page.getByLabel('A Brake diameter (in)').fill('16.45');
      await page.getByLabel('B Shoe width (in)').fill('7');
      await page.getByRole('button', { name: 'Find matches' }).click();
      const answer = page.getByRole('region', { name: 'Matching parts' });
      await answer
        .getByRole('heading', { name: /drums fit: 16\.45 in brake diameter, 7 in shoe width/ })
        .waitFor();
      expect(new URL(page.url()).search).toBe('?unit=in&diameter=16.45&width=7');
      const first = answer.getByRole('listitem').first();
      await expect(first.locator('dd').first().textContent()).resolves.toBe(
        '16.5 in (419 mm) — part is 0.05 in larger, within ±0.06 in',
      );
      // the diagram marks what was measured
      expect(await page.locator('[data-dimension="A"]').getAttribute('data-measured')).toBe('yes');
      expect(await page.locator('[data-dimension="C"]').getAttribute('data-measured')).toBe('no');
      const number = (await first.getByRole('link').textContent()) ?? '';
      await first.getByRole('link').click();
      await page.waitForURL(`**/hub/replacement-drum/drumdetails/${number}`);
      await page.getByText('A Size - Diameter').waitFor();
      // Back returns to the same answer
      await page.goBack();
      await answer.getByRole('heading', { name: /drums fit/ }).waitFor();
    });
  });

  it("reads a tape's fraction and a decimal comma as the chat does", async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/measure`);
      await page.getByLabel('A Brake diameter (in)').fill('16 1/2');
      await page.getByLabel('B Shoe width (in)').fill('7,0');
      await page.getByRole('button', { name: 'Find matches' }).click();
      await page
        .getByRole('heading', { name: /drums fit: 16\.5 in brake diameter, 7 in shoe width/ })
        .waitFor();
      expect(new URL(page.url()).search).toBe('?unit=in&diameter=16.5&width=7.0');
      // a fraction no tape has is refused, and the field says which ones are read
      await page.getByLabel('A Brake diameter (in)').fill('16 1/3');
      await page.getByRole('button', { name: 'Find matches' }).click();
      await page.getByText('Type a size, like 16.5 or 16 1/2').waitFor();
      await page.getByRole('radio', { name: 'Millimetres' }).check();
      await page.getByLabel('A Brake diameter (mm)').fill('419 1/3');
      await page.getByRole('button', { name: 'Find matches' }).click();
      await page.getByText('Type a size, like 419').waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('reproduces an answer from a cold link in millimetres', async () => {
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/measure?unit=mm&diameter=419&width=178`);
      await page
        .getByRole('heading', { name: /drums fit: 419 mm brake diameter, 178 mm shoe width/ })
        .waitFor();
      expect(await page.getByLabel('A Brake diameter (mm)').inputValue()).toBe('419');
      expect(await page.getByRole('radio', { name: 'Millimetres' }).isChecked()).toBe(true);
    });
  });

  it('says on its field that a size no part has is out of range, typed or in a link, and asks nothing', async () => {
    await app.withPage(360, async (page, errors) => {
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/v15/measure/')) asked.push(r.url());
      });
      const outside = 'Brake diameter 50 in is outside 0.1–40 in; check the unit';
      await page.goto(`${app.server.url}/hub/replacement-drum/measure`);
      await page.getByLabel('A Brake diameter (in)').fill('50');
      await page.getByRole('button', { name: 'Find matches' }).click();
      await page.getByText(outside).waitFor();
      expect(new URL(page.url()).search).toBe('');
      // the same size in a link opened cold: shown on its field, not 'could not load'
      await page.goto(`${app.server.url}/hub/replacement-drum/measure?diameter=50&width=7`);
      await page.getByText(outside).waitFor();
      expect(await page.getByLabel('A Brake diameter (in)').inputValue()).toBe('50');
      expect(await page.getByText(/could not load/i).count()).toBe(0);
      expect(asked).toEqual([]);
      // corrected, it is asked
      await page.getByLabel('A Brake diameter (in)').fill('16.5');
      await page.getByRole('button', { name: 'Find matches' }).click();
      await page
        .getByRole('heading', { name: /drums fit: 16\.5 in brake diameter, 7 in shoe width/ })
        .waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('names the size that rules everything out and offers the nearest drums', async () => {
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/hub/replacement-drum/measure?diameter=18&width=7`);
      const none = page.getByRole('region', { name: 'No exact match' });
      await none.getByRole('heading', { name: 'No drum fits every measurement' }).waitFor();
      await none
        .getByText(
          'No drum has a brake diameter near 18 in (457 mm): that measurement rules everything out.',
          {
            exact: false,
          },
        )
        .waitFor();
      await none.getByRole('heading', { name: 'Nearest drums' }).waitFor();
      expect(await none.getByRole('listitem').count()).toBe(5);
      await none.getByRole('link', { name: 'Match without the brake diameter' }).click();
      await page.getByRole('heading', { name: /drums fit: 7 in shoe width/ }).waitFor();
    });
  });

  it('typed in inches, then switched to millimetres: no drum fits, and the sizes in inches are one tap away', async () => {
    for (const width of [360, 1280])
      await app.withPage(width, async (page, errors) => {
        await page.goto(`${app.server.url}/hub/replacement-drum/measure`);
        await page.getByLabel('A Brake diameter (in)').fill('16.5');
        await page.getByLabel('B Shoe width (in)').fill('7');
        await page.getByRole('radio', { name: 'Millimetres' }).check();
        await page.getByRole('button', { name: 'Find matches' }).click();
        const none = page.getByRole('region', { name: 'No exact match' });
        await none.getByRole('heading', { name: 'No drum fits every measurement' }).waitFor();
        const other = none.getByRole('link', { name: /^In inches: \d+ drums? fits?$/ });
        await other.waitFor();
        await page.screenshot({ path: `/tmp/measure-other-unit-${width}.png`, fullPage: true });
        await other.click();
        await page
          .getByRole('heading', { name: /drums? fits?: 16\.5 in brake diameter, 7 in shoe width/ })
          .waitFor();
        // the unit switch on inches, so a size added next is read in inches
        expect(await page.getByLabel('A Brake diameter (in)').inputValue()).toBe('16.5');
        expect(await page.getByRole('radio', { name: 'Inches' }).isChecked()).toBe(true);
        // Back is the millimetres answer again
        await page.goBack();
        await none.getByRole('heading', { name: 'No drum fits every measurement' }).waitFor();
        expect(errors).toEqual([]);
      });
  });

  it('answers typed measurements in the chat and opens them as the measure page', async () => {
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, 'I measured 16.5 by 7');
      const card = page.locator('.msg-assistant').last();
      await card
        .getByRole('heading', { name: 'Drums that fit: 16.5 in brake diameter, 7 in shoe width' })
        .waitFor();
      await card.getByText('Exact').first().waitFor();
      await card.getByRole('link', { name: 'Open as page' }).last().click();
      await page.waitForURL('**/hub/replacement-drum/measure?diameter=16.5in&width=7in');
      await page
        .getByRole('heading', { name: /drums fit: 16\.5 in brake diameter, 7 in shoe width/ })
        .waitFor();
    });
  });
});
