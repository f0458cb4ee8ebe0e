// Measurements in typed text (issue 19): 'I measured 16.5 by 7', '16 1/2 x 7 drum', 'rotor 15 in',
// 'drum 419 mm pilot 8.78 10 holes'. Pure. A bare number without a unit, a decimal point, a size pair or a
// dimension word stays a part number ('rotor 10083733' is a search, not a 10-million-inch rotor).
import {
  DIMENSIONS,
  inMeasureRange,
  MAX_MEASURE_INCH,
  type MeasureKind,
  toInch,
  type Unit,
} from '../../catalog/measure-dimensions.ts';
import type { Measurement } from '../../catalog/measure-query.ts';
import { WARRANTY_TERM } from '../words/warranty-term.ts';
import { BARE_RIM_SIZE, WHEEL_SIZE } from '../words/wheel-size.ts';

export type MeasureReading = {
  /** null: sizes without a part named ('I measured 15.35'): the answer asks which part. */
  kind: MeasureKind | null;
  measurements: Measurement[];
};

const KIND_WORDS: [RegExp, MeasureKind][] = [
  [/\bdrums?\b/, 'drum'],
  [/\brotors?\b|\bdiscs?\b/, 'rotor'],
  // not a count of them ('16.5 x 7 drum 10 stud'): that is the drum's holes
  [/(?<!\b\d{1,2}\s*-?\s*)\bstuds?\b(?!\s*holes?)/, 'stud'],
  [/\bhubs?\b/, 'hub'],
];

/** Words naming a dimension, by kind; the first that applies to the kind wins. */
const LABELS: [RegExp, string][] = [
  [/^(?:stud |bolt )?holes?$|^studs?$|^lugs?$|^bolts?$/, 'holes'],
  [/^bolt ?circle$|^bc$|^bcd$|^pcd$/, 'boltcircle'],
  [/^bolt ?holes?(?: diameter)?$/, 'bolthole'],
  [/^pilot(?: diameter)?$/, 'pilot'],
  [/^(?:shoe )?width$|^wide$|^shoe$/, 'width'],
  [/^depth$|^deep$/, 'depth'],
  [/^(?:overall )?length$|^long$/, 'length'],
  [/^thickness$|^thick$/, 'thickness'],
  [/^standout$/, 'standout'],
  [/^abs offset$/, 'absoffset'],
  [/^offset$/, 'offset'],
  [/^(?:outside )?diameter$|^dia$|^od$/, 'diameter'],
];

/** The dimensions a size without a word fills, in order, per kind. */
const UNLABELED: Record<MeasureKind, string[]> = {
  drum: ['diameter', 'width'],
  rotor: ['diameter', 'length'],
  hub: ['standout'],
  stud: ['a'],
};

