// The demo catalog's vocabulary: flows and their categories, filter values, axles and truck makes.
import type { CategoryDef, ValueDef } from './facets.ts';
import { inchName } from './facets.ts';
import { mm } from './random.ts';

const named = (pairs: readonly (readonly [number, string])[], image?: string): ValueDef[] =>
  pairs.map(([id, name]) => ({ id, name, ...(image ? { imageGuid: `${image}-${id}` } : {}) }));

const inches = (list: readonly (readonly [number, number, string?])[]): ValueDef[] =>
  list.map(([id, inch, note]) => ({
    id,
    name: note ? `${inchName(inch)} (${note})` : inchName(inch),
    inch,
    inches: inch.toFixed(2),
    millimeter: mm(inch),
  }));

export const TRUCK = 1;
export const TRAILER = 2;
export const SCHOOL_BUS = 3;
export const DRUM = 1;
export const DISC = 2;
export const OTHER_MAKE = 99;
export const UNITIZED_AXLE = 82;

export const TRUCK_MAKES = [
  [1, 'Freightliner'],
  [2, 'International'],
  [3, 'Kenworth'],
  [4, 'Peterbilt'],
  [5, 'Mack'],
  [6, 'Volvo'],
  [7, 'Western Star'],
  [8, 'Ford'],
  [9, 'Autocar'],
  [10, 'Hino'],
  [20, 'Blue Bird'],
  [21, 'Thomas Built'],
  [22, 'IC Bus'],
  [OTHER_MAKE, 'Other/Not Listed'],
] as const;

export type AxleCode = 'FF' | 'FL' | 'R' | 'TN' | 'TP';

/** Bearing sets by their industry set number: cone/cup, bore, outside diameter, width (inches). */
export const BEARING_SETS = {
  SET413: { cone: 'HM212049', cup: 'HM212011', bore: 2.625, od: 4.4375, width: 1.4375 },
  SET403: { cone: 'HM218248', cup: 'HM218210', bore: 3.5, od: 5.5, width: 1.5625 },
  SET406: { cone: '3984', cup: '3920', bore: 2.625, od: 4.875, width: 1.4375 },
  SET405: { cone: '3782', cup: '3720', bore: 1.9375, od: 3.5433, width: 1.1875 },
  SET402: { cone: 'HM518445', cup: 'HM518410', bore: 3.5, od: 5.875, width: 1.75 },
  SET407: { cone: '566', cup: '563', bore: 3.125, od: 5.0, width: 1.375 },
} as const;
export type BearingSetName = keyof typeof BEARING_SETS;

export type Axle = {
  id: number;
  name: string;
  code: AxleCode | 'Unitized';
  kitCode: AxleCode;
  position: 'Steer' | 'Drive' | 'Trailer';
  description: string;
  inboard: BearingSetName;
  outboard: BearingSetName;
};

/** Axle types (hub wizard aaxna). 4/10/11/19/40/79/82 carry meanings in the hub wizard's routing rules (tools/engine/hub-wizard/rules.ts). */
export const AXLES: readonly Axle[] = [
  {
    id: 2,
    name: 'FF',
    code: 'FF',
    kitCode: 'FF',
    position: 'Steer',
    description: 'FF Steer Axle',
    inboard: 'SET406',
    outboard: 'SET405',
  },
  {
    id: 3,
    name: 'FL',
    code: 'FL',
    kitCode: 'FL',
    position: 'Steer',
    description: 'FL Steer Axle',
    inboard: 'SET413',
    outboard: 'SET405',
  },
  {
    id: 4,
    name: 'R',
    code: 'R',
    kitCode: 'R',
    position: 'Drive',
    description: 'R Drive Axle',
    inboard: 'SET402',
    outboard: 'SET403',
  },
  {
    id: 10,
    name: 'TN',
    code: 'TN',
    kitCode: 'TN',
    position: 'Trailer',
    description: 'N Trailer Axle',
    inboard: 'SET403',
    outboard: 'SET413',
  },
  {
    id: 11,
    name: 'TP',
    code: 'TP',
    kitCode: 'TP',
    position: 'Trailer',
    description: 'P Trailer Axle',
    inboard: 'SET402',
    outboard: 'SET403',
  },
  {
    id: 19,
    name: 'FL Wide Track',
    code: 'FL',
    kitCode: 'FL',
    position: 'Steer',
    description: 'FL Wide Track Steer Axle',
    inboard: 'SET413',
    outboard: 'SET407',
  },
  {
    id: 40,
    name: 'R Heavy Duty',
    code: 'R',
    kitCode: 'R',
    position: 'Drive',
    description: 'R Heavy Duty Drive Axle (40,000 lb tandem)',
    inboard: 'SET402',
    outboard: 'SET403',
  },
  {
    id: 79,
    name: 'TQ',
    code: 'TN',
    kitCode: 'TN',
    position: 'Trailer',
    description: 'TQ Trailer Axle',
    inboard: 'SET403',
    outboard: 'SET413',
  },
  {
    id: UNITIZED_AXLE,
    name: 'Unitized',
    code: 'Unitized',
    kitCode: 'R',
    position: 'Drive',
    description: 'Unitized Hub (Volvo/Mack)',
    inboard: 'SET402',
    outboard: 'SET403',
  },
];
export const axleById = (id: number): Axle => {
  const a = AXLES.find((x) => x.id === id);
  if (!a) throw new Error(`unknown axle ${id}`);
  return a;
};

