// The deterministic demo-catalog generator: (seed, scale) -> every catalog table's rows.
import type { CatalogRows } from '../files.ts';
import { generateBrakes } from './brakes.ts';
import { generateComponents } from './components.ts';
import { FacetBuilder } from './facets.ts';
import { generateHubs } from './hubs.ts';
import { BRANDS, InterchangeBuilder, OWN_BRAND } from './numbers.ts';
import { createRandom } from './random.ts';
import {
  CASTING_CATEGORIES,
  DRUM_CASTING_CATEGORIES,
  DRUM_CATEGORIES,
  HUB_CATEGORIES,
  ROTOR_CASTING_CATEGORIES,
  ROTOR_CATEGORIES,
  STUD_CATEGORIES,
} from './vocabulary.ts';

export type GenerateOptions = { seed?: number; scale?: number };

export const PART_TYPES: [number, string][] = [
  [1, 'Hub Casting'],
  [5, 'Wheel Stud'],
  [6, 'Axle Stud'],
  [7, 'ABS Ring'],
  [8, 'Fill Plug'],
  [23, 'Brake Drum'],
  [101, 'Bearing Set'],
  [115, 'Complete Hub Assembly'],
  [202, 'Rotor Casting'],
  [203, 'Replacement Rotor Kit'],
  [217, 'PreSet Complete Hub Rebuild Kit (Keyway)'],
  [218, 'PreSet Complete Hub Rebuild Kit (D Flat)'],
  [219, 'PreSet / PreSet Plus Hub Rebuild Kit'],
  [220, 'Wheel Seal'],
  [221, 'Wheel Seal and Spacer Kit'],
  [222, 'PreSet Spindle Nut Kit (D Flat)'],
  [223, 'PreSet Spindle Nut Kit (Keyway)'],
  [226, 'PreSet Plus Spindle Nut Kit (D Flat)'],
  [227, 'PreSet Plus Spindle Nut Kit (Keyway)'],
  [241, 'ABS Ring'],
  [652, 'Drum Casting'],
  [1112, 'Complete Hub Assembly (Volvo Exclusive)'],
  [1115, 'Complete Hub Assembly (Meritor Exclusive)'],
];

