// The compare page's `?assembly=` (first box) and `&compareAssembly=` (second box, from 'Return to
// Comparison') are ways in: only a hub number fills a box; anything else, however long or strange, leaves
// it empty.
import { describe, expect, it } from 'vitest';
import { compareFromQuery, compareFromRoute } from '../../client/hub/compare/compare-from.ts';

const query = (raw: string) => compareFromQuery(new URLSearchParams({ assembly: raw })).first;
const second = (raw: string) =>
  compareFromQuery(new URLSearchParams({ assembly: '10031072', compareAssembly: raw })).second;

describe('compare link', () => {
  it('round-trips one hub number and two', () => {
    const route = compareFromRoute('10031072');
    expect(compareFromQuery(new URLSearchParams(route.split('?')[1]))).toEqual({
      first: '10031072',
      second: null,
    });
    const both = compareFromRoute('10031072', '10082200');
    expect(compareFromQuery(new URLSearchParams(both.split('?')[1]))).toEqual({
      first: '10031072',
      second: '10082200',
    });
    expect(query('123456')).toBe('123456');
  });

  it('ignores hostile or malformed values in either box', () => {
    for (const raw of [
      '',
      '1234567',
      '10031072 ',
      '10031072\n',
      '<script>alert(1)</script>',
      '1'.repeat(100_000),
      '１２３４５６',
      '10031072&assembly=1',
    ]) {
      expect(query(raw)).toBeNull();
      expect(second(raw)).toBeNull();
    }
    expect(compareFromQuery(new URLSearchParams())).toEqual({ first: null, second: null });
  });
});