const axleValues: ValueDef[] = AXLES.map((a) => ({
  id: a.id,
  name: a.name,
  aftermarketAxle: a.name,
  aftermarketAxleId: a.id,
  axleDescription: a.description,
  bearingDescriptionInboard: a.code === 'Unitized' ? null : `${a.inboard} (${BEARING_SETS[a.inboard].cone})`,
  bearingDescriptionOutboard:
    a.code === 'Unitized' ? null : `${a.outboard} (${BEARING_SETS[a.outboard].cone})`,
}));

export const HUB_MOUNTING = [
  [1, 'Hub Piloted, 10 Stud, 285.75 mm Bolt Circle'],
  [2, 'Stud Piloted, 10 Stud, 11.25" Bolt Circle'],
  [3, 'Hub Piloted, 8 Stud, 275 mm Bolt Circle'],
  [4, 'Hub Piloted, Long Barrel (Outboard Drum)'],
  [5, 'Stud Piloted, Long Barrel (Outboard Drum)'],
  [6, 'Hub Piloted, 6 Stud, 222.25 mm Bolt Circle'],
] as const;

export const GAWR = [
  [1, 0, 12000],
  [2, 12001, 14600],
  [3, 14601, 20000],
  [4, 0, 23000],
  [5, 0, 26000],
  [6, 0, 22500],
  [7, 22501, 25000],
] as const;
const gawrValues: ValueDef[] = GAWR.map(([id, min, max]) => ({
  id,
  name:
    min === 0
      ? `Up to ${max.toLocaleString('en-US')} lbs.`
      : `${min.toLocaleString('en-US')} - ${max.toLocaleString('en-US')} lbs.`,
  minGawrPound: min,
  maxGawrPound: max,
  displayRange: `${min}-${max}`,
}));

export const ROTOR_TYPES = [
  [1, 'U-Section'],
  [2, 'Hat'],
  [3, 'Flat'],
  [6, 'Splined'],
] as const;
export const SPLINED = 6;

export const WSSDI = inches([
  [1, 3.12],
  [2, 3.38],
  [3, 3.62],
  [4, 3.88],
]);
export const DPIDI = inches([
  [1, 8.78, 'Most common'],
  [2, 8.72],
  [3, 8.69],
]);
export const HOFSI = inches([
  [1, 1.25],
  [2, 2.06],
  [3, 2.5],
]);
export const BRDIA = inches([
  [1, 15.35],
  [2, 16.93],
]);
export const OVLGT = inches([
  [1, 5.52],
  [2, 6.08],
  [3, 7.1],
]);
export const ABCOI = inches([
  [1, 1.06],
  [2, 1.38],
  [3, 1.75],
]);
export const HCBDI = inches([
  [1, 5.5],
  [2, 6.5],
]);
// Wheel flange diameters are ranges, named as the spec prints them; 12.8 stands for the small range.
export const OVLDI: ValueDef[] = [
  { id: 1, name: '13.00 inch+ (Most common)', inch: 13.0, inches: '13.00', millimeter: mm(13.0) },
  { id: 2, name: '12.75-12.9 inch (Small diameter)', inch: 12.8, inches: '12.80', millimeter: mm(12.8) },
];
export const BARLG = [
  { id: 1, name: '5.12"', inch: 5.12 },
  { id: 2, name: '6.25"', inch: 6.25 },
  { id: 3, name: '7.38"', inch: 7.38 },
] as const;

