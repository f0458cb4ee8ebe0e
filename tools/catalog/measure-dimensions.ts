// What a mechanic can measure on each part kind, with the tolerance a measurement matches within
// (decision 036). Plain data without zod, so the measure pages read the same table as the tool.

export const MEASURE_KINDS = ['drum', 'rotor', 'hub', 'stud'] as const;
export type MeasureKind = (typeof MEASURE_KINDS)[number];

export type Unit = 'in' | 'mm';
export const MM_PER_INCH = 25.4;

export type Dimension = {
  /** The query and tool name ('boltcircle'). */
  key: string;
  label: string;
  /** The letter the part's details page and the diagram give it ('A'), or null. */
  letter: string | null;
  /** A count (stud holes) matches exactly and has no unit. */
  count?: true;
  /** Half-width of the match window in inches (a tape read on a large diameter, a caliper on a pilot). */
  toleranceInch: number;
  /** A worn surface may measure this much larger than the catalog size and still be the part. */
  wearInch?: number;
  /** Where to put the tape or caliper, shown under the field. */
  hint: string;
};

const DIAMETER = 0.06;
const CALIPER = 0.03;

export const DIMENSIONS: Record<MeasureKind, readonly Dimension[]> = {
  drum: [
    {
      key: 'diameter',
      label: 'Brake diameter',
      letter: 'A',
      toleranceInch: DIAMETER,
      // No wear limit in the catalog: the discard diameter cast into heavy-duty drums is 0.12 in over.
      wearInch: 0.12,
      hint: 'Inside the drum, across the braking surface',
    },
    {
      key: 'width',
      label: 'Shoe width',
      letter: 'B',
      toleranceInch: DIAMETER,
      hint: 'Width of the braking surface the shoes ride on',
    },
    {
      key: 'pilot',
      label: 'Pilot diameter',
      letter: 'C',
      toleranceInch: CALIPER,
      hint: 'The centre hole the drum sits on',
    },
    {
      key: 'depth',
      label: 'Overall depth',
      letter: 'D',
      toleranceInch: DIAMETER,
      hint: 'Mounting face to the open edge',
    },
    {
      key: 'boltcircle',
      label: 'Bolt circle',
      letter: 'G',
      toleranceInch: DIAMETER,
      hint: 'Across the centres of opposite stud holes',
    },
    {
      key: 'bolthole',
      label: 'Bolt hole diameter',
      letter: 'H',
      toleranceInch: CALIPER,
      hint: 'One stud hole, edge to edge',
    },
    {
      key: 'holes',
      label: 'Stud holes',
      letter: null,
      count: true,
      toleranceInch: 0,
      hint: 'Count the stud holes',
    },
  ],
  rotor: [
    {
      key: 'diameter',
      label: 'Outside diameter',
      letter: 'B',
      toleranceInch: DIAMETER,
      hint: 'Across the braking surface, edge to edge',
    },
    {
      key: 'length',
      label: 'Overall length',
      letter: 'A',
      toleranceInch: DIAMETER,
      hint: 'Mounting face to the far braking face, along the axle',
    },
    {
      key: 'thickness',
      label: 'Thickness',
      letter: 'C',
      toleranceInch: DIAMETER,
      hint: 'The braking disc, face to face',
    },
    {
      key: 'pilot',
      label: 'Pilot diameter',
      letter: 'D',
      toleranceInch: CALIPER,
      hint: 'The centre hole the rotor sits on',
    },
    {
      key: 'boltcircle',
      label: 'Bolt circle',
      letter: 'E',
      toleranceInch: DIAMETER,
      hint: 'Across the centres of opposite bolt holes',
    },
  ],
  hub: [
    {
      key: 'standout',
      label: 'Wheel stud standout',
      letter: null,
      toleranceInch: DIAMETER,
      hint: 'Flange face to the stud tip',
    },
    {
      key: 'pilot',
      label: 'Drum pilot diameter',
      letter: null,
      toleranceInch: CALIPER,
      hint: 'The pilot the brake drum centres on',
    },
    {
      key: 'boltcircle',
      label: 'Bolt circle',
      letter: null,
      toleranceInch: DIAMETER,
      hint: 'Across the centres of opposite wheel studs',
    },
    {
      key: 'offset',
      label: 'Flange offset',
      letter: null,
      toleranceInch: DIAMETER,
      hint: 'Wheel mounting face to the inboard bearing face',
    },
    {
      key: 'absoffset',
      label: 'ABS offset',
      letter: null,
      toleranceInch: DIAMETER,
      hint: 'Wheel mounting face to the tone ring face',
    },
  ],
  stud: [
    { key: 'a', label: 'Length (A)', letter: 'A', toleranceInch: CALIPER, hint: 'Overall length' },
    { key: 'b', label: 'Head (B)', letter: 'B', toleranceInch: CALIPER, hint: 'Head thickness' },
    { key: 'c', label: 'Thread (C)', letter: 'C', toleranceInch: CALIPER, hint: 'Threaded length' },
    { key: 'd', label: 'Head diameter (D)', letter: 'D', toleranceInch: CALIPER, hint: 'Across the head' },
    {
      key: 'studdiameter',
      label: 'Stud diameter',
      letter: null,
      toleranceInch: 0.02,
      hint: 'Across the threads',
    },
  ],
};

