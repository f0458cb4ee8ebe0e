// The searched heading: what it says, what the URL may carry, and what it refuses.
import { describe, expect, it } from 'vitest';
import {
  SEARCHED_MAX,
  searchedFromQuery,
  searchedHeading,
  withSearched,
} from '../../tools/engine/shared/display/searched.ts';

describe('searched heading', () => {
  it('names the searched brand and number, then the maker part and what a kit holds', () => {
    expect(searchedHeading('Gunite R9003', [{ number: '10510029', detail: 'rotor 10500035' }])).toBe(
      'Gunite R9003 → ConMet 10510029, rotor 10500035',
    );
  });

  it('names two parts and counts the rest; repeats count once', () => {
    const found = ['1', '2', '2', '3', '4'].map((number) => ({ number }));
    expect(searchedHeading('Webb 66864B', found)).toBe('Webb 66864B → ConMet 1; ConMet 2 and 2 more');
  });

  it('our own number found as itself is said once', () => {
    expect(searchedHeading('ConMet 10083900', [{ number: '10083900' }])).toBe('ConMet 10083900');
  });

  it('our own kit number found as itself says what it holds, with no arrow to itself', () => {
    // it read 'ConMet 10083923 → ConMet 10083923, rotor 10083733'
    expect(searchedHeading('ConMet 10083923', [{ number: '10083923', detail: 'rotor 10083733' }])).toBe(
      'ConMet 10083923, rotor 10083733',
    );
  });

  it('our own number listed with other versions is not said to lead to them', () => {
    const found = ['10082200', '10082202', '10082201'].map((number) => ({ number }));
    expect(searchedHeading('ConMet 10082202', found)).toBe('ConMet 10082202');
    // a competitor number still names what it leads to
    expect(searchedHeading('Webb 66864B', found)).toBe(
      'Webb 66864B → ConMet 10082200; ConMet 10082202 and 1 more',
    );
  });

  it('carries the searched text in a route query and reads it back', () => {
    const route = withSearched('/hub/seals-detail/10830001', 'Stemco  378-1361 ');
    expect(route).toBe('/hub/seals-detail/10830001?searched=Stemco%20378-1361');
    expect(searchedFromQuery(route.split('?')[1] ?? '')).toBe('Stemco 378-1361');
    expect(withSearched('/hub/search?chaid=4', 'A 1')).toBe('/hub/search?chaid=4&searched=A%201');
  });

  it('an absent, empty or overlong query gives no heading; markup stays text for the page to print', () => {
    expect(searchedFromQuery('')).toBeNull();
    expect(searchedFromQuery('searched=%20%20')).toBeNull();
    expect(searchedFromQuery(`searched=${'x'.repeat(SEARCHED_MAX + 1)}`)).toBeNull();
    expect(withSearched('/a', 'x'.repeat(SEARCHED_MAX + 1))).toBe('/a');
    const hostile = '<img src=x onerror=alert(1)>';
    expect(searchedFromQuery(`searched=${encodeURIComponent(hostile)}`)).toBe(hostile);
  });
});