const HUB_PILOT = named([
  [1, 'Hub Piloted, Pilot Pads'],
  [2, 'Hub Piloted, Full Pilot Ring'],
]);
const STUD_PILOT = named([
  [1, 'Ball Seat, Single Cap Nut'],
  [2, 'Ball Seat, Inner and Outer Cap Nuts'],
]);
const THREAD = named([
  [1, 'Right Hand, All Positions'],
  [2, 'Right Hand and Left Hand (by Side)'],
]);
const AXLE_STUD: ValueDef[] = [
  { id: 1, name: '5/8"', nominalDiameter: '5/8' },
  { id: 2, name: '3/4"', nominalDiameter: '3/4' },
];
const MATERIAL = named([
  [1, 'Aluminum'],
  [2, 'Ductile Iron'],
]);
const WHEEL_TYPE: ValueDef[] = [
  { id: 1, name: 'Steel (Standard Stud)', wheelMaterial: 'Steel', studLengthClass: 'Standard Stud' },
  { id: 2, name: 'Aluminum (Long Stud)', wheelMaterial: 'Aluminum', studLengthClass: 'Long Stud' },
];
export const HUB_TYPES = [
  [1, 'PreSet'],
  [2, 'PreSet Plus'],
  [3, 'Conventional'],
  [4, 'Unitized'],
] as const;
const YES_NO = named([
  [1, 'Yes'],
  [2, 'No'],
]);

/** Hub wizard categories: the step ids and paths of the wizard's steps (tools/engine/hub-wizard/steps.ts), in step order. */
export const HUB_CATEGORIES: CategoryDef[] = [
  { id: 0, code: 'hanum', name: 'Hub Assembly Number', role: 'result', stepPath: 'choose-path' },
  { id: 15, code: 'srcht', name: 'Search Text', role: 'navigation', stepPath: 'choose-path' },
  {
    id: 2,
    code: 'tcomp',
    name: 'Truck Type',
    stepPath: 'truck-type',
    values: named([
      [TRUCK, 'Truck'],
      [TRAILER, 'Trailer'],
      [SCHOOL_BUS, 'School Bus'],
    ]),
  },
  { id: 5, code: 'tmake', name: 'Truck Make', stepPath: 'truck-make', values: named(TRUCK_MAKES) },
  { id: 7, code: 'aaxna', name: 'Axle Type', stepPath: 'axle-type', values: axleValues },
  {
    id: 23,
    code: 'whlps',
    name: 'Wheel Pilot System',
    stepPath: 'wheel-pilot-system',
    values: named(
      [
        [1, 'Stud Pilot'],
        [2, 'Hub Pilot'],
      ],
      'fv-whlps',
    ),
  },
  {
    id: 29,
    code: 'wssdi',
    name: 'Wheel Stud Standout',
    stepPath: 'wheel-stud-standout',
    byInch: true,
    values: WSSDI,
  },
  { id: 26, code: 'stdps', name: 'Stud Pilot Type', stepPath: 'stud-pilot-type', values: STUD_PILOT },
  { id: 25, code: 'hubps', name: 'Hub Pilot Type', stepPath: 'hub-pilot-type', values: HUB_PILOT },
  { id: 24, code: 'strdo', name: 'Thread Orientation', stepPath: 'thread-orientation', values: THREAD },
  {
    id: 14,
    code: 'hamnt',
    name: 'Hub Mounting System',
    stepPath: 'hub-mounting-system',
    values: named(HUB_MOUNTING, 'fv-hamnt'),
  },
  { id: 35, code: 'barlg', name: 'Barrel Length', stepPath: 'barrel-length', values: BARLG },
  { id: 8, code: 'gawrr', name: 'GAWR Range', stepPath: 'gawr', values: gawrValues },
  { id: 12, code: 'axthd', name: 'Axle Stud Thread Diameter', stepPath: 'axle-stud', values: AXLE_STUD },
  { id: 10, code: 'hcmty', name: 'Hub Casting Material Type', stepPath: 'material', values: MATERIAL },
  { id: 36, code: 'icfsb', name: 'Cut for Small Backface?', stepPath: 'small-backface', values: YES_NO },
  {
    id: 32,
    code: 'dpidi',
    name: 'Drum Pilot Diameter Inches',
    stepPath: 'drum-pilot-diameter-inches',
    byInch: true,
    values: DPIDI,
  },
  {
    id: 17,
    code: 'abrty',
    name: 'Brake Rotor Type',
    stepPath: 'brake-rotor-type',
    values: named(ROTOR_TYPES, 'fv-rotor-type'),
  },
  {
    id: 38,
    code: 'hofsi',
    name: 'Hub Offset Inches',
    stepPath: 'hub-offset-inches',
    byInch: true,
    values: HOFSI,
  },
  {
    id: 16,
    code: 'brdia',
    name: 'Brake Rotor Outside Diameter',
    stepPath: 'brake-rotor-flange',
    byInch: true,
    values: BRDIA,
  },
  {
    id: 37,
    code: 'ovlgt',
    name: 'Overall Rotor Length',
    stepPath: 'overall-rotor-length',
    byInch: true,
    values: OVLGT,
  },
  {
    id: 30,
    code: 'abcoi',
    name: 'ABS Offset Inches',
    stepPath: 'abs-offset-inches',
    byInch: true,
    values: ABCOI,
  },
  {
    id: 31,
    code: 'hcbdi',
    name: 'Hub Cap Bolt Circle Diameter Inches',
    stepPath: 'hub-cap-bolt-circle-diameter-inches',
    byInch: true,
    values: HCBDI,
  },
  {
    id: 41,
    code: 'flgty',
    name: 'Rotor Flange Type',
    stepPath: 'rotor-flange',
    values: named(
      [
        [1, 'Circular'],
        [2, 'Scalloped'],
      ],
      'fv-flgty',
    ),
  },
  { id: 9, code: 'wmslc', name: 'Wheel Material / Stud Length', stepPath: 'wheel-type', values: WHEEL_TYPE },
  {
    id: 11,
    code: 'hatyp',
    name: 'Hub Assembly Type',
    stepPath: 'hub-assembly-type',
    values: named(HUB_TYPES),
  },
  {
    id: 39,
    code: 'spints',
    name: 'PreSet Plus Spindle Nut Upgrade',
    stepPath: 'spindle-nut',
    values: YES_NO,
  },
  { id: 40, code: 'rslts', name: 'Results', role: 'navigation', stepPath: 'results' },
  {
    id: 1,
    code: 'brkty',
    name: 'Brake Type',
    role: 'attribute',
    values: named([
      [DRUM, 'Drum'],
      [DISC, 'Disc'],
    ]),
  },
  { id: 42, code: 'ovldi', name: 'Wheel Flange Diameter', role: 'attribute', byInch: true, values: OVLDI },
];

