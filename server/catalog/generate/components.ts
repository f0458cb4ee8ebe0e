// Hub components: bearings, seals, seal & spacer kits, rebuild kits, ABS kits, spindle nut kits, fill plugs,
// and the per-hub aftermarket part lists that tie them to hub assemblies.
import type { CatalogRow } from '../files.ts';
import type { BrakeOutput } from './brakes.ts';
import type { HubInfo } from './hubs.ts';
import { round } from './random.ts';
import { TONE_RINGS } from './tone-rings.ts';
import { AXLES, type AxleCode, BEARING_SETS, type BearingSetName } from './vocabulary.ts';

const AXLE_CODES: AxleCode[] = ['FF', 'FL', 'R', 'TN', 'TP'];
const AXLE_NAMES: Record<AxleCode, string> = {
  FF: 'FF Steer',
  FL: 'FL Steer',
  R: 'R Drive',
  TN: 'TN Trailer',
  TP: 'TP Trailer',
};
const POSITION: Record<AxleCode, string> = {
  FF: 'Steer',
  FL: 'Steer',
  R: 'Drive',
  TN: 'Trailer',
  TP: 'Trailer',
};

/** The six spindle nut kits with the socket sizes the parts results show, plus PreSet (222/223) kits. */
const SPINDLE_NUTS: { number: string; typeId: number; axle: AxleCode; socket: number; torque: number }[] = [
  { number: '10036548', typeId: 226, axle: 'FF', socket: 2, torque: 300 },
  { number: '10036549', typeId: 227, axle: 'FF', socket: 2, torque: 300 },
  { number: '10036550', typeId: 227, axle: 'FL', socket: 2.75, torque: 300 },
  { number: '10036551', typeId: 227, axle: 'R', socket: 3.75, torque: 500 },
  { number: '10036552', typeId: 227, axle: 'TN', socket: 3.125, torque: 500 },
  { number: '10036553', typeId: 227, axle: 'TP', socket: 4, torque: 500 },
  { number: '10850001', typeId: 222, axle: 'FF', socket: 2, torque: 300 },
  { number: '10850002', typeId: 223, axle: 'FF', socket: 2, torque: 300 },
  { number: '10850003', typeId: 222, axle: 'R', socket: 3.75, torque: 500 },
  { number: '10850004', typeId: 223, axle: 'R', socket: 3.75, torque: 500 },
  { number: '10850005', typeId: 223, axle: 'TN', socket: 3.125, torque: 500 },
];
const SPINDLE_TYPE_NAME: Record<number, string> = {
  222: 'PreSet Spindle Nut Kit (D Flat)',
  223: 'PreSet Spindle Nut Kit (Keyway)',
  226: 'PreSet Plus Spindle Nut Kit (D Flat)',
  227: 'PreSet Plus Spindle Nut Kit (Keyway)',
};

export type ComponentOutput = {
  bearings: CatalogRow<'bearings'>[];
  bearingFilterDetails: CatalogRow<'bearing_filter_details'>[];
  seals: CatalogRow<'seals'>[];
  sealSpacerKits: CatalogRow<'seal_spacer_kits'>[];
  rebuildKits: CatalogRow<'rebuild_kits'>[];
  rebuildKitDetails: CatalogRow<'rebuild_kit_details'>[];
  toneRings: CatalogRow<'abs_tone_ring_kits'>[];
  absKits: CatalogRow<'abs_service_kits'>[];
  spindleNuts: CatalogRow<'spindle_nut_kits'>[];
  aftermarketParts: CatalogRow<'aftermarket_parts'>[];
  hubParts: CatalogRow<'hub_aftermarket_parts'>[];
};

const img = (guid: string) => [{ ImageGuid: guid, ImageTypeId: 1 }];

