// Hub assemblies: designs (vehicle, axle, mounting, brake) expanded into PreSet Plus / PreSet / Conventional
// hubs in aluminum and iron with standard and long studs, plus their hub-wizard and casting-flow facets.
import type { CatalogRow } from '../files.ts';
import type { FacetBuilder } from './facets.ts';
import type { Random } from './random.ts';
import { round } from './random.ts';
import { TONE_RINGS } from './tone-rings.ts';
import {
  ABCOI,
  type Axle,
  axleById,
  BARLG,
  BEARING_SETS,
  DISC,
  DPIDI,
  DRUM,
  GAWR,
  HOFSI,
  HUB_MOUNTING,
  OTHER_MAKE,
  ROTOR_TYPES,
  SCHOOL_BUS,
  TRAILER,
  TRUCK,
  UNITIZED_AXLE,
  WSSDI,
} from './vocabulary.ts';

type Design = {
  tcomp: number;
  brkty: number;
  axle: number;
  hamnt: number;
  hubps?: number;
  stdps?: number;
  strdo: number;
  whlps?: number;
  barlg?: number;
  makes: readonly number[];
  axthd?: number;
  dpidi?: number;
  icfsb?: number;
  hcbdi?: number;
  ovldi: number;
  gawr: { al: number; iron: number };
  /** wssdi value ids for standard and long studs. */
  wssdi: { std: number; long: number };
  disc?: { abrty: number; brdia: number; ovlgt: number; abcoi: number; hofsi: number; flgty: number };
};

const TRUCK_DRUM = { tcomp: TRUCK, brkty: DRUM } as const;
const TRUCK_DISC = { tcomp: TRUCK, brkty: DISC } as const;
const TRAILER_DRUM = { tcomp: TRAILER, brkty: DRUM, makes: [] } as const;
const TRAILER_DISC = { tcomp: TRAILER, brkty: DISC, makes: [] } as const;
const BUS_DRUM = { tcomp: SCHOOL_BUS, brkty: DRUM, makes: [20, 21, 22] } as const;
const BUS_DISC = { tcomp: SCHOOL_BUS, brkty: DISC, makes: [20, 21, 22] } as const;
const STEER_GAWR = { al: 1, iron: 2 };
const DRIVE_GAWR = { al: 4, iron: 5 };
const TRAILER_GAWR = { al: 6, iron: 7 };
const STD = { std: 1, long: 3 };
const STD2 = { std: 2, long: 4 };

/**
 * The base designs. Questions only exist where they apply: disc-brake facets on disc hubs, axle-stud on
 * drive axles, hub-cap bolt circle on steer and trailer hubs, barrel length on long-barrel mountings,
 * wheel pilot system on drum trailer axle 10 (the only axle whose route asks it).
 */
