// The compare page's `?assembly=` is a way in: only a hub number fills the first box; anything else,
// however long or strange, leaves it empty.
import { describe, expect, it } from 'vitest';
import { compareFromQuery, compareFromRoute } from '../../client/hub/compare/compare-from.ts';

const query = (raw: string) => compareFromQuery(new URLSearchParams({ assembly: raw }));

describe('compare link', () => {
  it('round-trips a hub number', () => {
    const route = compareFromRoute('10031072');
    expect(compareFromQuery(new URLSearchParams(route.split('?')[1]))).toBe('10031072');
    expect(query('123456')).toBe('123456');
  });

  it('ignores hostile or malformed values', () => {
    for (const raw of [
      '',
      '1234567',
      '10031072 ',
      '10031072\n',
      '<script>alert(1)</script>',
      '1'.repeat(100_000),
      '１２３４５６',
      '10031072&assembly=1',
    ])
      expect(query(raw)).toBeNull();
    expect(compareFromQuery(new URLSearchParams())).toBeNull();
  });
});
