// The texts the benchmark types into the number search: drawn from catalog numbers in a fixed mix, with the
// catalog generator's seeded random, so every run searches the same texts.
import { createRandom } from '../../server/catalog/generate/random.ts';

export type Match = { CompetitorName: string; CompetitorPartNumber: string };

/** What the search routes accept (tools/part-number/search-text.ts): the rest would be a 400. */
export const SEARCHABLE = /^[A-Za-z0-9][A-Za-z0-9 .\-/_]{0,63}$/;

export const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Texts people type into the number search, drawn from the running catalog's numbers (maker's and
 * competitors', every part type) in a fixed mix: 25 % a number as written, 10 % the same in another
 * shape (lower case, dashes, spaces), 30 % a prefix of 2-6 characters (autocomplete while typing),
 * 10 % a brand word before a competitor's number, 15 % a near miss (one character wrong, missing or
 * extra) and 10 % nothing the catalog holds (every rule runs, then ZERO_RESULTS). `count` distinct texts.
 */
export function searchTexts(numbers: readonly Match[], count: number, seed: number): string[] {
  return searchTextsByKind(numbers, count, seed).map((t) => t.text);
}

/** One search text and the kind of text it is ('prefix 3': a prefix of 3 characters). */
export type KindedText = { kind: string; text: string };

/** searchTexts with each text's kind, for figures per kind (the in-process search bench). */
export function searchTextsByKind(numbers: readonly Match[], count: number, seed: number): KindedText[] {
  const rnd = createRandom(seed);
  const typed = () => rnd.pick(numbers).CompetitorPartNumber;
  const kinds: [number, string, () => string][] = [
    [25, 'number as written', typed],
    [
      10,
      'other shape',
      () => {
        const n = typed();
        const cut = rnd.int(1, Math.max(n.length - 1, 1));
        return rnd.next() < 0.5
          ? n.toLowerCase()
          : `${n.slice(0, cut)}${rnd.pick(['-', ' ', '.'])}${n.slice(cut)}`;
      },
    ],
    [30, 'prefix', () => typed().slice(0, rnd.int(2, 6))],
    [
      10,
      'brand + number',
      () => {
        const m = rnd.pick(numbers.filter((x) => /^[A-Za-z]/.test(x.CompetitorName)));
        return `${rnd.next() < 0.5 ? m.CompetitorName.toLowerCase() : m.CompetitorName} ${m.CompetitorPartNumber}`;
      },
    ],
    [
      15,
      'near miss',
      () => {
        const n = typed().replace(/[^0-9A-Za-z]/g, '');
        const at = rnd.int(0, n.length - 1);
        const edit = rnd.int(0, 2);
        if (edit === 0) return `${n.slice(0, at)}${rnd.pick([...ALNUM])}${n.slice(at + 1)}`;
        if (edit === 1) return `${n.slice(0, at)}${n.slice(at + 1)}`;
        return `${n.slice(0, at)}${rnd.pick([...ALNUM])}${n.slice(at)}`;
      },
    ],
    [10, 'nothing held', () => `Q${rnd.int(0, 9)}X${rnd.int(100_000, 999_999)}`],
  ];
  const total = kinds.reduce((sum, [w]) => sum + w, 0);
  const texts = new Map<string, string>();
  for (let attempt = 0; texts.size < count && attempt < count * 50; attempt++) {
    const roll = rnd.next() * total;
    let below = 0;
    const kind = kinds.find(([w]) => {
      below += w;
      return roll < below;
    });
    if (!kind) continue;
    const text = kind[2]().trim();
    const name = kind[1] === 'prefix' ? `prefix ${text.length}` : kind[1];
    if (SEARCHABLE.test(text) && !texts.has(text)) texts.set(text, name);
  }
  return [...texts].map(([text, kind]) => ({ kind, text }));
}
