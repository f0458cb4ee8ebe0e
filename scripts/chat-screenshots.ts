// Screenshots of every chat message type at 360 px and 1280 px, to look at (not a test: no assertions).
// Real flows against the real server where the engine produces the message (text, chips, questions with
// pictures, a hub result, the calculator), and a hand-made conversation put into the browser's database for
// the rest (hub results of 2 and of 3+, outcome, part cards, part groups, compare).
// Usage: npx vite build && node --import tsx scripts/chat-screenshots.ts [out-dir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ensureCatalog } from '../server/catalog/bootstrap.ts';
import { openDatabase } from '../server/data/db/client.ts';
import { launchBrowser } from '../tests/support/browser.ts';
import { competitorHubNumber } from '../tests/support/catalog-samples.ts';
import { startServer } from '../tests/support/server.ts';
import type { ChatMessage } from '../tools/chat/chat-message.ts';
import type { DataParts } from '../tools/engine/shared/messages.ts';
import { initialState } from '../tools/engine/shared/state.ts';

const out = process.argv[2] ?? '/tmp/chat-ui-screenshots';
mkdirSync(out, { recursive: true });
const WIDTHS = [360, 1280] as const;

async function shot(page: Page, selector: string, name: string, width: number) {
  const el = page.locator(selector).last();
  await el.waitFor().catch(async (err) => {
    await page.screenshot({ path: join(out, `failed-${name}-${width}.png`), fullPage: true });
    throw err;
  });
  await el.scrollIntoViewIfNeeded();
  await el.screenshot({ path: join(out, `${name}-${width}.png`) });
}

/** Does something that makes the assistant answer, and waits for the whole answer. */
async function answered(page: Page, action: () => Promise<void>) {
  const before = await page.locator('.msg-assistant').count();
  await action();
  await page.waitForFunction((n) => document.querySelectorAll('.msg-assistant').length > n, before);
  await page.locator('.working').waitFor({ state: 'detached' });
}

async function send(page: Page, text: string) {
  await answered(page, async () => {
    await page.getByRole('searchbox').fill(text);
    await page.getByRole('searchbox').press('Enter');
  });
}

async function realFlows(browser: Browser, url: string, hubNumber: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(`${url}/hub`);
  await page.screenshot({ path: join(out, `home-${width}.png`), fullPage: true });

  await send(page, 'hello there');
  await shot(page, '.msg-assistant .bubble-assistant', 'text', width);
  await shot(page, '.chips', 'chips', width);

  await send(page, hubNumber);
  await shot(page, '.msg-assistant', 'hub-results-1', width);

  await send(page, 'no number');
  await shot(page, 'section.question:not(.question-answered)', 'question', width);
  let pictures = false;
  for (let i = 0; i < 14 && !(await page.locator('.msg-assistant').last().getByRole('link', { name: 'See Details' }).count()); i++) {
    const open = page.locator('section.question:not(.question-answered)').last();
    if (!(await open.count())) break;
    if (!pictures && (await open.locator('img').count())) {
      pictures = true;
      await shot(page, 'section.question:not(.question-answered)', 'question-pictures', width);
    }
    await answered(page, () => open.locator('button.option').first().click());
  }
  await shot(page, '.msg-assistant', 'hub-results-wizard', width);
  await page.locator('section.question-answered').first().waitFor();
  await shot(page, 'section.question-answered', 'question-answered', width);

  await send(page, 'rebuild vs replace');
  await shot(page, 'section.calc-card:not(.calc-card-closed)', 'calculator-form', width);
  await page.screenshot({ path: join(out, `viewport-calculator-${width}.png`) });
  const values = ['120', '35', '0'];
  for (const [i, v] of values.entries())
    await page.locator('section.calc-card:not(.calc-card-closed) input').nth(i).fill(v);
  await answered(page, () =>
    page.locator('section.calc-card:not(.calc-card-closed)').getByRole('button', { name: 'Next' }).click(),
  );
  await shot(page, 'section.calc-card-closed', 'calculator-form-closed', width);
  const live = () => page.locator('section.calc-card:not(.calc-card-closed)').last();
  for (const fill of [['400', '60'], ['95'], ['110']]) {
    for (const [i, v] of fill.entries()) await live().locator('input').nth(i).fill(v);
    await answered(page, () => live().locator('button[type=submit]').click());
  }
  await shot(page, 'section.calc-result', 'calculator-result', width);
  await shot(page, 'section.calc-card[data-form=email]', 'calculator-email', width);
  await page.screenshot({ path: join(out, `thread-${width}.png`), fullPage: true });
  await context.close();
}

