// The client's zod-free check of a number search text says what the server's schema says (decision 044):
// on generated texts of part-number characters, hostile ones and every length around the limit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchText } from '../../tools/part-number/search-text.ts';
import { isSearchText, SEARCH_TEXT_MAX } from '../../tools/part-number/search-text-rule.ts';

function agree(text: string): void {
  expect(isSearchText(text), JSON.stringify(text)).toBe(SearchText.safeParse(text).success);
}

// characters a number holds, whitespace the rule trims, and what must be refused
const pieces = fc.constantFrom(
  ...'aZ09 .-/_'.split(''),
  '\t',
  '\n',
  '\u00a0',
  '\u3000',
  '<',
  '>',
  '"',
  "'",
  '\\',
  '%',
  '\u0000',
  'é',
  '١',
  '..',
  '../',
  '<script>',
);

describe('isSearchText', () => {
  it('agrees with the schema on generated texts', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: SEARCH_TEXT_MAX + 10 }), (parts) => agree(parts.join(''))),
      { numRuns: 2000 },
    );
    fc.assert(fc.property(fc.string({ maxLength: 80 }), agree), { numRuns: 1000 });
  });

  it('agrees at the length limit and on the hand-picked cases', () => {
    for (const n of [0, 1, SEARCH_TEXT_MAX - 1, SEARCH_TEXT_MAX, SEARCH_TEXT_MAX + 1])
      for (const text of ['9'.repeat(n), ` ${'9'.repeat(n)} `]) agree(text);
    for (const text of ['webb 66864', 'gunite-3600', ' 10082200 ', '-100', '', '   ', 'a'.repeat(100_000)])
      agree(text);
    expect(isSearchText('ConMet 10800001')).toBe(true);
    expect(isSearchText('<img src=x onerror=alert(1)>')).toBe(false);
  });
});