const DESIGNS: Design[] = [
  // Trucks with drum brakes
  {
    ...TRUCK_DRUM,
    axle: 2,
    hamnt: 1,
    hubps: 1,
    strdo: 1,
    makes: [1, 2, 3, 4, 7],
    dpidi: 1,
    icfsb: 2,
    hcbdi: 1,
    ovldi: 1,
    gawr: STEER_GAWR,
    wssdi: STD,
  },
  {
    ...TRUCK_DRUM,
    axle: 2,
    hamnt: 2,
    stdps: 1,
    strdo: 2,
    makes: [2, 5, 6, 9],
    dpidi: 1,
    icfsb: 1,
    hcbdi: 2,
    ovldi: 2,
    gawr: STEER_GAWR,
    wssdi: STD2,
  },
  {
    ...TRUCK_DRUM,
    axle: 3,
    hamnt: 1,
    hubps: 2,
    strdo: 1,
    makes: [1, 3, 4, 8, 10],
    dpidi: 2,
    icfsb: 2,
    hcbdi: 1,
    ovldi: 1,
    gawr: { al: 2, iron: 3 },
    wssdi: STD,
  },
  {
    ...TRUCK_DRUM,
    axle: 3,
    hamnt: 3,
    hubps: 1,
    strdo: 1,
    makes: [2, 8, 10],
    dpidi: 3,
    icfsb: 1,
    hcbdi: 2,
    ovldi: 2,
    gawr: STEER_GAWR,
    wssdi: STD2,
  },
  {
    ...TRUCK_DRUM,
    axle: 4,
    hamnt: 1,
    hubps: 1,
    strdo: 1,
    makes: [1, 2, 3, 4, 5, 6, 7, 9],
    axthd: 1,
    dpidi: 1,
    icfsb: 2,
    ovldi: 1,
    gawr: DRIVE_GAWR,
    wssdi: STD2,
  },
  {
    ...TRUCK_DRUM,
    axle: 4,
    hamnt: 4,
    barlg: 2,
    hubps: 2,
    strdo: 1,
    makes: [1, 3, 4, 7],
    axthd: 2,
    dpidi: 1,
    icfsb: 1,
    ovldi: 1,
    gawr: DRIVE_GAWR,
    wssdi: STD,
  },
  {
    ...TRUCK_DRUM,
    axle: 19,
    hamnt: 5,
    barlg: 1,
    stdps: 2,
    strdo: 2,
    makes: [5, 6, 9],
    dpidi: 2,
    icfsb: 2,
    hcbdi: 1,
    ovldi: 1,
    gawr: { al: 2, iron: 3 },
    wssdi: STD2,
  },
  {
    ...TRUCK_DRUM,
    axle: 40,
    hamnt: 1,
    hubps: 1,
    strdo: 1,
    makes: [3, 4, 5, 9],
    axthd: 2,
    dpidi: 1,
    icfsb: 2,
    ovldi: 1,
    gawr: DRIVE_GAWR,
    wssdi: STD,
  },
  // Trucks with disc brakes
  {
    ...TRUCK_DISC,
    axle: 2,
    hamnt: 1,
    hubps: 1,
    strdo: 1,
    makes: [1, 2, 3, 4, 7],
    hcbdi: 1,
    ovldi: 1,
    gawr: STEER_GAWR,
    wssdi: STD,
    disc: { abrty: 1, brdia: 1, ovlgt: 1, abcoi: 1, hofsi: 1, flgty: 1 },
  },
  {
    ...TRUCK_DISC,
    axle: 2,
    hamnt: 1,
    hubps: 2,
    strdo: 1,
    makes: [1, 5, 6, 8],
    hcbdi: 1,
    ovldi: 1,
    gawr: STEER_GAWR,
    wssdi: STD2,
    disc: { abrty: 2, brdia: 2, ovlgt: 2, abcoi: 2, hofsi: 2, flgty: 2 },
  },
  {
    ...TRUCK_DISC,
    axle: 4,
    hamnt: 1,
    hubps: 1,
    strdo: 1,
    makes: [1, 3, 4, 6],
    axthd: 1,
    ovldi: 1,
    gawr: DRIVE_GAWR,
    wssdi: STD2,
    disc: { abrty: 2, brdia: 2, ovlgt: 3, abcoi: 2, hofsi: 3, flgty: 1 },
  },
  {
    ...TRUCK_DISC,
    axle: 40,
    hamnt: 2,
    stdps: 1,
    strdo: 2,
    makes: [2, 5, 9],
    axthd: 2,
    ovldi: 2,
    gawr: DRIVE_GAWR,
    wssdi: STD,
    disc: { abrty: 1, brdia: 1, ovlgt: 2, abcoi: 3, hofsi: 1, flgty: 2 },
  },
  // Trailers with drum brakes
  {
    ...TRAILER_DRUM,
    axle: 10,
    hamnt: 1,
    whlps: 2,
    hubps: 1,
    strdo: 1,
    dpidi: 1,
    hcbdi: 1,
    ovldi: 1,
    gawr: TRAILER_GAWR,
    wssdi: STD,
  },
  {
    ...TRAILER_DRUM,
    axle: 10,
    hamnt: 2,
    whlps: 1,
    stdps: 2,
    strdo: 2,
    dpidi: 1,
    hcbdi: 2,
    ovldi: 1,
    gawr: TRAILER_GAWR,
    wssdi: STD2,
  },
  {
    ...TRAILER_DRUM,
    axle: 10,
    hamnt: 5,
    whlps: 1,
    barlg: 3,
    stdps: 1,
    strdo: 1,
    dpidi: 2,
    hcbdi: 1,
    ovldi: 2,
    gawr: TRAILER_GAWR,
    wssdi: STD,
  },
  {
    ...TRAILER_DRUM,
    axle: 11,
    hamnt: 1,
    hubps: 2,
    strdo: 1,
    dpidi: 1,
    hcbdi: 1,
    ovldi: 1,
    gawr: TRAILER_GAWR,
    wssdi: STD2,
  },
  {
    ...TRAILER_DRUM,
    axle: 79,
    hamnt: 4,
    barlg: 1,
    hubps: 1,
    strdo: 1,
    dpidi: 3,
    hcbdi: 2,
    ovldi: 1,
    gawr: TRAILER_GAWR,
    wssdi: STD,
  },
  // Trailers with disc brakes
  {
    ...TRAILER_DISC,
    axle: 10,
    hamnt: 1,
    hubps: 1,
    strdo: 1,
    hcbdi: 1,
    ovldi: 1,
    gawr: TRAILER_GAWR,
    wssdi: STD,
    disc: { abrty: 3, brdia: 2, ovlgt: 1, abcoi: 1, hofsi: 2, flgty: 1 },
  },
  {
    ...TRAILER_DISC,
    axle: 10,
    hamnt: 1,
    hubps: 1,
    strdo: 1,
    hcbdi: 1,
    ovldi: 1,
    gawr: TRAILER_GAWR,
    wssdi: STD2,
    disc: { abrty: 6, brdia: 2, ovlgt: 2, abcoi: 2, hofsi: 2, flgty: 2 },
  },
  {
    ...TRAILER_DISC,
    axle: 79,
    hamnt: 2,
    stdps: 2,
    strdo: 2,
    hcbdi: 2,
    ovldi: 2,
    gawr: TRAILER_GAWR,
    wssdi: STD,
    disc: { abrty: 3, brdia: 2, ovlgt: 3, abcoi: 1, hofsi: 3, flgty: 1 },
  },
  // School buses
  {
    ...BUS_DRUM,
    axle: 2,
    hamnt: 6,
    hubps: 1,
    strdo: 1,
    dpidi: 1,
    icfsb: 2,
    hcbdi: 1,
    ovldi: 2,
    gawr: STEER_GAWR,
    wssdi: STD,
  },
  {
    ...BUS_DRUM,
    axle: 4,
    hamnt: 1,
    hubps: 1,
    strdo: 1,
    axthd: 1,
    dpidi: 1,
    icfsb: 2,
    ovldi: 1,
    gawr: DRIVE_GAWR,
    wssdi: STD2,
  },
  {
    ...BUS_DISC,
    axle: 2,
    hamnt: 6,
    hubps: 1,
    strdo: 1,
    hcbdi: 1,
    ovldi: 2,
    gawr: STEER_GAWR,
    wssdi: STD,
    disc: { abrty: 2, brdia: 1, ovlgt: 1, abcoi: 1, hofsi: 1, flgty: 1 },
  },
  {
    ...BUS_DISC,
    axle: 4,
    hamnt: 1,
    hubps: 2,
    strdo: 1,
    axthd: 1,
    ovldi: 1,
    gawr: DRIVE_GAWR,
    wssdi: STD2,
    disc: { abrty: 2, brdia: 1, ovlgt: 2, abcoi: 2, hofsi: 2, flgty: 1 },
  },
];

