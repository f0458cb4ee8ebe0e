// Text put into the engine's markdown replies: what a visitor typed (and catalog names) must read as
// text, never as a link, image, autolink, HTML, emphasis or code. Line breaks become spaces, so nothing
// typed can start a list or heading; the characters that open inline markup are escaped.

const MARKDOWN_PUNCTUATION = /[\\`*_[\]<>!|~&]/g;

/** s as markdown that renders exactly s, on one line. */
export function markdownText(s: string): string {
  return s.replace(/[\r\n\t]+/g, ' ').replace(MARKDOWN_PUNCTUATION, (ch) => `\\${ch}`);
}

/** The full stop after a sentence whose last words already end with one ('Up to 12,000 lbs.'): none. */
export const fullStop = (last: string | undefined) => (last?.endsWith('.') ? '' : '.');

/**
 * s cut to at most max characters for saying back, at a word break where one is near, with an ellipsis
 * so a visitor sees it was cut; never through a character made of two code units (an emoji).
 */
export function clipped(s: string, max: number): string {
  const chars = Array.from(s.trim());
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 1).join('');
  const atBreak = /\s/.test(chars[max - 1] ?? '');
  const space = cut.lastIndexOf(' ');
  return `${(atBreak || space < max / 2 ? cut : cut.slice(0, space)).trimEnd()}…`;
}
