// Free text without a model (issue 5): what a mechanic types, read as a command, a flow to start, a part
// number, or words naming hub filter values (pre-answers). Pure: the filter values come from the caller.
import type { FilterValue } from '../catalog/facets.ts';
import type { MeasureKind } from '../catalog/measure-dimensions.ts';
import { readMeasureHow } from './measure/measure-offer.ts';
import { type MeasureReading, readMeasure } from './measure/read-measure.ts';
import { STUD_COUNT, studCountIn } from './shared/stud-count.ts';
import { type Reading, readWords, type Unclear, type Vocabulary } from './words/read-words.ts';
import { sameWord, singular, words } from './words/spelling.ts';
import { studDiameterIn } from './words/stud-size.ts';
import { WARRANTY_TERM } from './words/warranty-term.ts';
import { isWheelSizeAt } from './words/wheel-size.ts';

export type { Vocabulary } from './words/read-words.ts';
export { editDistance, sameWord, words } from './words/spelling.ts';
export { studCountIn };

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
  /** `asked`: the word compare was typed; without it, two numbers side by side that may not be hubs. */
  | { kind: 'compare'; numbers: [string, string] | null; asked: boolean }
  /** The word hub; `leftOut`: a count typed beside it ('2 hubs'), said left out. */
  | { kind: 'hub'; leftOut?: string }
  /**
   * A flow word; `names`: the hub values the other words named (code -> name), for its questions to take;
   * `leftOut`: a count typed beside it ('2 drums'), said left out.
   */
  | {
      kind: 'flow';
      flow: PartsFlowWord;
      names?: Record<string, string>;
      leftOut?: string;
      /** Words no vocabulary knows, said before the part's word ('hat rotor'): an answer that is one is taken. */
      tried?: string[];
    }
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
  /** A typo as near to two meaningful words: asked about, never guessed. */
  | { kind: 'unclear'; unclear: Unclear; text: string }
  | { kind: 'number'; text: string }
  /** 'components 10031065': every component of that hub assembly. */
  | { kind: 'components'; number: string }
  /** Sizes taken with a tape or caliper: 'I measured 16.5 by 7', 'rotor 15 in' (measure-to-match). */
  | { kind: 'measure'; reading: MeasureReading }
  /** 'measure a hub': how to measure that part in the chat (the flows' 'No number? Measure the hub'). */
  | { kind: 'measure-how'; part: MeasureKind }
  | { kind: 'unknown' };

/** The hub categories free text can name (fetched from the catalog once per message). */
export const VOCABULARY_CODES = ['tcomp', 'brkty', 'tmake', 'aaxna', 'hcmty', 'wmslc', 'gawrr'] as const;

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
  // the other service parts a hub's components list ('spindle nut', 'ABS tone ring', 'bearing cone')
  nut: 'components',
  nuts: 'components',
  spacer: 'components',
  spacers: 'components',
  ring: 'components',
  rings: 'components',
  cone: 'components',
  cones: 'components',
  cup: 'components',
  cups: 'components',
};

/**
 * A weight: pounds written out, or thousands as the trade says an axle's rating ('12k', '23k'), a one- or
 * two-digit number right before 'k' (never the K ending a part number such as 66864K).
 */
