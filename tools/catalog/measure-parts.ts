// The measurable parts of each kind, read from the catalog rows once per catalog import and kept in memory
// (the same cache as the facet index), so a measurement is matched without a table scan per call.
import { catalogCache, latestImportId } from '../../server/data/catalog-cache.ts';
import type { Database } from '../../server/data/db/client.ts';
import { brakeDrums, brakeRotors, hubAssemblies, studs } from '../../server/data/db/schema.ts';
import type { MeasureKind } from './measure-dimensions.ts';

export type MeasuredPart = {
  number: string;
  status: string;
  /** A few words that tell the part apart in a list ('Standard Cast, Inboard'). */
  description: string;
  /** Catalog size by dimension key, in inches (counts as counts); a dimension the catalog lacks is absent. */
  sizes: Readonly<Record<string, number>>;
};

export type MeasureParts = Readonly<Record<MeasureKind, readonly MeasuredPart[]>>;

/** Keeps only the sizes the catalog gives. */
function sizes(entries: Record<string, number | null>): Record<string, number> {
  return Object.fromEntries(Object.entries(entries).filter((e): e is [string, number] => e[1] !== null));
}

/** '5/8"' -> 0.625, 'M22' -> 0.866 (22 mm), '3/4"-16' -> 0.75; null when unreadable. */
export function studDiameterInch(text: string): number | null {
  const metric = /^M(\d{1,2})/i.exec(text);
  if (metric) return Math.round((Number(metric[1]) / 25.4) * 1000) / 1000;
  const fraction = /^(\d{1,2})\/(\d{1,2})/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const decimal = /^(\d?\.\d{1,4})/.exec(text);
  return decimal ? Number(decimal[1]) : null;
}

async function build(db: Database): Promise<MeasureParts> {
  const [drums, rotors, hubs, studRows] = await Promise.all([
    db.select().from(brakeDrums),
    db.select().from(brakeRotors),
    db.select().from(hubAssemblies),
    db.select().from(studs),
  ]);
  const byNumber = (a: MeasuredPart, b: MeasuredPart) => (a.number < b.number ? -1 : 1);
  return {
    drum: drums
      .map((d) => ({
        number: d.brakeDrumNumber,
        status: d.status,
        description: `${d.brakeType}, ${d.brakeDrumType}`,
        sizes: sizes({
          diameter: d.brakeSizeDiameterInch,
          width: d.brakeSizeWidthInch,
          pilot: d.pilotDiameterInch,
          depth: d.depthInch,
          boltcircle: d.boltCircleDiameterInch,
          bolthole: d.boltHoleDiameterInch,
          holes: d.wheelStudHoleCount,
        }),
      }))
      .sort(byNumber),
    // A discontinued rotor has no summaries or kits to offer (brake-rotors.ts): not a candidate.
    rotor: rotors
      .filter((r) => r.status === 'Active')
      .map((r) => ({
        number: r.brakeRotorNumber,
        status: r.status,
        description: `${r.brakeRotorType} rotor`,
        sizes: sizes({
          diameter: r.brakeSurfaceOutsideDiameter,
          length: r.overallLength,
          thickness: r.thickness,
          pilot: r.pilotDiameter,
          boltcircle: r.boltCircle,
        }),
      }))
      .sort(byNumber),
    hub: hubs
      .filter((h) => h.partStatus !== 'Terminated')
      .map((h) => ({
        number: h.hubAssemblyNumber,
        status: h.partStatus,
        description: h.description,
        sizes: sizes({
          standout: h.wheelStudStandoutInch,
          pilot: h.brakeDrumPilotDiameter,
          boltcircle: h.wheelStudBoltCircleDiameterInch,
          offset: h.flangeOffsetInch,
          absoffset: h.absOffsetInch,
        }),
      }))
      .sort(byNumber),
    stud: studRows
      .map((s) => ({
        number: s.studNumber,
        status: 'Active',
        description: s.chartDescription,
        sizes: sizes({
          a: s.dimensionA,
          b: s.dimensionB,
          c: s.dimensionC,
          d: s.dimensionD,
          studdiameter: studDiameterInch(s.diameter),
        }),
      }))
      .sort(byNumber),
  };
}

const cached = catalogCache({ signature: async (db) => String(await latestImportId(db)), build });

/** Every measurable part of the catalog, rebuilt in the background when a catalog import changes it. */
export function measureParts(db: Database): Promise<MeasureParts> {
  return cached(db);
}
