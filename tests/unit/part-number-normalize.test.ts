import { describe, expect, it } from 'vitest';
import { normalizePartNumber } from '../../tools/part-number/normalize.ts';

describe('part number normalisation', () => {
  it('ignores case', () => expect(normalizePartNumber('ab12c')).toBe('AB12C'));
  it('ignores spaces and dashes', () => expect(normalizePartNumber(' 100-31 065 ')).toBe('10031065'));
  it('ignores dots, slashes and underscores', () => expect(normalizePartNumber('A.1/2_3')).toBe('A123'));
  it('keeps letters and digits in order', () =>
    expect(normalizePartNumber('Dana-Spicer 12')).toBe('DANASPICER12'));
});