export type HubKind = 'PreSet Plus' | 'PreSet' | 'Conventional' | 'Unitized';
export const HUB_TYPE_ID: Record<HubKind, number> = {
  PreSet: 1,
  'PreSet Plus': 2,
  Conventional: 3,
  Unitized: 4,
};

/** What the components generator needs to know about each hub. */
export type HubInfo = {
  number: string;
  axle: Axle;
  kind: HubKind;
  material: 'Aluminum' | 'Ductile Iron';
  brakeType: 'Drum' | 'Disc';
  tcomp: number;
  abs: boolean;
  longStud: boolean;
  studThread: string;
  axleStudThread: string | null;
  inWizard: boolean;
  exclusiveTo: 'Meritor' | 'Volvo' | null;
};

export type HubOutput = {
  hubs: CatalogRow<'hub_assemblies'>[];
  castings: CatalogRow<'castings'>[];
  details: CatalogRow<'aftermarket_hub_details'>[];
  info: HubInfo[];
};

const inchOf = (list: readonly { id: number; inch?: number | null }[], id: number | undefined) =>
  id === undefined ? null : (list.find((v) => v.id === id)?.inch ?? null);

const KINDS: HubKind[] = ['PreSet Plus', 'PreSet', 'Conventional'];
const MATERIALS = ['Aluminum', 'Ductile Iron'] as const;
const STATIC_TITLE: Record<string, string> = {
  FF: 'FF Front',
  FL: 'FL Front',
  R: 'Rear Drive',
  TN: 'TN Trailer',
  TP: 'TP Trailer',
};
const IMAGE_AXLE: Record<string, string> = { FF: 'FF', FL: 'FL', R: 'DR', TN: 'TN', TP: 'TP' };

