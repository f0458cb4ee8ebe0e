// A part number inside other text, read once for the chat and the number boxes (tools/part-number/number-in-text.ts):
// the boxes searched 'PN: 10082200', 'ConMet # 10082200' and full-width digits as typed and found nothing.
import { describe, expect, it } from 'vitest';
import { isMeant } from '../../client/search/one-meant.ts';
import { loneNumber, readNumberText } from '../../tools/part-number/number-in-text.ts';
import { isSearchText } from '../../tools/part-number/search-text-rule.ts';

describe('the number read from typed text', () => {
  it.each([
    ['10082200', '10082200'],
    ['PN: 10082200', '10082200'],
    ['PN:10082200', '10082200'],
    ['P/N 10082200', '10082200'],
    ['Part No. 10082200', '10082200'],
    ['#10082200', '10082200'],
    ['part# 10082200?', '10082200'],
    ['10082200.', '10082200'],
    ['"10082200"', '10082200'],
    ['１００８２２００', '10082200'],
    ['ＰＮ：１００８２２００', '10082200'],
    ['PN:\u00a010082200', '10082200'],
    ['hub\u00a010082200\u00a0', '10082200'],
    ['10082200\u200b', '10082200'],
    ['i need drum 3035XB', '3035XB'],
    ['rotor # 10-083-923', '10-083-923'],
  ])('%j holds the number %s', (text, number) => {
    expect(loneNumber(text)).toBe(number);
    expect(readNumberText(text).number).toBe(number);
  });

  it.each(['hub', 'PN:', '', '10082200 10082201', '10 031 065', '22,500 lbs', 'drum 16.5 x 7'])(
    '%j holds no one number',
    (text) => {
      expect(loneNumber(text)).toBeNull();
    },
  );

  it.each([
    ['PN: 10082200', '10082200'],
    ['１００８２２００', '10082200'],
    ['PN:\u00a010082200', '10082200'],
    ['drum: 10600001', '10600001'],
    ['rotor # 10500001.', '10500001'],
    ['hub assembly part number 10082200', '10082200'],
    // a brand beside the number still narrows the search to that brand
    ['ConMet # 10082200', 'ConMet 10082200'],
    ['webb 66864', 'webb 66864'],
    ['10082200 webb', '10082200 webb'],
    ['gunite-3600', 'gunite-3600'],
  ])('a box searches %j as %j, a text the number search takes', (text, search) => {
    expect(readNumberText(text).search).toBe(search);
    expect(isSearchText(search)).toBe(true);
  });

  it.each([
    ['', ''],
    ['  hub  ', 'hub'],
    ['10 031 065', '10 031 065'],
    ['10082200 vs 10082201', '10082200 vs 10082201'],
    ['<b>10082200</b> 1', '<b>10082200</b> 1'],
  ])('with no number or several, %j is searched as typed', (text, same) => {
    expect(readNumberText(text)).toEqual({ search: same, number: same });
  });

  it('never lets a mark or tag of the text into what is searched', () => {
    for (const text of [
      '<img src=x onerror=alert()> 10082200',
      '10082200"><script>',
      "'; DROP 10082200 --",
    ]) {
      const { search, number } = readNumberText(text);
      expect(number).toBe('10082200');
      expect(search, text).toMatch(/^[A-Za-z0-9][A-Za-z0-9 .\-/_]*$/);
    }
  });
});

describe('one suggestion is the number read from the text', () => {
  it('is taken when it is that number or one it starts, after any words; never one character off', () => {
    expect(isMeant('PN: 10082200', '10082200', 'ConMet')).toBe(true);
    expect(isMeant('１００８２２００', '10082200', 'ConMet')).toBe(true);
    expect(isMeant('hub 10082200', '10082200', 'ConMet')).toBe(true);
    expect(isMeant('ConMet 10082200', '10082200', 'ConMet')).toBe(true);
    expect(isMeant('drum # 1060', '10600001', 'ConMet')).toBe(true);
    expect(isMeant('webb 66864', '66864', 'Webb')).toBe(true);
    expect(isMeant('PN: 10082201', '10082200', 'ConMet')).toBe(false);
    expect(isMeant('drum # 10600002', '10600001', 'ConMet')).toBe(false);
    expect(isMeant('PN: 10082201', '10082200')).toBe(false);
  });
});
