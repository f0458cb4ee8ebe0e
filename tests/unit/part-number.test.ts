// Number search building blocks: normalization, brand words, and the one-edit candidates.
import { describe, expect, it } from 'vitest';
import { parseBrandQuery } from '../../tools/part-number/brand.ts';
import { oneEditVariants } from '../../tools/part-number/near-miss.ts';
import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import { SearchText } from '../../tools/part-number/search-text.ts';

const BRANDS = [
  { id: 1, name: 'ConMet' },
  { id: 2, name: 'Webb' },
  { id: 3, name: 'Gunite' },
  { id: 6, name: 'Dana Spicer' },
  { id: 8, name: 'Dana' },
];

describe('normalizePartNumber', () => {
  it('ignores case, spaces, dashes, dots, slashes and underscores', () => {
    for (const typed of ['ab-12.34/5', 'AB 12 34 5', 'Ab_12-34.5', ' ab1234/5 ', 'AB\\12345'])
      expect(normalizePartNumber(typed)).toBe('AB12345');
  });
  it('folds full-width characters', () => {
    expect(normalizePartNumber('ＡＢ１２')).toBe('AB12');
  });
});

describe('parseBrandQuery', () => {
  it('understands a brand word before the number, in any case and with any separator', () => {
    expect(parseBrandQuery('webb 66864', BRANDS)).toEqual({ brand: BRANDS[1], number: '66864' });
    expect(parseBrandQuery('GUNITE-3600', BRANDS)).toEqual({ brand: BRANDS[2], number: '3600' });
    expect(parseBrandQuery('Webb66864', BRANDS)?.number).toBe('66864');
    expect(parseBrandQuery('conmet/10031017', BRANDS)?.brand.id).toBe(1);
  });
  it('matches multiword brand names, the longest name first', () => {
    expect(parseBrandQuery('Dana Spicer 1234', BRANDS)).toEqual({ brand: BRANDS[3], number: '1234' });
    expect(parseBrandQuery('dana-spicer DS-12345', BRANDS)).toEqual({ brand: BRANDS[3], number: 'DS-12345' });
    expect(parseBrandQuery('danaspicer 1234', BRANDS)?.brand.id).toBe(6);
    expect(parseBrandQuery('dana 1234', BRANDS)?.brand.id).toBe(8);
  });
  it('leaves numbers alone that only start with a brand’s letters, or have nothing after the brand', () => {
    expect(parseBrandQuery('webbing 12', BRANDS)).toBeNull();
    expect(parseBrandQuery('GUNITEX1', BRANDS)).toBeNull();
    expect(parseBrandQuery('webb', BRANDS)).toBeNull();
    expect(parseBrandQuery('webb -', BRANDS)).toBeNull();
    expect(parseBrandQuery('66864 webb', BRANDS)).toBeNull();
  });
});

describe('oneEditVariants', () => {
  const variants = new Set(oneEditVariants('AB12'));
  it('holds every string with one wrong, missing or extra character', () => {
    expect(variants.has('AB13')).toBe(true); // one wrong
    expect(variants.has('XB12')).toBe(true);
    expect(variants.has('AB1')).toBe(true); // the stored number is shorter: the user typed one extra
    expect(variants.has('B12')).toBe(true);
    expect(variants.has('AB123')).toBe(true); // the stored number is longer: the user left one out
    expect(variants.has('AB012')).toBe(true);
    expect(variants.has('0AB12')).toBe(true);
  });
  it('excludes the text itself and anything two edits away', () => {
    expect(variants.has('AB12')).toBe(false);
    expect(variants.has('BA12')).toBe(false); // a swap is two edits
    expect(variants.has('AB1234')).toBe(false);
    expect(variants.has('A1')).toBe(false);
  });
  it('stays bounded: about 72 candidates per character', () => {
    expect(oneEditVariants('10031017').length).toBeLessThanOrEqual(72 * 8 + 36);
  });
});

describe('SearchText (what the HTTP routes accept)', () => {
  it('accepts numbers with separators and a brand word', () => {
    for (const ok of ['10031017', 'webb 66864', 'gunite-3600', 'Dana Spicer DS-12345', 'HM218248/HM218210'])
      expect(SearchText.safeParse(ok).success).toBe(true);
  });
  it('refuses what cannot be part of a number', () => {
    for (const bad of [
      "1' OR '1'='1",
      '<script>',
      '../../etc/passwd',
      'ÄÖ12',
      '',
      ' ',
      'x'.repeat(65),
      '12;DROP',
    ])
      expect(SearchText.safeParse(bad).success).toBe(false);
  });
});
