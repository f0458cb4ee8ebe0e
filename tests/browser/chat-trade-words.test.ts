// A mechanic's own words in the chat: what was read shows as chips, and a chip taken away is asked; and
// number boxes that never dead-end (issue 23).
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interchanges } from '../../server/data/db/schema.ts';
import { browserSuite, openPage, typeInChat } from '../support/browser.ts';
import { openMemoryDatabase } from '../support/memory-database.ts';
import { watchPageErrors } from '../support/page-errors.ts';

const app = browserSuite();

describe('typed trade words in the chat', () => {
  it('shows what it read as chips, and a chip taken away is asked', async () => {
    const context = await app.browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, 'kw t800 truck with drum brakes steer axle');
    const read = page.getByRole('list', { name: 'What I read from your message' }).last();
    await read.getByText('Kenworth', { exact: true }).waitFor();
    await read.getByText('Steer axle', { exact: true }).waitFor();
    expect(await page.getByText(/Steel/).count()).toBe(0);
    await read.getByRole('button', { name: 'Remove Kenworth' }).click();
    await page.getByText('I took out Kenworth; your other answers are kept.').waitFor();
    await page.getByRole('heading', { name: 'Choose the Truck Make' }).last().waitFor();
    const after = page.getByRole('list', { name: 'What I read from your message' }).last();
    expect(await after.getByText('Kenworth', { exact: true }).count()).toBe(0);
    await after.getByText('Steer axle', { exact: true }).waitFor();
    // the first card still says what was read then, but Kenworth, gone, has no × left to press there
    const first = page.getByRole('list', { name: 'What I read from your message' }).first();
    await first.getByText('Kenworth', { exact: true }).waitFor();
    await expect.poll(() => first.getByRole('button', { name: 'Remove Kenworth' }).count()).toBe(0);
    expect(await first.getByRole('button', { name: 'Remove Steer axle' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it("a stud count beside a hub is said left out, not searched as part number '10'", async () => {
    const { context, page, errors } = await openPage(app.browser, { viewport: { width: 360, height: 740 } });
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, '10 lug hub');
    await page.getByText('None of these questions asks how many studs, so I left 10 studs out.').waitFor();
    await page.getByRole('heading', { name: 'Do you know your hub assembly number?' }).last().waitFor();
    expect(await page.getByText('No results were found.').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('words beside a mistyped number lead, and the real number is offered and answered when tapped', async () => {
    const { context, page, errors } = await openPage(app.browser, { viewport: { width: 360, height: 740 } });
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, 'steer hub 10028200');
    await page.getByText('No part number is 10028200, so I went by your other words.').waitFor();
    await page.getByRole('button', { name: 'Did you mean ConMet 10082200 (hub assembly)?' }).click();
    await page.getByText('Found hub assembly 10082200.', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

/** A maker number of `partTypeId` from the demo catalog, and a swap of two neighbours that no number starts with. */
async function numbers(partTypeId: number) {
  const handle = await openMemoryDatabase();
  const all = await handle.db
    .select({ n: interchanges.normalized, t: interchanges.partTypeId, c: interchanges.competitorId })
    .from(interchanges)
    .orderBy(asc(interchanges.id));
  await handle.close();
  const held = all.map((r) => r.n);
  const own = all.filter((r) => r.t === partTypeId && r.c === 1).map((r) => r.n);
  for (const real of own) {
    for (let i = 0; i + 1 < real.length; i++) {
      const swapped = real.slice(0, i) + real[i + 1] + real[i] + real.slice(i + 2);
      if (swapped !== real && !held.some((h) => h.startsWith(swapped))) return { real, swapped };
    }
  }
  throw new Error('no number to swap');
}

describe('number boxes never dead-end', () => {
  it('a rotor number in the drum box reaches the rotor', async () => {
    const { real: rotor } = await numbers(203);
    const { context, page, errors } = await openPage(app.browser, { viewport: { width: 360, height: 740 } });
    await page.goto(`${app.server.url}/hub/replacement-drum/search`);
    await page.getByLabel('Drum number', { exact: true }).fill(rotor);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(`${rotor} is a rotor number:`).waitFor();
    await page.getByRole('button', { name: 'see the rotor' }).click();
    await page.waitForURL('**/hub/replacement-rotor/recommended-rotors/**');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a details link with a drum number or a transposed hub number says where the number is', async () => {
    const { real, swapped } = await numbers(115);
    const { context, page, errors } = await openPage(app.browser, { viewport: { width: 360, height: 740 } });
    await page.goto(`${app.server.url}/hub/details/10600001`);
    await page.getByRole('heading', { level: 1, name: 'No results were found.' }).waitFor();
    await page.getByText('10600001 is a drum number:').waitFor();
    await page.getByRole('button', { name: 'see the drum' }).click();
    await page.waitForURL('**/recommended-drums/**');
    await page.goto(`${app.server.url}/hub/details/${swapped}`);
    const nearest = page.getByRole('list', { name: 'Nearest numbers' });
    await nearest.getByRole('button', { name: new RegExp(real) }).click();
    // the hub's page, as its number's pick opens it anywhere
    await page.waitForURL(
      (u) => u.pathname.startsWith('/hub/filters/') && u.pathname.endsWith(`found=${real}`),
    );
    // a malformed number asks nothing and still says no results
    await page.goto(`${app.server.url}/hub/details/${encodeURIComponent('<b>x</b>')}`);
    await page.getByRole('heading', { level: 1, name: 'No results were found.' }).waitFor();
    expect(await page.getByRole('list', { name: 'Nearest numbers' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a transposed number alone in the chat: "Did you mean" answers the real one in the chat', async () => {
    const { real, swapped } = await numbers(115);
    const { context, page, errors } = await openPage(app.browser, { viewport: { width: 360, height: 740 } });
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, swapped);
    await page.getByRole('heading', { name: 'No results were found.' }).waitFor();
    await page.getByRole('button', { name: `Did you mean ConMet ${real} (hub assembly)?` }).click();
    await page.getByText(`Found hub assembly ${real}.`, { exact: false }).waitFor();
    // asked in the conversation, not on a page
    expect(new URL(page.url()).pathname).toBe('/hub');
    await page.locator('.msg-user .bubble', { hasText: `ConMet ${real}` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('suggestions that are all one character off say so, in a number box and in the chat', async () => {
    const { real, swapped } = await numbers(203);
    const { context, page, errors } = await openPage(app.browser, { viewport: { width: 360, height: 740 } });
    const note = `No matches for ${swapped}. Numbers one character off:`;
    await page.goto(`${app.server.url}/hub/replacement-rotor/search`);
    await page.getByLabel('Rotor number', { exact: true }).fill(swapped);
    await page.getByText(note).waitFor();
    await page
      .getByRole('button', { name: new RegExp(real) })
      .first()
      .waitFor();
    // the real number itself is a match, not a near miss
    await page.getByLabel('Rotor number', { exact: true }).fill(real);
    await page
      .getByRole('button', { name: new RegExp(real) })
      .first()
      .waitFor();
    expect(await page.getByText(/Numbers one character off/).count()).toBe(0);
    await page.goto(`${app.server.url}/hub`);
    await page.getByRole('searchbox').click();
    await page.keyboard.type(swapped);
    await page.getByText(note).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a rotor number in a compare box is named as a rotor and reaches it', async () => {
    const { real: rotor } = await numbers(203);
    const { context, page, errors } = await openPage(app.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${app.server.url}/hub/compare-hub`);
    await page.getByLabel('Assembly #1').fill(rotor);
    await page.getByText(`${rotor} is a rotor number:`).waitFor();
    await page.getByRole('button', { name: 'see the rotor' }).click();
    await page.waitForURL('**/hub/replacement-rotor/recommended-rotors/**');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a rotor number typed among words on the no-results page or in a compare box is named as a rotor', async () => {
    // both searched 'Rotor #: …' as typed and offered nothing
    const { real: rotor } = await numbers(203);
    const { context, page, errors } = await openPage(app.browser, { viewport: { width: 360, height: 740 } });
    await page.goto(`${app.server.url}/hub/no-results`);
    const box = page.getByLabel('Check the number and search again');
    await box.fill(`Rotor #: ${rotor}.`);
    await box.press('Enter');
    await page.getByText(`${rotor} is a rotor number:`).waitFor();
    await page.goto(`${app.server.url}/hub/compare-hub`);
    await page.getByLabel('Assembly #1').fill(`PN:\u00a0${rotor}`);
    await page.getByText(`${rotor} is a rotor number:`).waitFor();
    await page.getByRole('button', { name: 'see the rotor' }).click();
    await page.waitForURL('**/hub/replacement-rotor/recommended-rotors/**');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a transposed number gets the real one offered, and the number stays editable', async () => {
    const { real, swapped } = await numbers(115);
    const { context, page, errors } = await openPage(app.browser, { viewport: { width: 1280, height: 800 } });
    // a hub number in the drum box: the drum search has nothing, the page searches every kind
    await page.goto(`${app.server.url}/hub/replacement-drum/search`);
    await page.getByLabel('Drum number', { exact: true }).fill(swapped);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/hub/no-results?q=*');
    const box = page.getByLabel('Check the number and search again');
    expect(await box.inputValue()).toBe(swapped);
    const nearest = page.getByRole('list', { name: 'Nearest numbers' });
    await nearest.getByText(real).waitFor();
    // the phone number comes after the other ways on
    await page.getByRole('link', { name: 'Brake rotors' }).waitFor();
    await box.fill(real);
    await box.press('Enter');
    await page.getByText(`${real} is a hub assembly number:`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('a lone suggestion one character off is offered, never opened as the number typed (rotor and hub boxes)', async () => {
    const { context, page, errors } = await openPage(app.browser, { viewport: { width: 360, height: 740 } });
    // drum 10600001 in the rotor box: the rotor list's one suggestion is rotor 10500001, one digit off
    await page.goto(`${app.server.url}/hub/replacement-rotor/search`);
    await page.getByLabel('Rotor number', { exact: true }).fill('10600001');
    await page.getByRole('button', { name: /10500001/ }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/hub/no-results?q=*');
    await page.getByText('10600001 is a drum number:', { exact: false }).waitFor();
    expect(await page.getByText('Success!').count()).toBe(0);

    // a swapped hub number in the hub box: its one suggestion is the real hub, offered on no results
    const { real, swapped } = await numbers(115);
    await page.goto(`${app.server.url}/hub/search`);
    await page.getByLabel('Hub assembly number').fill(swapped);
    await page.getByRole('button', { name: new RegExp(real) }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/hub/no-results?q=*');
    await page.getByRole('list', { name: 'Nearest numbers' }).getByText(real).waitFor();
    // typed whole, the number still opens at once
    await page.goto(`${app.server.url}/hub/replacement-drum/search`);
    await page.getByLabel('Drum number', { exact: true }).fill('10600001');
    await page.getByRole('button', { name: /10600001/ }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/hub/replacement-drum/recommended-drums/**');
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the box on the no-results page takes at most 64 characters and shows control characters as text', async () => {
    const { context, page, errors } = await openPage(app.browser, { viewport: { width: 1280, height: 800 } });
    const hostile = `<b>x</b>\u0007${'9'.repeat(100)}`;
    await page.goto(`${app.server.url}/hub/no-results?q=${encodeURIComponent(hostile)}`);
    const box = page.getByLabel('Check the number and search again');
    expect((await box.inputValue()).length).toBeLessThanOrEqual(64);
    expect(await page.locator('b', { hasText: 'x' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Brake drums' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
