// The words of a measure answer, shared by the chat message and the measure page so both say the same:
// a size in inches with millimetres, how a part's size compares with the measurement, and what rules
// everything out when nothing fits.

import {
  DIMENSIONS,
  dimensionOf,
  MAX_MEASURE_INCH,
  MEASURE_PAGES,
  type MeasureKind,
  MIN_MEASURE_INCH,
  MM_PER_INCH,
} from '../../catalog/measure-dimensions.ts';
import type { MeasureCandidate, MeasureMatchOutput } from '../../catalog/measure-match.ts';
import { decimal } from '../shared/display/format.ts';

type Check = MeasureCandidate['Dimensions'][number];

const isCount = (kind: MeasureKind, key: string) => DIMENSIONS[kind].some((d) => d.key === key && d.count);

/** 16.5 -> '16.5 in (419 mm)'; a count as the number alone. */
export function sizeText(kind: MeasureKind, key: string, inch: number): string {
  if (isCount(kind, key)) return String(inch);
  return `${decimal(inch)} in (${Math.round(inch * MM_PER_INCH)} mm)`;
}

/** How the part's size compares: 'exact', '0.05 in larger, within ±0.06', 'worn 0.08 in, within wear'. */
export function verdictText(kind: MeasureKind, c: Check): string {
  const diff = c.DifferenceInch;
  if (diff === null || c.CatalogInch === null) return 'not listed in the catalog';
  if (isCount(kind, c.Dimension))
    return c.Verdict === 'exact' ? 'exact' : `differs: the part has ${c.CatalogInch}`;
  const by = `${decimal(Math.abs(diff))} in`;
  const side = diff > 0 ? 'larger' : 'smaller';
  const tol = DIMENSIONS[kind].find((d) => d.key === c.Dimension)?.toleranceInch ?? 0;
  switch (c.Verdict) {
    case 'exact':
      return 'exact';
    case 'within':
      return `part is ${by} ${side}, within ±${decimal(tol)} in`;
    case 'worn':
      return `measured ${by} over the part's size: within the drum's wear allowance`;
    default:
      return `differs: part is ${by} ${side}`;
  }
}

/** One line per measurement of a candidate: 'Brake diameter 16.5 in: exact'. */
export function checkLines(kind: MeasureKind, c: MeasureCandidate): [string, string][] {
  return c.Dimensions.map((d) => [
    d.Label,
    `${d.CatalogInch === null ? '-' : sizeText(kind, d.Dimension, d.CatalogInch)} — ${verdictText(kind, d)}`,
  ]);
}

/** The heading of an answer: 'drums that fit 16.5 in brake diameter, 7 in shoe width'. */
export function measuredText(out: Pick<MeasureMatchOutput, 'Kind' | 'Measured'>): string {
  return out.Measured.map((m) =>
    isCount(out.Kind, m.Dimension)
      ? `${m.Value} ${m.Label.toLowerCase()}`
      : `${decimal(m.Value)} ${m.Unit} ${m.Label.toLowerCase()}`,
  ).join(', ');
}

/** '12 drums fit' / '1 drum fits'. */
export function fitCountText(kind: MeasureKind, total: number): string {
  const noun = MEASURE_PAGES[kind].noun;
  return total === 1 ? `1 ${noun} fits` : `${total} ${noun}s fit`;
}

/** The same numbers in the other unit, when they fit parts: 'In inches: 2 drums fit'. */
export function otherUnitText(out: Pick<MeasureMatchOutput, 'Kind' | 'OtherUnit'>): string | null {
  const other = out.OtherUnit;
  if (!other) return null;
  return `In ${other.Unit === 'in' ? 'inches' : 'millimetres'}: ${fitCountText(out.Kind, other.Total)}`;
}

/** When nothing fits: which measurement rules everything out, and what the catalog has near it. */
export function ruledOutText(out: Pick<MeasureMatchOutput, 'Kind' | 'RuledOut'>): string {
  const noun = MEASURE_PAGES[out.Kind].noun;
  const r = out.RuledOut;
  if (!r) return `No ${noun} fits these measurements.`;
  const label = r.Label.toLowerCase();
  const nearest = r.NearestInch.map((n) => sizeText(out.Kind, r.Dimension, n)).join(' or ');
  if (r.Reason === 'alone')
    return `No ${noun} has ${withArticle(label)} near ${sizeText(out.Kind, r.Dimension, r.MeasuredInch)}: that measurement rules everything out. The nearest ${label} in the catalog is ${nearest}.`;
  const without = r.FitsWithout === 1 ? `1 ${noun} fits` : `${r.FitsWithout} ${noun}s fit`;
  return `Each size fits some ${noun}, but no ${noun} has them all: the ${label} (${sizeText(out.Kind, r.Dimension, r.MeasuredInch)}) rules the rest out. Without it, ${without}.`;
}

const withArticle = (label: string) => `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;

/** A size past what any wheel-end part measures: 'No rotor has an outside diameter near 50 in (1270 mm)'. */
export function outOfRangeText(kind: MeasureKind, key: string, inch: number): string {
  const label = (dimensionOf(kind, key)?.label ?? key).toLowerCase();
  return `No ${MEASURE_PAGES[kind].noun} has ${withArticle(label)} near ${sizeText(kind, key, inch)}`;
}

/** Why such a size fits nothing, and what to check. */
export const MEASURE_RANGE_TEXT = `Wheel-end parts measure ${MIN_MEASURE_INCH} to ${MAX_MEASURE_INCH} in: check the number and its unit.`;
