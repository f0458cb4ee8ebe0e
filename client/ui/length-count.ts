/**
 * '1,950 / 2,000' once the text is within a tenth of its limit, else empty: a pasted or long text is cut by
 * its box at the limit, and this says so where it happens (the calculator's notes, the chat's box).
 */
export function lengthCount(text: string, max: number): string {
  if (text.length < max - Math.ceil(max / 10)) return '';
  return `${text.length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')}`;
}
