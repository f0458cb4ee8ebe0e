// Every destination class of the number routing table, reached by typing a number in the chat at 360 px:
// the answer says the right thing, and its 'See Details' / 'Open as page' link opens the classic page that
// shows the same part. The numbers come from the demo catalog (interchanges by PartTypeId), not hard-coded.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/data/db/client.ts';
import { EXCLUSIVE_MAKERS, PAGE_TEXT, TEXT } from '../../tools/engine/shared/texts.ts';
import { browserSuite, typeInChat } from '../support/browser.ts';
import { interchangeSample } from '../support/catalog-samples.ts';
import { readDemoCatalog } from '../support/demo-catalog.ts';
import { watchPageErrors } from '../support/page-errors.ts';

type Sample = { typed: string; maker: string };

/** The first number of a part type as a visitor types it, brand first, and the maker part it names. */
async function sample(db: Database, partTypeId: number, own = false): Promise<Sample> {
  const row = await interchangeSample(db, partTypeId, own);
  return { typed: `${row.brand} ${row.number}`, maker: row.maker };
}

type Case = {
  name: string;
  partTypeId: number | null;
  own?: boolean;
  /** What the answer in the thread must say. */
  answer: (s: Sample) => string;
  link: 'See Details' | 'Open as page';
  /** The classic page's address (glob) and what it must show. */
  url: (s: Sample) => string | ((u: URL) => boolean);
  page: (s: Sample) => string | RegExp;
};

const UNKNOWN = 'QQ0000ZZ';

const CASES: Case[] = [
  {
    name: 'hub assembly (115) -> its filters flow',
    partTypeId: 115,
    answer: (s) => s.maker,
    link: 'Open as page',
    url: () => '**/hub/filters/*',
    page: () => '', // the page shows the same open question (checked below)
  },
  {
    name: 'Meritor exclusive (1115)',
    partTypeId: 1115,
    answer: () => PAGE_TEXT.exclusiveTo(EXCLUSIVE_MAKERS.meritor),
    link: 'Open as page',
    url: () => '**/hub/meritor-exclusive',
    page: () => PAGE_TEXT.exclusiveTo(EXCLUSIVE_MAKERS.meritor),
  },
  {
    name: 'Volvo exclusive (1112)',
    partTypeId: 1112,
    answer: () => PAGE_TEXT.exclusiveTo(EXCLUSIVE_MAKERS.volvo),
    link: 'Open as page',
    url: () => '**/hub/volvo-exclusive',
    page: () => PAGE_TEXT.exclusiveTo(EXCLUSIVE_MAKERS.volvo),
  },
  {
    name: 'hub casting (1)',
    partTypeId: 1,
    answer: (s) => s.maker,
    link: 'Open as page',
    // the casting flow's page narrows the casting's hubs by its first open question
    url: (s) => (u) =>
      u.pathname.startsWith('/hub/casting/filter/') && u.pathname.includes(`hcnum=${s.maker}`),
    page: () => /^Choose the /,
  },
  {
    name: 'stud (5)',
    partTypeId: 5,
    answer: (s) => s.maker,
    link: 'See Details',
    url: (s) => `**/hub/stud/summaries/${s.maker}`,
    page: (s) => s.maker,
  },
  {
    name: 'brake drum (23)',
    partTypeId: 23,
    answer: (s) => s.maker,
    link: 'See Details',
    url: (s) => `**/hub/replacement-drum/drumdetails/${s.maker}`,
    page: (s) => s.maker,
  },
  {
    name: 'brake rotor (203)',
    partTypeId: 203,
    answer: (s) => s.maker,
    link: 'See Details',
    url: (s) => `**/hub/replacement-rotor/rotordetails/${s.maker}/*`,
    page: (s) => s.maker,
  },
  {
    name: 'rebuild kit (219) -> kit details',
    partTypeId: 219,
    answer: (s) => s.maker,
    link: 'See Details',
    url: (s) => (u) => u.pathname === `/hub/hub-rebuild-kits-detail/${s.maker}`,
    page: (s) => s.maker,
  },
  {
    name: 'bearing (101)',
    partTypeId: 101,
    answer: (s) => s.maker,
    link: 'See Details',
    url: (s) => (u) => u.pathname === `/hub/bearing-detail/${s.maker}`,
    page: (s) => s.maker,
  },
  {
    name: 'seal of our own brand (220)',
    partTypeId: 220,
    own: true,
    answer: (s) => s.maker,
    link: 'See Details',
    url: (s) => (u) => u.pathname === `/hub/seals-detail/${s.maker}`,
    page: (s) => s.maker,
  },
  {
    // a competitor seal resolves to the maker seal, in the chat as on the seals page (decision 016)
    name: "a competitor's seal (220) -> the maker seal",
    partTypeId: 220,
    answer: (s) => s.maker,
    link: 'See Details',
    url: (s) => (u) => u.pathname === `/hub/seals-detail/${s.maker}`,
    page: (s) => s.maker,
  },
  {
    name: 'unknown number -> not found',
    partTypeId: null,
    answer: () => TEXT.noResultsTitle,
    link: 'Open as page',
    url: () => '**/hub/no-results*',
    page: () => TEXT.noResultsTitle,
  },
];

const samples = new Map<string, Sample>();

beforeAll(async () => {
  await readDemoCatalog(async (db) => {
    for (const c of CASES) {
      samples.set(
        c.name,
        c.partTypeId === null
          ? { typed: UNKNOWN, maker: UNKNOWN }
          : await sample(db, c.partTypeId, c.own ?? false),
      );
    }
  });
});
const app = browserSuite();

/** The last assistant message in the thread (the answer to what was just typed). */
const lastAnswer = (page: Page): Locator =>
  page.getByRole('region', { name: 'Conversation' }).locator('.msg-assistant').last();

describe('a number typed in the chat reaches its destination (360 px)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s',
    async (_name, c) => {
      const s = samples.get(c.name) as Sample;
      const context = await app.browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto(`${app.server.url}/hub`);
      await typeInChat(page, s.typed);
      const thread = page.getByRole('region', { name: 'Conversation' });
      // The user's bubble; the answer may name the number too (in bold), and may already be there.
      await thread.getByText(s.typed, { exact: true }).first().waitFor();
      const answer = lastAnswer(page);
      await answer.getByText(c.answer(s)).first().waitFor();

      let question = '';
      if (c.partTypeId === 115) {
        // the filters flow asks what the number leaves open
        const open = thread.locator('section.question:not(.question-answered)').last();
        question = (await open.locator('h3').textContent()) ?? '';
        expect(question).not.toBe('');
      }

      const link = answer.getByRole('link', { name: c.link }).first();
      await link.click();
      await page.waitForURL(c.url(s));
      const shown = c.partTypeId === 115 ? question : c.page(s);
      await page
        .locator('main')
        .getByText(shown, { exact: typeof shown === 'string' })
        .first()
        .waitFor();
      expect(errors).toEqual([]);
      await context.close();
      // a cold page, the chat's code, an answer and the page it links to: slow under a full suite's load
    },
    60_000,
  );
});
