// Ranks parts by how close they are to what was measured (decision 036). Pure: parts and measurements in.
// A part fits when every measurement is within its dimension's tolerance (or, for a worn surface, within
// the wear allowance above the catalog size); fitting parts come first, the closest first.
import { DIMENSIONS, type Dimension, type MeasureKind } from './measure-dimensions.ts';
import type { MeasuredPart } from './measure-parts.ts';

export type Verdict = 'exact' | 'within' | 'worn' | 'differs' | 'unknown';

export type Reading = { dimension: Dimension; inch: number };

export type DimensionCheck = {
  key: string;
  measuredInch: number;
  catalogInch: number | null;
  /** Catalog size minus the measurement (positive: the part is larger); null when the catalog lacks it. */
  differenceInch: number | null;
  verdict: Verdict;
};

export type Ranked = { part: MeasuredPart; fits: boolean; checks: DimensionCheck[]; distance: number };

/** Closer than this is the same size: a millimetre reading rounds to about 0.02 in either way. */
const EXACT_INCH = 0.02;
/** A count off by one weighs as much as a length four tolerances off. */
const COUNT_WEIGHT = 4;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export function check(reading: Reading, part: MeasuredPart): DimensionCheck {
  const { dimension: d, inch } = reading;
  const size = part.sizes[d.key];
  if (size === undefined)
    return { key: d.key, measuredInch: inch, catalogInch: null, differenceInch: null, verdict: 'unknown' };
  const diff = round3(size - inch);
  const off = Math.abs(diff);
  const verdict: Verdict = d.count
    ? off === 0
      ? 'exact'
      : 'differs'
    : off <= EXACT_INCH
      ? 'exact'
      : off <= d.toleranceInch + 1e-9
        ? 'within'
        : d.wearInch !== undefined && diff < 0 && off <= d.wearInch + 1e-9
          ? 'worn'
          : 'differs';
  return { key: d.key, measuredInch: inch, catalogInch: size, differenceInch: diff, verdict };
}

/** How far one check is from a perfect fit, in tolerances (a worn fit counts as one tolerance). */
function weight(c: DimensionCheck, d: Dimension): number {
  if (c.differenceInch === null) return 1; // unknown: behind parts that are known to fit
  if (d.count) return Math.abs(c.differenceInch) * COUNT_WEIGHT;
  if (c.verdict === 'worn') return 1;
  return Math.abs(c.differenceInch) / d.toleranceInch;
}

const fitsCheck = (c: DimensionCheck) => c.verdict !== 'differs' && c.verdict !== 'unknown';

/** Every part ranked: fitting parts first, then by how many measurements differ, then by closeness. */
export function rank(parts: readonly MeasuredPart[], readings: readonly Reading[]): Ranked[] {
  const ranked = parts.map((part) => {
    const checks = readings.map((r) => check(r, part));
    const distance = checks.reduce(
      (sum, c, i) => sum + weight(c, (readings[i] as Reading).dimension) ** 2,
      0,
    );
    return {
      part,
      fits: checks.every(fitsCheck),
      checks,
      distance,
      misses: checks.filter((c) => !fitsCheck(c)).length,
    };
  });
  ranked.sort(
    (a, b) => a.misses - b.misses || a.distance - b.distance || (a.part.number < b.part.number ? -1 : 1),
  );
  return ranked.map(({ misses: _m, ...r }) => r);
}

export type RuledOut = {
  key: string;
  /** 'alone': no part comes near this measurement; 'together': each fits some part, not all at once. */
  reason: 'alone' | 'together';
  measuredInch: number;
  /** The catalog sizes nearest the measurement (up to two), in inches. */
  nearestInch: number[];
  /** How many parts fit the other measurements once this one is left out. */
  fitsWithout: number;
};

/**
 * When no part fits: the measurement that rules everything out. A measurement no part comes near on its own
 * comes first (the one farthest from any part); else the one whose leaving out lets the most parts fit.
 */
export function ruledOut(parts: readonly MeasuredPart[], readings: readonly Reading[]): RuledOut | null {
  if (!readings.length || !parts.length) return null;
  const fitCount = (rs: readonly Reading[]) =>
    parts.filter((p) => rs.every((r) => fitsCheck(check(r, p)))).length;
  const candidates = readings.map((r) => {
    const sizes = [
      ...new Set(
        parts.flatMap((p) =>
          p.sizes[r.dimension.key] === undefined ? [] : [p.sizes[r.dimension.key] as number],
        ),
      ),
    ];
    const nearestInch = sizes
      .sort((a, b) => Math.abs(a - r.inch) - Math.abs(b - r.inch) || a - b)
      .slice(0, 2);
    const gap = nearestInch.length
      ? Math.abs((nearestInch[0] as number) - r.inch) / (r.dimension.toleranceInch || 1)
      : 0;
    const alone = fitCount([r]) === 0;
    const fitsWithout = fitCount(readings.filter((o) => o !== r));
    return { reading: r, alone, gap, nearestInch, fitsWithout };
  });
  candidates.sort(
    (a, b) => Number(b.alone) - Number(a.alone) || b.fitsWithout - a.fitsWithout || b.gap - a.gap,
  );
  const [top] = candidates;
  if (!top) return null;
  return {
    key: top.reading.dimension.key,
    reason: top.alone ? 'alone' : 'together',
    measuredInch: top.reading.inch,
    nearestInch: top.nearestInch,
    fitsWithout: top.fitsWithout,
  };
}

/** The dimensions of a kind in table order, for readings given in any order. */
export const inTableOrder = <R extends Reading>(kind: MeasureKind, readings: R[]) =>
  [...readings].sort((a, b) => DIMENSIONS[kind].indexOf(a.dimension) - DIMENSIONS[kind].indexOf(b.dimension));
