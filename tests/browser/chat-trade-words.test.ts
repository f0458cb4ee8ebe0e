// A mechanic's own words in the chat: what was read shows as chips, and a chip taken away is asked.
import { describe, expect, it } from 'vitest';
import { browserSuite, typeInChat } from '../support/browser.ts';
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
    await page.getByText('I took out Kenworth.').waitFor();
    await page.getByRole('heading', { name: 'Choose the Truck Make' }).last().waitFor();
    const after = page.getByRole('list', { name: 'What I read from your message' }).last();
    expect(await after.getByText('Kenworth', { exact: true }).count()).toBe(0);
    await after.getByText('Steer axle', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
