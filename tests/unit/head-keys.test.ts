// Head keys: numbers that keep the order of strings, so binary searches over the number index compare
// numbers first. A search by keys must land exactly where a search by the strings lands.
import { describe, expect, it } from 'vitest';
import { HeadKeys, keysInOrder, lowerBoundByHead } from '../../server/data/head-keys.ts';
import { byteOrder, lowerBound } from '../../server/data/sorted.ts';

let seed = 11;
const random = (below: number) => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) % below;
};
const stringOf = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[random(alphabet.length)]).join('');

// few characters, so keys hold long heads; many shared heads, so the whole strings must decide
const ALPHABET = '0157ABX-';
const strings = Array.from({ length: 4_000 }, () => {
  const head = ['1007', '10071007', 'AB', ''][random(4)] as string;
  return head + stringOf(ALPHABET, random(24));
}).sort(byteOrder);
const heads = HeadKeys.of(strings);
// the partitions' way: keys by row, then in a sorted order of the rows
const shuffled = [...strings].reverse();
const order = Int32Array.from(strings.keys(), (i) => strings.length - 1 - i);
const keys = keysInOrder(order, heads.keysOf(shuffled));

describe('head keys', () => {
  it('keep the order of the strings, and are equal only for equal heads', () => {
    expect(heads.width).toBeGreaterThan(10);
    for (let i = 1; i < strings.length; i++) {
      const [a, b] = [strings[i - 1] as string, strings[i] as string];
      expect(keys[i - 1] as number, `${a} then ${b}`).toBeLessThanOrEqual(keys[i] as number);
      expect(keys[i - 1] === keys[i], `${a} and ${b}`).toBe(
        a.slice(0, heads.width) === b.slice(0, heads.width),
      );
    }
  });

  it('place any needle where a search of the strings places it', () => {
    const needles = [
      ...strings.filter((_, i) => i % 7 === 0),
      ...strings.filter((_, i) => i % 11 === 0).map((s) => s.slice(0, random(s.length + 1))),
      ...strings.filter((_, i) => i % 13 === 0).map((s) => `${s}${stringOf(ALPHABET, 1)}`),
      ...Array.from({ length: 500 }, () => stringOf(`${ALPHABET}Z9`, random(26))), // Z and 9: not used
      '',
      '~',
      '\u0000',
      'É',
    ];
    const at = (p: number) => strings[p] as string;
    for (const needle of needles) {
      const expected = lowerBound(strings.length, (p) => at(p) < needle);
      // as a partition searches: its rows (`order`) into the strings by row (`shuffled`)
      expect(lowerBoundByHead(needle, order, shuffled, heads, keys), needle).toBe(expected);
    }
  });

  it('are refused for a string of characters they were not made from', () => {
    expect(heads.keyOf('10Z')).toBeNull();
    expect(() => heads.keysOf(['10Z'])).toThrow();
  });

  // an empty catalog's index: building it once looped for ever, and its server never answered
  it.each([[[]], [['', '']]])('are made from strings with no characters (%j) and search them', (none) => {
    const empty = HeadKeys.of(none);
    expect(empty.width).toBe(1);
    const emptyKeys = empty.keysOf(none);
    expect([...emptyKeys]).toEqual(none.map(() => 0));
    const rows = Int32Array.from(none, (_, i) => i);
    expect(lowerBoundByHead('', rows, none, empty, emptyKeys)).toBe(0);
    expect(lowerBoundByHead('10', rows, none, empty, emptyKeys)).toBe(none.length);
  });
});
