// Calculator inputs without zod: the fields, their limits, defaults and forced values, and the number
// check every form field passes. The calculator pages import this, so zod (38 KB gzipped) stays off
// their first load (issue 17); inputs.ts builds the zod schemas of the ways in from the same limits, and
// tests/unit/calculator-input-rules.test.ts holds the two to the same answers.
import { formatThousands } from '../display/units.ts';
import { type ChooseCalculator, PRESET_VS_CONVENTIONAL, REPLACE_VS_REBUILD } from './kind-names.ts';

/** Upper bounds keep results readable and stop absurd input; nobody's hub costs a million dollars. */
export const LIMITS = { money: 1_000_000, hours: 1_000, percent: 1_000 } as const;

/** Every value the user enters, by its session (camelCase) name, with its upper bound. */
export const FIELD_LIMITS = {
  laborRate: LIMITS.money,
  billableLaborRate: LIMITS.money,
  /** Hours accept decimals (1.5 hours). */
  rebuildHours: LIMITS.hours,
  replaceHours: LIMITS.hours,
  bearingSetCost: LIMITS.money,
  wheelSealCost: LIMITS.money,
  hubCost: LIMITS.money,
  manualSpindleNutCost: LIMITS.money,
  replacementHubCostV: LIMITS.money,
  spindleNutCost: LIMITS.money,
  /** Parts markup in percent of the parts cost. */
  partsMargin: LIMITS.percent,
  /** Downtime cost per hour the vehicle is off the road. */
  downtimeCosts: LIMITS.money,
} as const;

export type InputField = keyof typeof FIELD_LIMITS;
export const INPUT_FIELDS = Object.keys(FIELD_LIMITS) as InputField[];
export type InputValues = Partial<Record<InputField, number>>;

export type NumberCheck = { ok: true; value: number } | { ok: false; message: string };

/** Thousands grouped with commas, as US shops write sums: '1,250' or '1,250.50'. */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
/** Thousands grouped with spaces ('1 200', also no-break and thin spaces as phones and copied text give). */
const SPACED = /^\d{1,3}([ \u00a0\u202f]\d{3})+(\.\d+)?$/;
/** Plain decimal digits: '45', '1.5', '.5', '2.'; no exponent, hex or binary, which Number() would take. */
const PLAIN = /^(\d+\.?\d*|\.\d+)$/;
/** The sign, dollar and percent marks a visitor may type around a sum: '$45', '20%', '-$5', '$-5'. */
const AROUND = /^([+\-\u2212]?)\s*\$?\s*([+\-\u2212]?)\s*(.*?)\s*%?$/s;
/** A decimal comma ('12,50', '1.234,56'): read as thousands it would be 100 times the sum meant. */
export const DECIMAL_COMMA = /^\d[\d.]*,\d{1,2}$/;
/** What a decimal comma is told: cents in a sum, a decimal point in hours and percents ('2,5' hours). */
export function decimalCommaMessage(max: number): string {
  return max === LIMITS.money ? 'Use a point for cents, e.g. 12.50' : 'Use a point for decimals, e.g. 2.5';
}

/**
 * What a form text stands for: undefined for '' and whitespace, the text itself when it has a decimal
 * comma (refused with its own message) without its marks, else the number (NaN when the text is not one). A sum is read
 * as people write it, not as JavaScript does: a dollar or percent mark and thousands grouped by commas
 * or spaces are taken, while '1e5', '0x1F' and 'Infinity' are not numbers here.
 */
export function formNumber(text: string): number | string | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  const [, sign = '', innerSign = '', body = ''] = AROUND.exec(t) ?? [];
  if (sign && innerSign) return Number.NaN;
  if (DECIMAL_COMMA.test(body)) return body;
  const digits = GROUPED.test(body)
    ? body.replaceAll(',', '')
    : SPACED.test(body)
      ? body.replace(/[ \u00a0\u202f]/g, '')
      : PLAIN.test(body)
        ? body
        : null;
  if (digits === null) return Number.NaN;
  const value = Number(digits);
  return /[-\u2212]/.test(sign + innerSign) ? -value : value;
}

let digitsOnly: Intl.NumberFormat | undefined;
/** A stored value as form text formNumber reads back: String() writes 1e-7 for 0.0000001. */
export function numberText(n: number): string {
  digitsOnly ??= new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  return digitsOnly.format(n);
}

