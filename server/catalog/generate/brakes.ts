// Brake rotors with kits, brake drums with interchanges, studs, and their flow facets.
import type { CatalogRow } from '../files.ts';
import type { FacetBuilder } from './facets.ts';
import type { Random } from './random.ts';
import { round } from './random.ts';
import {
  BRDIA,
  OVLGT,
  ROTOR_TYPES,
  SCHOOL_BUS,
  SPLINED,
  STUD_DIAMETERS,
  STUD_STYLES,
  TRAILER,
  TRUCK,
} from './vocabulary.ts';

type RotorFamily = {
  axpos: 1 | 2 | 3;
  trtyp: number;
  brtyp: number;
  brdia: number;
  ovlgt: number;
  label: 'FF Steer' | 'R Drive' | 'Trailer';
};

const ROTOR_FAMILIES: RotorFamily[] = [
  { axpos: 1, trtyp: TRUCK, brtyp: 1, brdia: 1, ovlgt: 1, label: 'FF Steer' },
  { axpos: 1, trtyp: TRUCK, brtyp: 2, brdia: 2, ovlgt: 2, label: 'FF Steer' },
  { axpos: 2, trtyp: TRUCK, brtyp: 2, brdia: 2, ovlgt: 3, label: 'R Drive' },
  { axpos: 2, trtyp: TRUCK, brtyp: 1, brdia: 1, ovlgt: 2, label: 'R Drive' },
  { axpos: 3, trtyp: TRAILER, brtyp: 3, brdia: 2, ovlgt: 1, label: 'Trailer' },
  { axpos: 3, trtyp: TRAILER, brtyp: 3, brdia: 2, ovlgt: 3, label: 'Trailer' },
  { axpos: 1, trtyp: SCHOOL_BUS, brtyp: 2, brdia: 1, ovlgt: 1, label: 'FF Steer' },
  { axpos: 2, trtyp: SCHOOL_BUS, brtyp: 2, brdia: 1, ovlgt: 2, label: 'R Drive' },
];
const SPLINED_FAMILY: RotorFamily = {
  axpos: 3,
  trtyp: TRAILER,
  brtyp: SPLINED,
  brdia: 2,
  ovlgt: 2,
  label: 'Trailer',
};

/** The rotor kit lists per axle (FF steer, R drive), with the rotor each kit holds. */
const FF_KITS = ['10083923', '10041216', '10041215', '10086915', '10087663', '10087734'];
const R_KITS = ['10083924', '10041218', '10041217', '10086914', '10087664', '10087735'];
const SPECIAL_ROTORS: Record<string, string> = {
  '10083923': '10083733',
  '10083924': '10084701',
  '10087734': '10087485',
  '10087735': '10087486',
};
export const ROTOR_STUD_KIT = '10086580';
const U_SECTION_NOTE = 'U-Section rotors are not compatible with aluminum hubs.';

export type BrakeOutput = {
  rotors: CatalogRow<'brake_rotors'>[];
  rotorKits: CatalogRow<'brake_rotor_kits'>[];
  drums: CatalogRow<'brake_drums'>[];
  drumInterchanges: CatalogRow<'brake_drum_interchanges'>[];
  studs: CatalogRow<'studs'>[];
  castings: CatalogRow<'castings'>[];
};

const inch = (list: readonly { id: number; inch?: number | null }[], id: number) =>
  list.find((v) => v.id === id)?.inch ?? 0;

export function generateBrakes(rand: Random, f: FacetBuilder, scale: number): BrakeOutput {
  const out: BrakeOutput = {
    rotors: [],
    rotorKits: [],
    drums: [],
    drumInterchanges: [],
    studs: [],
    castings: [],
  };
  generateRotors(rand, f, scale, out);
  generateDrums(rand, f, scale, out);
  generateStuds(rand, f, scale, out);
  return out;
}

