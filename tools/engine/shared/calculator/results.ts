// Result formulas of the calculators: the two sides' costs, downtime, margins and savings, in cents.
import { cents, centsOfProduct, percentOfCents } from './exact.ts';
import type { CalculatorInputs } from './input-rules.ts';
import { type ChooseCalculator, PRESET_VS_CONVENTIONAL, sideLabels } from './kind-names.ts';
import { BENEFITS } from './texts.ts';

/** Whole cents of a dollar amount, rounded half away from zero. */
export const toCents = cents;

/** Money to 2 decimals, as a number. */
export function roundMoney(dollars: number): number {
  return toCents(dollars) / 100;
}

// made at first use: an Intl formatter made at the module's evaluation lengthens the page's start-up task
let usd: Intl.NumberFormat | undefined;
/** '$1,234.50' */
export function formatMoney(dollars: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(roundMoney(dollars));
}

let plain: Intl.NumberFormat | undefined;
/** Every digit entered, grouped, never in exponent form ('1e-7 hours' is no way to show hours). */
function formatPlain(n: number): string {
  plain ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
  return plain.format(n);
}

export function formatHours(n: number): string {
  return `${formatPlain(n)} ${n === 1 ? 'hour' : 'hours'}`;
}

export function formatPercent(n: number): string {
  return `${formatPlain(n)}%`;
}

export type Margin = { parts: number; labor: number; total: number };

export type SideResult = {
  label: string;
  hours: number;
  /** Parts cost of this side. */
  parts: number;
  /** Labor rate x hours. */
  labor: number;
  /** parts + labor: the spec's "total rebuild" / "total replace". */
  repairCost: number;
  /** Downtime rate x hours. */
  downtime: number;
  /** repairCost + downtime. */
  total: number;
  /** The shop's margin on this job; PreSet vs Conventional only (the Replace calculator has no billable rate). */
  margin: Margin | null;
};

export type CalculatorResults = {
  chooseCalculator: ChooseCalculator;
  rebuild: SideResult;
  replace: SideResult;
  /** max(0, rebuild total - replace total), downtime included. */
  savings: number;
  /** max(0, rebuild repair cost - replace repair cost): the cost-comparison step, before downtime. */
  repairSavings: number;
  benefits: typeof BENEFITS;
};

type SideInput = { label: string; hours: number; partsCents: number };

function side(inputs: CalculatorInputs, s: SideInput): SideResult {
  const labor = centsOfProduct(inputs.laborRate, s.hours);
  const downtime = centsOfProduct(inputs.downtimeCosts, s.hours);
  const repair = s.partsCents + labor;
  let margin: Margin | null = null;
  if (inputs.chooseCalculator === PRESET_VS_CONVENTIONAL) {
    const parts = percentOfCents(s.partsCents, inputs.partsMargin);
    const laborMargin = centsOfProduct(inputs.billableLaborRate, s.hours, inputs.laborRate);
    margin = { parts: parts / 100, labor: laborMargin / 100, total: (parts + laborMargin) / 100 };
  }
  return {
    label: s.label,
    hours: s.hours,
    parts: s.partsCents / 100,
    labor: labor / 100,
    repairCost: repair / 100,
    downtime: downtime / 100,
    total: (repair + downtime) / 100,
    margin,
  };
}

/**
 * Rebuild side (conventional side for PreSet vs Conventional): conventional hub (0 in the Replace
 * calculator) + bearing set + wheel seal + manual spindle nut, labor x rebuild hours.
 * Replace side (PreSet side): replacement hub + spindle nut, labor x replace hours.
 */
export function computeResults(inputs: CalculatorInputs): CalculatorResults {
  const labels = sideLabels(inputs.chooseCalculator);
  const rebuild = side(inputs, {
    label: labels.rebuild,
    hours: inputs.rebuildHours,
    partsCents:
      toCents(inputs.hubCost) +
      toCents(inputs.bearingSetCost) +
      toCents(inputs.wheelSealCost) +
      toCents(inputs.manualSpindleNutCost),
  });
  const replace = side(inputs, {
    label: labels.replace,
    hours: inputs.replaceHours,
    partsCents: toCents(inputs.replacementHubCostV) + toCents(inputs.spindleNutCost),
  });
  return {
    chooseCalculator: inputs.chooseCalculator,
    rebuild,
    replace,
    savings: Math.max(0, toCents(rebuild.total) - toCents(replace.total)) / 100,
    repairSavings: Math.max(0, toCents(rebuild.repairCost) - toCents(replace.repairCost)) / 100,
    benefits: BENEFITS,
  };
}
