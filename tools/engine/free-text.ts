// Free text without a model (issue 5): what a mechanic types, read as a command, a flow to start, a part
// number, or words naming hub filter values (pre-answers). Pure: the filter values come from the caller.
import type { FilterValue } from '../catalog/facets.ts';

export type PartsFlowWord =
  | 'rotor'
  | 'drum'
  | 'stud'
  | 'casting'
  | 'hubcasting'
  | 'rotorcasting'
  | 'drumcasting'
  | 'components';

/** Words that name a flow (a set, since 'rotor casting' names two words of one flow). */
type FlowWord = Exclude<PartsFlowWord, 'hubcasting' | 'rotorcasting' | 'drumcasting'> | 'hub';

export type Intent =
  | { kind: 'reset' }
  | { kind: 'back' }
  | { kind: 'wizard' }
  | { kind: 'compare'; numbers: [string, string] | null }
  | { kind: 'hub' }
  | { kind: 'flow'; flow: PartsFlowWord }
  /**
   * Words naming filter values: pre-answers for the hub wizard (code -> value id), with what was read and
   * the name of each value read (code -> name).
   */
  | {
      kind: 'values';
      presets: Record<string, string>;
      names: Record<string, string>;
      read: string[];
      number: string | null;
    }
  | { kind: 'number'; text: string }
  /** 'components 10031065': every component of that hub assembly. */
  | { kind: 'components'; number: string }
  | { kind: 'unknown' };

/** The hub filter values free text can name, by category. */
export type Vocabulary = Partial<
  Record<'tcomp' | 'brkty' | 'tmake' | 'hcmty' | 'wmslc' | 'gawrr', FilterValue[]>
>;
export const VOCABULARY_CODES = ['tcomp', 'brkty', 'tmake', 'hcmty', 'wmslc', 'gawrr'] as const;

