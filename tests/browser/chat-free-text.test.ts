// Typed words in the chat: a sentence that pre-answers several hub questions, a drum number to its card
// and page, and the rotor questions started by a word. Screenshots at 360 and 1280 px go to SHOTS_DIR.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { interchanges } from '../../server/data/db/schema.ts';
import { browserSuite, startChat, typeInChat } from '../support/browser.ts';
import { openMemoryDatabase } from '../support/memory-database.ts';
import { watchPageErrors } from '../support/page-errors.ts';

let drumNumber = '';
const shots = process.env.SHOTS_DIR ?? null;

beforeAll(async () => {
  const handle = await openMemoryDatabase();
  const [drum] = await handle.db
    .select({ n: interchanges.partNumber })
    .from(interchanges)
    .where(and(eq(interchanges.partTypeId, 23), ne(interchanges.competitorId, 1)))
    .orderBy(asc(interchanges.id))
    .limit(1);
  drumNumber = drum?.n ?? '';
  await handle.close();
});
const app = browserSuite();

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

describe.each([360, 1280])('typed words in the chat at %i px', (width) => {
  it('a sentence pre-answers several hub questions and says which it took', async () => {
    const context = await app.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, 'Frieghtliner truck with drum brakes, 22,500 lbs');
    const thread = page.getByRole('region', { name: 'Conversation' });
    await thread.getByText('From your message I took').waitFor();
    await thread.getByText('Truck with Drum Brakes', { exact: true }).first().waitFor();
    await thread.getByText('Freightliner', { exact: true }).first().waitFor();
    await page.locator('section.question:not(.question-answered)').last().waitFor();
    expect(await page.locator('section.question h3').last().textContent()).not.toBe('Choose the Truck Make');
    await shot(page, `free-text-presets-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a number in a sentence answers as the number; two hub numbers side by side are compared', async () => {
    const context = await app.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.server.url}/hub`);
    const thread = page.getByRole('region', { name: 'Conversation' });
    await typeInChat(page, 'need hub for 10082200');
    await thread.getByText('Found hub assembly').waitFor();
    expect(await thread.getByText(/part number you entered/).count()).toBe(0);
    // sent as typed: the box's suggestions for the first number do not take the text over
    await typeInChat(page, '10082200 vs 10082201');
    await thread.getByText('10082200 vs 10082201', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Compare Details' }).waitFor();
    await shot(page, `free-text-two-numbers-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a competitor drum number answers the drum card, which opens its page', async () => {
    const context = await app.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, drumNumber);
    await page.getByRole('heading', { name: 'The following drum is recommended' }).waitFor();
    await page.getByText('Ball Seat Nut Compatible').first().waitFor();
    await shot(page, `drum-card-${width}`);
    await page.getByRole('link', { name: 'See Details' }).first().click();
    await page.waitForURL('**/hub/replacement-drum/drumdetails/*');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the word rotor asks the rotor questions in the chat', async () => {
    const context = await app.browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.server.url}/hub`);
    await typeInChat(page, 'roters');
    await page.getByRole('heading', { name: 'Choose the Axle Position' }).waitFor();
    await page.locator('section.question button.option').first().click();
    await page.getByRole('heading', { name: 'Choose the Brake Rotor Type' }).waitFor();
    await shot(page, `rotor-flow-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the chat box's limit", () => {
  it('is counted once the text comes near it, so a long message is not cut unseen', async () => {
    const context = await app.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${app.server.url}/hub`);
    await startChat(page);
    const box = page.getByRole('searchbox');
    const max = Number(await box.getAttribute('maxlength'));
    expect(max).toBe(120);
    const countId = (await box.getAttribute('aria-describedby')) ?? '';
    const count = page.locator(`[id="${countId}"]`);
    expect(await count.getAttribute('aria-live')).toBe('polite');
    const sentence = 'need a rotor for a freightliner cascadia steer axle with disc brakes ';
    await box.fill(sentence.repeat(2).slice(0, 100));
    expect(await count.textContent()).toBe(''); // far from the limit: no count
    await box.fill(sentence.repeat(2).slice(0, 110));
    await count.getByText('110 / 120').waitFor();
    // a longer message pasted: the box keeps the first 120 characters and the count says so
    await box.fill(sentence.repeat(3));
    await count.getByText('120 / 120').waitFor();
    expect((await box.inputValue()).length).toBe(max);
    // sent, the box is empty and the count goes with its text
    await box.press('Enter');
    await expect.poll(() => count.textContent()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
