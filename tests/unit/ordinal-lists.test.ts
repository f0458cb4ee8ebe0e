// The facet index's sorted part lists: intersect (a walk over both, or lookups of the short list's parts
// in the long one) and union give what plain set arithmetic gives, whatever the lengths.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitsetOf, holds, intersect, keepSet, union } from '../../server/data/ordinal-lists.ts';

/** A sorted list of distinct ordinals below `max`. */
const sortedList = (max: number, maxLength: number) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max }), { maxLength })
    .map((xs) => Int32Array.from(xs.sort((a, b) => a - b)));

describe('ordinal lists', () => {
  it('intersect keeps exactly the parts of both, for lists of any lengths', () => {
    fc.assert(
      fc.property(sortedList(5_000, 40), sortedList(5_000, 3_000), (a, b) => {
        const inB = new Set(b);
        const expected = [...a].filter((p) => inB.has(p));
        // both argument orders, so both the walk and the lookups (short list 16× shorter) are taken
        expect([...intersect(a, b)]).toEqual(expected);
        expect([...intersect(b, a)]).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('takes the lookup path when one list is much shorter, and still finds the first and last parts', () => {
    const long = Int32Array.from({ length: 10_000 }, (_, i) => i * 2);
    const short = Int32Array.from([0, 1, 2, 9_999, 19_998, 19_999, 20_000]);
    expect([...intersect(short, long)]).toEqual([0, 2, 19_998]);
    expect([...intersect(long, short)]).toEqual([0, 2, 19_998]);
    expect([...intersect(new Int32Array(0), long)]).toEqual([]);
  });

  it('keepSet keeps the parts whose bit the other list set, in order, in a new array or in place', () => {
    fc.assert(
      fc.property(sortedList(2_000, 300), sortedList(2_000, 1_500), (parts, other) => {
        const inOther = new Set(other);
        const expected = [...parts].filter((p) => inOther.has(p));
        const bits = bitsetOf(other, 2_001);
        expect([...keepSet(parts, bits)]).toEqual(expected);
        const copy = parts.slice();
        expect([...keepSet(copy, bits, copy)]).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('union holds each part of any list once, sorted', () => {
    fc.assert(
      fc.property(fc.array(sortedList(300, 60), { maxLength: 5 }), (lists) => {
        const expected = [...new Set(lists.flatMap((l) => [...l]))].sort((a, b) => a - b);
        expect([...union(lists)]).toEqual(expected);
        for (const p of expected) expect(holds(union(lists), p)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
