// measureMatch: the parts of a kind that fit what a mechanic measured with a tape or caliper, in inches or
// millimetres, any subset of the kind's dimensions in any order (issue 19, decision 036). Fitting parts come
// ranked by closeness with every dimension's difference; when none fits, the answer names the measurement
// that rules everything out and the nearest parts, so a measurement is never a dead end.
import { z } from 'zod';
import { defineTool, Status } from '../tool.ts';
import {
  DIMENSIONS,
  dimensionOf,
  inMeasureRange,
  MEASURE_KINDS,
  MEASURE_PAGES,
  MM_PER_INCH,
  measureProblem,
  toInch,
  type Unit,
} from './measure-dimensions.ts';
import type { MeasuredPart } from './measure-parts.ts';
import { measureParts } from './measure-parts.ts';
import { type Measurement, measureSearch } from './measure-query.ts';
import { assess, inTableOrder, type Ranked, ranked, ruledOut } from './measure-rank.ts';

/** At most this many fitting parts are listed (Total says how many fit in all). */
export const MAX_MEASURE_RESULTS = 60;
/** When nothing fits: this many nearest parts. */
export const NEAREST_COUNT = 5;

export const MeasureKind = z.enum(MEASURE_KINDS);

export const MeasurementInput = z.object({
  dimension: z.string().max(20),
  value: z.number().positive().max(2000),
  unit: z.enum(['in', 'mm']).default('in'),
});

export const MeasureMatchInput = z
  .object({ kind: MeasureKind, measurements: z.array(MeasurementInput).min(1).max(12) })
  .superRefine(({ kind, measurements }, ctx) => {
    const seen = new Set<string>();
    measurements.forEach((m, i) => {
      const d = dimensionOf(kind, m.dimension);
      const path = ['measurements', i];
      if (!d) {
        const known = DIMENSIONS[kind].map((x) => x.key).join(', ');
        ctx.addIssue({ code: 'custom', path, message: `A ${kind} has no ${m.dimension}; measure ${known}` });
        return;
      }
      if (seen.has(m.dimension)) ctx.addIssue({ code: 'custom', path, message: `${d.label} given twice` });
      seen.add(m.dimension);
      const problem = measureProblem(d, m.value, m.unit);
      if (problem) ctx.addIssue({ code: 'custom', path, message: problem });
    });
  });
export type MeasureMatchInput = z.input<typeof MeasureMatchInput>;

const Verdict = z.enum(['exact', 'within', 'worn', 'differs', 'unknown']);

export const MeasureCandidate = z.object({
  PartNumber: z.string(),
  Status: z.string(),
  Description: z.string(),
  /** Every measurement within tolerance (or wear). */
  Fits: z.boolean(),
  /** The part's details page. */
  Route: z.string(),
  Dimensions: z.array(
    z.object({
      Dimension: z.string(),
      Label: z.string(),
      MeasuredInch: z.number(),
      CatalogInch: z.number().nullable(),
      /** Catalog size minus the measurement, inches; null when the catalog lacks the size. */
      DifferenceInch: z.number().nullable(),
      Verdict,
    }),
  ),
});
export type MeasureCandidate = z.infer<typeof MeasureCandidate>;

export const MeasureMatchOutput = z.object({
  Status: z.enum([Status.OK, Status.ZERO_RESULTS]),
  Kind: MeasureKind,
  /** What was measured, in table order, in inches and millimetres. */
  Measured: z.array(
    z.object({
      Dimension: z.string(),
      Label: z.string(),
      Inch: z.number(),
      Millimeter: z.number(),
      /** The value and unit as given (a count's unit is 'in' and means nothing). */
      Value: z.number(),
      Unit: z.enum(['in', 'mm']),
      /** The tolerance this measurement matched within, and the wear allowance above the catalog size. */
      ToleranceInch: z.number(),
      WearInch: z.number().nullable(),
    }),
  ),
  /** How many parts fit every measurement; Results lists the closest of them. */
  Total: z.number().int(),
  Results: z.array(MeasureCandidate),
  /** When nothing fits: the nearest parts. */
  Nearest: z.array(MeasureCandidate),
  /** When nothing fits: the measurement that rules everything out. */
  RuledOut: z
    .object({
      Dimension: z.string(),
      Label: z.string(),
      Reason: z.enum(['alone', 'together']),
      MeasuredInch: z.number(),
      NearestInch: z.array(z.number()),
      FitsWithout: z.number().int(),
    })
    .nullable(),
  /**
   * When nothing fits and every size was given in one unit: how many parts the same numbers fit in the
   * other unit, and its page ('16.5 x 7' typed with millimetres chosen was meant in inches); else null.
   */
  OtherUnit: z
    .object({ Unit: z.enum(['in', 'mm']), Total: z.number().int().min(1), Route: z.string() })
    .nullable(),
  /** The measure page showing this answer. */
  Route: z.string(),
});
export type MeasureMatchOutput = z.infer<typeof MeasureMatchOutput>;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