const RESET = /^(start over|start again|restart|reset|new search|home|clear)$/;
const BACK = /^(back|go back|previous|undo|step back)$/;
const WIZARD =
  /^(no number|i don'?t know( it| the number)?|proceed without( the)? number|guide me|help me find it)$/;
/** Words that carry no meaning of their own in a request. */
const FILLER = new Set(
  "a an the i im i'm my me we our need want looking look for find search show get to with and on of in please some new replacement replace brake brakes axle part parts number numbers is it this that what which do you have".split(
    ' ',
  ),
);

const FLOW_WORDS: Record<string, FlowWord> = {
  hub: 'hub',
  hubs: 'hub',
  assembly: 'hub',
  assemblies: 'hub',
  rotor: 'rotor',
  rotors: 'rotor',
  drum: 'drum',
  drums: 'drum',
  stud: 'stud',
  studs: 'stud',
  casting: 'casting',
  castings: 'casting',
  component: 'components',
  components: 'components',
  kit: 'components',
  kits: 'components',
  bearing: 'components',
  bearings: 'components',
  seal: 'components',
  seals: 'components',
};

/** Lower-case words; plural s dropped from longer words; the number forms kept whole. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9,.'\s-]/g, ' ')
    .split(/[\s-]+/)
    .map((w) => w.replace(/^[,.']+|[,.']+$/g, ''))
    .filter(Boolean);
}

/** Damerau-Levenshtein distance (adjacent swaps count once), capped for speed. */
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

/** A typed word is the wanted word: exact for short words, one typo from 5 letters, two from 9. */
export function sameWord(typed: string, wanted: string): boolean {
  if (typed === wanted) return true;
  const t = typed.length > 3 && typed.endsWith('s') && !wanted.endsWith('s') ? typed.slice(0, -1) : typed;
  if (t === wanted) return true;
  const allowed = wanted.length >= 9 ? 2 : wanted.length >= 5 ? 1 : 0;
  return allowed > 0 && editDistance(t, wanted) <= allowed;
}

const has = (typed: string[], wanted: string) => typed.some((w) => sameWord(w, wanted));

/** Extra words for values whose names are not what people type. */
const ALIASES: Record<string, Record<string, string[][]>> = {
  tcomp: {
    Truck: [['truck'], ['tractor']],
    Trailer: [['trailer']],
    'School Bus': [['school', 'bus'], ['bus']],
  },
  brkty: { Drum: [['drum']], Disc: [['disc'], ['disk']] },
  hcmty: { Aluminum: [['aluminum'], ['aluminium']], 'Ductile Iron': [['iron'], ['ductile']] },
  wmslc: { Steel: [['steel']], Aluminum: [['aluminum', 'wheel'], ['aluminium', 'wheel'], ['alloy']] },
};

function namePhrases(code: string, v: FilterValue): string[][] {
  const alias = ALIASES[code]?.[code === 'wmslc' ? (v.WheelMaterial ?? v.Name) : v.Name];
  if (alias) return alias;
  if (/other|not listed/i.test(v.Name)) return [];
  return [words(v.Name)];
}

/** Pounds named in the text: '22,500 lbs', '22500#', '22.5k lbs'. */
export function poundsIn(text: string): number[] {
  const found: number[] = [];
  const re = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?\s*(?:lbs?\.?|pounds?|#)/gi;
  for (const m of text.matchAll(re)) {
    const n = Number((m[1] ?? '').replaceAll(',', '')) * (m[2] ? 1000 : 1);
    if (n >= 1000 && n <= 100_000) found.push(n);
  }
  return found;
}

/** The GAWR value a weight names: the range whose maximum it is, else the narrowest range holding it. */
export function gawrFor(pounds: number, values: FilterValue[]): FilterValue | null {
  const exact = values.find((v) => v.MaxGawrPound === pounds);
  if (exact) return exact;
  const holding = values
    .filter((v) => (v.MinGawrPound ?? 0) <= pounds && pounds <= (v.MaxGawrPound ?? 0))
    .sort(
      (a, b) =>
        (a.MaxGawrPound ?? 0) - (a.MinGawrPound ?? 0) - ((b.MaxGawrPound ?? 0) - (b.MinGawrPound ?? 0)),
    );
  return holding[0] ?? null;
}

/** The filter values the words name, one per category; categories named twice ambiguously are left out. */
export function valuesIn(
  text: string,
  vocab: Vocabulary,
): { presets: Record<string, string>; names: Record<string, string>; read: string[] } {
  const typed = words(text);
  const presets: Record<string, string> = {};
  const names: Record<string, string> = {};
  const wheelWords = has(typed, 'wheel');
  for (const code of VOCABULARY_CODES) {
    if (code === 'gawrr') continue;
    if (code === 'hcmty' && wheelWords) continue; // 'aluminum wheels' is the wheel type, not the hub
    const hits = (vocab[code] ?? []).filter((v) =>
      namePhrases(code, v).some((phrase) => phrase.length > 0 && phrase.every((w) => has(typed, w))),
    );
    const [only] = hits;
    if (hits.length !== 1 || !only) continue;
    presets[code] = String(only.Id);
    names[code] = only.Name;
  }
  const [pounds] = poundsIn(text);
  const gawr = pounds === undefined ? null : gawrFor(pounds, vocab.gawrr ?? []);
  if (gawr) {
    presets.gawrr = String(gawr.Id);
    names.gawrr = gawr.Name;
  }
  return { presets, names, read: Object.values(names) };
}

/** Text left once the weights are taken out: a part number when it still has a digit. */
function numberPart(text: string): string | null {
  const rest = text
    .replace(/(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?\s*(?:lbs?\.?|pounds?|#)/gi, ' ')
    .trim();
  return /\d/.test(rest) ? rest : null;
}

const normalized = (raw: string) =>
  raw
    .trim()
    .toLowerCase()
    .replace(/[.!?]+$/, '');

/** The commands (start over, back, no number, compare), which need no vocabulary; null for anything else. */
export function readCommand(raw: string): Intent | null {
  const text = normalized(raw);
  if (RESET.test(text)) return { kind: 'reset' };
  if (BACK.test(text)) return { kind: 'back' };
  if (WIZARD.test(text)) return { kind: 'wizard' };
  const typed = words(text);
  if (typed[0] && sameWord(typed[0], 'compare')) {
    const numbers = typed.filter((w) => /\d/.test(w));
    const [a, b] = numbers;
    return { kind: 'compare', numbers: a && b && numbers.length === 2 ? [a, b] : null };
  }
  return null;
}

/** What the text asks for. `vocab` is the hub values free text may name. */
export function readText(raw: string, vocab: Vocabulary): Intent {
  const text = normalized(raw);
  if (!text) return { kind: 'unknown' };
  const command = readCommand(raw);
  if (command) return command;
  const typed = words(text);
  const meaningful = typed.filter((w) => !FILLER.has(w));
  const flowsNamed = flowsIn(meaningful);
  const { presets, names, read } = valuesIn(text, vocab);
  const number = numberPart(text);
  const onlyBrakeType = Object.keys(presets).join() === 'brkty';
  const named = flowIntent(flowsNamed);
  // 'brake drums' alone is the drum flow, not a drum-brake hub
  if (number && flowsNamed.has('components') && !read.length)
    return { kind: 'components', number: typed.filter((w) => /\d/.test(w)).join(' ') };
  if (onlyBrakeType && named.kind === 'flow' && !number) return named;
  if (read.length) return { kind: 'values', presets, names, read, number };
  if (number) return { kind: 'number', text: raw.trim() };
  return named;
}

function flowsIn(meaningful: string[]): Set<FlowWord> {
  return new Set(
    meaningful.flatMap((w) => {
      const key = Object.keys(FLOW_WORDS).find((k) => sameWord(w, k));
      const flow = key ? FLOW_WORDS[key] : undefined;
      return flow ? [flow] : [];
    }),
  );
}

function flowIntent(named: Set<FlowWord>): Intent {
  const flows = new Set(named);
  if (flows.has('casting') && flows.size === 2) {
    // 'rotor casting', 'drum casting', 'hub casting': that casting flow
    if (flows.has('rotor')) return { kind: 'flow', flow: 'rotorcasting' };
    if (flows.has('drum')) return { kind: 'flow', flow: 'drumcasting' };
    if (flows.has('hub')) return { kind: 'flow', flow: 'hubcasting' };
  }
  // 'hub components', 'hub kits': the components flow.
  if (flows.size === 2 && flows.has('hub')) flows.delete('hub');
  const [flow] = flows;
  if (flows.size === 1 && flow) return flow === 'hub' ? { kind: 'hub' } : { kind: 'flow', flow };
  return { kind: 'unknown' };
}