/**
 * Number plan: 8-digit hubs 1030xxxx (one in ten hubs gets an older 6-digit 1xxxxx number); large
 * benchmark catalogs spill into 3xxxxxxx so no hub number meets a rotor, kit or casting number.
 */
function hubNumber(k: number): string {
  if (k % 10 === 7) return String(104000 + k * 3);
  const offset = k * 7;
  return String(offset < 100_000 ? 10300000 + offset : 30000000 + offset);
}

export function generateHubs(rand: Random, facets: FacetBuilder, scale: number): HubOutput {
  const hubs: CatalogRow<'hub_assemblies'>[] = [];
  const castings: CatalogRow<'castings'>[] = [];
  const details: CatalogRow<'aftermarket_hub_details'>[] = [];
  const info: HubInfo[] = [];
  let k = 0;
  let castingSeq = 0;

  // The static 100822xx list: PreSet/Conventional standard-stud hubs of the five classic axles.
  const staticSlots = new Map<string, number>();
  const staticDesigns = [0, 2, 4, 12, 15, 8];
  let staticNext = 0;
  for (const d of staticDesigns) {
    for (const material of MATERIALS) {
      for (const kind of KINDS) {
        if (staticNext < 31) staticSlots.set(`${d}|${material}|${kind}`, 10082200 + staticNext++);
      }
    }
  }

  for (let variant = 0; variant < scale; variant++) {
    DESIGNS.forEach((design, designIndex) => {
      const axle = axleById(design.axle);
      for (const material of MATERIALS) {
        castingSeq++;
        const castingNumber = String(10400000 + castingSeq);
        castings.push({
          castingNumber,
          kind: 'hub',
          description:
            `${material} ${axle.code} hub casting, ${HUB_MOUNTING[design.hamnt - 1]?.[1] ?? ''}`.trim(),
          material,
        });
        const conventional = new Map<boolean, string>();
        const group: { row: CatalogRow<'hub_assemblies'>; kind: HubKind; longStud: boolean }[] = [];
        for (const kind of KINDS) {
          for (const longStud of [false, true]) {
            const slot =
              variant === 0 && !longStud ? staticSlots.get(`${designIndex}|${material}|${kind}`) : undefined;
            const number = slot ? String(slot) : hubNumber(k++);
            const row = hubRow(rand, { design, axle, material, kind, longStud, number, castingNumber });
            group.push({ row, kind, longStud });
            if (kind === 'Conventional') conventional.set(longStud, number);
            if (slot) {
              details.push({
                hubId: slot,
                material,
                title: `${kind === 'Conventional' ? 'Conventional' : kind} ${STATIC_TITLE[axle.code] ?? axle.code}`,
                imageGuid: `${material === 'Aluminum' ? 'AL' : 'IR'}-${IMAGE_AXLE[axle.code] ?? 'FF'}-0500`,
              });
            }
          }
        }
        for (const { row, kind, longStud } of group) {
          if (kind !== 'Conventional') row.conventionalHubNumber = conventional.get(longStud) ?? null;
          hubs.push(row);
          info.push(hubInfo(row, axle, kind, material, design.tcomp, longStud, true, null));
          linkHubFacets(facets, row, design, kind, material, longStud);
        }
      }
    });
  }

  // Unitized hubs (axle type 82): trucks with drum and disc brakes, Volvo and Mack.
  for (let i = 0; i < 8 * scale; i++) {
    const brkty = i % 2 ? DISC : DRUM;
    const axle = axleById(UNITIZED_AXLE);
    const number = hubNumber(k++);
    const design: Design = {
      tcomp: TRUCK,
      brkty,
      axle: UNITIZED_AXLE,
      hamnt: 1,
      hubps: 1,
      strdo: 1,
      makes: [5, 6],
      ovldi: 1,
      gawr: DRIVE_GAWR,
      wssdi: STD2,
    };
    const row = hubRow(rand, {
      design,
      axle,
      material: 'Ductile Iron',
      kind: 'Unitized',
      longStud: false,
      number,
      castingNumber: null,
    });
    row.partStatus = i % 4 === 3 ? 'Service Only' : 'Active';
    row.isAftermarket = false;
    row.isAftermarketAssembly = false;
    hubs.push(row);
    info.push(hubInfo(row, axle, 'Unitized', 'Ductile Iron', TRUCK, false, true, null));
    for (const [code, id] of [
      ['tcomp', TRUCK],
      ['brkty', brkty],
      ['aaxna', UNITIZED_AXLE],
      ['hcmty', 2],
      ['hatyp', 4],
    ] as const)
      facets.link('hub', number, code, id);
    for (const make of [5, 6, OTHER_MAKE]) facets.link('hub', number, 'tmake', make);
  }

  // Hubs outside the wizard: exclusive to Meritor or Volvo, and older hubs that are no longer offered.
  const outside: { exclusiveTo: 'Meritor' | 'Volvo' | null; status: string; aftermarket: boolean }[] = [];
  for (let i = 0; i < 6 * scale; i++)
    outside.push({ exclusiveTo: 'Meritor', status: 'Active', aftermarket: false });
  for (let i = 0; i < 6 * scale; i++)
    outside.push({ exclusiveTo: 'Volvo', status: 'Active', aftermarket: false });
  for (let i = 0; i < 10 * scale; i++)
    outside.push({
      exclusiveTo: null,
      status: ['Terminated', 'Service Only', 'Active'][i % 3] ?? 'Terminated',
      aftermarket: i % 3 !== 2,
    });
  outside.forEach((o, i) => {
    const design = DESIGNS[(i * 5) % DESIGNS.length] as Design;
    const axle = axleById(design.axle);
    const material = MATERIALS[i % 2] ?? 'Aluminum';
    const kind: HubKind = o.exclusiveTo ? 'PreSet' : (KINDS[i % 3] ?? 'PreSet');
    const row = hubRow(rand, {
      design,
      axle,
      material,
      kind,
      longStud: false,
      number: hubNumber(k++),
      castingNumber: null,
    });
    row.partStatus = o.status;
    row.isAftermarket = o.aftermarket;
    row.isAftermarketAssembly = o.aftermarket;
    if (o.exclusiveTo) row.description = `${row.description} (${o.exclusiveTo} exclusive)`;
    hubs.push(row);
    info.push(hubInfo(row, axle, kind, material, design.tcomp, false, false, o.exclusiveTo));
  });

  return { hubs, castings, details, info };
}