const hub = (n: string, kind: 'PreSet' | 'Conventional'): DataParts['hub-results']['hubs'][number] => ({
  hubAssemblyNumber: n,
  description: `${kind === 'PreSet' ? 'PreSet' : 'Conventional'} hub assembly, iron, 10 stud`,
  status: 'Active',
  kind,
  imageUrl: null,
  heading: `${n} Hub Assembly`,
  notice: null,
  lines: kind === 'PreSet' ? ['Includes PreSet Plus spindle nut'] : [],
  route: `/hub/details/${n}`,
});

/** Every gallery answer carries the state in which the gallery's question is the open one. */
const galleryState = { ...initialState, seq: 1, pending: { questionId: 'gallery-q1', kind: 'hub' } };
function assistant(id: string, parts: ChatMessage['parts']): ChatMessage {
  return { id, role: 'assistant', parts, metadata: { state: galleryState } };
}
function user(id: string, text: string): ChatMessage {
  return { id, role: 'user', parts: [{ type: 'text', text }] };
}

/** A hand-made conversation with the message types the engine may not produce yet. */
function gallery(): ChatMessage[] {
  return [
    user('u0', 'hub pilot'),
    assistant('a0', [
      {
        type: 'data-question',
        data: {
          questionId: 'gallery-q1',
          flow: 'hub',
          code: 'wssdi',
          title: 'Choose the Wheel Stud Diameter',
          intro: ['Measure across the threads of one wheel stud.'],
          diagramUrl: '/images/hub-10082200.svg',
          columns: 2,
          options: [
            { label: '0.625"', sublabel: '15.9 mm', value: '1', imageUrl: '/images/stud-10022789.svg' },
            { label: '0.750"', sublabel: '19.1 mm', value: '2', imageUrl: '/images/stud-10022790.svg' },
            { label: '0.875"', sublabel: '22.2 mm', value: '3', imageUrl: '/images/stud-10022791.svg' },
            { label: 'Not sure', sublabel: null, value: '4', imageUrl: null },
          ],
          route: '/hub/finder',
        },
      },
    ]),
    user('u1', '10031065 10031066'),
    assistant('a1', [
      {
        type: 'data-hub-results',
        data: {
          title: 'Two hubs fit',
          matchedBy: null,
          hubs: [hub('10031065', 'PreSet'), hub('10031066', 'Conventional')],
          notes: [],
          route: '/hub/finder',
        },
      },
    ]),
    user('u2', 'trailer hubs'),
    assistant('a2', [
      {
        type: 'data-hub-results',
        data: {
          title: 'Four hubs fit your trailer',
          matchedBy: null,
          hubs: [
            hub('10082046', 'PreSet'),
            hub('10082047', 'Conventional'),
            hub('10082048', 'PreSet'),
            hub('10082049', 'Conventional'),
          ],
          notes: ['Trailer rotors come in 2 sizes; check the rotor diameter.'],
          route: '/hub/finder',
        },
      },
    ]),
    user('u3', '99999999'),
    assistant('a3', [
      {
        type: 'data-outcome',
        data: {
          kind: 'no-results',
          title: 'No results for 99999999',
          paragraphs: ['We could not find that number. Check it on the hub, or call customer service.'],
          links: [{ label: 'Find my assembly number', to: '/hub/find-assembly' }],
          route: '/hub/no-results',
        },
      },
    ]),
    user('u4', 'rotor 104000'),
    assistant('a4', [
      {
        type: 'data-part-cards',
        data: {
          title: 'Brake rotors for 104000',
          partKind: 'rotor',
          cards: [
            {
              number: '10083075',
              heading: 'Rotor, 15 in, 10 stud',
              imageUrl: null,
              rows: [
                ['Diameter', '15.0 in (381 mm)'],
                ['Weight', '62 lbs (28 kg)'],
              ],
              notes: ['Replaces Webb 64011'],
              route: '/hub/replacement-rotor',
            },
            {
              number: '10083076',
              heading: 'Rotor, 17 in, 10 stud',
              imageUrl: null,
              rows: [['Diameter', '17.0 in (432 mm)']],
              notes: [],
              route: null,
            },
          ],
          route: '/hub/replacement-rotor',
        },
      },
    ]),
    user('u5', 'components 10031065'),
    assistant('a5', [
      {
        type: 'data-part-groups',
        data: {
          title: 'Components of 10031065',
          hubDescription: 'PreSet hub assembly, iron, 10 stud',
          hubAssemblyNumber: '10031065',
          groups: [
            {
              name: 'Bearings',
              items: [
                {
                  partNumber: 'HM212049',
                  description: 'Inner bearing cone',
                  typeName: 'Bearing',
                  route: null,
                  extra: [],
                },
                {
                  partNumber: 'HM212011',
                  description: 'Inner bearing cup',
                  typeName: 'Bearing',
                  route: null,
                  extra: [],
                },
              ],
            },
            {
              name: 'Studs',
              items: [
                {
                  partNumber: '10022789',
                  description: 'Wheel stud, 3.56 in',
                  typeName: 'Stud',
                  route: null,
                  extra: [['Length', '3.56 in']],
                },
              ],
            },
          ],
          route: '/parts/choose-path',
        },
      },
    ]),
    user('u6', 'compare 10031065 10031066'),
    assistant('a6', [
      {
        type: 'data-compare',
        data: {
          numbers: ['10031065', '10031066'],
          rows: [
            { label: 'Hub material', values: ['Iron', 'Aluminum'], differs: true, open: true },
            { label: 'Studs', values: ['10', '10'], differs: false, open: true },
            { label: 'Wheel pilot', values: ['Hub piloted', 'Hub piloted'], differs: false, open: false },
          ],
          route: '/hub/compare-hub',
        },
      },
    ]),
  ];
}