const hubDef = (code: string): CategoryDef => {
  const d = HUB_CATEGORIES.find((c) => c.code === code);
  if (!d) throw new Error(`no hub category ${code}`);
  return d;
};
/** A hub category reused by another flow, with that flow's id and label. */
const reuse = (code: string, id: number, name: string): CategoryDef => ({
  ...hubDef(code),
  id,
  name,
  role: 'question',
  stepPath: undefined,
});

/** Casting flow: find a hub by what is cast and machined on it; a number search sets hcnum. */
export const CASTING_CATEGORIES: CategoryDef[] = [
  { id: 1, code: 'hcnum', name: 'Hub Casting Number', role: 'attribute' },
  reuse('hamnt', 2, 'Mounting System'),
  reuse('hubps', 3, 'Hub Piloted Type'),
  reuse('stdps', 4, 'Stud Piloted Type'),
  reuse('aaxna', 5, 'Axle Type / Bearing Number'),
  reuse('barlg', 6, 'Barrel Length'),
  reuse('axthd', 7, 'Axle Stud Thread'),
  reuse('ovldi', 8, 'Wheel Flange Diameter'),
  reuse('wssdi', 9, 'Wheel Stud Standout'),
  reuse('dpidi', 10, 'Drum Pilot Diameter'),
  { id: 11, code: 'hrtlb', name: 'Hub Rating Pounds' },
  reuse('hcbdi', 12, 'Hub Cap Bolt Circle'),
  reuse('abcoi', 13, 'ABS Offset'),
  reuse('hofsi', 14, 'Hub Offset'),
  { id: 15, code: 'rtofs', name: 'Rotor Offset', byInch: true },
  { ...reuse('brdia', 16, 'Brake Surface Diameter'), code: 'bsdia' },
  reuse('ovlgt', 17, 'Overall Length'),
  { id: 18, code: 'hanum', name: 'Hub Assembly Number', role: 'result' },
];

export const AXLE_POSITIONS = named([
  [1, 'Front (Steer) Axle'],
  [2, 'Rear (Drive) Axle'],
  [3, 'Trailer Axle'],
]);

export const ROTOR_CATEGORIES: CategoryDef[] = [
  { id: 1, code: 'axpos', name: 'Axle Position', values: AXLE_POSITIONS },
  { id: 2, code: 'brtyp', name: 'Brake Rotor Type', values: named(ROTOR_TYPES, 'fv-rotor-type') },
  { id: 3, code: 'bsdia', name: 'Brake Surface Outside Diameter', byInch: true },
  { id: 4, code: 'ovlgt', name: 'Overall Length', byInch: true },
  { id: 5, code: 'brnum', name: 'Brake Rotor Number', role: 'result' },
];

