// The text part's layout: paragraphs within 72 columns, and tables whose long labels wrap beside their
// right-aligned amounts instead of pushing them out of line.
import { describe, expect, it } from 'vitest';
import { LINE_WIDTH, paragraph, textTable, wrapText } from '../../server/email/plain-text.ts';

describe('plain-text layout', () => {
  it('wraps a long label inside its column and keeps the amounts on its first line, right-aligned', () => {
    const label =
      'Cost of the replacement hub assembly with its spindle nut, seals and the ABS tone ring fitted';
    const lines = textTable(
      [
        ['Parts', '$1.00', '$2,000,000.00'],
        [label, '$1,000,000,000.00', '$3.00'],
      ],
      { head: ['', 'Rebuild', 'Replace'], indent: '  ' },
    );
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(LINE_WIDTH);
    expect(lines[0]).toMatch(/^ +Rebuild +Replace$/);
    expect(lines[1]).toMatch(/^ {2}Parts +\$1\.00 +\$2,000,000\.00$/);
    expect(lines[2]).toMatch(/^ {2}Cost of the .* +\$1,000,000,000\.00 +\$3\.00$/);
    // every row's amounts end where the headings end
    const ends = (line: string) => [...line.matchAll(/\S+/g)].slice(-2).map((m) => m.index + m[0].length);
    expect(ends(lines[1] ?? '')).toEqual(ends(lines[0] ?? ''));
    expect(ends(lines[2] ?? '')).toEqual(ends(lines[0] ?? ''));
    // the rest of the label on lines of its own, under the label's start, every word kept
    const rest = lines.slice(3);
    expect(rest.length).toBeGreaterThan(0);
    for (const line of rest) expect(line).toMatch(/^ {2}\S/);
    const words = [lines[2] ?? '', ...rest].map((l) => l.replace(/\$[\d,.]+/g, '').trim()).join(' ');
    expect(words).toBe(label);
  });

  it('wraps a paragraph between words with a hanging indent, and cuts only a word longer than a line', () => {
    const text = `First: ${'word '.repeat(30)}${'x'.repeat(100)}`;
    const lines = paragraph(text, '  ', '- ');
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(LINE_WIDTH);
    expect(lines[0]?.startsWith('  - First: word')).toBe(true);
    expect(lines.slice(1).every((l) => l.startsWith('    '))).toBe(true);
    expect(
      lines
        .map((l) => l.slice(4))
        .join('')
        .replace(/ /g, ''),
    ).toBe(text.replace(/ /g, ''));
    expect(wrapText('', 10)).toEqual(['']);
  });
});