function hubInfo(
  row: CatalogRow<'hub_assemblies'>,
  axle: Axle,
  kind: HubKind,
  material: 'Aluminum' | 'Ductile Iron',
  tcomp: number,
  longStud: boolean,
  inWizard: boolean,
  exclusiveTo: 'Meritor' | 'Volvo' | null,
): HubInfo {
  return {
    number: row.hubAssemblyNumber,
    axle,
    kind,
    material,
    brakeType: row.brakeType === 'Disc' ? 'Disc' : 'Drum',
    tcomp,
    abs: row.absRingIncluded,
    longStud,
    studThread: row.wheelStudThread ?? 'M22x1.5',
    axleStudThread: row.axleStudThread ?? null,
    inWizard,
    exclusiveTo,
  };
}

type HubArgs = {
  design: Design;
  axle: Axle;
  material: 'Aluminum' | 'Ductile Iron';
  kind: HubKind;
  longStud: boolean;
  number: string;
  castingNumber: string | null;
};

function hubRow(rand: Random, a: HubArgs): CatalogRow<'hub_assemblies'> {
  const { design, axle, material, kind, longStud, number } = a;
  const preset = kind === 'PreSet' || kind === 'PreSet Plus';
  const disc = design.disc;
  const studPiloted = design.stdps !== undefined;
  const gawrId = material === 'Aluminum' ? design.gawr.al : design.gawr.iron;
  const rating = GAWR.find(([id]) => id === gawrId)?.[2] ?? 22500;
  const abs = disc ? true : rand.chance(0.7);
  const vehicle = design.tcomp === TRUCK ? 'Truck' : design.tcomp === TRAILER ? 'Trailer' : 'School Bus';
  const brake = design.brkty === DISC ? 'Disc' : 'Drum';
  const premium = kind === 'PreSet Plus' && rand.chance(0.3) ? ' Premium' : '';
  const pos = axle.position === 'Steer' ? 'Front' : axle.position === 'Drive' ? 'Rear Drive' : 'Trailer';
  const sets = { inboard: BEARING_SETS[axle.inboard], outboard: BEARING_SETS[axle.outboard] };
  const wssdiId = longStud ? design.wssdi.long : design.wssdi.std;
  const mountingName = HUB_MOUNTING[design.hamnt - 1]?.[1] ?? 'Hub Piloted';
  return {
    hubAssemblyNumber: number,
    partNumber: number,
    description: `${kind}${premium} ${material === 'Aluminum' ? 'Aluminum' : 'Iron'} ${axle.code} ${brake} Hub Assembly, ${mountingName}${longStud ? ', Long Stud' : ''}`,
    aftermarketDescription: `${kind}${premium} ${axle.code} ${pos} Hub for ${vehicle} ${brake} Brakes`,
    isAftermarket: true,
    isAftermarketAssembly: true,
    partStatus: rand.chance(0.1) ? 'Service Only' : rand.chance(0.08) ? 'Terminated' : 'Active',
    images: [{ ImageGuid: `hub-${number}`, ImageTypeId: 1 }],
    // documents served from server/documents (or DOCUMENT_BASE_URL)
    warrantyLink:
      kind === 'PreSet Plus'
        ? 'preset-plus-warranty.html'
        : kind === 'PreSet'
          ? 'preset-warranty.html'
          : null,
    gawrNote:
      axle.position === 'Steer'
        ? {
            Text: 'Rating assumes matched tires and wheels; see {{GAWR ratings}} for limits.',
            Links: ['gawr-ratings.html'],
            IBLink: 'steer-hub-installation.html',
          }
        : null,
    material,
    axlePosition: axle.position,
    axle: axle.code,
    hubAssemblyType: kind,
    bearingNumberInboard: `${sets.inboard.cone}/${sets.inboard.cup}`,
    bearingNumberOutboard: `${sets.outboard.cone}/${sets.outboard.cup}`,
    bearingNumbersType: 'Set',
    bearingConeNumberInboard: sets.inboard.cone,
    bearingConeNumberOutboard: sets.outboard.cone,
    hubCastingNumber: a.castingNumber,
    brakeType: brake,
    brakeRotorType: disc ? (ROTOR_TYPES.find(([id]) => id === disc.abrty)?.[1] ?? null) : null,
    hubMountingSystem: mountingName,
    wheelStudStandoutInch: inchOf(WSSDI, wssdiId),
    wheelMaterial: longStud ? 'Aluminum' : 'Steel',
    axleStudThread: design.axthd === 1 ? '5/8"-18' : design.axthd === 2 ? '3/4"-16' : null,
    flangeOffsetInch: round(4 + rand.int(0, 200) / 100),
    brakeDrumPilotDiameter: inchOf(DPIDI, design.dpidi),
    barrelLength: design.barlg ? (BARLG.find((b) => b.id === design.barlg)?.inch ?? null) : null,
    absRingIncluded: abs,
    weightPound: round((material === 'Aluminum' ? 28 : 48) + rand.int(0, 180) / 10, 1),
    conventionalHubNumber: null,
    hubRatingPound: rating,
    wheelStudBoltCircleDiameterInch: design.hamnt === 3 ? 10.83 : design.hamnt === 6 ? 8.75 : 11.25,
    absRingNumber: abs ? TONE_RINGS[axle.kitCode] : null,
    wheelStudThread: studPiloted ? '3/4"-16' : 'M22x1.5',
    bearingConesIncluded: preset || kind === 'Unitized',
    sealIncluded: preset || kind === 'Unitized',
    fillHole: axle.position === 'Trailer',
    absOffsetInch: disc ? inchOf(ABCOI, disc.abcoi) : abs ? round(0.9 + rand.int(0, 60) / 100) : null,
    smallBackface: design.icfsb === 1,
    brakeRotorDepth: disc ? round(2 + rand.int(0, 150) / 100) : null,
    brakeRotorOffset: disc ? inchOf(HOFSI, disc.hofsi) : null,
    brakeRotorThickness: disc ? (disc.brdia === 2 ? 1.77 : 1.57) : null,
  };
}