function candidate(kind: z.infer<typeof MeasureKind>, r: Ranked): MeasureCandidate {
  return {
    PartNumber: r.part.number,
    Status: r.part.status,
    Description: r.part.description,
    Fits: r.fits,
    Route: MEASURE_PAGES[kind].details(r.part.number),
    Dimensions: r.checks.map((c) => ({
      Dimension: c.key,
      Label: dimensionOf(kind, c.key)?.label ?? c.key,
      MeasuredInch: round3(c.measuredInch),
      CatalogInch: c.catalogInch,
      DifferenceInch: c.differenceInch,
      Verdict: c.verdict,
    })),
  };
}

/** The readings of some measurements, in the kind's table order. */
function readingsOf(kind: z.infer<typeof MeasureKind>, measurements: readonly Measurement[]) {
  return inTableOrder(
    kind,
    measurements.flatMap((m) => {
      const dimension = dimensionOf(kind, m.dimension);
      const inch = dimension?.count ? m.value : toInch(m.value, m.unit);
      return dimension ? [{ dimension, inch, given: { value: m.value, unit: m.unit } }] : [];
    }),
  );
}

/**
 * The same numbers in the other unit, when every size was given in one unit and each is a size some part
 * could have: a slip of the unit toggle or of the word, answered by the parts they fit.
 */
function otherUnit(
  kind: z.infer<typeof MeasureKind>,
  measurements: readonly Measurement[],
  parts: readonly MeasuredPart[],
): MeasureMatchOutput['OtherUnit'] {
  const isCount = (m: Measurement) => dimensionOf(kind, m.dimension)?.count === true;
  const units = new Set(measurements.filter((m) => !isCount(m)).map((m) => m.unit));
  if (units.size !== 1) return null;
  const unit: Unit = units.has('mm') ? 'in' : 'mm';
  const swapped = measurements.map((m) => (isCount(m) ? m : { ...m, unit }));
  if (!swapped.every((m) => isCount(m) || inMeasureRange(toInch(m.value, m.unit)))) return null;
  const total = assess(parts, readingsOf(kind, swapped)).fitting;
  return total
    ? {
        Unit: unit,
        Total: total,
        Route: `${MEASURE_PAGES[kind].page}?${measureSearch(kind, swapped, unit)}`,
      }
    : null;
}

export const measureMatch = defineTool({
  name: 'measureMatch',
  description:
    'Drums, rotors, hubs or studs that fit measured dimensions (inches or millimetres, any subset), ranked by closeness with the difference per dimension; when none fits, the measurement that rules everything out and the nearest parts.',
  input: MeasureMatchInput,
  output: MeasureMatchOutput,
  async execute({ kind, measurements }, { db }) {
    const readings = readingsOf(kind, measurements);
    const parts = (await measureParts(db))[kind];
    const assessed = assess(parts, readings);
    const fits = assessed.fitting > 0;
    // fitting parts rank first: the head of the ranking holds the fitting ones, or the nearest when none fits
    const listed = ranked(assessed, fits ? Math.min(assessed.fitting, MAX_MEASURE_RESULTS) : NEAREST_COUNT);
    const out = fits ? null : ruledOut(assessed);
    return {
      Status: fits ? Status.OK : Status.ZERO_RESULTS,
      Kind: kind,
      Measured: readings.map((r) => ({
        Dimension: r.dimension.key,
        Label: r.dimension.label,
        Inch: round3(r.inch),
        Millimeter: r.dimension.count ? r.inch : Math.round(r.inch * MM_PER_INCH * 10) / 10,
        Value: r.given.value,
        Unit: r.given.unit,
        ToleranceInch: r.dimension.toleranceInch,
        WearInch: r.dimension.wearInch ?? null,
      })),
      Total: assessed.fitting,
      Results: fits ? listed.map((r) => candidate(kind, r)) : [],
      Nearest: fits ? [] : listed.map((r) => candidate(kind, r)),
      RuledOut: !out
        ? null
        : {
            Dimension: out.key,
            Label: dimensionOf(kind, out.key)?.label ?? out.key,
            Reason: out.reason,
            MeasuredInch: round3(out.measuredInch),
            NearestInch: out.nearestInch,
            FitsWithout: out.fitsWithout,
          },
      OtherUnit: fits ? null : otherUnit(kind, measurements, parts),
      Route: `${MEASURE_PAGES[kind].page}?${measureSearch(kind, measurements)}`,
    };
  },
});
