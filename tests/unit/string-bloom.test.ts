// The Bloom filter in front of the near-miss lookups: never says "not held" for a held string, rarely
// "maybe" for another, and lets the near-miss search skip variants without changing what it finds.
import { describe, expect, it } from 'vitest';
import {
  NEAR_MISS_MAX_LENGTH,
  oneEditVariants,
  oneEditVariantsWhere,
  transpositionsWhere,
} from '../../tools/part-number/near-miss.ts';
import { PositionAlphabet } from '../../tools/part-number/position-alphabet.ts';
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
      expect(oneEditVariantsWhere(needle, keep, { hash: filter.hash }).sort(), needle).toEqual(expected);
      // with a filter that holds everything, every variant is built: its hash must match the string's
      const all = oneEditVariants(needle).sort();
      const everything = { base: filter.hash.base, maybe: () => true };
      expect(oneEditVariantsWhere(needle, () => true, { hash: everything }).sort(), needle).toEqual(all);
      const hashes = new Set(all.map(polynomialHash));
      const exact = { base: filter.hash.base, maybe: (h: number) => hashes.has(h) };
      expect(oneEditVariantsWhere(needle, () => true, { hash: exact }).sort(), needle).toEqual(all);
    }
  });
});

describe('oneEditVariantsWhere with the alphabet of each position', () => {
  // numbers with shapes, as catalogs have them: digits, a letter here and there, a few lengths
  let seed = 7;
  const random = (below: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % below;
  };
  const digit = () => String(random(10));
  const letter = () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[random(23)] as string;
  const shapes = [
    () => `10${digit()}${digit()}${digit()}${digit()}${digit()}${digit()}`,
    () => `${letter()}${digit()}${digit()}${digit()}${digit()}${letter()}`,
    () => `${digit()}${digit()}${digit()}${digit()}${digit()}`,
    () => `${digit()}${digit()}${digit()}${letter()}${letter()}`,
    () => `R${digit()}${digit()}${digit()}${digit()}${digit()}${digit()}${digit()}${digit()}-${digit()}`,
  ];
  const catalog = new Set(
    Array.from({ length: 3_000 }, () => (shapes[random(shapes.length)] as () => string)()),
  );
  const alphabet = PositionAlphabet.of(catalog, NEAR_MISS_MAX_LENGTH + 1);
  const filter = StringBloom.of(catalog, catalog.size);
  const keep = (v: string) => catalog.has(v);

  it('finds what filtering every variant finds, for held numbers, their near misses and noise', () => {
    const held = [...catalog].slice(0, 300);
    const needles = [
      ...held,
      ...held.map((n) => n.slice(1)),
      ...held.map((n) => `${n.slice(0, 3)}${letter()}${n.slice(3)}`),
      ...held.map((n) => `${n.slice(0, 2)}${digit()}${n.slice(3)}`),
      ...Array.from({ length: 100 }, () => `Q${digit()}X${digit()}${digit()}`),
      'A',
      '1',
      '1001234567891234567Z',
    ];
    let found = 0;
    for (const needle of needles) {
      const expected = oneEditVariants(needle).filter(keep).sort();
      found += expected.length;
      expect(oneEditVariantsWhere(needle, keep, { alphabet }).sort(), needle).toEqual(expected);
      expect(oneEditVariantsWhere(needle, keep, { alphabet, hash: filter.hash }).sort(), needle).toEqual(
        expected,
      );
    }
    expect(found).toBeGreaterThan(300); // the needles did have held near misses to find
  });

  it('never visits a variant with a character no number of its length has at that position', () => {
    const visited: string[] = [];
    oneEditVariantsWhere('1001234A', (v) => visited.push(v) > 0, { alphabet });
    // the shape 10dddddd: a letter at the end fits no 8-character number, so the only variants that can
    // be held replace that letter with a digit
    expect(visited.sort()).toEqual(Array.from({ length: 10 }, (_, d) => `1001234${d}`));
    expect(oneEditVariantsWhere('1001234A', () => true).length).toBeGreaterThan(500);
  });

  it('says which characters stand where, and nothing of longer numbers than it tracks', () => {
    const small = PositionAlphabet.of(['AB1', 'C2', 'TOO-LONG-FOR-IT'], 4);
    expect(small.has(3, 0, 'A'.charCodeAt(0))).toBe(true);
    expect(small.has(3, 1, 'A'.charCodeAt(0))).toBe(false);
    expect(small.has(2, 1, '2'.charCodeAt(0))).toBe(true);
    expect(small.codesAt(3, 2)).toEqual(['1'.charCodeAt(0)]);
    expect(small.codesAt(15, 0)).toEqual([]);
    expect(small.has(15, 0, 'T'.charCodeAt(0))).toBe(false);
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