export function generateComponents(
  hubs: CatalogRow<'hub_assemblies'>[],
  info: HubInfo[],
  brakes: BrakeOutput,
): ComponentOutput {
  const o: ComponentOutput = {
    bearings: [],
    bearingFilterDetails: [],
    seals: [],
    sealSpacerKits: [],
    rebuildKits: [],
    rebuildKitDetails: [],
    toneRings: [],
    absKits: [],
    spindleNuts: [],
    aftermarketParts: [],
    hubParts: [],
  };
  const part = (partNumber: string, description: string, typeId: number, isPublic = true) =>
    o.aftermarketParts.push({ partNumber, description, typeId, images: img(`part-${partNumber}`), isPublic });

  // Bearing sets.
  const bearingNumber = new Map<BearingSetName, string>();
  (Object.keys(BEARING_SETS) as BearingSetName[]).forEach((name, i) => {
    const set = BEARING_SETS[name];
    const number = String(10860001 + i);
    bearingNumber.set(name, number);
    o.bearings.push({
      partNumber: number,
      description: `Bearing Set ${name} (${set.cone}/${set.cup})`,
      coneNumber: set.cone,
      cupNumber: set.cup,
      notes: `SET : ${name} CUP : ${set.cup}`,
    });
    part(number, `Bearing Set ${name}`, 101);
  });

  // Seals, seal & spacer kits, rebuild kits, ABS parts per axle.
  const sealKit = new Map<AxleCode, string>();
  const seal = new Map<AxleCode, string>();
  const rebuild = new Map<AxleCode, string[]>();
  const absKit = new Map<AxleCode, string>();
  AXLE_CODES.forEach((code, i) => {
    const axle = AXLES.find((a) => a.kitCode === code && a.code === code);
    if (!axle) throw new Error(`no axle ${code}`);
    const inner = BEARING_SETS[axle.inboard];
    const sealNumber = String(10830001 + i * 2);
    const kitNumber = String(10840001 + i);
    seal.set(code, sealNumber);
    sealKit.set(code, kitNumber);
    o.seals.push({
      partNumber: sealNumber,
      description: `Wheel Seal, ${AXLE_NAMES[code]}`,
      innerDiameterInches: round(inner.bore + 0.75, 3),
      outerDiameterInches: round(inner.od + 0.25, 3),
      width: 0.875,
      kitType: 'PreSet Seal',
      sealAndSpacerKit: kitNumber,
    });
    o.seals.push({
      partNumber: String(10830002 + i * 2),
      description: `Wheel Seal, ${AXLE_NAMES[code]}, Conventional Hubs`,
      innerDiameterInches: round(inner.bore + 0.75, 3),
      outerDiameterInches: round(inner.od + 0.3125, 3),
      width: 1,
      kitType: 'Conventional Seal',
      sealAndSpacerKit: null,
    });
    part(sealNumber, `Wheel Seal, ${AXLE_NAMES[code]}`, 220);
    part(String(10830002 + i * 2), `Wheel Seal, ${AXLE_NAMES[code]}, Conventional`, 220);
    o.sealSpacerKits.push({
      partNumber: kitNumber,
      description: `Wheel Seal and Spacer Kit, ${AXLE_NAMES[code]}`,
      sealNumber,
      spacerNumber: `SP${String(40 + i * 3).padStart(3, '0')}`,
      axle: code,
    });
    part(kitNumber, `Wheel Seal and Spacer Kit, ${AXLE_NAMES[code]}`, 221);

    const kits: string[] = [];
    const addKit = (number: string, typeId: number, type: string) => {
      kits.push(number);
      o.rebuildKits.push({
        partNumber: number,
        typeId,
        type,
        axle: code,
        axlePosition: POSITION[code],
        description: `${type}, ${AXLE_NAMES[code]}`,
        imageGuid: `kit-${number}`,
      });
      o.rebuildKitDetails.push({
        kitNumber: number,
        line: 1,
        bearingSetNumberInboard: bearingNumber.get(axle.inboard) ?? null,
        bearingSetNumberOutboard: bearingNumber.get(axle.outboard) ?? null,
        sealAndSpacerKitNumber: kitNumber,
      });
      part(number, `${type}, ${AXLE_NAMES[code]}`, typeId, typeId === 219);
    };
    addKit(String(10800001 + i * 3), 219, 'PreSet / PreSet Plus Hub Rebuild Kit');
    if (code === 'FF' || code === 'R') {
      addKit(String(10800002 + i * 3), 217, 'PreSet Complete Hub Rebuild Kit (Keyway)');
      addKit(String(10800003 + i * 3), 218, 'PreSet Complete Hub Rebuild Kit (D Flat)');
    }
    rebuild.set(code, kits);

    const ring = TONE_RINGS[code];
    o.toneRings.push({
      absToneRingKitNumber: ring,
      absType: '100 Tooth Tone Ring',
      innerDiameterInch: round(inner.od + 0.9, 3),
      outerDiameterInch: round(inner.od + 1.6, 3),
      thicknessInch: 0.375,
    });
    part(ring, `ABS Tone Ring, ${AXLE_NAMES[code]}`, 7);
    const abs = String(10810001 + i);
    absKit.set(code, abs);
    o.absKits.push({
      absServiceKitNumber: abs,
      absToneRingNumber: ring,
      absType: i % 2 ? 'Bendix' : 'WABCO',
      productType: 'ABS Ring Service Kit',
      screwNumber: `1082050${i}`,
      whatKitContains: `ABS tone ring ${ring}, (10) self-locking screws, thread locker, installation instructions`,
    });
    part(abs, `ABS Ring Service Kit, ${AXLE_NAMES[code]}`, 241);
  });

  // Bearing filter details: each bearing as used on each axle type.
  for (const axle of AXLES) {
    if (axle.code === 'Unitized') continue;
    for (const [side, name] of [
      ['Inner', axle.inboard],
      ['Outer', axle.outboard],
    ] as const) {
      const set = BEARING_SETS[name];
      o.bearingFilterDetails.push({
        partNumber: bearingNumber.get(name) ?? '',
        filterId: axle.id,
        bearingType: side,
        axle: axle.name,
        axlePosition: axle.position,
        type: 'Bearing Set',
        referenceSetNo: name,
        boreDiameterInch: set.bore,
        outerDiameterInch: set.od,
        width: set.width,
        imageGuid: `bearing-${name}`,
        preSetPreSetPlusRebuildKitNumber: rebuild.get(axle.kitCode)?.[0] ?? null,
      });
    }
  }

  for (const s of SPINDLE_NUTS) {
    o.spindleNuts.push({
      partNumber: s.number,
      typeId: s.typeId,
      description: `${SPINDLE_TYPE_NAME[s.typeId]}, ${AXLE_NAMES[s.axle]}`,
      sixPointSocketSize: s.socket,
      torqueSpec: `Torque to ${s.torque} ft-lbs. DO NOT BACK OFF SPINDLE NUT`,
      note: s.typeId >= 226 ? 'Required for the 5 year/500,000 mile PreSet Plus warranty.' : null,
    });
    part(s.number, `${SPINDLE_TYPE_NAME[s.typeId]}, ${AXLE_NAMES[s.axle]}`, s.typeId);
  }

  const fillPlugs = ['10880001', '10880002'];
  part('10880001', 'Fill Plug, Trailer Hub Cap', 8);
  part('10880002', 'Fill Plug, Magnetic', 8);

  for (const stud of brakes.studs) part(stud.studNumber, stud.chartDescription, stud.typeId);
  for (const kit of brakes.rotorKits) part(kit.brakeRotorKitNumber, kit.description, 203);
  for (const hub of hubs) part(hub.hubAssemblyNumber, hub.aftermarketDescription, 115, hub.isAftermarket);

  // Per-hub lists.
  const presetFor = new Map<string, string>();
  for (const hub of hubs) {
    if (hub.conventionalHubNumber && hub.hubAssemblyType === 'PreSet Plus')
      presetFor.set(hub.conventionalHubNumber, hub.hubAssemblyNumber);
  }
  const studsBy = (diameter: string, typeId: number) =>
    brakes.studs.filter(
      (s) => s.diameter === diameter && s.typeId === typeId && s.threadOrientation === 'Right Hand',
    );
  const rotorKitsBy = (label: string) => brakes.rotorKits.filter((k) => k.axleLabel === label);

  info.forEach((hub, index) => {
    const list: { part: string; usage: number }[] = [];
    const replacement = presetFor.get(hub.number);
    if (replacement) list.push({ part: replacement, usage: 0 });
    list.push({ part: hub.number, usage: 0 });
    if (hub.kind !== 'Unitized') {
      const code = hub.axle.kitCode;
      if (hub.kind !== 'Conventional')
        for (const kit of rebuild.get(code) ?? []) list.push({ part: kit, usage: 0 });
      list.push({ part: sealKit.get(code) ?? '', usage: 0 });
      list.push({ part: seal.get(code) ?? '', usage: 0 });
      list.push({ part: bearingNumber.get(hub.axle.inboard) ?? '', usage: 1 });
      list.push({ part: bearingNumber.get(hub.axle.outboard) ?? '', usage: 2 });
      const wheelStuds = studsBy(hub.studThread === 'M22x1.5' ? 'M22' : '3/4"', 5);
      const stud = hub.longStud ? wheelStuds[wheelStuds.length - 1] : wheelStuds[0];
      if (stud) list.push({ part: stud.studNumber, usage: 0 });
      if (hub.axleStudThread) {
        const axleStud = studsBy(hub.axleStudThread.startsWith('5/8') ? '5/8"' : '3/4"', 6)[0];
        if (axleStud) list.push({ part: axleStud.studNumber, usage: 3 });
      }
      if (hub.axle.position === 'Trailer') list.push({ part: fillPlugs[index % 2] ?? '10880001', usage: 0 });
      if (hub.abs) {
        list.push({ part: absKit.get(code) ?? '', usage: 0 });
        list.push({ part: TONE_RINGS[code], usage: 0 });
      }
      if (hub.brakeType === 'Disc') {
        const label =
          hub.axle.position === 'Steer' ? 'FF Steer' : hub.axle.position === 'Drive' ? 'R Drive' : 'Trailer';
        const kits = rotorKitsBy(label);
        const kit = kits[index % Math.max(1, kits.length)];
        if (kit) list.push({ part: kit.brakeRotorKitNumber, usage: 0 });
      }
      if (hub.kind !== 'Conventional')
        for (const nut of SPINDLE_NUTS.filter((s) => s.axle === code))
          list.push({ part: nut.number, usage: 0 });
    }
    const seen = new Set<string>();
    list.forEach((item, rank) => {
      const key = `${item.part}|${item.usage}`;
      if (!item.part || seen.has(key)) return;
      seen.add(key);
      o.hubParts.push({
        hubAssemblyNumber: hub.number,
        partNumber: item.part,
        usageId: item.usage,
        ranking: rank + 1,
      });
    });
  });

  return o;
}
