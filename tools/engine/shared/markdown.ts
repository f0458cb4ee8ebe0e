// Text put into the engine's markdown replies: what a visitor typed (and catalog names) must read as
// text, never as a link, image, autolink, HTML, emphasis or code. Line breaks become spaces, so nothing
// typed can start a list or heading; the characters that open inline markup are escaped.

const MARKDOWN_PUNCTUATION = /[\\`*_[\]<>!|~&]/g;

/** s as markdown that renders exactly s, on one line. */
export function markdownText(s: string): string {
  return s.replace(/[\r\n\t]+/g, ' ').replace(MARKDOWN_PUNCTUATION, (ch) => `\\${ch}`);
}
