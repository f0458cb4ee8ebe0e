// Typed words that answer the question on screen as a tap on one of its buttons would: 'steer' at the drum's
// axle position, 'yes' at the spindle nut, 'not sure' where the question offers it, '12,000' at the axle
// rating. Read before the words are read as a new request, which took 'steer' for a hub question and started
// the hub's questions over the drum's, and searched '12,000' as a part number.
import type { z } from 'zod';
import { boxMeasure } from './measure/read-measure.ts';
import { KG_PER_LB, MM_PER_INCH } from './shared/display/units.ts';
import type { QuestionOption } from './shared/messages.ts';
import { singular, words } from './words/spelling.ts';

type Option = Pick<z.infer<typeof QuestionOption>, 'label' | 'value' | 'role'> &
  Partial<Pick<z.infer<typeof QuestionOption>, 'sublabel'>>;

/** Words of a label or a typed answer that tell no option from another. */
const PLAIN = new Set(
  "a an the i i'm im my it its is to for with of on and or please axle axles brake brakes one option answer in inch inches lb lbs pound pounds mm kg stud hole lug".split(
    ' ',
  ),
);

const NOT_SURE =
  /^(not sure|unsure|(i )?(do not|don'?t|dont) know|idk|no idea|dunno|skip( it| this( one| question)?)?|pass|unknown|not known|any|either|(it )?(does not|doesn'?t) matter)$/;
const YES = /^(y|yes|yeah|yep|yup|yes please|sure|ok|okay|correct|right)$/;
const NO = /^(n|no|nope|nah|no thanks|no thank you|not needed)$/;

/** '12,000' as 12000: a thousands comma is no separator of words or amounts. */
const noThousands = (text: string) => text.replace(/(\d),(?=\d{3}\b)/g, '$1');

/** The words that count: lower case, singular, thousands written without their comma ('12,000' is 12000). */
function meaningful(text: string): string[] {
  return words(noThousands(text))
    .map((w) => singular(w.replace(/^'+|'+$/g, '')))
    .filter((w) => w && !PLAIN.has(w));
}

/** The one option whose label's first word is `word` ('Yes', 'No'); null for none or several. */
function startingWith(options: readonly Option[], word: string): Option | null {
  const hits = options.filter((o) => meaningful(o.label)[0] === word);
  return hits.length === 1 ? (hits[0] as Option) : null;
}

/**
 * The option `text` names, or null: the label as written, 'not sure' and its kin where the question offers
 * Not sure, yes or no where one option alone starts so, or words all found in one option's label alone
 * ('steer', 'long stud', '12,000'). No spelling slack: 'steel' and 'steer' are both answers somewhere.
 */