export const ROTOR_CASTING_CATEGORIES: CategoryDef[] = [
  { id: 1, code: 'ctnum', name: 'Rotor Casting Number', role: 'attribute' },
  {
    id: 2,
    code: 'trtyp',
    name: 'Truck Type',
    values: named([
      [TRUCK, 'Truck'],
      [TRAILER, 'Trailer'],
      [SCHOOL_BUS, 'School Bus'],
    ]),
  },
  { id: 3, code: 'axpos', name: 'Axle Position', values: AXLE_POSITIONS },
  { id: 4, code: 'brtyp', name: 'Brake Rotor Type', values: named(ROTOR_TYPES, 'fv-rotor-type') },
  { id: 5, code: 'bsdia', name: 'Brake Surface Diameter', byInch: true },
  { id: 6, code: 'ovlgt', name: 'Overall Length', byInch: true },
  { id: 7, code: 'brnum', name: 'Brake Rotor Number', role: 'result' },
];

export const DRUM_CATEGORIES: CategoryDef[] = [
  { id: 1, code: 'axpos', name: 'Axle Position', values: AXLE_POSITIONS },
  { id: 2, code: 'tmake', name: 'Truck Make', values: named(TRUCK_MAKES) },
  { id: 3, code: 'holes', name: 'Stud Hole Count' },
  { id: 4, code: 'pidia', name: 'Pilot Diameter', byInch: true },
  { id: 5, code: 'shwid', name: 'Shoe Width', byInch: true },
  { id: 6, code: 'szdia', name: 'Brake Diameter', byInch: true },
  { id: 7, code: 'bcdia', name: 'Bolt Circle Diameter', byInch: true },
  { id: 8, code: 'brnum', name: 'Brake Drum Number', role: 'result' },
];

export const DRUM_CASTING_CATEGORIES: CategoryDef[] = [
  { id: 1, code: 'ctnum', name: 'Drum Casting Number', role: 'attribute' },
  { id: 2, code: 'holes', name: 'Stud Hole Count' },
  { id: 3, code: 'pidia', name: 'Pilot', byInch: true },
  { id: 4, code: 'bcdia', name: 'Bolt Circle', byInch: true },
  { id: 5, code: 'bhdia', name: 'Bolt Hole Diameter', byInch: true },
  { id: 6, code: 'ovdep', name: 'Overall Depth', byInch: true },
  { id: 7, code: 'shwid', name: 'Shoe Width', byInch: true },
  { id: 8, code: 'szdia', name: 'Brake Diameter', byInch: true },
  { id: 9, code: 'tmake', name: 'Truck Make', values: named(TRUCK_MAKES) },
  { id: 10, code: 'axpos', name: 'Axle Position', values: AXLE_POSITIONS },
  { id: 11, code: 'brnum', name: 'Brake Drum Number', role: 'result' },
];

export const STUD_STYLES = [
  [1, 'Serrated Wheel Stud, Flat Head'],
  [2, 'Serrated Wheel Stud, D Head'],
  [3, 'Double-Ended Axle Stud'],
  [4, 'Rotor Stud'],
] as const;
export const STUD_DIAMETERS = [
  { id: 1, name: '5/8"', inch: 0.625, thread: '5/8"-18' },
  { id: 2, name: '3/4"', inch: 0.75, thread: '3/4"-16' },
  { id: 3, name: '7/8"', inch: 0.875, thread: '7/8"-14' },
  { id: 4, name: 'M22', inch: 0.866, thread: 'M22x1.5' },
] as const;

export const STUD_CATEGORIES: CategoryDef[] = [
  { id: 1, code: 'stldp', name: 'Style Description', values: named(STUD_STYLES, 'fv-stud-style') },
  {
    id: 2,
    code: 'stdia',
    name: 'Stud Diameter',
    values: STUD_DIAMETERS.map((d) => ({ id: d.id, name: d.name, inch: d.inch, inches: d.inch.toFixed(3) })),
  },
  {
    id: 3,
    code: 'thrdt',
    name: 'Thread Orientation',
    values: named([
      [1, 'Right Hand'],
      [2, 'Left Hand'],
    ]),
  },
  { id: 4, code: 'dimA', name: 'Dimension A', byInch: true },
  { id: 5, code: 'dimB', name: 'Dimension B', byInch: true },
  { id: 6, code: 'dimC', name: 'Dimension C', byInch: true },
  { id: 7, code: 'dimD', name: 'Dimension D', byInch: true },
  { id: 8, code: 'sdnum', name: 'Stud Number', role: 'result' },
];