/** A measurement in the given unit, in inches. */
export const toInch = (value: number, unit: Unit) => (unit === 'mm' ? value / MM_PER_INCH : value);

/** No wheel-end dimension is smaller or larger than this (inches); outside it is a typing slip. */
export const MIN_MEASURE_INCH = 0.1;
export const MAX_MEASURE_INCH = 40;
export const inMeasureRange = (inch: number) => inch >= MIN_MEASURE_INCH && inch <= MAX_MEASURE_INCH;

/** Most holes a count dimension may have. */
export const MAX_MEASURE_COUNT = 32;

/**
 * What is wrong with one measurement, or null: one rule for the measure tool's input and the measure
 * page's fields, so the page never asks for what the tool refuses.
 */
export function measureProblem(d: Dimension, value: number, unit: Unit): string | null {
  if (d.count)
    return Number.isInteger(value) && value <= MAX_MEASURE_COUNT
      ? null
      : `${d.label} is a whole number up to ${MAX_MEASURE_COUNT}`;
  return inMeasureRange(toInch(value, unit))
    ? null
    : `${d.label} ${value} ${unit} is outside ${MIN_MEASURE_INCH}–${MAX_MEASURE_INCH} in; check the unit`;
}

/** The dimension of a kind by its key, or undefined. */
export const dimensionOf = (kind: MeasureKind, key: string) => DIMENSIONS[kind].find((d) => d.key === key);

/** Every dimension key any kind has (the query parameters of the measure route). */
export const ALL_DIMENSION_KEYS = [
  ...new Set(Object.values(DIMENSIONS).flatMap((ds) => ds.map((d) => d.key))),
];

/** The classic page of each kind's measure form and of its parts' details. */
export const MEASURE_PAGES: Record<
  MeasureKind,
  { page: string; details: (n: string) => string; noun: string }
> = {
  drum: {
    page: '/hub/replacement-drum/measure',
    details: (n) => `/hub/replacement-drum/drumdetails/${n}`,
    noun: 'drum',
  },
  rotor: {
    page: '/hub/replacement-rotor/measure',
    details: (n) => `/hub/replacement-rotor/rotordetails/${n}`,
    noun: 'rotor',
  },
  hub: { page: '/hub/measure-hub', details: (n) => `/hub/details/${n}`, noun: 'hub' },
  stud: { page: '/hub/stud/measure', details: (n) => `/hub/stud/summaries/${n}`, noun: 'stud' },
};
