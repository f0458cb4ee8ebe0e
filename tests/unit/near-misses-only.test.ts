// A suggestion list made only of numbers one character off says so above them, in every number box and the
// chat's: a near miss tapped for the part typed is another part.
import { describe, expect, it } from 'vitest';
import { nearMissesOnly } from '../../client/search/near-misses.ts';

const item = (brand: string | null, number: string) => ({ key: `${brand}${number}`, brand, number });

describe('near misses only', () => {
  it('is said when no suggestion is or starts with the number typed', () => {
    expect(nearMissesOnly('10600001', [item('ConMet', '10500001'), item('ConMet', '10600011')])).toBe(true);
    expect(nearMissesOnly('PN: 10600001', [item('ConMet', '10500001')])).toBe(true);
    expect(nearMissesOnly('Gunite 3931', [item('Gunite', '3913')])).toBe(true);
  });

  it('is not said for matches, prefixes, a brand typed before them, or separators', () => {
    expect(nearMissesOnly('10600001', [item('ConMet', '10600001'), item('ConMet', '10500001')])).toBe(false);
    expect(nearMissesOnly('1008', [item('ConMet', '10082200')])).toBe(false);
    expect(nearMissesOnly('Gunite 3931', [item('Gunite', '3931A')])).toBe(false);
    expect(nearMissesOnly('gunite-3931', [item('Gunite', '3931A')])).toBe(false);
    expect(nearMissesOnly('100-822', [item('ConMet', '10082200')])).toBe(false);
    expect(nearMissesOnly('Item 10082200', [item('ConMet', '10082200')])).toBe(false);
  });

  it('says nothing for an empty list or an empty text', () => {
    expect(nearMissesOnly('10600001', [])).toBe(false);
    expect(nearMissesOnly('   ', [item('ConMet', '10500001')])).toBe(false);
  });
});
