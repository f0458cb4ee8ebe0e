// Number search answers are cached per number index (a text's answer from its second time on): the cache
// answers exactly what the matching rules answer, and a changed catalog (a rebuilt index) is never answered
// from it.
import { describe, expect, it } from 'vitest';
import { interchanges } from '../../server/data/db/schema.ts';
import { numberIndex } from '../../server/data/number-index.ts';
import {
  rankedHits,
  SEARCH_LIMIT,
  type SearchScope,
  searchNumbers,
} from '../../tools/catalog/search-part-numbers.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

const numbersOf = (hits: { partNumber: string }[]) => hits.map((h) => h.partNumber);

describe('number search answer cache', () => {
  it('answers what the matching rules answer, whatever the case of the text', async () => {
    const rows = await t.db.select().from(interchanges).limit(400);
    const texts = new Set<string>(['webb 20065', 'WEBB-20065', 'gunite 3600', 'Gunite3600', 'xyz', '1']);
    for (const r of rows.filter((_, i) => i % 20 === 0)) {
      texts.add(r.partNumber);
      texts.add(r.partNumber.toLowerCase());
      texts.add(r.partNumber.slice(0, 4));
      texts.add(`${r.partNumber.slice(0, 2)}${r.partNumber.slice(3)}`); // one character missing
    }
    const scopes: SearchScope[] = [{}, { partTypeId: 115 }, { partTypeId: 115, makerOnly: true }];
    const index = await numberIndex(t.db);
    for (const scope of scopes) {
      for (const text of texts) {
        const expected = rankedHits(index, text, scope, SEARCH_LIMIT);
        const label = `${text} ${JSON.stringify(scope)}`;
        expect(await searchNumbers({ db: t.db }, text, scope), label).toEqual(expected); // computed
        expect(await searchNumbers({ db: t.db }, text, scope), label).toEqual(expected); // asked again: kept
        expect(await searchNumbers({ db: t.db }, text, scope), label).toEqual(expected); // from the cache
      }
    }
  });

  it('keeps scopes and limits apart', async () => {
    const all = await searchNumbers({ db: t.db }, '1', {});
    const hubs = await searchNumbers({ db: t.db }, '1', { partTypeId: 115 });
    const few = await searchNumbers({ db: t.db }, '1', {}, 3);
    expect(hubs).not.toEqual(all);
    expect(few).toHaveLength(3);
    expect(await searchNumbers({ db: t.db }, '1', {})).toEqual(all);
  });

  it('hands out answers a caller cannot change for the next one', async () => {
    const expected = numbersOf(rankedHits(await numberIndex(t.db), '1003', {}, SEARCH_LIMIT));
    expect(expected.length).toBeGreaterThan(1);
    // computed, kept (asked again), then from the cache: each answer changed by its caller
    for (let ask = 0; ask < 3; ask++) {
      const answer = await searchNumbers({ db: t.db }, '1003', {});
      expect(numbersOf(answer), `ask ${ask}`).toEqual(expected);
      answer.reverse();
      answer.pop();
      try {
        (answer[0] as { partNumber: string }).partNumber = 'changed';
      } catch {
        // a kept answer's hits are frozen: the change is refused
      }
    }
    expect(numbersOf(await searchNumbers({ db: t.db }, '1003', {}))).toEqual(expected);
  });

  it('never answers a changed catalog from the cache', async () => {
    const search = async (text: string) => numbersOf(await searchNumbers({ db: t.db }, text, {}));
    expect(await search('CACHENEW')).toEqual([]);
    expect(await search('cachenew')).toEqual([]);
    const before = await numberIndex(t.db, { now: 0, settled: true });
    const [maker] = await t.db.select().from(interchanges).limit(1);
    await t.db.insert(interchanges).values({
      competitorId: 1,
      partNumber: 'CACHENEW-1',
      normalized: 'CACHENEW1',
      partTypeId: 115,
      makerPartNumber: maker?.makerPartNumber ?? '10031017',
    });
    // as if the check interval had passed; wait for the rebuild it starts
    const after = await numberIndex(t.db, { now: Date.now() + 60_000, settled: true });
    expect(after).not.toBe(before);
    expect(await search('CACHENEW')).toEqual(['CACHENEW-1']);
    expect(await search('cachenew')).toEqual(['CACHENEW-1']);
  });
});