export function generateCatalog({ seed = 1, scale = 1 }: GenerateOptions = {}): CatalogRows {
  const rand = createRandom(seed);
  const facets = new FacetBuilder();
  facets.flow('hub', HUB_CATEGORIES);
  facets.flow('casting', CASTING_CATEGORIES);
  facets.flow('rotor', ROTOR_CATEGORIES);
  facets.flow('rotorcasting', ROTOR_CASTING_CATEGORIES);
  facets.flow('drum', DRUM_CATEGORIES);
  facets.flow('drumcasting', DRUM_CASTING_CATEGORIES);
  facets.flow('stud', STUD_CATEGORIES);

  const hubs = generateHubs(rand, facets, scale);
  const brakes = generateBrakes(rand, facets, scale);
  const parts = generateComponents(hubs.hubs, hubs.info, brakes);

  const x = new InterchangeBuilder(rand);
  hubs.info.forEach((hub, i) => {
    if (hub.exclusiveTo === 'Meritor') {
      x.own(hub.number, 1115);
      x.competitors('meritorHub', hub.number, 1115, {}, 2);
    } else if (hub.exclusiveTo === 'Volvo') {
      x.own(hub.number, 1112);
      x.competitors('volvoHub', hub.number, 1112, {}, 2);
    } else {
      x.own(hub.number, 115);
      // Older hubs carry a superseded number from some brands as well.
      x.competitors(
        hub.axle.position === 'Trailer' ? 'trailerHub' : 'hub',
        hub.number,
        115,
        {},
        i % 3 ? 1 : 2,
      );
    }
  });
  for (const c of [...hubs.castings, ...brakes.castings]) {
    const [kind, type] =
      c.kind === 'hub'
        ? (['hubCasting', 1] as const)
        : c.kind === 'rotor'
          ? (['rotorCasting', 202] as const)
          : (['drumCasting', 652] as const);
    x.own(c.castingNumber, type);
    x.competitors(kind, c.castingNumber, type);
  }
  const trailerDrum = new Set(
    brakes.drums.filter((dr) => dr.brakeDrumType === 'Outboard').map((dr) => dr.brakeDrumNumber),
  );
  for (const drum of brakes.drums) {
    x.own(drum.brakeDrumNumber, 23);
    x.competitors(trailerDrum.has(drum.brakeDrumNumber) ? 'trailerDrum' : 'drum', drum.brakeDrumNumber, 23);
  }
  for (const rotor of brakes.rotors) {
    x.own(rotor.brakeRotorNumber, 203);
    x.competitors('rotor', rotor.brakeRotorNumber, 203);
  }
  for (const kit of brakes.rotorKits) {
    x.own(kit.brakeRotorKitNumber, 203);
    x.competitors('rotorKit', kit.brakeRotorKitNumber, 203);
  }
  for (const stud of brakes.studs) {
    x.own(stud.studNumber, 5);
    x.competitors('stud', stud.studNumber, 5);
  }
  for (const kit of parts.rebuildKits) {
    x.own(kit.partNumber, 219);
    if (kit.typeId === 219) x.competitors('rebuildKit', kit.partNumber, 219);
  }
  for (const kit of parts.absKits) {
    x.own(kit.absServiceKitNumber, 241);
    x.competitors('absKit', kit.absServiceKitNumber, 241);
  }
  for (const ring of parts.toneRings) {
    x.own(ring.absToneRingKitNumber, 7);
    x.competitors('toneRing', ring.absToneRingKitNumber, 7);
  }
  for (const seal of parts.seals) {
    x.own(seal.partNumber, 220);
    x.competitors('seal', seal.partNumber, 220);
  }
  for (const kit of parts.sealSpacerKits) {
    x.own(kit.partNumber, 221);
    x.competitors('sealKit', kit.partNumber, 221);
  }
  for (const bearing of parts.bearings) {
    const setName = /SET\d+/.exec(bearing.description)?.[0];
    x.own(bearing.partNumber, 101);
    x.competitors('bearing', bearing.partNumber, 101, setName ? { setName } : {});
  }
  for (const nut of parts.spindleNuts) {
    x.own(nut.partNumber, 227);
    if (nut.typeId === 227) x.competitors('spindleNut', nut.partNumber, 227);
  }
  for (const plug of parts.aftermarketParts.filter((p) => p.typeId === 8)) x.own(plug.partNumber, 8);

  const usages = PART_TYPES.map(([id]) => ({ partTypeId: id, usageId: 0, name: 'None' }));
  usages.push(
    { partTypeId: 101, usageId: 1, name: 'Inner' },
    { partTypeId: 101, usageId: 2, name: 'Outer' },
    { partTypeId: 6, usageId: 3, name: 'Axle Stud' },
    { partTypeId: 6, usageId: 4, name: 'Rotor Stud' },
  );

  const flows = facets.build();
  return {
    competitors: [OWN_BRAND, ...BRANDS.map((b) => ({ id: b.id, name: b.name }))],
    part_types: PART_TYPES.map(([id, name]) => ({ id, name })),
    part_type_usages: usages,
    castings: [...hubs.castings, ...brakes.castings],
    hub_assemblies: hubs.hubs,
    brake_rotors: brakes.rotors,
    brake_rotor_kits: brakes.rotorKits,
    brake_drums: brakes.drums,
    brake_drum_interchanges: brakes.drumInterchanges,
    studs: brakes.studs,
    bearings: parts.bearings,
    seals: parts.seals,
    seal_spacer_kits: parts.sealSpacerKits,
    rebuild_kits: parts.rebuildKits,
    rebuild_kit_details: parts.rebuildKitDetails,
    bearing_filter_details: parts.bearingFilterDetails,
    abs_tone_ring_kits: parts.toneRings,
    abs_service_kits: parts.absKits,
    spindle_nut_kits: parts.spindleNuts,
    aftermarket_parts: parts.aftermarketParts,
    hub_aftermarket_parts: parts.hubParts,
    aftermarket_hub_details: hubs.details,
    interchanges: x.rows,
    filter_categories: flows.filter_categories,
    filter_values: flows.filter_values,
    part_facets: flows.part_facets,
  };
}
