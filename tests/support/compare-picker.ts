// The compare picker walked as a visitor does: each hub typed and picked from its suggestions, then Compare.
import type { Page } from 'playwright-core';

export async function pickAndCompare(page: Page, a: string, b: string): Promise<void> {
  const inputs = page.getByPlaceholder('Type ConMet assembly number');
  await inputs.nth(0).fill(a);
  await page.getByRole('button', { name: a, exact: true }).click();
  await inputs.nth(1).fill(b);
  await page.getByRole('button', { name: b, exact: true }).click();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await page.waitForURL(`**/hub/compare/${a}/${b}`);
}
