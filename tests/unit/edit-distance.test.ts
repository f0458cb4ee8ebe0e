// editDistance with reused rows (tools/engine/words/spelling.ts) gives what the whole table gives, for
// words of every length the readers compare, swaps, repeats and empty words included.
import { describe, expect, it } from 'vitest';
import { editDistance } from '../../tools/engine/words/spelling.ts';

/** The distance from the whole table, as written before the rows were reused. */
function byWholeTable(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
}

/** Words of `letters` of a given length, the same every run (a seeded generator). */
function randomWords(seed: number, letters: string) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return (length: number) =>
    Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
}

describe('editDistance', () => {
  it('counts a swap once, and a length difference over two as 3', () => {
    expect(editDistance('frieghtliner', 'freightliner')).toBe(1);
    expect(editDistance('cascadia', 'cascadia')).toBe(0);
    expect(editDistance('', 'ab')).toBe(2);
    expect(editDistance('ab', '')).toBe(2);
    expect(editDistance('a', 'abcd')).toBe(3);
  });

  it('gives what the whole table gives, for thousands of word pairs of every length', () => {
    const word = randomWords(7, 'abcde');
    const lengths = [0, 1, 2, 3, 5, 8, 12, 20, 40];
    let compared = 0;
    for (const la of lengths)
      for (const lb of [la - 2, la - 1, la, la + 1, la + 2, la + 3].filter((l) => l >= 0))
        for (let k = 0; k < 60; k++) {
          const a = word(la);
          const b = word(lb);
          expect(editDistance(a, b), `${a} ${b}`).toBe(byWholeTable(a, b));
          compared++;
        }
    // a long word after short ones, then short ones again: the rows grow and stay right
    expect(editDistance('x'.repeat(100), `${'x'.repeat(99)}y`)).toBe(1);
    expect(editDistance('hub', 'hbu')).toBe(1);
    expect(compared).toBeGreaterThan(2_000);
  });

  it('with a limit, gives the distance up to it and limit + 1 past it, however far past', () => {
    // few letters, so that near words (within the limit) come up as often as far ones
    const word = randomWords(11, 'abc');
    const seen = new Set<string>();
    for (const limit of [0, 1, 2])
      for (const la of [0, 1, 3, 5, 9, 14])
        for (const lb of [la - 2, la - 1, la, la + 1, la + 3].filter((l) => l >= 0))
          for (let k = 0; k < 40; k++) {
            const a = word(la);
            const b = word(lb);
            const exact = byWholeTable(a, b);
            const within = exact <= limit;
            seen.add(`${limit}:${within}`);
            expect(editDistance(a, b, limit), `${a} ${b} within ${limit}`).toBe(within ? exact : limit + 1);
          }
    // every limit met words within it and words past it
    expect(seen.size).toBe(6);
    // words far apart from their first letters on: known past the limit after two rows
    expect(editDistance('aaaaaaaaaaaa', 'bbbbbbbbbbbb', 1)).toBe(2);
    expect(editDistance('freightliner', 'frieghtliner', 1)).toBe(1);
  });
});