function generateRotors(rand: Random, f: FacetBuilder, scale: number, out: BrakeOutput) {
  const castingOf = new Map<RotorFamily, string>();
  [...ROTOR_FAMILIES, SPLINED_FAMILY].forEach((fam, i) => {
    const number = String(10410000 + i + 1);
    castingOf.set(fam, number);
    out.castings.push({
      castingNumber: number,
      kind: 'rotor',
      description: `${ROTOR_TYPES.find(([id]) => id === fam.brtyp)?.[1]} rotor casting, ${fam.label}`,
      material: 'Gray Iron',
    });
  });

  const addRotor = (number: string, fam: RotorFamily, extra: Partial<CatalogRow<'brake_rotors'>> = {}) => {
    const typeName = ROTOR_TYPES.find(([id]) => id === fam.brtyp)?.[1] ?? 'Flat';
    const notes: string[] = [];
    if (fam.brtyp === 1 && number !== '10020109') notes.push(U_SECTION_NOTE);
    const row: CatalogRow<'brake_rotors'> = {
      brakeRotorNumber: number,
      status: 'Active',
      brakeRotorTypeId: fam.brtyp,
      brakeRotorType: typeName,
      brakeRotorComponents: `${typeName} rotor, (10) rotor studs, (10) flange nuts`,
      images: [{ ImageGuid: `rotor-${number}`, ImageTypeId: 1 }],
      castingNumber: castingOf.get(fam) ?? null,
      overallLength: inch(OVLGT, fam.ovlgt),
      brakeSurfaceOutsideDiameter: inch(BRDIA, fam.brdia),
      thickness: fam.brdia === 2 ? 1.77 : 1.57,
      pilotDiameter: round(8.5 + rand.int(0, 30) / 100),
      boltCircle: 10.75,
      boltSize: '5/8"-18',
      boltHoleNumber: 10,
      notes,
      coatedVersionOf: null,
      studKitNumber: null,
      ...extra,
    };
    row.notes = [...notes, ...(extra.notes ?? [])];
    out.rotors.push(row);
    if (row.status === 'Active') {
      f.link('rotor', number, 'axpos', fam.axpos);
      f.link('rotor', number, 'brtyp', fam.brtyp);
      f.linkInch('rotor', number, 'bsdia', row.brakeSurfaceOutsideDiameter);
      f.linkInch('rotor', number, 'ovlgt', row.overallLength);
      f.linkNumber('rotorcasting', number, 'ctnum', Number(row.castingNumber), String(row.castingNumber));
      f.link('rotorcasting', number, 'trtyp', fam.trtyp);
      f.link('rotorcasting', number, 'axpos', fam.axpos);
      f.link('rotorcasting', number, 'brtyp', fam.brtyp);
      f.linkInch('rotorcasting', number, 'bsdia', row.brakeSurfaceOutsideDiameter);
      f.linkInch('rotorcasting', number, 'ovlgt', row.overallLength);
    }
    return row;
  };
  const addKit = (
    kit: string,
    rotor: string,
    fam: RotorFamily,
    extra: Partial<CatalogRow<'brake_rotor_kits'>> = {},
  ) => {
    out.rotorKits.push({
      brakeRotorKitNumber: kit,
      brakeRotorNumber: rotor,
      axleLabel: fam.label,
      description: `Replacement Rotor Kit, ${fam.label} Axle`,
      components: `Rotor ${rotor}, (10) rotor studs, (10) flange nuts, installation instructions`,
      // one installation document for every kit, served from server/documents
      instructionLink: 'rotor-kit-installation.html',
      notes: [],
      replacesKitNumber: null,
      ...extra,
    });
  };

  let seq = 0;
  let kitSeq = 0;
  // 1050xxxx rotors and 1051xxxx kits; benchmark scales spill into 31xxxxxx and 32xxxxxx.
  const nextRotor = () => String(++seq < 10_000 ? 10500000 + seq : 31000000 + seq);
  const nextKit = () => String(++kitSeq < 10_000 ? 10510000 + kitSeq : 32000000 + kitSeq);

  // The named kit lists: FF steer (U-section / hat) and R drive.
  const ff = ROTOR_FAMILIES[0] as RotorFamily;
  const r = ROTOR_FAMILIES[2] as RotorFamily;
  for (const [kits, fam, replaced] of [
    [FF_KITS, ff, ['10087663', '10041215']],
    [R_KITS, r, ['10087664', '10041217']],
  ] as const) {
    for (const kit of kits) {
      const rotor = SPECIAL_ROTORS[kit] ?? nextRotor();
      const studKit = kit === '10087734' || kit === '10087735';
      addRotor(rotor, fam, {
        ...(studKit
          ? {
              studKitNumber: ROTOR_STUD_KIT,
              notes: [`Remove the existing rotor studs and use the studs in kit ${ROTOR_STUD_KIT}.`],
            }
          : {}),
      });
      const replaces = kit === replaced[0] ? replaced[1] : null;
      addKit(
        kit,
        rotor,
        fam,
        replaces ? { replacesKitNumber: replaces, notes: [`Replaces kit ${replaces}.`] } : {},
      );
    }
  }
  // Coated versions of 10083733 (FF) and 10084701 (R).
  for (const [coated, base, fam] of [
    ['10119183', '10083733', ff],
    ['10119309', '10084701', r],
  ] as const) {
    addRotor(coated, fam, { coatedVersionOf: base, notes: [`Coated version of rotor ${base}.`] });
    addKit(nextKit(), coated, fam);
  }
  // The U-section rotor that is the exception to the aluminum-hub note.
  addRotor('10020109', ff);
  addKit('10020110', '10020109', ff);
  // Discontinued: no kit, no summaries, not in any flow.
  addRotor('10009970', ff, {
    status: 'Discontinued',
    notes: ['Discontinued: a new hub/rotor assembly is required.'],
  });

  const target = 100 * scale;
  for (let i = 0; out.rotorKits.length < target + 2; i++) {
    const fam = ROTOR_FAMILIES[i % ROTOR_FAMILIES.length] as RotorFamily;
    const rotor = nextRotor();
    addRotor(rotor, fam);
    addKit(nextKit(), rotor, fam);
  }
  // Bendix splined rotors: listed so the flow can explain that replacements are not offered.
  for (let i = 0; i < 3 * scale; i++) {
    addRotor(nextRotor(), SPLINED_FAMILY, {
      brakeRotorComponents: null,
      notes: ['Bendix Splined rotor: available only as part of a complete hub/rotor assembly.'],
    });
  }
}

