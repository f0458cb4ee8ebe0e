// Issue 24's leftovers on look and zoom: at 180 CSS px (a 360 px phone at 200 %) the app's name and the
// answers list show their whole text; the calculator choices look like buttons (border, arrow, hover,
// pressed, focus ring, AA contrast); a hub card's lines keep normal spacing around their document links.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser.ts';

const app = browserSuite();

/** Wizard answers of the demo catalog that end on hubs with warranty and GAWR note links. */
const RESULTS = '/hub/results?tcomp=1&brkty=1&tmake=1&aaxna=2&gawrr=1&hcmty=1&hcbdi=5.5&wmslc=1&spnut=1';

/** Whether the element's text is cut (wider than its box) or its box runs past the viewport. */
const clipped = (l: Locator) =>
  l.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.scrollWidth > el.clientWidth + 1 || box.left < 0 || box.right > window.innerWidth + 0.5;
  });

/** WCAG contrast of an element's text colour against its own (opaque) background colour. */
async function contrastOf(page: Page, l: Locator, backgroundOf: Locator): Promise<number> {
  return page.evaluate(
    ([fg, bg]) => {
      const rgb = (el: Element, prop: 'color' | 'backgroundColor') =>
        (getComputedStyle(el)[prop].match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: number[]) => {
        const [r = 0, g = 0, b = 0] = c.map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      if (!fg || !bg) return 0;
      const a = lum(rgb(fg, 'color'));
      const b = lum(rgb(bg, 'backgroundColor'));
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    },
    [await l.elementHandle(), await backgroundOf.elementHandle()] as const,
  );
}

describe('at 180 CSS px', () => {
  it('the title bar shows the whole app name beside the menu button', async () => {
    await app.withPage(180, async (page, errors) => {
      for (const path of ['/hub', '/replace/choose-calculator', '/hub/truck-type']) {
        await page.goto(`${app.server.url}${path}`);
        const name = page.locator('.title-bar .brand-name');
        await name.waitFor();
        expect(await clipped(name), `${path}: app name cut`).toBe(false);
        const nameBox = await page.locator('.title-bar .brand').boundingBox();
        const menuBox = await page.locator('.title-bar .menu-button').boundingBox();
        expect(nameBox && menuBox && nameBox.x + nameBox.width <= menuBox.x + 0.5).toBe(true);
        // the menu button keeps its full tap size
        expect(menuBox?.width).toBeGreaterThanOrEqual(44);
        const title = page.locator('main :is(h1, .question-title):not(.visually-hidden)').first();
        await title.waitFor();
        expect(await clipped(title), `${path}: page title cut`).toBe(false);
      }
      expect(errors).toEqual([]);
    });
  }, 60_000);

  it('the answers list keeps each answer readable, with Change under it', async () => {
    await app.withPage(180, async (page, errors) => {
      await page.goto(`${app.server.url}${RESULTS}`);
      const answers = page.locator('.hub-results .given-answer-text');
      await answers.first().waitFor();
      for (const box of await answers.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width)))
        expect(box).toBeGreaterThan(100);
      expect(errors).toEqual([]);
    });
  }, 60_000);
});

describe('the calculator choices are buttons', () => {
  it('bordered with an arrow, AA contrast, a focus ring, and a change on hover', async () => {
    await app.withPage(360, async (page, errors) => {
      // no transition: the hover colour is read at its end, not half way
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${app.server.url}/replace/choose-calculator`);
      const choice = page.locator('.calculator-choice:enabled').first();
      await choice.waitFor();
      const look = await choice.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          border: `${s.borderTopWidth} ${s.borderTopStyle}`,
          cursor: s.cursor,
          background: s.backgroundColor,
          arrow: getComputedStyle(el, '::after').content,
        };
      });
      expect(look.border).toBe('2px solid');
      expect(look.cursor).toBe('pointer');
      // not the browser's grey button face
      expect(look.background).toBe('rgb(255, 255, 255)');
      expect(look.arrow).toBe('"›"');
      for (const part of ['.calculator-choice-title', '.calculator-choice-hint'])
        expect(await contrastOf(page, choice.locator(part), choice)).toBeGreaterThanOrEqual(4.5);

      await choice.hover();
      await page.waitForFunction(
        (was) =>
          getComputedStyle(document.querySelector('.calculator-choice') as Element).backgroundColor !== was,
        look.background,
      );
      expect(
        await contrastOf(page, choice.locator('.calculator-choice-title'), choice),
      ).toBeGreaterThanOrEqual(4.5);

      await page.mouse.move(0, 0);
      await choice.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const ring = await choice.evaluate((el) => {
        const s = getComputedStyle(el);
        return { focused: el.matches(':focus-visible'), style: s.outlineStyle, width: s.outlineWidth };
      });
      expect(ring).toEqual({ focused: true, style: 'solid', width: '3px' });
      expect(errors).toEqual([]);
    });
  }, 60_000);
});

describe('hub card lines', () => {
  it('lines holding document links keep the list line height', async () => {
    await app.withPage(360, async (page, errors) => {
      await page.goto(`${app.server.url}${RESULTS}`);
      const linked = page.locator('.hub-card-lines li', { has: page.locator('.document-link') });
      await linked.first().waitFor();
      const ratios = await page
        .locator('.hub-card-lines li .warranty-line, .hub-card-lines li .gawr-note')
        .evaluateAll((els) =>
          els.map((el) => {
            const s = getComputedStyle(el);
            return Number.parseFloat(s.lineHeight) / Number.parseFloat(s.fontSize);
          }),
        );
      expect(ratios.length).toBeGreaterThan(0);
      for (const r of ratios) expect(r).toBeLessThanOrEqual(1.6);
      expect(errors).toEqual([]);
    });
  }, 60_000);
});
