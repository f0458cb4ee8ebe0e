// The hub wizard's steps: id, path, filter code, question, and how values are labelled.
import type { FilterValue } from '../../catalog/facets.ts';
import { decimal, inches, millimetres } from '../shared/display/format.ts';
import { gawrKgText, gawrText } from '../shared/display/units.ts';

export type OptionLabel = { label: string; sublabel: string | null };

export type StepDef = {
  id: number;
  path: string;
  /** Filter code the answer sets; null for navigation steps. */
  code: string | null;
  title: string;
  /** What the question asks in two or three words, for the answers list ('Truck make: Freightliner'). */
  name: string;
  columns: 1 | 2;
  /** The value stored for a choice: the Id, or the Inch for dimension steps. */
  valueFor: (v: FilterValue) => string;
  label: (v: FilterValue) => OptionLabel;
};

const byId = (v: FilterValue) => String(v.Id);
const byInch = (v: FilterValue) => String(v.Inch ?? v.Id);
const byName = (v: FilterValue): OptionLabel => ({ label: v.Name, sublabel: null });
const inchMm = (v: FilterValue): OptionLabel => ({
  // the original's words ('{Inch} Inches / {Millimeter} Millimeters'), numbers through the one formatter
  label: v.Inch == null ? v.Name : `${decimal(v.Inch)} Inches`,
  sublabel: v.Millimeter == null ? null : `${decimal(v.Millimeter, 1)} Millimeters`,
});

function axleLabel(v: FilterValue): OptionLabel {
  const axle = v.AftermarketAxle ?? v.Name;
  const unitized = /unitized/i.test(axle);
  const inner = v.BearingDescriptionInboard;
  const outer = v.BearingDescriptionOutboard;
  const lines = [
    inner ? `${unitized ? '' : 'Inner Bearing - '}${inner}` : null,
    outer ? `${unitized ? '' : 'Outer Bearing - '}${outer}` : null,
  ].filter(Boolean);
  return { label: axle, sublabel: lines.length ? lines.join(' / ') : (v.AxleDescription ?? null) };
}

const step = (
  id: number,
  path: string,
  code: string | null,
  title: string,
  name: string,
  opts: Partial<Pick<StepDef, 'columns' | 'valueFor' | 'label'>> = {},
): StepDef => ({
  id,
  path,
  code,
  title,
  name,
  columns: opts.columns ?? 2,
  valueFor: opts.valueFor ?? byId,
  label: opts.label ?? byName,
});

