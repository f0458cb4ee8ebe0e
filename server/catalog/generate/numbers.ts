// Competitor brands and their part-number formats, and the interchange rows that map every typed number
// (competitors' and our own) to a maker part.
import { normalizePartNumber } from '../../../tools/part-number/normalize.ts';
import type { CatalogRow } from '../files.ts';
import type { Random } from './random.ts';

export type NumberKind =
  | 'hub'
  | 'trailerHub'
  | 'meritorHub'
  | 'volvoHub'
  | 'hubCasting'
  | 'rotorCasting'
  | 'drumCasting'
  | 'drum'
  | 'trailerDrum'
  | 'rotor'
  | 'rotorKit'
  | 'stud'
  | 'rebuildKit'
  | 'absKit'
  | 'toneRing'
  | 'seal'
  | 'sealKit'
  | 'bearing'
  | 'spindleNut';

type Format = (r: Random, ctx: { setName?: string }) => string;
type Brand = { id: number; name: string; formats: Partial<Record<NumberKind, Format>> };

const d = (r: Random, n: number) => r.digits(n);
const zd = (r: Random, n: number) => String(r.int(0, 10 ** n - 1)).padStart(n, '0');
const setDigits = (ctx: { setName?: string }) => (ctx.setName ?? 'SET413').replace('SET', '');

export const OWN_BRAND = { id: 1, name: 'ConMet' };

export const BRANDS: Brand[] = [
  {
    id: 2,
    name: 'Webb',
    formats: {
      hub: (r) => `${d(r, 5)}${r.pick(['T', 'F', 'X', ''])}`,
      trailerHub: (r) => `${d(r, 5)}${r.pick(['T', 'TX'])}`,
      drum: (r) => `6${d(r, 4)}${r.pick(['B', 'F', ''])}`,
      trailerDrum: (r) => `6${d(r, 4)}${r.pick(['B', 'F'])}`,
      rotor: (r) => `${d(r, 5)}R`,
      rotorKit: (r) => `9${d(r, 4)}K`,
      rotorCasting: (r) => `C${d(r, 5)}`,
      drumCasting: (r) => `${d(r, 5)}C`,
    },
  },
  {
    id: 3,
    name: 'Gunite',
    formats: {
      hub: (r) => `${d(r, 4)}${r.pick(['T', 'TA', 'A'])}`,
      trailerHub: (r) => `${d(r, 4)}${r.pick(['T', 'TA'])}`,
      drum: (r) => `${d(r, 4)}${r.pick(['A', 'AX', 'B'])}`,
      trailerDrum: (r) => `${d(r, 4)}${r.pick(['A', 'AX'])}`,
      rotor: (r) => `R${d(r, 4)}`,
      hubCasting: (r) => `HC${d(r, 4)}`,
      rotorCasting: (r) => `RC-${d(r, 4)}`,
      drumCasting: (r) => `DC-${d(r, 4)}`,
    },
  },
  {
    id: 4,
    name: 'Meritor',
    formats: {
      hub: (r) => `A${d(r, 4)}${r.letter()}${d(r, 4)}`,
      meritorHub: (r) => `A${d(r, 2)}-${d(r, 4)}-${r.letter()}-${d(r, 4)}`,
      drum: (r) => `${d(r, 4)}X${d(r, 4)}`,
      trailerDrum: (r) => `${d(r, 4)}X${d(r, 4)}`,
      rotorKit: (r) => `KIT${d(r, 4)}`,
      stud: (r) => `${d(r, 4)}${r.letter()}${d(r, 4)}`,
      rebuildKit: (r) => `KIT ${d(r, 4)}`,
      absKit: (r) => `R${d(r, 6)}`,
    },
  },
  {
    id: 5,
    name: 'Stemco',
    formats: {
      seal: (r) => `3${d(r, 2)}-${zd(r, 4)}`,
      sealKit: (r) => `37${r.int(0, 9)}-${zd(r, 4)}`,
      spindleNut: (r) => `447-${zd(r, 4)}`,
      rebuildKit: (r) => `35${r.int(0, 9)}-${zd(r, 4)}`,
    },
  },
  {
    id: 6,
    name: 'Timken',
    formats: {
      bearing: (r, ctx) => (r.chance(0.5) ? `SET${setDigits(ctx)}` : `SET ${setDigits(ctx)}-${r.int(1, 9)}`),
      seal: (r) => `TS${d(r, 5)}`,
    },
  },
  {
    id: 7,
    name: 'SKF',
    formats: {
      bearing: (r, ctx) => `BR${setDigits(ctx)}${r.pick(['', '-A', '-B'])}`,
      seal: (r) => `${d(r, 5)}`,
      sealKit: (r) => `${d(r, 5)}XL`,
    },
  },
  {
    id: 8,
    name: 'National',
    formats: {
      seal: (r) => `370${zd(r, 3)}${r.pick(['A', 'L'])}`,
      bearing: (r, ctx) => `NP${setDigits(ctx)}${r.pick(['', 'K'])}`,
    },
  },
  {
    id: 9,
    name: 'Dana Spicer',
    formats: {
      hub: (r) => `${d(r, 6)}-${r.int(1, 9)}X`,
      drum: (r) => `DS${d(r, 5)}`,
      stud: (r) => `DS-${d(r, 5)}`,
      hubCasting: (r) => `${d(r, 6)}C`,
    },
  },
  {
    id: 10,
    name: 'Accuride',
    formats: {
      hub: (r) => `AC${d(r, 6)}`,
      drum: (r) => `AC${d(r, 4)}${r.letter()}`,
      trailerDrum: (r) => `AC${d(r, 4)}${r.letter()}`,
    },
  },
  {
    id: 11,
    name: 'Bendix',
    formats: {
      rotor: (r) => `K0${d(r, 5)}`,
      rotorKit: (r) => `K0${d(r, 5)}`,
      absKit: (r) => `80${d(r, 4)}`,
      toneRing: (r) => `BW${d(r, 4)}`,
    },
  },
  {
    id: 12,
    name: 'Motor Wheel',
    formats: {
      hub: (r) => `MW${d(r, 5)}`,
      drum: (r) => `${d(r, 4)}X${r.pick(['', 'B'])}`,
      trailerDrum: (r) => `${d(r, 4)}X${r.pick(['', 'B'])}`,
      drumCasting: (r) => `MWC${d(r, 4)}`,
    },
  },
  {
    id: 13,
    name: 'Dexter',
    formats: {
      trailerHub: (r) => `0${zd(r, 2)}-${zd(r, 3)}-${zd(r, 2)}`,
      trailerDrum: (r) => `010-${zd(r, 3)}-${zd(r, 2)}`,
    },
  },
  {
    id: 14,
    name: 'Hendrickson',
    formats: {
      trailerHub: (r) => `S-${d(r, 5)}`,
      hubCasting: (r) => `A-${d(r, 5)}`,
      rebuildKit: (r) => `S-${d(r, 4)}-K`,
    },
  },
  {
    id: 15,
    name: 'Haldex',
    formats: {
      toneRing: (r) => `HDX${d(r, 5)}`,
      absKit: (r) => `950${zd(r, 6)}`,
    },
  },
  {
    id: 16,
    name: 'Volvo',
    formats: {
      volvoHub: (r) => r.pick([`2${zd(r, 7)}`, `85${zd(r, 6)}`]),
    },
  },
  {
    id: 17,
    name: 'Fleetrite',
    formats: {
      hub: (r) => `FLT${d(r, 6)}`,
      trailerHub: (r) => `FLT${d(r, 6)}T`,
      drum: (r) => `FLTD${d(r, 5)}`,
      trailerDrum: (r) => `FLTD${d(r, 5)}`,
      stud: (r) => `FLT${d(r, 4)}S`,
      rebuildKit: (r) => `FLTK${d(r, 4)}`,
      spindleNut: (r) => `FLTN${d(r, 4)}`,
      seal: (r) => `FLT${d(r, 5)}`,
      bearing: (_r, ctx) => `FLTSET${setDigits(ctx)}`,
    },
  },
  {
    id: 18,
    name: 'Alliance',
    formats: {
      hub: (r) => `ABP N${d(r, 2)} ${d(r, 6)}`,
      trailerHub: (r) => `ABP N${d(r, 2)} ${d(r, 6)}`,
      drum: (r) => `ABP N${d(r, 2)} ${d(r, 6)}`,
      trailerDrum: (r) => `ABP N${d(r, 2)} ${d(r, 6)}`,
      rotorKit: (r) => `ABP N${d(r, 2)} ${d(r, 6)}`,
      stud: (r) => `ABP N${d(r, 2)} ${d(r, 5)}`,
      seal: (r) => `ABP N${d(r, 2)} ${d(r, 5)}`,
      bearing: (_r, ctx) => `ABP N85 SET${setDigits(ctx)}`,
      rebuildKit: (r) => `ABP N${d(r, 2)} ${d(r, 4)}K`,
      spindleNut: (r) => `ABP N${d(r, 2)} ${d(r, 4)}N`,
    },
  },
];

