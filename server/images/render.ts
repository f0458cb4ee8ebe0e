// Serves our own part drawings by image id: hubs, rotors, drums and studs are drawn from their dimensions,
// filter values from their meaning, kits and components as labelled parts; unknown ids get a placeholder.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../data/db/client.ts';
import {
  aftermarketParts,
  brakeDrums,
  brakeRotors,
  filterValues,
  hubAssemblies,
  studs,
} from '../data/db/schema.ts';
import {
  drumDrawing,
  hubDrawing,
  partDrawing,
  placeholder,
  rotorDrawing,
  studDrawing,
  valueDrawing,
} from './drawings.ts';
import { stepDrawing } from './step-drawings.ts';

const studsOnBoltCircle = (inch: number | null) => (inch === 8.75 ? 6 : inch === 10.83 ? 8 : 10);
const STATIC_HUB = /^(AL|IR)-(FF|FL|DR|TN|TP)-0500$/;
const VALUE = /^fv-(whlps|hamnt|rotor-type|flgty|stud-style)-(\d+)$/;
const VALUE_CODE: Record<string, { flow: 'hub' | 'rotor' | 'stud'; code: string }> = {
  whlps: { flow: 'hub', code: 'whlps' },
  hamnt: { flow: 'hub', code: 'hamnt' },
  'rotor-type': { flow: 'hub', code: 'abrty' },
  flgty: { flow: 'hub', code: 'flgty' },
  'stud-style': { flow: 'stud', code: 'stldp' },
};

export async function renderImage(id: string, db: Database): Promise<string> {
  const [, prefix = '', rest = ''] = /^([a-z]+)-(.+)$/.exec(id) ?? [];
  if (prefix === 'hub') {
    const [h] = await db.select().from(hubAssemblies).where(eq(hubAssemblies.hubAssemblyNumber, rest));
    if (h)
      return hubDrawing({
        number: h.hubAssemblyNumber,
        material: h.material,
        studs: studsOnBoltCircle(h.wheelStudBoltCircleDiameterInch),
        standoutInch: h.wheelStudStandoutInch,
        boltCircleInch: h.wheelStudBoltCircleDiameterInch,
        pilotInch: h.brakeDrumPilotDiameter,
        brake: h.brakeType.toLowerCase(),
      });
  }
  if (prefix === 'rotor') {
    const [r] = await db.select().from(brakeRotors).where(eq(brakeRotors.brakeRotorNumber, rest));
    if (r)
      return rotorDrawing({
        number: r.brakeRotorNumber,
        type: r.brakeRotorType,
        outsideInch: r.brakeSurfaceOutsideDiameter ?? 15,
        lengthInch: r.overallLength ?? 5.5,
        thicknessInch: r.thickness ?? 1.5,
        bolts: r.boltHoleNumber ?? 10,
      });
  }
  if (prefix === 'drum') {
    const [d] = await db.select().from(brakeDrums).where(eq(brakeDrums.brakeDrumNumber, rest));
    if (d)
      return drumDrawing({
        number: d.brakeDrumNumber,
        diameterInch: d.brakeSizeDiameterInch,
        widthInch: d.brakeSizeWidthInch,
        pilotInch: d.pilotDiameterInch,
        holes: d.wheelStudHoleCount,
        boltCircleInch: d.boltCircleDiameterInch,
      });
  }
  if (prefix === 'stud') {
    const [s] = await db.select().from(studs).where(eq(studs.studNumber, rest));
    if (s)
      return studDrawing({
        number: s.studNumber,
        a: s.dimensionA,
        b: s.dimensionB,
        c: s.dimensionC,
        d: s.dimensionD,
        style: s.styleDescription,
        diameter: s.diameter,
      });
  }
  const value = VALUE.exec(id);
  if (value) {
    const [, kind = '', idText = '0'] = value;
    const where = VALUE_CODE[kind];
    const valueId = Number(idText);
    // filter_values.id is an int4: a longer number names no value (and must not reach the query)
    const [v] =
      where && valueId <= 2 ** 31 - 1
        ? await db
            .select()
            .from(filterValues)
            .where(
              and(
                eq(filterValues.flow, where.flow),
                eq(filterValues.queryParameterName, where.code),
                eq(filterValues.id, valueId),
              ),
            )
        : [];
    if (v) return valueDrawing(kind, v.id, v.name);
  }
  const staticHub = STATIC_HUB.exec(id);
  if (staticHub) {
    const [, material, axle] = staticHub;
    return hubDrawing({
      number: `${axle} axle`,
      material: material === 'AL' ? 'Aluminum' : 'Ductile Iron',
      studs: 10,
      standoutInch: null,
      boltCircleInch: 11.25,
      pilotInch: null,
      brake: axle === 'TN' || axle === 'TP' ? 'trailer' : 'truck',
    });
  }
  if (prefix === 'part' || prefix === 'kit') {
    const [p] = await db.select().from(aftermarketParts).where(eq(aftermarketParts.partNumber, rest));
    if (p) return partDrawing(p.partNumber, p.description);
  }
  if (prefix === 'step') return stepDrawing(rest) ?? placeholder();
  if (prefix === 'bearing') return partDrawing(rest, 'Bearing set');
  return placeholder();
}
