// An amount typed into the chat box while a calculator form waits for values ('80', '$45.50', '2.5 hours',
// 'wheel seal 12.50', 'labor rate 95', '10 percent', '12,50'): which box of the open form it belongs in,
// which later or earlier step asks for it, or that no box takes it. The chat box searches part numbers, so
// an amount searched there would only answer 'not referenced in this database'.
import type { ChooseCalculator } from '../shared/calculator/kind-names.ts';
import {
  type CalculatorStep,
  type FieldMeta,
  stepFields,
  stepTitle,
} from '../shared/calculator/step-paths.ts';

/**
 * Words, then an amount with its marks: a sign, a dollar, thousands ('1,250') or a decimal comma ('12,50'),
 * and a unit after it.
 */
const AMOUNT =
  /^(?<words>[a-z][a-z\s/&()-]{0,40}?)?\s*(?:is|=|:)?\s*(?<sign>-)?\s*(?<dollar>\$)?\s*(?<n>\d{1,5}(?:\.\d{1,2})?|\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{1,5},\d{1,2})\s*(?<unit>%|percent|hours?|hrs?|dollars?|\$)?$/i;

/** Words every box's label holds or that say nothing of which box: they choose none. */
const UNSPECIFIC = new Set([
  'cost',
  'costs',
  'the',
  'for',
  'and',
  'per',
  'hour',
  'hours',
  'rate',
  'price',
  'total',
]);

const labelWords = (label: string) =>
  label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

type Unit = FieldMeta['unit'];

/** The unit an amount's marks name: money, hours or percent; null when they name none. */
function unitOf(groups: Record<string, string | undefined>): Unit | null {
  const mark = (groups.unit ?? '').toLowerCase();
  if (groups.dollar || mark.startsWith('$') || mark.startsWith('dollar')) return 'money';
  if (mark.startsWith('h')) return 'hours';
  if (mark === '%' || mark === 'percent') return 'percent';
  return null;
}

type Amount = {
  /** As a box takes it: a decimal comma made a point ('12,50' → '12.50'), a sign kept. */
  n: string;
  said: string[];
  unit: Unit | null;
  /** Marks only an amount has (a unit, a dollar, a decimal comma): never a part number. */
  marked: boolean;
};

function readAmount(words: string): Amount | null {
  const groups = AMOUNT.exec(words)?.groups;
  if (!groups?.n) return null;
  const unit = unitOf(groups);
  const decimalComma = /^\d{1,5},\d{1,2}$/.test(groups.n);
  const digits = groups.n.replace(/,/g, '');
  // '21062', 'hub 21062': five digits with nothing saying a sum is another brand's part number
  if (!unit && !groups.sign && !groups.n.includes('.') && !decimalComma && digits.length >= 5) return null;
  const n = `${groups.sign ?? ''}${decimalComma ? groups.n.replace(',', '.') : groups.n}`;
  const said = (groups.words ?? '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && !UNSPECIFIC.has(w));
  // (a sign is said before this matters: placeAmount answers any amount below zero first)
  return { n, said, unit, marked: Boolean(unit || decimalComma) };
}

/** The box of `fields` an amount belongs in, or null when it is none of theirs. */
function boxAmong(fields: readonly FieldMeta[], { said, unit }: Amount): FieldMeta | null {
  const fitting = unit ? fields.filter((f) => f.unit === unit) : fields;
  if (!said.length) return fitting[0] ?? null;
  // the box whose label holds the most of the words ('wheel seal cost 12.50': Wheel seal cost)
  const score = (f: FieldMeta) => said.filter((w) => labelWords(f.label).includes(w)).length;
  const best = Math.max(0, ...fitting.map(score));
  const top = fitting.filter((f) => score(f) === best);
  // alike ('labor 95': Labor rate per hour, Billable labor rate): the one whose label starts with the words
  const leading = top.filter((f) => f.label.toLowerCase().startsWith(said[0] ?? ''));
  const named = top.length > 1 && leading.length === 1 ? leading : top;
  // words no box has ('hub 800', 'rotor 45'), or that name two boxes alike: not said to go anywhere
  if (!best || named.length !== 1 || !named[0]) return null;
  // every typed word is the label's, or every word of the label was typed
  const own = labelWords(named[0].label).filter((w) => !UNSPECIFIC.has(w));
  return best === said.length || own.every((w) => said.includes(w)) ? named[0] : null;
}

export type AmountPlace =
  /** A box of the open form. */
  | { kind: 'here'; n: string; label: string }
  /** Below zero: no box takes it (the forms take 0 or more). */
  | { kind: 'negative'; n: string }
  /** A box of another step the calculator asks (`later`: after the open one). */
  | { kind: 'elsewhere'; n: string; label: string; step: string; later: boolean; away: number }
  /** An amount no box of the open form takes; `takes`: what its boxes take ('dollar amounts'). */
  | { kind: 'none'; typed: string; takes: string };

const UNIT_WORDS: Record<Unit, string> = { money: 'dollar amounts', hours: 'hours', percent: 'a percent' };

/**
 * Where an amount typed while `step` of `choice` is open goes; `steps` are the steps the chat asks, in
 * order. Null when the words are no amount for the calculator (a part number, 'hub 800'): searched.
 */
export function placeAmount(
  choice: ChooseCalculator,
  step: CalculatorStep,
  steps: readonly CalculatorStep[],
  words: string,
): AmountPlace | null {
  const amount = readAmount(words);
  if (!amount) return null;
  if (amount.n.startsWith('-')) return { kind: 'negative', n: amount.n };
  const fields = stepFields(choice, step);
  const here = boxAmong(fields, amount);
  if (here) return { kind: 'here', n: amount.n, label: here.label };
  // a box of one other step, by its words or its unit ('labor rate 95', '2 hours' on the costs of parts)
  // the email form comes after every step that asks for an amount
  const at = steps.includes(step) ? steps.indexOf(step) : steps.length;
  const others = steps.flatMap((s, i) => {
    const box = s === step ? null : boxAmong(stepFields(choice, s), amount);
    return box ? [{ step: s, box, later: i > at, away: Math.abs(i - at) }] : [];
  });
  const [other] = others;
  if (others.length === 1 && other)
    return {
      kind: 'elsewhere',
      n: amount.n,
      label: other.box.label,
      step: stepTitle(choice, other.step),
      later: other.later,
      away: other.away,
    };
  if (!amount.marked || !fields.length) return null;
  const units = [...new Set(fields.map((f) => UNIT_WORDS[f.unit]))];
  return { kind: 'none', typed: words, takes: units.join(' and ') };
}