function linkHubFacets(
  f: FacetBuilder,
  row: CatalogRow<'hub_assemblies'>,
  d: Design,
  kind: HubKind,
  material: 'Aluminum' | 'Ductile Iron',
  longStud: boolean,
) {
  const n = row.hubAssemblyNumber;
  const hcmty = material === 'Aluminum' ? 1 : 2;
  const wssdi = longStud ? d.wssdi.long : d.wssdi.std;
  f.link('hub', n, 'tcomp', d.tcomp);
  f.link('hub', n, 'brkty', d.brkty);
  for (const make of d.makes) f.link('hub', n, 'tmake', make);
  if (d.tcomp === TRUCK) f.link('hub', n, 'tmake', OTHER_MAKE);
  f.link('hub', n, 'aaxna', d.axle);
  f.link('hub', n, 'whlps', d.whlps);
  f.link('hub', n, 'wssdi', wssdi);
  f.link('hub', n, 'stdps', d.stdps);
  f.link('hub', n, 'hubps', d.hubps);
  f.link('hub', n, 'strdo', d.strdo);
  f.link('hub', n, 'hamnt', d.hamnt);
  f.link('hub', n, 'barlg', d.barlg);
  f.link('hub', n, 'gawrr', material === 'Aluminum' ? d.gawr.al : d.gawr.iron);
  f.link('hub', n, 'axthd', d.axthd);
  f.link('hub', n, 'hcmty', hcmty);
  f.link('hub', n, 'icfsb', d.icfsb);
  f.link('hub', n, 'dpidi', d.dpidi);
  f.link('hub', n, 'hcbdi', d.hcbdi);
  f.link('hub', n, 'ovldi', d.ovldi);
  if (d.disc) {
    f.link('hub', n, 'abrty', d.disc.abrty);
    f.link('hub', n, 'hofsi', d.disc.hofsi);
    f.link('hub', n, 'brdia', d.disc.brdia);
    f.link('hub', n, 'ovlgt', d.disc.ovlgt);
    f.link('hub', n, 'abcoi', d.disc.abcoi);
    f.link('hub', n, 'flgty', d.disc.flgty);
  }
  f.link('hub', n, 'wmslc', longStud ? 2 : 1);
  f.link('hub', n, 'hatyp', HUB_TYPE_ID[kind]);
  // The spindle nut upgrade applies to PreSet hubs; every hub can be had without it.
  if (kind !== 'Conventional') f.link('hub', n, 'spints', 1);
  f.link('hub', n, 'spints', 2);

  // Casting flow: the same hub described by what is cast and machined on it.
  if (row.hubCastingNumber)
    f.linkNumber('casting', n, 'hcnum', Number(row.hubCastingNumber), row.hubCastingNumber);
  f.link('casting', n, 'hamnt', d.hamnt);
  f.link('casting', n, 'hubps', d.hubps);
  f.link('casting', n, 'stdps', d.stdps);
  f.link('casting', n, 'aaxna', d.axle);
  f.link('casting', n, 'barlg', d.barlg);
  f.link('casting', n, 'axthd', d.axthd);
  f.link('casting', n, 'ovldi', d.ovldi);
  f.link('casting', n, 'wssdi', wssdi);
  f.link('casting', n, 'dpidi', d.dpidi);
  if (row.hubRatingPound)
    f.linkNumber(
      'casting',
      n,
      'hrtlb',
      row.hubRatingPound,
      `${row.hubRatingPound.toLocaleString('en-US')} lbs.`,
    );
  f.link('casting', n, 'hcbdi', d.hcbdi);
  if (d.disc) {
    f.link('casting', n, 'abcoi', d.disc.abcoi);
    f.link('casting', n, 'hofsi', d.disc.hofsi);
    f.linkInch('casting', n, 'rtofs', row.brakeRotorDepth);
    f.link('casting', n, 'bsdia', d.disc.brdia);
    f.link('casting', n, 'ovlgt', d.disc.ovlgt);
  }
}