/** Collects interchange rows with stable ids and numbers unique per brand. */
export class InterchangeBuilder {
  readonly rows: CatalogRow<'interchanges'>[] = [];
  private taken = new Map<number, Set<string>>();

  constructor(private rand: Random) {}

  /** The maker's own number, so every maker part is findable. */
  own(makerPartNumber: string, partTypeId: number) {
    this.push(OWN_BRAND.id, makerPartNumber, partTypeId, makerPartNumber);
  }

  /** Numbers from every brand that makes this kind of part (`perBrand` numbers each). */
  competitors(
    kind: NumberKind,
    makerPartNumber: string,
    partTypeId: number,
    ctx: { setName?: string } = {},
    perBrand = 1,
  ) {
    for (const brand of BRANDS) {
      const format = brand.formats[kind];
      if (!format) continue;
      for (let i = 0; i < perBrand; i++) {
        this.push(
          brand.id,
          this.unique(brand.id, () => format(this.rand, ctx)),
          partTypeId,
          makerPartNumber,
        );
      }
    }
  }

  private unique(brandId: number, make: () => string): string {
    let taken = this.taken.get(brandId);
    if (!taken) {
      taken = new Set();
      this.taken.set(brandId, taken);
    }
    for (let attempt = 0; ; attempt++) {
      const base = make();
      const candidate = attempt < 20 ? base : `${base}-${attempt}`;
      const key = normalizePartNumber(candidate);
      if (!taken.has(key)) {
        taken.add(key);
        return candidate;
      }
    }
  }

  private push(competitorId: number, partNumber: string, partTypeId: number, makerPartNumber: string) {
    if (competitorId === OWN_BRAND.id) {
      const taken = this.taken.get(competitorId) ?? new Set<string>();
      this.taken.set(competitorId, taken);
      taken.add(normalizePartNumber(partNumber));
    }
    this.rows.push({
      id: this.rows.length + 1,
      competitorId,
      partNumber,
      normalized: normalizePartNumber(partNumber),
      partTypeId,
      makerPartNumber,
    });
  }
}
