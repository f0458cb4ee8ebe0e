// Step diagrams on the built app: the wizard pages /hub/truck-type and /hub/wheel-pilot-system (value images on the buttons) and
// /hub/wheel-stud-standout (the step diagram with its alt text) show pictures that actually load.
// Screenshots at 360 and 1280 px go to a temp folder.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser.ts';
import { watchPageErrors } from '../support/page-errors.ts';

const SHOTS = join(tmpdir(), 'step-diagram-shots');
const app = browserSuite();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

const path = (page: Page) => new URL(page.url()).pathname;

/** Every <img> matching the selector has finished loading a real picture. */
const allLoaded = (page: Page, selector: string) =>
  page.$$eval(selector, (imgs) =>
    imgs.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
  );

/** Waits until every option image has finished loading (or failed), so allLoaded reads a settled page. */
const imagesSettled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('button.option img.option-image')].every(
      (i) => i.complete,
    ),
  );

describe('step diagrams on the wizard pages', () => {
  it.each([360, 1280])(
    'at %i px: value images on wheel pilot system, a diagram on stud standout',
    {
      timeout: 120_000,
    },
    async (width) => {
      const context = await app.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto(`${app.server.url}/hub/truck-type`);
      await page.locator('button.option img.option-image').first().waitFor();
      await imagesSettled(page);
      expect(await allLoaded(page, 'button.option img.option-image')).toEqual(Array(6).fill(true));
      await page.screenshot({ path: join(SHOTS, `truck-type-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Trailer with Drum Brakes' }).click();
      // the truck type's own buttons stay tappable for a moment after the tap: wait for the next page
      await page.waitForURL((u) => u.pathname !== '/hub/truck-type');
      for (let i = 0; i < 6 && path(page) !== '/hub/wheel-pilot-system'; i++) {
        await page.locator('button.option:not([disabled])').first().waitFor();
        if (path(page) === '/hub/wheel-pilot-system') break;
        const from = page.url();
        await page.locator('button.option').first().click();
        await page.waitForURL((u) => u.href !== from);
      }
      expect(path(page)).toBe('/hub/wheel-pilot-system');
      await page.locator('button.option img.option-image').first().waitFor();
      await imagesSettled(page);
      expect(await allLoaded(page, 'button.option img.option-image')).toEqual([true, true]);
      await page.screenshot({ path: join(SHOTS, `wheel-pilot-system-${width}.png`), fullPage: true });

      await page.locator('button.option').first().click();
      await page.waitForURL((u) => u.pathname === '/hub/wheel-stud-standout');
      const diagram = page.locator('img.question-diagram');
      await diagram.waitFor();
      expect(await diagram.getAttribute('src')).toBe('/images/step-wheel-stud-standout.svg');
      expect(await diagram.getAttribute('alt')).toMatch(/^Wheel stud standout: measured from/);
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('img.question-diagram');
        return img?.complete && img.naturalWidth > 0;
      });
      const box = await diagram.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(Math.min(300, width - 80));
      await page.screenshot({ path: join(SHOTS, `wheel-stud-standout-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
