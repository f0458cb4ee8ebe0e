// The Bloom filter in front of the near-miss lookups: never says "not held" for a held string, rarely
// "maybe" for another, and lets the near-miss search skip variants without changing what it finds.
import { describe, expect, it } from 'vitest';
import {
  oneEditVariants,
  oneEditVariantsWhere,
  transpositionsWhere,
} from '../../tools/part-number/near-miss.ts';
import { polynomialHash, StringBloom } from '../../tools/part-number/string-bloom.ts';

const held = Array.from({ length: 20_000 }, (_, i) => `${(i * 7919) % 1_000_003}X${i % 97}`);
const bloom = StringBloom.of(held, held.length);

describe('StringBloom', () => {
  it('holds every string it was given', () => {
    expect(held.filter((s) => !bloom.mightHold(s))).toEqual([]);
  });

  it('says "maybe" for under 2 % of other strings', () => {
    const others = Array.from({ length: 20_000 }, (_, i) => `OTHER${i}`);
    const maybe = others.filter((s) => bloom.mightHold(s)).length;
    expect(maybe / others.length).toBeLessThan(0.02);
  });

  it('answers for a hash as for the string it is the hash of', () => {
    for (const s of [...held.slice(0, 200), 'NOT-HELD', '']) {
      let h = 0;
      for (let i = 0; i < s.length; i++) h = (Math.imul(h, bloom.hash.base) + s.charCodeAt(i)) | 0;
      expect(h, s).toBe(polynomialHash(s));
      expect(bloom.hash.maybe(h), s).toBe(bloom.mightHold(s));
    }
  });

  it('read back from its bits (a snapshot) answers as the filter it was saved from', () => {
    const copy = StringBloom.fromWords(Uint32Array.from(bloom.words));
    const asked = [...held.slice(0, 2_000), ...Array.from({ length: 2_000 }, (_, i) => `OTHER${i}`)];
    expect(asked.map((s) => copy.mightHold(s))).toEqual(asked.map((s) => bloom.mightHold(s)));
    // sizes the class never makes (not a power of two, too small) are refused
    expect(() => StringBloom.fromWords(new Uint32Array(3_000))).toThrow();
    expect(() => StringBloom.fromWords(new Uint32Array(16))).toThrow();
  });
});

describe('oneEditVariantsWhere', () => {
  it('finds the variants a catalog holds, with or without the filter, as filtering every variant does', () => {
    const catalog = new Set(['10031017', '1003107', '100310170', '10O31017', 'AB12', 'AB1', 'XAB12', 'A12']);
    const filter = StringBloom.of(catalog, catalog.size);
    const keep = (v: string) => catalog.has(v);
    for (const needle of ['10031017', '1003101', 'AB12', 'ZZZZ', 'AB1']) {
      const expected = oneEditVariants(needle).filter(keep).sort();
      expect(oneEditVariantsWhere(needle, keep).sort(), needle).toEqual(expected);
      expect(oneEditVariantsWhere(needle, keep, filter.hash).sort(), needle).toEqual(expected);
      // with a filter that holds everything, every variant is built: its hash must match the string's
      const all = oneEditVariants(needle).sort();
      const everything = { base: filter.hash.base, maybe: () => true };
      expect(oneEditVariantsWhere(needle, () => true, everything).sort(), needle).toEqual(all);
      const hashes = new Set(all.map(polynomialHash));
      const exact = { base: filter.hash.base, maybe: (h: number) => hashes.has(h) };
      expect(oneEditVariantsWhere(needle, () => true, exact).sort(), needle).toEqual(all);
    }
  });
});

describe('transpositionsWhere', () => {
  it('finds the held numbers with two neighbouring characters swapped, and only those', () => {
    const catalog = new Set(['91763R', '19763R', '10031017']);
    const keep = (v: string) => catalog.has(v);
    expect(transpositionsWhere('91736R', keep)).toEqual(['91763R']);
    expect(transpositionsWhere('19673R', keep)).toEqual(['19763R']);
    expect(transpositionsWhere('12345', keep)).toEqual([]);
    expect(transpositionsWhere('01031017', keep)).toEqual(['10031017']);
    // a swap of two equal characters is the number itself, never offered as another
    expect(transpositionsWhere('10031017', () => true)).not.toContain('10031017');
  });
});
