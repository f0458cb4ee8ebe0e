// Calculator steps: their order per calculator (the next-step mapping), titles, fields and routes, without
// zod: the calculator pages import this, and zod (38 KB gzipped) stays off their first load (issue 17).
// steps.ts adds the step schema of the ways in and each step's zod form schema.
import { askedFields, checkFields, type FieldsCheck, type InputField } from './input-rules.ts';
import { type CalculatorMode, type ChooseCalculator, PRESET_VS_CONVENTIONAL } from './kind-names.ts';

export const CALCULATOR_STEPS = [
  'choose-calculator',
  'register',
  'rebuild-costs',
  'replacement-costs',
  'labor-costs',
  'cost-comparison',
  'margin-parts',
  'downtime-costs',
  'results',
  'email',
  'confirmation',
] as const;
export type CalculatorStep = (typeof CALCULATOR_STEPS)[number];

/**
 * The next-step mapping, as the ordered path each calculator walks. Both share every step except
 * margin-parts (parts markup), which only PreSet vs Conventional asks: the Replace calculator has no
 * billable rate, so it has no margin to show. Before a calculator is chosen only choose-calculator
 * and register exist.
 */
const PATHS: Record<ChooseCalculator, readonly CalculatorStep[]> = {
  0: CALCULATOR_STEPS.filter((s) => s !== 'margin-parts'),
  1: CALCULATOR_STEPS,
};

export function stepsOf(choice: ChooseCalculator): readonly CalculatorStep[] {
  return PATHS[choice];
}

/** The step after `step`, or null after confirmation (Start Again returns to choose-calculator). */
export function nextStep(choice: ChooseCalculator, step: CalculatorStep): CalculatorStep | null {
  const path = PATHS[choice];
  const i = path.indexOf(step);
  if (i < 0) return null;
  return path[i + 1] ?? null;
}

/** The step before `step`, or null at choose-calculator. */
export function previousStep(choice: ChooseCalculator, step: CalculatorStep): CalculatorStep | null {
  const path = PATHS[choice];
  const i = path.indexOf(step);
  return i > 0 ? (path[i - 1] ?? null) : null;
}

/**
 * Each calculator has its own URLs, so a link names the calculator it opens:
 * `/replace/preset-vs-conventional/labor-costs`, `/embed/rebuild-vs-replace/results`. The spec's
 * `/replace/labor-costs` still works (the page moves on to the session's calculator's URL).
 */
export const CALCULATOR_SLUGS = { 0: 'rebuild-vs-replace', 1: 'preset-vs-conventional' } as const;

export function calculatorSlug(choice: ChooseCalculator): string {
  return CALCULATOR_SLUGS[choice];
}

/** A route segment naming a calculator, or null. */
export function parseCalculatorSlug(segment: string): ChooseCalculator | null {
  if (segment === CALCULATOR_SLUGS[0]) return 0;
  if (segment === CALCULATOR_SLUGS[1]) return 1;
  return null;
}

/**
 * `/replace/preset-vs-conventional/labor-costs`; without a calculator (or for choose-calculator, which
 * comes before one) the spec's `/replace/labor-costs`, `/embed/choose-calculator`.
 */
export function stepPath(
  mode: CalculatorMode,
  step: CalculatorStep,
  choice: ChooseCalculator | null = null,
): string {
  if (choice === null || step === 'choose-calculator') return `/${mode}/${step}`;
  return `/${mode}/${calculatorSlug(choice)}/${step}`;
}

/**
 * Where a step stands in the calculation, for "Step 2 of 6": the screens from the first costs to the
 * results (6 in the Replace calculator, 7 with the parts markup). Choosing and starting come before,
 * emailing after.
 */
export type StepProgress =
  | { kind: 'before'; total: number | null }
  | { kind: 'step'; index: number; total: number }
  | { kind: 'after'; total: number };

export function stepProgress(choice: ChooseCalculator | null, step: CalculatorStep): StepProgress {
  if (choice === null) return { kind: 'before', total: null };
  const path = PATHS[choice];
  const first = path.indexOf('rebuild-costs');
  const last = path.indexOf('results');
  const total = last - first + 1;
  const i = path.indexOf(step);
  if (i < first) return { kind: 'before', total };
  if (i > last) return { kind: 'after', total };
  return { kind: 'step', index: i - first + 1, total };
}

/** The chat's count, "(2 of 4)": only the forms that ask for values (the chat has no comparison screen). */
export function inputStepProgress(
  choice: ChooseCalculator,
  step: CalculatorStep,
): { index: number; total: number } {
  const asking = PATHS[choice].filter((s) => stepFields(choice, s).length > 0);
  return { index: asking.indexOf(step) + 1, total: asking.length };
}

/** Parses a route segment; unknown steps are null (the page shows 404). */
export function parseStep(segment: string): CalculatorStep | null {
  return (CALCULATOR_STEPS as readonly string[]).includes(segment) ? (segment as CalculatorStep) : null;
}

/** What a calculator address opens, from its `calculator` and `step` segments as the router read them. */
export type CalculatorAddress =
  /** `/replace/preset-vs-conventional` alone: the start (register) of that calculator */
  | { kind: 'start'; choice: ChooseCalculator }
  /** `/replace/{calculator}/choose-calculator`: the chooser comes before a calculator, at its own address */
  | { kind: 'chooser' }
  | { kind: 'step'; step: CalculatorStep; choice: ChooseCalculator | null }
  /** the spec's 404: an unknown step or calculator, or a step the named calculator does not have */
  | { kind: 'not-found'; choice: ChooseCalculator | null };

