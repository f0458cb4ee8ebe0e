// The counter slip's date without Intl (issue 17: the first Intl date format is a long task): the same
// text as en-US's long date.
import { describe, expect, it } from 'vitest';
import { slipDate } from '../../client/share/slip-date.ts';

describe("the counter slip's date", () => {
  it('reads as en-US writes a long date, every month, first and last days', () => {
    const long = { year: 'numeric', month: 'long', day: 'numeric' } as const;
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const d = new Date(2026, month, day, 12);
        expect(slipDate(d)).toBe(d.toLocaleDateString('en-US', long));
      }
    }
    const leap = new Date(2028, 1, 29, 23, 59);
    expect(slipDate(leap)).toBe('February 29, 2028');
  });
});