/**
 * Form inputs arrive as text; '' and whitespace mean "not entered", anything else must be a finite
 * number from 0 to `max`. The messages are the ones the zod rule in inputs.ts gives.
 */
export function checkNumber(input: unknown, max: number): NumberCheck {
  const v = typeof input === 'string' ? formNumber(input) : input;
  if (v === undefined) return { ok: false, message: 'Required' };
  if (typeof v === 'string' && DECIMAL_COMMA.test(v)) return { ok: false, message: decimalCommaMessage(max) };
  if (typeof v !== 'number' || !Number.isFinite(v)) return { ok: false, message: 'Enter a number' };
  if (v < 0) return { ok: false, message: 'Must be 0 or more' };
  if (v > max) return { ok: false, message: `Must be at most ${formatThousands(max)}` };
  return { ok: true, value: v };
}

export type FieldsCheck =
  | { ok: true; values: InputValues }
  | { ok: false; errors: Partial<Record<InputField, string>> };

/** Checks the given fields of a form (each required); the values come back as numbers. */
export function checkFields(fields: readonly InputField[], input: Record<string, unknown>): FieldsCheck {
  const values: InputValues = {};
  const errors: Partial<Record<InputField, string>> = {};
  for (const f of fields) {
    const checked = checkNumber(input[f], FIELD_LIMITS[f]);
    if (checked.ok) values[f] = checked.value;
    else errors[f] = checked.message;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

/** A complete, checked set of inputs: what the result formulas need. */
export type CalculatorInputs = { chooseCalculator: ChooseCalculator } & Record<InputField, number>;

/** Fields each calculator asks for; the others take their default or forced value. */
export function askedFields(choice: ChooseCalculator): InputField[] {
  const common: InputField[] = [
    'bearingSetCost',
    'wheelSealCost',
    'manualSpindleNutCost',
    'replacementHubCostV',
    'spindleNutCost',
    'laborRate',
    'rebuildHours',
    'replaceHours',
    'downtimeCosts',
  ];
  return choice === PRESET_VS_CONVENTIONAL
    ? [...common, 'hubCost', 'billableLaborRate', 'partsMargin']
    : common;
}

/**
 * Defaults a form starts with: rebuild (conventional install) 2 hours for PreSet vs Conventional,
 * else 3; replace 1 hour; manual spindle nut 0. Parts markup starts at 0 for the Replace calculator,
 * which does not ask for it.
 */
export function defaultsFor(choice: ChooseCalculator): InputValues {
  return {
    rebuildHours: choice === PRESET_VS_CONVENTIONAL ? 2 : 3,
    replaceHours: 1,
    manualSpindleNutCost: 0,
    ...forcedValues(choice),
    ...(choice === REPLACE_VS_REBUILD ? { partsMargin: 0 } : {}),
  };
}

/** Values the user cannot change: billable rate 0 and hub cost 0 outside PreSet vs Conventional. */
export function forcedValues(choice: ChooseCalculator): InputValues {
  return choice === REPLACE_VS_REBUILD ? { billableLaborRate: 0, hubCost: 0 } : {};
}

export type Completion =
  | { ok: true; inputs: CalculatorInputs }
  | { ok: false; missing: InputField[]; invalid: { field: string; message: string }[] };

/**
 * Stored values + defaults + forced values, checked as a whole. `missing` names the fields the
 * calculator still needs (what a client should ask for next).
 */
export function completeInputs(
  choice: ChooseCalculator,
  values: Partial<Record<InputField, unknown>>,
): Completion {
  const present = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );
  const merged: Record<string, unknown> = { ...defaultsFor(choice), ...present, ...forcedValues(choice) };
  const missing = INPUT_FIELDS.filter((f) => merged[f] === undefined);
  const checked = checkFields(INPUT_FIELDS, merged);
  if (checked.ok)
    return {
      ok: true,
      inputs: { chooseCalculator: choice, ...(checked.values as Record<InputField, number>) },
    };
  const invalid = Object.entries(checked.errors)
    .filter(([field]) => !missing.includes(field as InputField))
    .map(([field, message]) => ({ field, message: message as string }));
  return { ok: false, missing, invalid };
}