async function seeded(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${url}/hub`);
  await page.getByRole('searchbox').waitFor();
  const id = 'gallery';
  const messages = gallery();
  await page.evaluate(
    async ({ id, messages }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open('wheel-end-parts-finder');
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      const tx = db.transaction(['conversations', 'settings'], 'readwrite');
      const now = Date.now();
      tx.objectStore('conversations').put({ id, title: 'Gallery', createdAt: now, updatedAt: now, messages });
      tx.objectStore('settings').put({ key: 'activeConversation', value: id });
      await new Promise((resolve) => {
        tx.oncomplete = resolve;
      });
      db.close();
    },
    { id, messages },
  );
  await page.reload();
  await page.locator('.msg-assistant').nth(6).waitFor();
  const kinds = ['question-diagram', 'hub-results-2', 'hub-results-4', 'outcome', 'part-cards', 'part-groups', 'compare'];
  for (const [i, kind] of kinds.entries()) {
    const el = page.locator('.msg-assistant').nth(i);
    await el.scrollIntoViewIfNeeded();
    await el.screenshot({ path: join(out, `${kind}-${width}.png`) });
  }
  await page.screenshot({ path: join(out, `gallery-${width}.png`), fullPage: true });
  if (width === 360) {
    await page.getByRole('button', { name: /^Conversations/ }).click();
    await page.screenshot({ path: join(out, `conversations-sheet-${width}.png`) });
  }
  await context.close();
}

const handle = await openDatabase({ kind: 'pglite', dataDir: null });
await ensureCatalog(handle.db);
const sample = await competitorHubNumber(handle.db);
await handle.close();
const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
try {
  for (const width of WIDTHS) {
    await realFlows(browser, server.url, sample.partNumber, width);
    await seeded(browser, server.url, width);
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
