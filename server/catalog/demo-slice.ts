// A first, deterministic slice of the demo catalog (hubs and cross-references) for an empty database.

import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import type { Database } from '../db/client.ts';
import { competitors, hubAssemblies, interchanges } from '../db/schema.ts';

/** Small seeded PRNG (mulberry32): the same seed always gives the same catalog. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS = [
  { id: 1, name: 'ConMet', format: (n: number) => String(n) },
  { id: 2, name: 'Webb', format: (n: number) => `${20000 + (n % 9000)}` },
  { id: 3, name: 'Gunite', format: (n: number) => `${3000 + (n % 900)}${n % 2 ? 'A' : ''}` },
  { id: 4, name: 'Meritor', format: (n: number) => `A${(n % 90000) + 10000}` },
  { id: 5, name: 'Stemco', format: (n: number) => `${n % 1000}-${(n % 9000) + 1000}` },
  { id: 6, name: 'Dana Spicer', format: (n: number) => `DS-${(n % 90000) + 10000}` },
  { id: 7, name: 'Accuride', format: (n: number) => `AC${(n % 900000) + 100000}` },
];

const AXLES = [
  { position: 'Front', axle: 'FF', type: 'PreSet FF Front' },
  { position: 'Rear', axle: 'R', type: 'PreSet Rear Drive' },
  { position: 'Trailer', axle: 'TN', type: 'PreSet TN Trailer' },
  { position: 'Trailer', axle: 'TP', type: 'PreSet TP Trailer' },
];

export async function loadDemoSlice(db: Database, seed = 1): Promise<void> {
  const rand = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const hubs: (typeof hubAssemblies.$inferInsert)[] = [];
  for (let i = 0; i < 40; i++) {
    const number = i % 10 === 9 ? String(104000 + i * 7) : String(10031000 + i * 17);
    const axle = pick(AXLES);
    const material = rand() < 0.5 ? 'Aluminum' : 'Ductile Iron';
    const kind = i % 3 === 0 ? 'PreSet Plus' : i % 3 === 1 ? 'PreSet' : 'Conventional';
    const status = i % 13 === 5 ? 'Terminated' : i % 11 === 4 ? 'Service Only' : 'Active';
    const drum = axle.axle !== 'TP';
    hubs.push({
      hubAssemblyNumber: number,
      partNumber: number,
      description: `${kind} ${material === 'Aluminum' ? 'Aluminum' : 'Iron'} ${axle.axle} Hub Assembly`,
      aftermarketDescription: `${kind} ${axle.type}`,
      isAftermarket: kind !== 'Conventional',
      isAftermarketAssembly: kind !== 'Conventional',
      partStatus: status,
      images: [{ ImageGuid: `hub-${number}`, ImageTypeId: 1 }],
      warrantyLink: kind === 'Conventional' ? null : '/disclaimer',
      gawrNote: null,
      material,
      axlePosition: axle.position,
      axle: axle.axle,
      hubAssemblyType: kind,
      bearingNumberInboard: pick(['HM218248/HM218210', '566/563', 'HM212049/HM212011']),
      bearingNumberOutboard: pick(['HM212049/HM212011', '3984/3920', '28682/28622']),
      bearingNumbersType: 'Set',
      bearingConeNumberInboard: 'HM218248',
      bearingConeNumberOutboard: 'HM212049',
      hubCastingNumber: String(10020000 + i * 3),
      brakeType: drum ? 'Drum' : 'Disc',
      brakeRotorType: drum ? null : 'U-Section',
      hubMountingSystem: rand() < 0.7 ? 'Hub Piloted' : 'Stud Piloted',
      wheelStudStandoutInch: pick([3.12, 3.38, 3.62]),
      wheelMaterial: pick(['Steel', 'Aluminum']),
      axleStudThread: pick(['5/8"-18', '3/4"-16']),
      flangeOffsetInch: pick([4.12, 5.44, 6.01]),
      brakeDrumPilotDiameter: drum ? 8.78 : null,
      barrelLength: pick([5.5, 6.2, 7.1]),
      absRingIncluded: rand() < 0.6,
      weightPound: Math.round((material === 'Aluminum' ? 28 : 52) + rand() * 20),
      conventionalHubNumber: kind === 'Conventional' ? null : String(10031000 + ((i + 2) % 40) * 17),
      hubRatingPound: pick([12000, 14600, 22500, 23000, 26000]),
      wheelStudBoltCircleDiameterInch: 11.25,
      absRingNumber: String(10083900 + (i % 5)),
      wheelStudThread: '22 mm x 1.5',
      bearingConesIncluded: kind !== 'Conventional',
      sealIncluded: kind !== 'Conventional',
      fillHole: axle.position === 'Trailer',
      absOffsetInch: pick([1.1, 1.35, null]),
      smallBackface: rand() < 0.2,
      brakeRotorDepth: drum ? null : 4.5,
      brakeRotorOffset: drum ? null : 2.2,
      brakeRotorThickness: drum ? null : 1.77,
    });
  }
  const rows: (typeof interchanges.$inferInsert)[] = [];
  const seen = new Set<string>();
  for (const hub of hubs) {
    const n = Number(hub.hubAssemblyNumber);
    const candidates = [{ brand: BRANDS[0], partNumber: hub.hubAssemblyNumber }];
    for (const brand of BRANDS.slice(1)) {
      for (let k = 0; k < 1 + Math.floor(rand() * 2); k++)
        candidates.push({ brand, partNumber: brand.format(n + k * 131) });
    }
    for (const c of candidates) {
      if (!c.brand) continue;
      const normalized = normalizePartNumber(c.partNumber);
      const key = `${c.brand.id}:${normalized}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({
        competitorId: c.brand.id,
        partNumber: c.partNumber,
        normalized,
        partTypeId: 115,
        makerPartNumber: hub.hubAssemblyNumber,
      });
    }
  }
  await db.transaction(async (tx) => {
    await tx.insert(competitors).values(BRANDS.map(({ id, name }) => ({ id, name })));
    await tx.insert(hubAssemblies).values(hubs);
    await tx.insert(interchanges).values(rows);
  });
}
