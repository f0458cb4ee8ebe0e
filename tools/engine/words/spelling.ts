// Typed words and how far apart two spellings are: the pieces every word reader shares.

/** Lower-case words, split on spaces and dashes; number forms (22,500 and 4.5) kept whole. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9,.'\s-]/g, ' ')
    .split(/[\s-]+/)
    .map((w) => w.replace(/^[,.']+|[,.']+$/g, ''))
    .filter(Boolean);
}

/**
 * Three rows of the distance table (the one two rows up, the one above, the current one), reused by every
 * call: each typed word is compared with hundreds of vocabulary words per message, and a fresh table per
 * comparison was a tenth of a chat step's time.
 */
let tableRows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)] as const;

/**
 * Damerau-Levenshtein distance (adjacent swaps count once); 3 for anything further than 2 letters apart in
 * length. With `limit`, a distance over it is only known to be over it (limit + 1): the readers ask whether
 * a word is within one or two typos, and most words of a message are far from most words they are compared
 * with, which two rows or the lengths alone tell.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const apart = Math.abs(a.length - b.length);
  if (apart > 2) return Math.min(3, limit + 1);
  if (apart > limit) return limit + 1;
  const n = b.length;
  if (tableRows[0].length <= n)
    tableRows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [twoUp, up, row] = tableRows;
  for (let j = 0; j <= n; j++) up[j] = j;
  // the smallest value of the row above: two rows past the limit put every later row past it too
  let upMin = 0;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, (twoUp[j - 2] as number) + 1);
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit && upMin > limit) return limit + 1;
    upMin = rowMin;
    const free = twoUp;
    twoUp = up;
    up = row;
    row = free;
  }
  return Math.min(up[n] as number, limit + 1);
}

/** How many typos a word of this length may carry: none under 5 letters, one from 5, two from 9. */
export const typosAllowed = (wanted: string) => (wanted.length >= 9 ? 2 : wanted.length >= 5 ? 1 : 0);

/** The word without a plural s (longer words only: 'bus' stays). */
export const singular = (w: string) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w);

/** A typed word is the wanted word: exact for short words, one typo from 5 letters, two from 9. */
export function sameWord(typed: string, wanted: string): boolean {
  if (typed === wanted) return true;
  const t = !wanted.endsWith('s') ? singular(typed) : typed;
  if (t === wanted) return true;
  const allowed = typosAllowed(wanted);
  return allowed > 0 && editDistance(t, wanted, allowed) <= allowed;
}