// a whole number, never the end of a longer one: '10082209 x 2' is no 2209 by 2 drum; nor one written with a
// leading zero ('0578'), which is how part numbers are written, not sizes
const NUM = String.raw`(?<![\d.])(?!0\d)(\d{1,4}(?:\.\d{1,3})?|\.\d{1,3})(?!\.?\d)`;
const UNIT = String.raw`(?:\s*(mm|millimet(?:er|re)s?|in(?:ch(?:es)?)?\b|"))?`;
const LABEL_WORDS = String.raw`((?:stud |bolt )?holes?|studs|lugs?|bolt ?circle|bcd?|pcd|bolt ?holes?(?: diameter)?|pilot(?: diameter)?|(?:shoe )?width|wide|shoe|depth|deep|(?:overall )?length|long|thickness|thick|standout|abs offset|offset|(?:outside )?diameter|dia|od)`;
// a pair glued to letters is inside a part number ('88X01A20', 'Q5X855552', '270X0578X'), not a size
const PAIR = new RegExp(String.raw`(?<![a-z])${NUM}${UNIT}\s*(?:x|by|×)\s*${NUM}${UNIT}(?![a-z])`, 'g');
const BEFORE = new RegExp(String.raw`\b${LABEL_WORDS}\s*(?:of|is|=|:)?\s*${NUM}${UNIT}`, 'g');
// after a whole number, 'stud' and 'bolt' count holes too ('8 stud', '10-bolt'); before one, 'stud 5/8' is a size
const AFTER_WORDS = LABEL_WORDS.replace(/^\(/, '(stud|bolts?|');
const AFTER = new RegExp(String.raw`${NUM}${UNIT}\s*-?\s*${AFTER_WORDS}\b`, 'g');
const SIZE = new RegExp(String.raw`${NUM}${UNIT}`, 'g');

const unitOf = (word: string | undefined): Unit | null => (!word ? null : word.startsWith('m') ? 'mm' : 'in');

/**
 * Inch fractions as written on a drum or a tape ('16 1/2', '16-1/2', '3/4'), not a thread ('5/8-18') or a
 * date: the fraction alone would read as a size of its own ('16 1/2 x 7' as 2 by 7).
 */
const FRACTION = /(?<![\d./])(?:(\d{1,3})(?:\s+|-))?(\d{1,2})\/(\d{1,2})(?![\d/]|-\d)/g;
const GLYPHS: Record<string, number> = {
  '¼': 1 / 4,
  '½': 1 / 2,
  '¾': 3 / 4,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const GLYPH = new RegExp(String.raw`(?<![\d.])(\d{1,3})?(?:\s*|-)([${Object.keys(GLYPHS).join('')}])`, 'g');
const INCH_PARTS = new Set([2, 4, 8, 16, 32, 64]);

const decimalText = (n: number) => String(Math.round(n * 1000) / 1000);

/** The text with its inch fractions as decimals: '16 1/2', '16-1/2' and '16½' are 16.5. */
function withDecimals(text: string): string {
  return text
    .replace(FRACTION, (all, whole: string | undefined, top: string, bottom: string) => {
      const [n, d] = [Number(top), Number(bottom)];
      if (!INCH_PARTS.has(d) || n <= 0 || n >= d) return all;
      return decimalText(Number(whole ?? 0) + n / d);
    })
    .replace(GLYPH, (_, whole: string | undefined, glyph: string) =>
      decimalText(Number(whole ?? 0) + (GLYPHS[glyph] ?? 0)),
    );
}

/**
 * One measure as typed in a form's box, written as the chat would read it: '16 1/2', '16-1/2', '16½' and a
 * tape's decimal comma '16,5' are '16.5'; a unit after a space ('419 mm') joins its number. Anything else
 * is left as typed, for the box to refuse.
 */
export function boxMeasure(raw: string): string {
  // a tape's or a drawing's unit as written: 7", 7 in., 7 inches, 419 millimeters
  const text = raw
    .trim()
    .replace(/(\d)\s*(?:"|″|”|''|in\.|inch(?:es)?)$/i, '$1in')
    .replace(/(\d)\s*millimet(?:er|re)s?$/i, '$1mm')
    .replace(/^(\d{1,4}),(\d{1,3})(?=\s*(?:in|mm)?$)/i, '$1.$2');
  return withDecimals(text)
    .trim()
    .replace(/\s+(in|mm)$/i, '$1')
    .toLowerCase();
}

type Found = { key: string | null; value: number; unit: Unit | null; decimal: boolean; pair: boolean };

function labelKey(kind: MeasureKind | null, word: string): string | null {
  const key = LABELS.find(([re]) => re.test(word))?.[1] ?? null;
  if (key === 'diameter' && kind === 'stud') return 'studdiameter';
  return key;
}

/** The word that names a dimension in typed text (read back by LABELS), by its key. */
const WORD_OF: Readonly<Record<string, string>> = {
  holes: 'holes',
  boltcircle: 'bolt circle',
  bolthole: 'bolt hole diameter',
  pilot: 'pilot',
  width: 'width',
  depth: 'depth',
  length: 'length',
  thickness: 'thickness',
  standout: 'standout',
  absoffset: 'abs offset',
  offset: 'offset',
  diameter: 'diameter',
  studdiameter: 'diameter',
};

/**
 * Words that read back as these measurements of a part ('drum 16.5 in width 7 in 10 holes'), for a chip
 * that sends them again; null when one of them has no word the reading knows (a stud's head).
 */
export function measureWords(kind: MeasureKind, measurements: readonly Measurement[]): string | null {
  const words: string[] = [kind];
  for (const m of measurements) {
    const dimension = DIMENSIONS[kind].find((d) => d.key === m.dimension);
    const word = WORD_OF[m.dimension];
    if (dimension?.count) words.push(`${m.value} holes`);
    else if (UNLABELED[kind][0] === m.dimension) words.push(`${m.value} ${m.unit}`);
    else if (word) words.push(`${word} ${m.value} ${m.unit}`);
    else return null;
  }
  return words.join(' ');
}

/** Words that read back as this one measurement ('rotor 430 mm'); null when its dimension needs a word. */
export function sizeWords(kind: MeasureKind, m: Measurement): string | null {
  return UNLABELED[kind][0] === m.dimension ? `${kind} ${m.value} ${m.unit}` : null;
}

/** What the text measures, or null when it names no measurement. */
export function readMeasure(raw: string): MeasureReading | null {
  // a wheel or tire size ('22.5 wheels') says which truck, not what was measured on the part
  // and a warranty's term ('5 year') says what the part comes with
  let text = ` ${withDecimals(raw.toLowerCase().replace(/[″”]/g, '"').replace(/''/g, '"'))} `
    .replace(WHEEL_SIZE, ' ')
    .replace(WARRANTY_TERM, ' ');
  const measuring = /\bmeasur/.test(text);
  // a rim size alone ('trailer hub 22.5 steel') is the wheel too, unless the text says it measured it
  if (!measuring) text = text.replace(BARE_RIM_SIZE, ' ');
  const kind = KIND_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
  const found: Found[] = [];
  const take = (re: RegExp, each: (m: RegExpExecArray) => Found[]) => {
    text = text.replace(re, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpExecArray;
      found.push(...each(m));
      return ' ; ';
    });
  };
  const size = (n: string | undefined, u: string | undefined, key: string | null = null): Found => ({
    key,
    value: Number(n),
    unit: unitOf(u),
    decimal: (n ?? '').includes('.'),
    pair: false,
  });
  take(PAIR, (m) => {
    const second = unitOf(m[4]);
    // '3922X 5' is a part number and a count, not a size pair: no part measures 3922 in either unit
    const possible = (n: string | undefined) =>
      inMeasureRange(Number(n)) || inMeasureRange(toInch(Number(n), 'mm'));
    if (!possible(m[1]) || !possible(m[3])) return [];
    return [
      { ...size(m[1], m[2]), unit: unitOf(m[2]) ?? second, pair: true },
      { ...size(m[3], m[4]), pair: true },
    ];
  });
  take(BEFORE, (m) => [size(m[2], m[3], labelKey(kind, m[1] ?? ''))]);
  take(AFTER, (m) => [size(m[1], m[2], labelKey(kind, m[3] ?? ''))]);
  take(SIZE, (m) => [size(m[1], m[2])]);
  // a bare whole number is a part number unless the text measures or the number is a pair or labelled
  const sizes = found.filter((f) => f.key !== null || f.unit !== null || f.decimal || measuring || f.pair);
  const pair = found.some((f) => f.pair);
  if (!sizes.length || (!measuring && !kind && !pair)) return null;
  // 'A by B' with nothing named is how a drum's brake size is written (16.5 x 7)
  const asKind: MeasureKind | null = kind ?? (pair ? 'drum' : null);
  const fallbackUnit = sizes.find((s) => s.unit)?.unit ?? null;
  const free = [...UNLABELED[asKind ?? 'drum']];
  const measurements: Measurement[] = [];
  for (const s of sizes) {
    const key =
      s.key ?? (asKind ? free.find((k) => !measurements.some((m) => m.dimension === k)) : 'diameter');
    if (!key || measurements.some((m) => m.dimension === key)) continue;
    const dimension = DIMENSIONS[asKind ?? 'drum'].find((d) => d.key === key);
    if (asKind && !dimension) continue;
    if (dimension?.count) {
      if (Number.isInteger(s.value) && s.value <= 32)
        measurements.push({ dimension: key, value: s.value, unit: 'in' });
      continue;
    }
    const unit = s.unit ?? fallbackUnit ?? (s.value > MAX_MEASURE_INCH ? 'mm' : 'in');
    // a size typed with its unit is a measurement even where no part comes near it ('rotor 50 in'): the
    // answer says so, where a number search would call it an unknown part number
    if (s.unit || inMeasureRange(toInch(s.value, unit)))
      measurements.push({ dimension: key, value: s.value, unit });
  }
  // a stud count alone ('10 stud drum casting') measures nothing: the part's questions take it
  const sized = measurements.some(
    (m) => !DIMENSIONS[asKind ?? 'drum'].find((d) => d.key === m.dimension)?.count,
  );
  return sized ? { kind: asKind, measurements } : null;
}
