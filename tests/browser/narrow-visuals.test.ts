// Two small visual rules, measured in the browser: the search box's placeholder is never cut off and is the
// longest one that fits (the spec's sentence on wide screens, shorter down to 180 px), and the rotor and
// drum kind badges ('Hat', 'U-Section') are pills one sees, their text at least 4.5:1 on the pill.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { browserSuite, typeInChat } from '../support/browser.ts';

const app = browserSuite();

const PLACEHOLDERS = [
  TEXT.searchPlaceholder,
  TEXT.searchPlaceholderShort,
  TEXT.searchPlaceholderTiny,
  TEXT.searchPlaceholderTiniest,
];

/**
 * The search box's placeholder, whether it fits the box, and the longest of the box's placeholders that
 * would fit (each measured here on a canvas in the hint's font, as the app itself does not).
 */
async function placeholderOf(page: Page) {
  const box = page.getByRole('searchbox');
  await box.waitFor();
  return box.evaluate((el: HTMLInputElement, texts: string[]) => {
    const style = getComputedStyle(el);
    const hint = getComputedStyle(el, '::placeholder');
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const fits = (text: string) => context.measureText(text).width <= room;
    return { text: el.placeholder, fits: fits(el.placeholder), longest: texts.find(fits) ?? texts.at(-1) };
  }, PLACEHOLDERS);
}

/** WCAG relative luminance contrast of two computed 'rgb(…)' colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('narrow screens and badges', () => {
  it('the home search placeholder fits at 180, 260, 360 and 1280 px; wide screens keep the spec sentence', async () => {
    const seen: Record<number, string> = {};
    for (const width of [180, 260, 360, 1280]) {
      await app.withPage(width, async (page) => {
        await page.goto(`${app.server.url}/hub`);
        // /hub paints a first home and the chat's own home then takes its place (decision 044): the
        // placeholder settles on one that fits once the box has its width
        await expect.poll(async () => (await placeholderOf(page)).fits, { timeout: 10_000 }).toBe(true);
        const { text, longest } = await placeholderOf(page);
        expect(text, `${width} px: a longer placeholder fits`).toBe(longest);
        seen[width] = text;
      });
    }
    expect(seen[1280]).toBe(TEXT.searchPlaceholder);
    expect(seen[180]).not.toBe(TEXT.searchPlaceholder);
  });

  it('the docked composer of a conversation fits its placeholder at 180 and 360 px', async () => {
    for (const width of [180, 360]) {
      await app.withPage(width, async (page) => {
        await page.goto(`${app.server.url}/hub`);
        await typeInChat(page, '10083923');
        await page.locator('.msg-assistant section.part-cards').waitFor();
        const { text, fits, longest } = await placeholderOf(page);
        expect(fits, `${width} px: '${text}' is cut off`).toBe(true);
        expect(text, `${width} px: a longer placeholder fits`).toBe(longest);
      });
    }
  });

  it("the chat's compare table puts each property's name above the two hubs' values at 360 px, beside them at 1280", async () => {
    const { Results } = await app.server.getJson<{ Results: string[] }>(
      '/api/v11/hubassemblynumbers/withaftermarketparts/100',
    );
    const [a, b] = Results;
    for (const width of [360, 1280]) {
      await app.withPage(width, async (page) => {
        await page.goto(`${app.server.url}/hub`);
        await typeInChat(page, `compare ${a} ${b}`);
        const row = page.locator('.compare-table tbody tr').filter({ hasText: 'Description' });
        await row.waitFor();
        // all four read in one go: the thread may still be scrolling the answer into view, and boxes read one
        // after the other would each be read at another point of that scroll
        const { label, first, second, table } = await row.evaluate((tr) => {
          const box = (el: Element | null | undefined) => {
            const { x, y, width, height } = el?.getBoundingClientRect() ?? new DOMRect();
            return { x, y, width, height };
          };
          const cells = tr.querySelectorAll('td');
          return {
            label: box(tr.querySelector('th')),
            first: box(cells[0]),
            second: box(cells[1]),
            table: box(tr.closest('table')).width,
          };
        });
        if (width === 360) {
          // the name on a line of its own, the two values side by side under it, each half the table
          expect(first.y).toBeGreaterThanOrEqual(label.y + label.height - 1);
          expect(second.y).toBe(first.y);
          expect(first.width).toBeGreaterThan(table * 0.45);
        } else {
          expect(first.y).toBe(label.y);
          expect(first.x).toBeGreaterThanOrEqual(label.x + label.width - 1);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });

  it("a rotor's kind badge is a visible pill whose text contrasts at least 4.5:1", async () => {
    await app.withPage(360, async (page) => {
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, '10083923');
      const badge = page.locator('.msg-assistant section.part-cards .badge').first();
      await badge.waitFor();
      const look = await badge.evaluate((el) => {
        const s = getComputedStyle(el);
        const card = getComputedStyle(el.closest('.part-card') ?? document.body);
        return {
          color: s.color,
          background: s.backgroundColor,
          card: card.backgroundColor,
          width: el.getBoundingClientRect().width,
          cardWidth: el.parentElement?.getBoundingClientRect().width ?? 0,
        };
      });
      // a pill of its own colour, as wide as its word, not the card's full width
      expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(look.background).not.toBe(look.card);
      expect(look.width).toBeLessThan(look.cardWidth / 2);
      expect(contrast(look.color, look.background)).toBeGreaterThanOrEqual(4.5);
    });
  });
});