type DrumGroup = {
  axpos: 1 | 2 | 3;
  diameter: number;
  width: number;
  pilot: number;
  holes: number;
  boltCircle: number;
  boltHole: number;
  makes: number[];
};

const DRUM_GROUPS: DrumGroup[] = [
  {
    axpos: 1,
    diameter: 15,
    width: 4,
    pilot: 8.78,
    holes: 10,
    boltCircle: 11.25,
    boltHole: 1.06,
    makes: [1, 2, 3, 4],
  },
  {
    axpos: 1,
    diameter: 16.5,
    width: 5,
    pilot: 8.78,
    holes: 10,
    boltCircle: 11.25,
    boltHole: 1.06,
    makes: [5, 6, 7],
  },
  {
    axpos: 1,
    diameter: 15,
    width: 4,
    pilot: 8.72,
    holes: 8,
    boltCircle: 10.83,
    boltHole: 0.81,
    makes: [8, 10],
  },
  {
    axpos: 2,
    diameter: 16.5,
    width: 7,
    pilot: 8.78,
    holes: 10,
    boltCircle: 11.25,
    boltHole: 1.06,
    makes: [1, 2, 3, 4, 5, 6, 7, 9],
  },
  {
    axpos: 2,
    diameter: 16.5,
    width: 8.625,
    pilot: 8.78,
    holes: 10,
    boltCircle: 11.25,
    boltHole: 1.06,
    makes: [3, 4, 9],
  },
  {
    axpos: 2,
    diameter: 15,
    width: 5,
    pilot: 8.69,
    holes: 6,
    boltCircle: 8.75,
    boltHole: 0.81,
    makes: [20, 21, 22],
  },
  {
    axpos: 3,
    diameter: 16.5,
    width: 7,
    pilot: 8.78,
    holes: 10,
    boltCircle: 11.25,
    boltHole: 1.06,
    makes: [],
  },
  {
    axpos: 3,
    diameter: 16.5,
    width: 8.625,
    pilot: 8.78,
    holes: 10,
    boltCircle: 11.25,
    boltHole: 1.06,
    makes: [],
  },
  { axpos: 3, diameter: 16.5, width: 7, pilot: 8.72, holes: 8, boltCircle: 10.83, boltHole: 0.81, makes: [] },
  {
    axpos: 3,
    diameter: 16.5,
    width: 6,
    pilot: 8.78,
    holes: 10,
    boltCircle: 11.25,
    boltHole: 1.06,
    makes: [],
  },
];
const DRUM_TYPES = ['Standard Cast', 'CastLite', 'Centrifuse Composite Drum', 'Balanced Standard Cast Drum'];