/** In the order the wizard walks them when no rule says otherwise. */
export const STEPS: StepDef[] = [
  step(2, 'truck-type', 'tcomp', 'Are you looking for a hub for your', 'Truck type', { columns: 1 }),
  step(5, 'truck-make', 'tmake', 'Choose the Truck Make', 'Truck make'),
  step(7, 'axle-type', 'aaxna', 'Choose the Hub by Axle Type or Bearing Number:', 'Axle type', {
    columns: 1,
    label: axleLabel,
  }),
  step(23, 'wheel-pilot-system', 'whlps', 'Wheel Pilot System', 'Wheel pilot system', { columns: 1 }),
  step(29, 'wheel-stud-standout', 'wssdi', 'Wheel Stud Standout', 'Wheel stud standout', {
    valueFor: byInch,
    label: inchMm,
  }),
  step(26, 'stud-pilot-type', 'stdps', 'Stud Pilot Type', 'Stud pilot type'),
  step(25, 'hub-pilot-type', 'hubps', 'Hub Pilot Type', 'Hub pilot type'),
  step(24, 'thread-orientation', 'strdo', 'Thread Orientation', 'Thread orientation'),
  step(14, 'hub-mounting-system', 'hamnt', 'Hub Mounting System', 'Hub mounting system'),
  step(35, 'barrel-length', 'barlg', 'Choose the Barrel Length', 'Barrel length', { label: inchMm }),
  step(8, 'gawr', 'gawrr', 'Choose the GAWR (Gross Axle Weight Rating):', 'GAWR', {
    label: (v) => ({
      label: gawrText(v.MinGawrPound, v.MaxGawrPound),
      sublabel: gawrKgText(v.MinGawrPound, v.MaxGawrPound),
    }),
  }),
  step(12, 'axle-stud', 'axthd', 'Choose the Axle Stud Diameter', 'Axle stud diameter', {
    label: (v) => ({ label: `${v.NominalDiameter ?? v.Name}"`, sublabel: null }),
  }),
  step(10, 'material', 'hcmty', 'Choose the Hub Material', 'Hub material'),
  step(36, 'small-backface', 'icfsb', 'Cut for Small Backface?', 'Small backface'),
  step(32, 'drum-pilot-diameter-inches', 'dpidi', 'Drum Pilot Diameter Inches', 'Drum pilot diameter', {
    valueFor: byInch,
    label: inchMm,
  }),
  step(17, 'brake-rotor-type', 'abrty', 'Choose the Brake Rotor Type', 'Brake rotor type'),
  step(38, 'hub-offset-inches', 'hofsi', 'Hub Offset Inches', 'Hub offset', {
    valueFor: byInch,
    label: inchMm,
  }),
  step(
    16,
    'brake-rotor-flange',
    'brdia',
    'Choose the Brake Rotor Outside Diameter',
    'Brake rotor outside diameter',
    {
      valueFor: byInch,
      label: (v) => ({
        label: v.Inch == null ? v.Name : inches(v.Inch),
        sublabel: v.Millimeter == null ? null : millimetres(v.Millimeter),
      }),
    },
  ),
  step(37, 'overall-rotor-length', 'ovlgt', 'Choose the Overall Rotor Length', 'Overall rotor length', {
    valueFor: byInch,
    label: inchMm,
  }),
  step(30, 'abs-offset-inches', 'abcoi', 'ABS Offset Inches', 'ABS offset', {
    valueFor: byInch,
    label: inchMm,
  }),
  step(
    31,
    'hub-cap-bolt-circle-diameter-inches',
    'hcbdi',
    'Hub Cap Bolt Circle Diameter Inches',
    'Hub cap bolt circle',
    {
      valueFor: byInch,
      label: inchMm,
    },
  ),
  step(41, 'rotor-flange', 'flgty', 'Choose the Rotor Flange Type', 'Rotor flange type'),
  step(9, 'wheel-type', 'wmslc', 'Choose the Wheel Type (Determine Wheel Stud Length):', 'Wheel type', {
    label: (v) => ({
      label: v.WheelMaterial ? `${v.WheelMaterial} (${v.StudLengthClass ?? ''})`.replace(' ()', '') : v.Name,
      sublabel: null,
    }),
  }),
  step(11, 'hub-assembly-type', 'hatyp', 'Choose the Hub Assembly Type', 'Hub assembly type'),
  step(39, 'spindle-nut', 'spints', 'Upgrade to a PreSet Plus spindle nut?', 'PreSet Plus spindle nut', {
    columns: 1,
  }),
  step(40, 'results', null, 'Results', 'Results'),
];

export const STEP_BY_ID = new Map(STEPS.map((s) => [s.id, s]));

export function stepById(id: number): StepDef {
  const s = STEP_BY_ID.get(id);
  if (!s) throw new Error(`unknown hub wizard step ${id}`);
  return s;
}

/** Categories a number search already settled, which the follow-up questions never ask. */
export const NOT_ASKED_AFTER_NUMBER = new Set(['tmake', 'gawrr', 'wssdi']);

/** The values a step shows: placeholder values (Id 0) never; hub offset values of 0 inches are hidden. */
export function visible(step: StepDef, values: FilterValue[]): FilterValue[] {
  return values.filter((v) => v.Id !== 0 && !(step.code === 'hofsi' && Number(v.Inch) === 0));
}

export function nextInOrder(id: number): number {
  const at = STEPS.findIndex((s) => s.id === id);
  return STEPS[Math.min(at + 1, STEPS.length - 1)]?.id ?? 40;
}

/** The six truck-type buttons: truck, trailer or school bus with drum or disc brakes (tcomp + brkty). */
export const TRUCK_TYPES = [
  { label: 'Truck with Drum Brakes', tcomp: '1', brkty: '1' },
  { label: 'Truck with Disc Brakes', tcomp: '1', brkty: '2' },
  { label: 'Trailer with Drum Brakes', tcomp: '2', brkty: '1' },
  { label: 'Trailer with Disc Brakes', tcomp: '2', brkty: '2' },
  { label: 'School Bus with Drum Brakes', tcomp: '3', brkty: '1' },
  { label: 'School Bus with Disc Brakes', tcomp: '3', brkty: '2' },
] as const;

export const STEP = {
  truckType: 2,
  truckMake: 5,
  axleType: 7,
  wheelPilot: 23,
  studStandout: 29,
  hubPilot: 25,
  mounting: 14,
  barrelLength: 35,
  gawr: 8,
  axleStud: 12,
  material: 10,
  smallBackface: 36,
  rotorType: 17,
  hubOffset: 38,
  rotorFlangeDiameter: 16,
  hubCapBoltCircle: 31,
  rotorFlange: 41,
  wheelType: 9,
  hubAssemblyType: 11,
  spindleNut: 39,
  results: 40,
} as const;
