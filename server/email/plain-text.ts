// Plain-text layout for an email's text part, read in a monospace mail reader: paragraphs wrapped to a
// line width, and tables with labels on the left and amounts right-aligned under their headings.

/** The longest line a text part should have: fits an 80-column reader with room for quoting. */
export const LINE_WIDTH = 72;

/** Words of `text` (at least one, possibly '') with any word longer than `width` cut into pieces. */
function words(text: string, width: number): string[] {
  const found = text.split(/\s+/).filter(Boolean);
  return found.flatMap((w) => {
    const pieces: string[] = [];
    for (let at = 0; at < w.length; at += width) pieces.push(w.slice(at, at + width));
    return pieces;
  });
}

/** `text` as lines of at most `width` characters, broken between words (a longer word is cut). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words(text, Math.max(1, width))) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines;
}

/**
 * A paragraph indented by `indent`, wrapped to {@link LINE_WIDTH}; `first` (a bullet such as '- ') starts the
 * first line and the lines after it hang under the text.
 */
export function paragraph(text: string, indent = '', first = ''): string[] {
  const hang = ' '.repeat(first.length);
  return wrapText(text, LINE_WIDTH - indent.length - first.length).map((line, i) =>
    `${indent}${i === 0 ? first : hang}${line}`.trimEnd(),
  );
}

/** Space between a table's columns. */
const GAP = '  ';

/**
 * A table: the first column holds labels, left-aligned and wrapped to the room the amounts leave; every
 * other column is right-aligned to its widest cell or heading. `head` (its first cell over the labels,
 * usually empty) heads the amounts. Each row's amounts stand on the first line of its label.
 */
export function textTable(
  rows: readonly (readonly string[])[],
  options: { head?: readonly string[]; indent?: string } = {},
): string[] {
  const { head, indent = '' } = options;
  const all = head ? [head, ...rows] : rows;
  const columns = Math.max(0, ...all.map((r) => r.length)) - 1;
  const widths = Array.from({ length: columns }, (_, c) =>
    Math.max(0, ...all.map((r) => (r[c + 1] ?? '').length)),
  );
  const amountsWidth = widths.reduce((sum, w) => sum + GAP.length + w, 0);
  // the labels take what is left of the line (never less than a short word's room), no more than they need
  const room = Math.max(12, LINE_WIDTH - indent.length - amountsWidth);
  const labelWidth = Math.min(room, Math.max(0, ...all.map((r) => (r[0] ?? '').length)));
  const line = (row: readonly string[]): string[] => {
    const labels = wrapText(row[0] ?? '', labelWidth);
    const amounts = widths.map((w, c) => (row[c + 1] ?? '').padStart(w)).join(GAP);
    return labels.map((label, i) =>
      `${indent}${i === 0 ? `${label.padEnd(labelWidth)}${GAP}${amounts}` : label}`.trimEnd(),
    );
  };
  return all.flatMap(line);
}