function generateDrums(rand: Random, f: FacetBuilder, scale: number, out: BrakeOutput) {
  const perGroup = 5;
  const groups = 30 * scale;
  let seq = 0;
  for (let g = 0; g < groups; g++) {
    const group = DRUM_GROUPS[g % DRUM_GROUPS.length] as DrumGroup;
    const casting = String(10420000 + g + 1);
    const depth = round(7 + (g % 5) * 0.25);
    out.castings.push({
      castingNumber: casting,
      kind: 'drum',
      description: `${group.diameter}" x ${group.width}" drum casting, ${group.holes} holes`,
      material: 'Gray Iron',
    });
    const numbers: string[] = [];
    for (let i = 0; i < perGroup; i++) {
      const number = String(10600000 + ++seq);
      numbers.push(number);
      const type = DRUM_TYPES[(g + i) % DRUM_TYPES.length] ?? 'Standard Cast';
      const bsn = (g + i) % 3 !== 0;
      const weight = round(
        group.diameter * group.width * (type === 'CastLite' ? 0.88 : 1.02) + rand.int(0, 40) / 10,
        1,
      );
      const notes = [
        ...(group.pilot === 8.78 ? ['Fits hub pilot diameter 8.78" (most common).'] : []),
        ...(type.startsWith('Balanced') ? ['Factory balanced.'] : []),
        ...(group.axpos === 3 ? ['Outboard mounted trailer drum.'] : []),
      ];
      const row: CatalogRow<'brake_drums'> = {
        brakeDrumNumber: number,
        status: i === perGroup - 1 && g % 4 === 0 ? 'Service Only' : 'Active',
        brakeType: type,
        brakeDrumType: group.axpos === 3 ? 'Outboard' : 'Inboard',
        brakeSizeDiameterInch: group.diameter,
        brakeSizeWidthInch: group.width,
        pilotDiameterInch: group.pilot,
        depthInch: depth,
        drumSurfaceWidthInch: round(group.width + 0.5),
        thicknessInch: round(0.75 + (i % 3) * 0.06),
        boltCircleDiameterInch: group.boltCircle,
        boltHoleDiameterInch: group.boltHole,
        wheelStudHoleCount: group.holes,
        isBsnCompatible: bsn,
        weightPound: weight,
        castingNumber: casting,
        notes,
        images: [{ ImageGuid: `drum-${number}`, ImageTypeId: 1 }],
      };
      out.drums.push(row);
      f.link('drum', number, 'axpos', group.axpos);
      for (const make of group.makes) f.link('drum', number, 'tmake', make);
      f.linkNumber('drum', number, 'holes', group.holes, String(group.holes));
      f.linkInch('drum', number, 'pidia', group.pilot);
      f.linkInch('drum', number, 'shwid', group.width);
      f.linkInch('drum', number, 'szdia', group.diameter);
      f.linkInch('drum', number, 'bcdia', group.boltCircle);
      f.linkNumber('drumcasting', number, 'ctnum', Number(casting), casting);
      f.linkNumber('drumcasting', number, 'holes', group.holes, String(group.holes));
      f.linkInch('drumcasting', number, 'pidia', group.pilot);
      f.linkInch('drumcasting', number, 'bcdia', group.boltCircle);
      f.linkInch('drumcasting', number, 'bhdia', group.boltHole);
      f.linkInch('drumcasting', number, 'ovdep', depth);
      f.linkInch('drumcasting', number, 'shwid', group.width);
      f.linkInch('drumcasting', number, 'szdia', group.diameter);
      for (const make of group.makes) f.link('drumcasting', number, 'tmake', make);
      f.link('drumcasting', number, 'axpos', group.axpos);
    }
    // Every drum of a group interchanges with the others; the next one in the group is the best match.
    numbers.forEach((number, i) => {
      numbers.forEach((other, j) => {
        if (i === j) return;
        out.drumInterchanges.push({
          brakeDrumNumber: number,
          interchangeDrumNumber: other,
          isBestMatch: j === (i + 1) % numbers.length,
        });
      });
    });
  }
}