export function typedOption(text: string, options: readonly Option[]): Option | null {
  const said = text
    .toLowerCase()
    .replace(/[.!?\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!said) return null;
  if (NOT_SURE.test(said)) return options.find((o) => o.role === 'not-sure') ?? null;
  if (YES.test(said)) return startingWith(options, 'yes');
  if (NO.test(said)) return startingWith(options, 'no');
  const amount = amountOf(said);
  const held = amount && optionHolding(amount, options);
  if (held) return held;
  const typed = meaningful(said);
  if (!typed.length) return null;
  const key = typed.join(' ');
  const labelled = options.map((o) => ({ o, words: meaningful(o.label) }));
  const whole = labelled.filter((l) => l.words.join(' ') === key);
  if (whole.length === 1) return (whole[0] as (typeof labelled)[number]).o;
  const within = labelled.filter((l) => typed.every((w) => l.words.includes(w)));
  return within.length === 1 ? (within[0] as (typeof labelled)[number]).o : null;
}

type Unit = 'lb' | 'kg' | 'in' | 'mm';
/** An amount typed alone ('23,000 lbs', '25k', '99 mm', '3 7/8'); its unit null when none was written. */
type Amount = { value: number; unit: Unit | null };
/** What an option's words give: 'Up to 22,500 lbs.' is 0 to 22,500 lb; '3.38 Inches' is 3.38 to 3.38 in. */
type Span = { unit: Unit; lo: number; hi: number };

const UNITS: [RegExp, Unit][] = [
  [/^(?:lbs?\.?|pounds?|#)$/, 'lb'],
  [/^(?:kgs?|kilos?|kilograms?)$/, 'kg'],
  [/^(?:mm|millimet(?:er|re)s?)$/, 'mm'],
  [/^(?:in|inch(?:es)?|")$/, 'in'],
];
const UNIT_WORDS = String.raw`(lbs?\.?|pounds?|#|kgs?|kilos?|kilograms?|mm|millimet(?:er|re)s?|inch(?:es)?|in|")`;
const unitOf = (word: string | undefined): Unit | null =>
  word ? (UNITS.find(([re]) => re.test(word))?.[1] ?? null) : null;

const AMOUNT = new RegExp(String.raw`^(?:about |around )?(\d{1,6}(?:\.\d{1,3})?)\s*(k)?\s*${UNIT_WORDS}?$`);

/** The amount `said` is, when it is one number alone with or without its unit ('16 1/2' read as 16.5). */
function amountOf(said: string): Amount | null {
  const m = AMOUNT.exec(boxMeasure(noThousands(said)).replace(/(\d)(mm|in)$/, '$1 $2'));
  if (!m) return null;
  const unit = unitOf(m[3]);
  return m[2] ? { value: Number(m[1]) * 1000, unit: unit ?? 'lb' } : { value: Number(m[1]), unit };
}

const SPAN = new RegExp(
  String.raw`(up to\s+)?(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*${UNIT_WORDS}(?![a-z])`,
  'g',
);

/** `label`: the label alone, whose unit is the question's own (pounds, inches); else the sublabel's too. */
function spansOf(o: Option, labelOnly: boolean): Span[] {
  const text = noThousands(`${o.label} / ${labelOnly ? '' : (o.sublabel ?? '')}`.toLowerCase());
  return [...text.matchAll(SPAN)].flatMap((m) => {
    const unit = unitOf(m[4]);
    if (!unit) return [];
    const n = Number(m[2]);
    if (m[1]) return [{ unit, lo: 0, hi: n }];
    return [{ unit, lo: n, hi: m[3] ? Number(m[3]) : n }];
  });
}

/** How far from a printed value a typed one may be (a rounded inch, a rounded millimetre, a pound). */
const SLACK: Record<Unit, number> = { in: 0.02, mm: 0.6, lb: 0.5, kg: 0.5 };
const PER: Record<Unit, number> = { lb: 1, kg: 1 / KG_PER_LB, in: MM_PER_INCH, mm: 1 };
const SAME_KIND: Record<Unit, Unit> = { lb: 'kg', kg: 'lb', in: 'mm', mm: 'in' };

const holds = (span: Span, value: number) =>
  span.lo - SLACK[span.unit] <= value && value <= span.hi + SLACK[span.unit];

/**
 * The one option whose printed amounts hold the typed one ('23,000 lbs' in '22,501 - 25,000 lbs.', '99 mm'
 * on '3.88 Inches / 99 Millimeters'): in the typed unit where the options print it, else converted (kg to
 * lb, mm to in); a number without a unit is read in the labels' own unit. Null for none or several.
 */
function optionHolding(amount: Amount, options: readonly Option[]): Option | null {
  const spans = options.map((o) => ({ o, spans: spansOf(o, amount.unit === null) }));
  const printed = (unit: Unit) => spans.some((s) => s.spans.some((x) => x.unit === unit));
  const fits = (span: Span) => {
    if (amount.unit === null || amount.unit === span.unit) return holds(span, amount.value);
    if (printed(amount.unit) || SAME_KIND[amount.unit] !== span.unit) return false;
    // converted: the same amount in the unit the option prints
    const converted = (amount.value * PER[amount.unit]) / PER[span.unit];
    return holds({ ...span, lo: span.lo * 0.995, hi: span.hi * 1.005 }, converted);
  };
  const hits = spans.filter((s) => s.spans.some(fits));
  return hits.length === 1 ? (hits[0] as (typeof spans)[number]).o : null;
}
