// Reads the trade vocabulary (trade-vocabulary.ts) and the catalog's own value names out of typed words.
// Never a wrong value: a known word is taken as typed, a typo is corrected only onto a single nearest
// word, and a typo that sits as near to two meaningful words comes back as a question instead.
import type { FilterValue } from '../../catalog/facets.ts';
import { editDistance, singular, typosAllowed, words } from './spelling.ts';
import { KNOWN_WORDS, type Meaning, TRADE_ROWS, VALUE_NOUNS } from './trade-vocabulary.ts';

/** The hub filter values typed words may name, by category (fetched from the catalog by the caller). */
export type Vocabulary = Partial<
  Record<'tcomp' | 'brkty' | 'tmake' | 'aaxna' | 'hcmty' | 'wmslc' | 'gawrr', FilterValue[]>
>;

/** A typo as near to two meaningful words: the words it may be and how each reads ("steer axle"). */
export type Unclear = { typed: string; choices: { word: string; reads: string }[] };

export type Reading = {
  /** Code -> value id; a set of ids ("2|3|19") when the words narrow the question without settling it. */
  presets: Record<string, string>;
  /** Code -> what was read, as the user is shown it. */
  names: Record<string, string>;
  /** The typed words (spelling.ts words) and which of them the reading used. */
  tokens: string[];
  used: boolean[];
  /** Per typed word, the categories the reading took it for ('truck' -> tcomp). */
  codes: string[][];
  /** Typed words that are known words without a digit ('hub', 'for'): never part of a number. */
  plain: boolean[];
  unclear: Unclear | null;
};

type Resolved = { code: string; value: string; name: string };
/** A phrase the reader looks for, with the catalog values it names (resolved against the vocabulary). */
type Phrase = { words: string[]; means: Resolved[] };

/** The catalog value a row's meaning names, as the preset it becomes; null when the catalog lacks it. */
function resolve(m: Meaning, vocab: Vocabulary): Resolved | null {
  if (m.code === 'position') {
    // Steer / Drive: the axle types whose description names that position.
    const ids = (vocab.aaxna ?? [])
      .filter((v) => new RegExp(`\\b${m.value}\\b`, 'i').test(v.AxleDescription ?? ''))
      .map((v) => String(v.Id));
    return ids.length ? { code: 'aaxna', value: ids.join('|'), name: `${m.value} axle` } : null;
  }
  const found = (vocab[m.code] ?? []).find((v) =>
    m.code === 'wmslc' ? (v.WheelMaterial ?? v.Name) === m.value : v.Name === m.value,
  );
  if (!found) return null;
  const name =
    m.code === 'wmslc' ? `${m.value} wheels` : m.code === 'brkty' ? `${m.value} brakes` : found.Name;
  return { code: m.code, value: String(found.Id), name };
}

/** The phrases: every trade row, and the catalog's own names (makes, axle types) said as they are written. */
function phrasesFor(vocab: Vocabulary): Phrase[] {
  const out: Phrase[] = [];
  for (const row of TRADE_ROWS) {
    const means = row.means.flatMap((m) => resolve(m, vocab) ?? []);
    if (means.length) out.push({ words: words(row.say).map(singular), means });
  }
  for (const code of ['tmake', 'aaxna'] as const) {
    for (const v of vocab[code] ?? []) {
      if (v.Id === 0 || /other|not listed/i.test(v.Name) || v.Name.length < 2) continue;
      const name = code === 'aaxna' ? `${v.Name} axle` : v.Name;
      out.push({ words: words(v.Name).map(singular), means: [{ code, value: String(v.Id), name }] });
    }
  }
  // Longer phrases first: 'aluminum wheel' is read before 'aluminum'.
  return out.sort((a, b) => b.words.length - a.words.length);
}

/** A meaningful word: how it reads in a question, and what it means (words meaning the same are one). */
type Sense = { reads: string; means: string };
type Lexicon = { meaningful: Map<string, Sense>; known: Set<string> };

/** Every word the reader knows (singular forms); the meaningful ones with their sense. */
function lexiconOf(phrases: Phrase[], extra: { filler: Iterable<string>; flows: Iterable<string> }): Lexicon {
  const meaningful = new Map<string, Sense>();
  for (const p of phrases) {
    for (const w of p.words) {
      const alone = p.words.length === 1;
      const [first] = p.means;
      const noun = alone && p.means.length === 1 && first ? VALUE_NOUNS[first.code] : undefined;
      const sense = {
        reads: noun ? `${w} ${noun}` : w,
        means: alone ? p.means.map((m) => `${m.code}=${m.value}`).join() : w,
      };
      if (!meaningful.has(w) || alone) meaningful.set(w, sense);
    }
  }
  for (const raw of extra.flows) {
    const w = singular(raw);
    if (!meaningful.has(w)) meaningful.set(w, { reads: w, means: `flow=${w}` });
  }
  const known = new Set([...meaningful.keys(), ...[...KNOWN_WORDS, ...extra.filler].map(singular)]);
  return { meaningful, known };
}

