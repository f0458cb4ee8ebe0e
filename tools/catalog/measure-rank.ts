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

/** The verdict on a catalog size `diff` inches off the measurement (catalog minus measured, rounded). */
function verdictOf(d: Dimension, diff: number): Verdict {
  const off = Math.abs(diff);
  if (d.count) return off === 0 ? 'exact' : 'differs';
  if (off <= EXACT_INCH) return 'exact';
  if (off <= d.toleranceInch + 1e-9) return 'within';
  return d.wearInch !== undefined && diff < 0 && off <= d.wearInch + 1e-9 ? 'worn' : 'differs';
}

export function check(reading: Reading, part: MeasuredPart): DimensionCheck {
  const { dimension: d, inch } = reading;
  const size = part.sizes[d.key];
  if (size === undefined)
    return { key: d.key, measuredInch: inch, catalogInch: null, differenceInch: null, verdict: 'unknown' };
  const diff = round3(size - inch);
  return {
    key: d.key,
    measuredInch: inch,
    catalogInch: size,
    differenceInch: diff,
    verdict: verdictOf(d, diff),
  };
}

/** How far one check is from a perfect fit, in tolerances (a worn fit counts as one tolerance). */
function weight(diff: number | null, verdict: Verdict, d: Dimension): number {
  if (diff === null) return 1; // unknown: behind parts that are known to fit
  if (d.count) return Math.abs(diff) * COUNT_WEIGHT;
  if (verdict === 'worn') return 1;
  return Math.abs(diff) / d.toleranceInch;
}

const fits = (v: Verdict) => v !== 'differs' && v !== 'unknown';

/** Each dimension's catalog sizes as one column per parts list (NaN: the catalog lacks it). */
const columnsOf = new WeakMap<readonly MeasuredPart[], Map<string, Float64Array>>();

function sizeColumn(parts: readonly MeasuredPart[], key: string): Float64Array {
  let byKey = columnsOf.get(parts);
  if (!byKey) {
    byKey = new Map();
    columnsOf.set(parts, byKey);
  }
  let column = byKey.get(key);
  if (!column) {
    column = Float64Array.from(parts, (p) => p.sizes[key] ?? Number.NaN);
    byKey.set(key, column);
  }
  return column;
}

/**
 * Every part's standing against the readings, worked out in one pass and kept in flat arrays (a catalog at
 * scale holds tens of thousands of parts of a kind: no object per part), for `ranked` and `ruledOut` to read.
 */
export type Assessment = {
  parts: readonly MeasuredPart[];
  readings: readonly Reading[];
  /** How many measurements differ from the part (or the catalog lacks), by part. */
  misses: Uint8Array;
  /** Sum of the squared weights of its checks, by part. */
  distance: Float64Array;
  /** Bit i set: reading i fits the part. */
  fitMask: Uint32Array;
  /** How many parts fit every reading. */
  fitting: number;
};

export function assess(parts: readonly MeasuredPart[], readings: readonly Reading[]): Assessment {
  if (readings.length > 31) throw new Error('at most 31 readings');
  const misses = new Uint8Array(parts.length);
  const distance = new Float64Array(parts.length);
  const fitMask = new Uint32Array(parts.length);
  let fitting = 0;
  const columns = readings.map((r) => sizeColumn(parts, r.dimension.key));
  for (let p = 0; p < parts.length; p++) {
    let sum = 0;
    let mask = 0;
    let missed = 0;
    for (let i = 0; i < readings.length; i++) {
      const { dimension, inch } = readings[i] as Reading;
      const size = (columns[i] as Float64Array)[p] as number;
      const diff = Number.isNaN(size) ? null : round3(size - inch);
      const verdict = diff === null ? 'unknown' : verdictOf(dimension, diff);
      sum += weight(diff, verdict, dimension) ** 2;
      if (fits(verdict)) mask |= 1 << i;
      else missed++;
    }
    misses[p] = missed;
    distance[p] = sum;
    fitMask[p] = mask;
    if (!missed) fitting++;
  }
  return { parts, readings, misses, distance, fitMask, fitting };
}

/**
 * The first `limit` parts in rank order: fitting parts first, then by how many measurements differ, then by
 * closeness, then by number (the parts come sorted by number, so by their place).
 */
export function ranked(a: Assessment, limit: number): Ranked[] {
  const { parts, readings, misses, distance } = a;
  const before = (x: number, y: number) =>
    (misses[x] as number) - (misses[y] as number) ||
    (distance[x] as number) - (distance[y] as number) ||
    x - y;
  // the best `limit` kept in order while every part is looked at once
  const best: number[] = [];
  for (let p = 0; p < parts.length; p++) {
    if (best.length === limit && before(p, best[limit - 1] as number) >= 0) continue;
    let at = best.length;
    while (at > 0 && before(p, best[at - 1] as number) < 0) at--;
    best.splice(at, 0, p);
    if (best.length > limit) best.pop();
  }
  return best.map((p) => {
    const part = parts[p] as MeasuredPart;
    const checks = readings.map((r) => check(r, part));
    return { part, fits: misses[p] === 0, checks, distance: distance[p] as number };
  });
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

/** The distinct catalog sizes of a dimension, ascending, per parts list. */
const distinctOf = new WeakMap<Float64Array, Float64Array>();

function distinctSizes(parts: readonly MeasuredPart[], key: string): Float64Array {
  const column = sizeColumn(parts, key);
  let sizes = distinctOf.get(column);
  if (!sizes) {
    sizes = Float64Array.from(new Set(column.filter((n) => !Number.isNaN(n)))).sort();
    distinctOf.set(column, sizes);
  }
  return sizes;
}

/** Up to two catalog sizes nearest `inch`, the nearer first (the smaller on a tie). */
function nearestTwo(sizes: Float64Array, inch: number): number[] {
  let hi = 0;
  while (hi < sizes.length && (sizes[hi] as number) < inch) hi++;
  let lo = hi - 1;
  const out: number[] = [];
  while (out.length < 2 && (lo >= 0 || hi < sizes.length)) {
    const below = lo >= 0 ? Math.abs((sizes[lo] as number) - inch) : Infinity;
    const above = hi < sizes.length ? Math.abs((sizes[hi] as number) - inch) : Infinity;
    if (below <= above) out.push(sizes[lo--] as number);
    else out.push(sizes[hi++] as number);
  }
  return out;
}

/**
 * When no part fits: the measurement that rules everything out. A measurement no part comes near on its own
 * comes first (the one farthest from any part); else the one whose leaving out lets the most parts fit.
 */
export function ruledOut(a: Assessment): RuledOut | null {
  const { parts, readings, fitMask } = a;
  if (!readings.length || !parts.length) return null;
  const all = (1 << readings.length) - 1;
  const fitCount = (wanted: number) => {
    let n = 0;
    for (const mask of fitMask) if ((mask & wanted) === wanted) n++;
    return n;
  };
  const candidates = readings.map((r, i) => {
    const nearestInch = nearestTwo(distinctSizes(parts, r.dimension.key), r.inch);
    const gap = nearestInch.length
      ? Math.abs((nearestInch[0] as number) - r.inch) / (r.dimension.toleranceInch || 1)
      : 0;
    const alone = fitCount(1 << i) === 0;
    const fitsWithout = fitCount(all & ~(1 << i));
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
