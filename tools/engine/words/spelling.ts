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

/** Damerau-Levenshtein distance (adjacent swaps count once); 3 for anything further than 2 letters apart in length. */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
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
  return allowed > 0 && editDistance(t, wanted) <= allowed;
}
