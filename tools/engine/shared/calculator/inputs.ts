// Calculator inputs: one zod rule per field, the defaults, and the values a calculator forces.
import { z } from 'zod';
import { type ChooseCalculator, PRESET_VS_CONVENTIONAL, REPLACE_VS_REBUILD } from './kinds.ts';

/** Upper bounds keep results readable and stop absurd input; nobody's hub costs a million dollars. */
export const LIMITS = { money: 1_000_000, hours: 1_000, percent: 1_000 } as const;

/** Form inputs arrive as text; '' and whitespace mean "not entered", anything else must be a number. */
function numeric(max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? 'Required' : 'Enter a number') })
      .min(0, 'Must be 0 or more')
      .max(max, `Must be at most ${max.toLocaleString('en-US')}`),
  );
}

export const Money = numeric(LIMITS.money);
/** Hours accept decimals (1.5 hours). */
export const Hours = numeric(LIMITS.hours);
export const Percent = numeric(LIMITS.percent);

/** Every value the user enters, by its session (camelCase) name. */
export const FIELD_RULES = {
  laborRate: Money,
  billableLaborRate: Money,
  rebuildHours: Hours,
  replaceHours: Hours,
  bearingSetCost: Money,
  wheelSealCost: Money,
  hubCost: Money,
  manualSpindleNutCost: Money,
  replacementHubCostV: Money,
  spindleNutCost: Money,
  /** Parts markup in percent of the parts cost. */
  partsMargin: Percent,
  /** Downtime cost per hour the vehicle is off the road. */
  downtimeCosts: Money,
} as const;

export type InputField = keyof typeof FIELD_RULES;
export const INPUT_FIELDS = Object.keys(FIELD_RULES) as InputField[];

/** A complete, validated set of inputs: what the result formulas need. */
export const CalculatorInputs = z.object({
  chooseCalculator: z.union([z.literal(0), z.literal(1)]),
  ...FIELD_RULES,
});
export type CalculatorInputs = z.output<typeof CalculatorInputs>;
export type InputValues = Partial<Record<InputField, number>>;

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
 * Stored values + defaults + forced values, validated as a whole. `missing` names the fields the
 * calculator still needs (what a client should ask for next).
 */
export function completeInputs(choice: ChooseCalculator, values: Partial<Record<InputField, unknown>>) {
  const present = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );
  const merged = { ...defaultsFor(choice), ...present, ...forcedValues(choice), chooseCalculator: choice };
  const missing = INPUT_FIELDS.filter((f) => merged[f] === undefined);
  const parsed = CalculatorInputs.safeParse(merged);
  if (parsed.success && missing.length === 0) return { ok: true, inputs: parsed.data } satisfies Completion;
  const invalid = parsed.success
    ? []
    : parsed.error.issues
        .filter((i) => !missing.includes(i.path[0] as InputField))
        .map((i) => ({ field: i.path.join('.'), message: i.message }));
  return { ok: false, missing, invalid } satisfies Completion;
}