/**
 * Reads a calculator address: the page draws what it names, and the server answers 404 for the same
 * addresses the page shows its 404 for.
 */
export function readCalculatorAddress(segments: {
  calculator?: string | undefined;
  step?: string | undefined;
}): CalculatorAddress {
  if (segments.calculator === undefined) {
    const only = parseCalculatorSlug(segments.step ?? '');
    if (only !== null) return { kind: 'start', choice: only };
  }
  const choice = segments.calculator === undefined ? null : parseCalculatorSlug(segments.calculator);
  const step = parseStep(segments.step ?? '');
  if (!step || (segments.calculator !== undefined && choice === null)) return { kind: 'not-found', choice };
  // a step the named calculator does not have (parts markup in the Replace Calculator) is as unknown there
  // as any other; the spec's /replace/margin-parts of a Replace session comes here too, once it has moved on
  // to the calculator's own URL
  if (choice !== null && !stepsOf(choice).includes(step)) return { kind: 'not-found', choice };
  if (choice !== null && step === 'choose-calculator') return { kind: 'chooser' };
  return { kind: 'step', step, choice };
}

/**
 * The step a link opened cold named (kept in the register step's history entry), while the calculator the
 * link is to has not been started on this device; null once it has (Back to register after Start). The
 * guest session the register step makes as it opens holds no calculator, so it does not end the story.
 * The entry's value is read, not trusted: only a known step counts.
 */
export function coldLinkStep(
  linked: unknown,
  urlChoice: ChooseCalculator | null,
  sessionChoice: ChooseCalculator | null | undefined,
): CalculatorStep | null {
  if (urlChoice !== null && sessionChoice === urlChoice) return null;
  return typeof linked === 'string' ? parseStep(linked) : null;
}

export type FieldMeta = { name: InputField; label: string; unit: 'money' | 'hours' | 'percent' };

const STEP_FIELDS: Partial<Record<CalculatorStep, readonly InputField[]>> = {
  'rebuild-costs': ['hubCost', 'bearingSetCost', 'wheelSealCost', 'manualSpindleNutCost'],
  'replacement-costs': ['replacementHubCostV', 'spindleNutCost'],
  'labor-costs': ['laborRate', 'billableLaborRate', 'rebuildHours', 'replaceHours'],
  'margin-parts': ['partsMargin'],
  'downtime-costs': ['downtimeCosts'],
};

function label(choice: ChooseCalculator, field: InputField): string {
  const preset = choice === PRESET_VS_CONVENTIONAL;
  const labels: Record<InputField, string> = {
    hubCost: 'Conventional hub cost',
    bearingSetCost: 'Bearing set cost',
    wheelSealCost: 'Wheel seal cost',
    manualSpindleNutCost: 'Manual spindle nut cost',
    replacementHubCostV: preset ? 'PreSet hub assembly cost' : 'Replacement hub assembly cost',
    spindleNutCost: 'Spindle nut cost',
    laborRate: 'Labor rate per hour',
    billableLaborRate: 'Billable labor rate per hour',
    rebuildHours: preset ? 'Conventional install hours' : 'Rebuild hours',
    replaceHours: preset ? 'PreSet install hours' : 'Replace hours',
    partsMargin: 'Parts markup (%)',
    downtimeCosts: 'Downtime cost per hour',
  };
  return labels[field];
}

const UNITS: Record<InputField, FieldMeta['unit']> = {
  hubCost: 'money',
  bearingSetCost: 'money',
  wheelSealCost: 'money',
  manualSpindleNutCost: 'money',
  replacementHubCostV: 'money',
  spindleNutCost: 'money',
  laborRate: 'money',
  billableLaborRate: 'money',
  rebuildHours: 'hours',
  replaceHours: 'hours',
  partsMargin: 'percent',
  downtimeCosts: 'money',
};

/** The inputs a step's form shows for this calculator (forced values such as hub cost 0 are not asked). */
export function stepFields(choice: ChooseCalculator, step: CalculatorStep): FieldMeta[] {
  const asked = new Set(askedFields(choice));
  return (STEP_FIELDS[step] ?? [])
    .filter((f) => asked.has(f))
    .map((name) => ({ name, label: label(choice, name), unit: UNITS[name] }));
}

/** Checks one step's form: every shown field numeric and required, with its minimum and maximum. */
export function checkStep(
  choice: ChooseCalculator,
  step: CalculatorStep,
  values: Record<string, unknown>,
): FieldsCheck {
  return checkFields(
    stepFields(choice, step).map((f) => f.name),
    values,
  );
}

/** Page titles of the steps; rebuild-costs is "Conventional Hub Costs" in the PreSet calculator. */
export function stepTitle(choice: ChooseCalculator | null, step: CalculatorStep): string {
  const preset = choice === PRESET_VS_CONVENTIONAL;
  const titles: Record<CalculatorStep, string> = {
    'choose-calculator': 'Choose a calculator',
    register: 'Start your calculation',
    'rebuild-costs': preset ? 'Conventional Hub Costs' : 'Rebuild Costs',
    'replacement-costs': preset ? 'PreSet Hub Costs' : 'Replacement Costs',
    'labor-costs': 'Labor Costs',
    'cost-comparison': 'Cost Comparison',
    'margin-parts': 'Parts Markup',
    'downtime-costs': 'Downtime Costs',
    results: 'Results',
    email: 'Email Results',
    confirmation: 'Email Sent',
  };
  return titles[step];
}