/** A typed word as the word it is: itself when known, else its one nearest known word, else unclear. */
function spell(typed: string, lex: Lexicon): { word: string } | { unclear: Unclear } | null {
  if (/\d/.test(typed)) return { word: typed };
  const one = singular(typed);
  if (lex.known.has(one)) return { word: one };
  let best = 3;
  let nearest: string[] = [];
  for (const w of lex.known) {
    const allowed = typosAllowed(w);
    if (!allowed) continue;
    const d = editDistance(one, w, Math.min(allowed, best));
    if (d > allowed || d > best) continue;
    if (d < best) nearest = [];
    best = d;
    nearest.push(w);
  }
  // One nearest word (or several meaning the same): the typo is that word. Nearest words that mean
  // different things: a question when two of them mean something, else no word at all.
  const senses = new Map(nearest.map((w) => [lex.meaningful.get(w)?.means ?? `word=${w}`, w]));
  const [only] = senses.values();
  if (senses.size === 1 && only) return { word: only };
  const meaningful = [...senses.values()].filter((w) => lex.meaningful.has(w));
  if (meaningful.length >= 2) {
    const choices = meaningful.map((w) => ({ word: w, reads: lex.meaningful.get(w)?.reads ?? w }));
    return { unclear: { typed, choices } };
  }
  return null;
}

/**
 * The catalog values a vocabulary holds, as one string. Each message fetches its vocabulary afresh (a new
 * object with the same values), so the phrases are kept by what the values are, not by the object.
 */
function fingerprint(vocab: Vocabulary): string {
  return Object.entries(vocab)
    .map(
      ([code, values]) =>
        `${code}=${(values ?? []).map((v) => `${v.Id}:${v.Name}:${v.AxleDescription ?? ''}:${v.WheelMaterial ?? ''}`).join(',')}`,
    )
    .join(';');
}

/** Phrases and lexicon of the newest vocabulary: rebuilt only when the catalog's values change. */
let last: { key: string; phrases: Phrase[]; lex: Lexicon } | null = null;
function prepared(vocab: Vocabulary, extra: { filler: Iterable<string>; flows: Iterable<string> }) {
  const key = fingerprint(vocab);
  if (last?.key === key) return last;
  const phrases = phrasesFor(vocab);
  last = { key, phrases, lex: lexiconOf(phrases, extra) };
  return last;
}

/** The known words of `text`, what values they name, and which typed words that used. */
export function readWords(
  text: string,
  vocab: Vocabulary,
  extra: { filler: Iterable<string>; flows: Iterable<string> },
): Reading {
  const { phrases, lex } = prepared(vocab, extra);
  const tokens = words(text);
  const spelled = tokens.map((t) => spell(t, lex));
  const unclear = spelled.find((s) => s && 'unclear' in s);
  const canon = spelled.map((s) => (s && 'word' in s ? s.word : null));
  const used = tokens.map(() => false);
  const codes = tokens.map((): string[] => []);
  const found = new Map<string, Map<string, string>>();
  for (const p of phrases) {
    for (let i = 0; i + p.words.length <= canon.length; i++) {
      const here = p.words.every((w, k) => canon[i + k] === w && !used[i + k]);
      if (!here) continue;
      for (let k = 0; k < p.words.length; k++) {
        used[i + k] = true;
        codes[i + k]?.push(...p.means.map((m) => m.code));
      }
      for (const m of p.means) {
        const values = found.get(m.code) ?? new Map<string, string>();
        values.set(m.value, m.name);
        found.set(m.code, values);
      }
    }
  }
  const presets: Record<string, string> = {};
  const names: Record<string, string> = {};
  for (const [code, values] of found) {
    // Two different values of one category ('steer and drive'): neither is taken; the question decides.
    const [only] = values;
    if (values.size !== 1 || !only) continue;
    presets[code] = only[0];
    names[code] = only[1];
  }
  return {
    presets,
    names,
    tokens,
    used,
    codes,
    plain: tokens.map((t, i) => !/\d/.test(t) && spelled[i] !== null),
    unclear: unclear && 'unclear' in unclear ? unclear.unclear : null,
  };
}