const WEIGHT =
  /(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?\s*(?:lbs?\.?|pounds?|#)|(?<![\w.,])(\d{1,2}(?:\.\d)?)(k)(?![\w])/gi;

/** Pounds named in the text: '22,500 lbs', '22500#', '22.5k lbs', '12k'. */
export function poundsIn(text: string): number[] {
  const found: number[] = [];
  for (const m of text.matchAll(WEIGHT)) {
    const n = Number((m[1] ?? m[3] ?? '').replaceAll(',', '')) * (m[2] || m[4] ? 1000 : 1);
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

/** A model year said with a truck ('2019 cascadia'): not a part number. */
const YEAR = /^(19[89]\d|20[0-4]\d)$/;

const readingOf = (text: string, vocab: Vocabulary): Reading =>
  readWords(text.replace(WEIGHT, ' ').replace(WARRANTY_TERM, ' '), vocab, {
    filler: FILLER,
    flows: Object.keys(FLOW_WORDS),
  });

/** The filter values the words name, one per category; categories named twice differently are left out. */
export function valuesIn(
  text: string,
  vocab: Vocabulary,
): { presets: Record<string, string>; names: Record<string, string>; read: string[] } {
  const { presets, names } = readingOf(text, vocab);
  return withGawr(text, vocab, { ...presets }, { ...names });
}

function withGawr(
  text: string,
  vocab: Vocabulary,
  presets: Record<string, string>,
  names: Record<string, string>,
) {
  const [pounds] = poundsIn(text);
  const gawr = pounds === undefined ? null : gawrFor(pounds, vocab.gawrr ?? []);
  if (gawr) {
    presets.gawrr = String(gawr.Id);
    names.gawrr = gawr.Name;
  }
  return { presets, names, read: Object.values(names) };
}

/**
 * The typed words the reading did not use, when one of them has a digit: a part number. Words the
 * vocabulary read (579, t800) and a model year next to them are never searched as a number.
 */
function numberPart(reading: Reading): string | null {
  const anyRead = reading.used.some(Boolean);
  const rest = reading.tokens.filter(
    (t, i) =>
      !reading.used[i] &&
      !(anyRead && (YEAR.test(t) || reading.plain[i])) &&
      // '22.5 wheels': a wheel or tire size says which truck, it is no part number
      !isWheelSizeAt(reading.tokens, i),
  );
  return rest.some((t) => /\d/.test(t)) ? rest.join(' ') : null;
}

/** Words read in lower case ('3035xb') as the text wrote them ('3035XB'): a number is searched and shown as typed. */
function asTyped(raw: string, lower: string): string {
  const typed = raw.split(/[\s-]+/).map((w) => w.replace(/^[,.']+|[,.']+$/g, ''));
  return lower
    .split(' ')
    .map((t) => typed.find((w) => w.toLowerCase() === t) ?? t)
    .join(' ');
}

/**
 * The text without its stud counts, for the words to be read. 'studs' after a count stays when no other part
 * is named ('need 10 studs' asks for studs); beside a hub or a drum it only counted them ('hub with 10 studs').
 */
function withoutStudCounts(raw: string): string {
  let stud = false;
  const rest = raw.replace(STUD_COUNT, (_whole, _n: string, unit: string) => {
    if (unit.toLowerCase() === 'stud') stud = true;
    return ' ';
  });
  if (!stud || flowsIn(words(rest.toLowerCase())).size) return rest;
  return `${rest} studs`;
}

const normalized = (raw: string) =>
  raw
    .trim()
    .toLowerCase()
    .replace(/[.!?]+$/, '');

/**
 * Two hub assembly numbers side by side, or with 'vs', 'or', 'and', '&', '/' or a comma between them
 * ('10082200 vs 10082201'): a mechanic weighing two hubs, so the compare answer rather than a number search
 * of both at once (which finds nothing).
 */
const TWO_HUBS = /^(\d{6}(?:\d{2})?)\s*(?:,|&|\/|vs\.?|versus|or|and)?\s*(\d{6}(?:\d{2})?)$/;

/** The commands (start over, back, no number, compare), which need no vocabulary; null for anything else. */
export function readCommand(raw: string): Intent | null {
  const text = normalized(raw);
  if (RESET.test(text)) return { kind: 'reset' };
  if (BACK.test(text)) return { kind: 'back' };
  if (WIZARD.test(text)) return { kind: 'wizard' };
  const two = TWO_HUBS.exec(text);
  if (two?.[1] && two[2]) return { kind: 'compare', numbers: [two[1], two[2]], asked: false };
  const typed = words(text);
  if (typed[0] && sameWord(typed[0], 'compare')) {
    const numbers = typed.filter((w) => /\d/.test(w));
    const [a, b] = numbers;
    return { kind: 'compare', numbers: a && b && numbers.length === 2 ? [a, b] : null, asked: true };
  }
  return null;
}

/** Measurements in the text, or a question how to measure (needs no vocabulary); null for neither. */
export function readMeasureIntent(raw: string): Intent | null {
  const part = readMeasureHow(raw);
  if (part) return { kind: 'measure-how', part };
  const reading = readMeasure(raw);
  return reading ? { kind: 'measure', reading } : null;
}

/** A stud's thread or diameter ('stud 5/8-18', '3/4 stud', 'M22x1.5'): the stud questions, its diameter taken. */
export function readStudSize(raw: string): Intent | null {
  const diameter = studDiameterIn(raw);
  if (!diameter) return null;
  // 'axle stud' and 'rotor stud' name the stud's style too ('5/8-18 axle stud'): the answer whose words hold them
  const style = /\b(axle|rotor)[\s-]+studs?\b/i.exec(raw)?.[1]?.toLowerCase();
  const names: Record<string, string> = { stdia: diameter };
  if (style) names.style = style === 'axle' ? 'Axle Stud' : 'Rotor Stud';
  return { kind: 'flow', flow: 'stud', names };
}

/** What the text asks for. `vocab` is the hub values free text may name. */
export function readText(raw: string, vocab: Vocabulary): Intent {
  if (!normalized(raw)) return { kind: 'unknown' };
  return readCommand(raw) ?? readStudSize(raw) ?? readMeasureIntent(raw) ?? readNamed(raw, vocab);
}

/**
 * What the words name once the text is known to be none of the forms that need no vocabulary (a command, a
 * stud size, measurements): the engine reads those first and calls this only when none matched.
 */
export function readNamed(raw: string, vocab: Vocabulary): Intent {
  const intent = namedIn(raw, vocab);
  // a drum's questions ask its stud hole count: a count said beside it answers that question
  const count = intent.kind === 'flow' && COUNTED_FLOWS.has(intent.flow) ? studCountIn(raw) : null;
  return count && intent.kind === 'flow'
    ? { ...intent, names: { ...intent.names, holes: String(count.count) } }
    : intent;
}

/** The flows with a stud hole count question ('holes'). */
const COUNTED_FLOWS = new Set<PartsFlowWord>(['drum', 'drumcasting']);

function namedIn(raw: string, vocab: Vocabulary): Intent {
  const text = normalized(withoutStudCounts(raw));
  if (!text) return { kind: 'unknown' };
  const typed = words(text);
  const meaningful = typed.filter((w) => !FILLER.has(w));
  const flowsNamed = flowsIn(meaningful);
  // 'drum hub', 'hub for drum brakes': a hub named with its brake type, not a drum ('drum' reads as the brakes)
  if (flowsNamed.size === 2 && flowsNamed.has('hub') && drumBrakesOfHub(typed)) flowsNamed.delete('drum');
  const reading = readingOf(text, vocab);
  if (reading.unclear) return { kind: 'unclear', unclear: reading.unclear, text: raw.trim() };
  const { presets, names, read } = withGawr(text, vocab, reading.presets, reading.names);
  const number = numberPart(reading);
  // 'brake drums' or 'steer rotor': the parts flow, not a hub with drum brakes or a steer axle
  const onlyBrakeType = Object.keys(presets).every((c) => c === 'brkty' || c === 'aaxna');
  const named = flowIntent(flowsNamed);
  if (number && flowsNamed.has('components') && !read.length)
    return { kind: 'components', number: typed.filter((w) => /\d/.test(w)).join(' ') };
  // A part named with what it fits ('trailer rotor', 'drums for peterbilt'): that part's questions, which
  // take the values read where one of theirs names the same. Components are found through their hub.
  if (named.kind === 'flow' && named.flow !== 'components' && !number && namesPart(reading)) {
    const told = besidesPart(reading, names);
    return withTried(Object.keys(told).length ? { ...named, names: told } : named, reading);
  }
  if (onlyBrakeType && named.kind === 'flow' && !number) return withTried(named, reading);
  // 'drum 3922': the part word (read as its brake type) and a number: the number is what is asked for;
  // 'I need 2 drums', 'rotor 5': one or two digits are a count or a slip, no number of any catalog
  const count = number ? countIn(number) : undefined;
  if (onlyBrakeType && named.kind === 'flow' && number)
    return count ? { ...named, leftOut: count } : { kind: 'number', text: asTyped(raw, number) };
  if (read.length) return { kind: 'values', presets, names, read, number: number && asTyped(raw, number) };
  if (count && named.kind === 'hub') return { kind: 'hub', leftOut: count };
  // a warranty's term beside the number is no second number ('10082200 5 year warranty')
  if (number) return { kind: 'number', text: raw.replace(WARRANTY_TERM, ' ').replace(/\s+/g, ' ').trim() };
  return named;
}

/** A lone number of one or two digits. */
const QUANTITY = /^\d{1,2}$/;
/** Words that say how many ('qty 2', 'hub x 2'). */
const COUNT_WORDS = new Set(['qty', 'x', 'pcs', 'pc', 'pieces', 'piece', 'each', 'ea']);

/**
 * The count in what was left of the words once they were read, when that is all there is ('2', 'qty 2',
 * '3 … please'): one or two digits, no number of any catalog.
 */
function countIn(number: string): string | undefined {
  const rest = number.split(' ').filter((t) => !isFlowWord(t) && !FILLER.has(t) && !COUNT_WORDS.has(t));
  return rest.length === 1 && QUANTITY.test(rest[0] ?? '') ? rest[0] : undefined;
}

const isFlowWord = (w: string) => Object.keys(FLOW_WORDS).some((k) => sameWord(w, k));
const isBrake = (w: string | undefined) => w !== undefined && sameWord(w, 'brake');

/**
 * Whether a singular 'drum' is the brakes of the hub the words name: said just before 'hub' or before
 * 'brake(s)' ('drum hub', 'drum brake hub', 'hub for drum brakes'); 'drum for hub', 'hub drum' and 'drums'
 * stay the part.
 */
function drumBrakesOfHub(tokens: readonly string[]): boolean {
  const isHub = (w: string | undefined) =>
    w !== undefined && (FLOW_WORDS[w] ?? FLOW_WORDS[singular(w)]) === 'hub';
  if (!tokens.some(isHub)) return false;
  return tokens.some((t, i) => t === 'drum' && (isHub(tokens[i + 1]) || isBrake(tokens[i + 1])));
}

/**
 * Whether the flow words name the part. 'drum' is a brake type too: with a truck or trailer named, a
 * singular 'drum' said after it or before 'brakes' is the brakes ('truck drum', 'drum brakes for a
 * trailer'); plural, after 'brake' or before the vehicle it is the part ('trailer drums', 'trailer brake
 * drum', 'drum for a peterbilt').
 */
function namesPart(reading: Reading): boolean {
  const { tokens, codes } = reading;
  const vehicle = codes.findIndex((c) => c.includes('tcomp') || c.includes('tmake'));
  if (vehicle < 0) return true;
  return tokens.every((t, i) => {
    if (!codes[i]?.includes('brkty') || !isFlowWord(t)) return true;
    if (t !== singular(t) || isBrake(tokens[i - 1])) return true;
    return i < vehicle && !isBrake(tokens[i + 1]);
  });
}

/**
 * A part's questions with the words no vocabulary knows tried against their answers ('hat rotor': the rotor
 * type Hat, an answer that is the word whole); a word no answer is, is dropped unsaid, since most such words
 * are plain English.
 */
function withTried(intent: Intent, reading: Reading): Intent {
  if (intent.kind !== 'flow') return intent;
  // only a word said just before the part's word, as a kind of it is ('hat rotor', 'splined rotor'): one
  // after it or further away tells of the part's state ('rotor worn flat', 'rotor has flat spots')
  const tried = reading.tokens.filter(
    (t, i) =>
      !reading.used[i] &&
      !reading.plain[i] &&
      /^[a-z][a-z-]{1,19}$/.test(t) &&
      !FILLER.has(t) &&
      !isFlowWord(t) &&
      isFlowWord(reading.tokens[i + 1] ?? ''),
  );
  return tried.length ? { ...intent, tried: tried.slice(0, 8) } : intent;
}

/** The values read from the words beside the part word ('drum' itself reads as drum brakes). */
function besidesPart(reading: Reading, names: Record<string, string>): Record<string, string> {
  const own = new Set(reading.tokens.flatMap((t, i) => (isFlowWord(t) ? (reading.codes[i] ?? []) : [])));
  return Object.fromEntries(Object.entries(names).filter(([code]) => !own.has(code)));
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