function generateStuds(rand: Random, f: FacetBuilder, scale: number, out: BrakeOutput) {
  const add = (number: string, style: number, diameterId: number, rightHand: boolean, dims: number[]) => {
    const diameter = STUD_DIAMETERS.find((d) => d.id === diameterId) ?? STUD_DIAMETERS[0];
    const styleName = STUD_STYLES.find(([id]) => id === style)?.[1] ?? 'Wheel Stud';
    const [a = 3, b = 0.5, c = 1, d = 1] = dims;
    out.studs.push({
      studNumber: number,
      typeId: style >= 3 ? 6 : 5,
      chartDescription: `${diameter.thread} ${rightHand ? 'RH' : 'LH'} ${styleName}, ${a.toFixed(2)}" long`,
      styleDescription: styleName,
      diameter: diameter.name,
      threadOrientation: rightHand ? 'Right Hand' : 'Left Hand',
      dimensionA: a,
      dimensionB: b,
      dimensionC: c,
      dimensionD: d,
      baseStylesId: style,
      images: [{ ImageGuid: `stud-${number}`, ImageTypeId: 1 }],
    });
    f.link('stud', number, 'stldp', style);
    f.link('stud', number, 'stdia', diameter.id);
    f.link('stud', number, 'thrdt', rightHand ? 1 : 2);
    f.linkInch('stud', number, 'dimA', a);
    f.linkInch('stud', number, 'dimB', b);
    f.linkInch('stud', number, 'dimC', c);
    f.linkInch('stud', number, 'dimD', d);
  };
  add(ROTOR_STUD_KIT, 4, 1, true, [2.25, 0.5, 1.0, 0.88]);
  for (let i = 0; i < 60 * scale; i++) {
    const style = (i % 4) + 1;
    const diameterId = style === 3 ? ((i >> 2) % 2) + 1 : style === 4 ? 1 : ([4, 2, 3][(i >> 2) % 3] ?? 4);
    const rightHand = style >= 3 || i % 5 !== 1;
    const a = round(2.5 + ((i * 7) % 9) * 0.25);
    const b = round(0.38 + ((i * 3) % 4) * 0.12);
    const c = round(1 + ((i * 5) % 5) * 0.25);
    const d = round(0.88 + ((i * 11) % 4) * 0.12);
    add(String(10700000 + i + 1), style, diameterId, rightHand, [
      a,
      b,
      c,
      rand.chance(0.5) ? d : round(d + 0.06),
    ]);
  }
}
