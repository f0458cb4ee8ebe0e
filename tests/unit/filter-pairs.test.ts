// Filter pairs have one schema (tools/catalog/filter-pairs.ts), and the hub route's hand-kept list of
// filter codes is the catalog's: every hub category a visitor answers (question) or another step sets
// (attribute) is a code, and nothing else is.
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { HUB_FILTER_CODES } from '../../server/routes/hub-wizard-filters.ts';
import { FILTER_PAIRS_MAX, Pairs, parsePairsPath } from '../../tools/catalog/filter-pairs.ts';

describe('HUB_FILTER_CODES', () => {
  it("are exactly the demo catalog's hub categories of role question or attribute", () => {
    const categories = generateCatalog().filter_categories.filter((k) => k.flow === 'hub');
    const answered = categories
      .filter((k) => k.role === 'question' || k.role === 'attribute')
      .map((k) => k.queryParameterName);
    expect([...HUB_FILTER_CODES].sort()).toEqual([...answered].sort());
    expect(new Set(HUB_FILTER_CODES).size).toBe(HUB_FILTER_CODES.length);
  });
});

describe('Pairs', () => {
  it('takes filter codes of 2 to 12 letters and refuses anything else', () => {
    expect(Pairs.safeParse({ tcomp: '1', wssdi: '3.12' }).success).toBe(true);
    for (const key of ['t', 'tcomp1', 'a_b', 'abcdefghijklm'])
      expect(Pairs.safeParse({ [key]: '1' }).success, key).toBe(false);
  });

  it('refuses more than the most pairs and overlong values', () => {
    const many = Object.fromEntries(
      Array.from({ length: FILTER_PAIRS_MAX + 1 }, (_, i) => [
        `k${String.fromCharCode(97 + (i % 26))}x${'y'.repeat(Math.floor(i / 26))}`,
        '1',
      ]),
    );
    expect(Object.keys(many)).toHaveLength(FILTER_PAIRS_MAX + 1);
    expect(Pairs.safeParse(many).success).toBe(false);
    expect(Pairs.safeParse({ tcomp: 'x'.repeat(41) }).success).toBe(false);
  });
});

describe('parsePairsPath', () => {
  it('reads a filters path with the same rules as the schema', () => {
    expect(parsePairsPath('tcomp=1&wssdi=3.12&srcht=a%20b')).toEqual({
      tcomp: '1',
      wssdi: '3.12',
      srcht: 'a b',
    });
    expect(parsePairsPath('tcomp=')).toBeNull();
    expect(parsePairsPath('=1')).toBeNull();
    expect(parsePairsPath('t1=1')).toBeNull();
    expect(parsePairsPath(`tcomp=${'9'.repeat(41)}`)).toBeNull();
    expect(
      parsePairsPath(Array.from({ length: FILTER_PAIRS_MAX + 1 }, () => 'tcomp=1').join('&')),
    ).toBeNull();
  });
});
