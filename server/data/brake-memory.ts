// Brake drums and rotors in memory: the drum, rotor and rotor kit rows that the chat's answer to a typed drum
// or rotor number, the drum and rotor lists and their flows' results are made of. PGlite answers one query
// at a time, so under load a typed drum number's queries (a rotor's three) waited behind every other query;
// from here they are map lookups. The hub catalog (hub-memory.ts) does the same for hubs.
//
// Freshness: the signature is the newest catalog import id, as for the measurable parts
// (tools/catalog/measure-parts.ts); server/data/catalog-cache.ts rebuilds in the background when it changes,
// the old rows answering meanwhile.
//
// Start: no snapshot. The three tables are small beside the hubs (at scale 100: 15,000 drums, 10,302 rotors
// and their kits, read in about a second), and the build starts as soon as the warm-up is over
// (startBrakeCatalog), so readiness does not wait for it and the first drum or rotor answer waits at most
// for what is left of it.

import { type CacheOptions, catalogCache, latestImportId } from './catalog-cache.ts';
import type { Database } from './db/client.ts';
import { brakeDrums, brakeRotorKits, brakeRotors } from './db/schema.ts';

export type DrumRow = typeof brakeDrums.$inferSelect;
export type RotorRow = typeof brakeRotors.$inferSelect;
export type RotorKitRow = typeof brakeRotorKits.$inferSelect;

/** A row shared by every caller: frozen, its lists too (notes, images). */
function frozen<T extends object>(row: T): Readonly<T> {
  for (const value of Object.values(row)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(row);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The rows of `numbers` that `rows` holds, each once, ascending by number (as the queries ordered them). */
function rowsOf<R>(rows: ReadonlyMap<string, R>, numbers: readonly string[]): R[] {
  const found: R[] = [];
  for (const n of [...new Set(numbers)].sort(byText)) {
    const row = rows.get(n);
    if (row) found.push(row);
  }
  return found;
}

export class BrakeCatalog {
  private constructor(
    private readonly drumRows: ReadonlyMap<string, DrumRow>,
    private readonly rotorRows: ReadonlyMap<string, RotorRow>,
    /** Each rotor's kits, ascending by kit number. */
    private readonly kitsByRotor: ReadonlyMap<string, readonly RotorKitRow[]>,
    private readonly kitRows: ReadonlyMap<string, RotorKitRow>,
    /** The rotor numbers of each casting number, ascending. */
    private readonly castings: ReadonlyMap<string, readonly string[]>,
  ) {}

  static of(drums: DrumRow[], rotors: RotorRow[], kits: RotorKitRow[]): BrakeCatalog {
    const kitsByRotor = new Map<string, RotorKitRow[]>();
    for (const kit of [...kits].sort((a, b) => byText(a.brakeRotorKitNumber, b.brakeRotorKitNumber))) {
      const own = kitsByRotor.get(kit.brakeRotorNumber);
      if (own) own.push(frozen(kit));
      else kitsByRotor.set(kit.brakeRotorNumber, [frozen(kit)]);
    }
    const castings = new Map<string, string[]>();
    for (const r of [...rotors].sort((a, b) => byText(a.brakeRotorNumber, b.brakeRotorNumber))) {
      if (r.castingNumber === null) continue;
      const same = castings.get(r.castingNumber);
      if (same) same.push(r.brakeRotorNumber);
      else castings.set(r.castingNumber, [r.brakeRotorNumber]);
    }
    return new BrakeCatalog(
      new Map(drums.map((d) => [d.brakeDrumNumber, frozen(d)])),
      new Map(rotors.map((r) => [r.brakeRotorNumber, frozen(r)])),
      kitsByRotor,
      new Map(kits.map((k) => [k.brakeRotorKitNumber, k])),
      castings,
    );
  }

  /** The drums of these numbers the catalog has, ascending by number. */
  drums(numbers: readonly string[]): DrumRow[] {
    return rowsOf(this.drumRows, numbers);
  }

  /** The rotors of these numbers the catalog has, ascending by number. */
  rotors(numbers: readonly string[]): RotorRow[] {
    return rowsOf(this.rotorRows, numbers);
  }

  /** The kits of these rotors, ascending by kit number. */
  kitsOf(rotorNumbers: readonly string[]): RotorKitRow[] {
    const kits = [...new Set(rotorNumbers)].flatMap((n) => this.kitsByRotor.get(n) ?? []);
    return kits.sort((a, b) => byText(a.brakeRotorKitNumber, b.brakeRotorKitNumber));
  }

  /** The rotor kit of this kit number. */
  kit(kitNumber: string): RotorKitRow | undefined {
    return this.kitRows.get(kitNumber);
  }

  /** The numbers of the rotors cast with this casting number, ascending. */
  rotorsCast(castingNumber: string): readonly string[] {
    return this.castings.get(castingNumber) ?? [];
  }
}

async function build(db: Database): Promise<BrakeCatalog> {
  const [drums, rotors, kits] = await Promise.all([
    db.select().from(brakeDrums),
    db.select().from(brakeRotors),
    db.select().from(brakeRotorKits),
  ]);
  return BrakeCatalog.of(drums, rotors, kits);
}

const cached = catalogCache({ signature: async (db) => String(await latestImportId(db)), build });

/** The drums, rotors and rotor kits of the catalog, rebuilt in the background when an import changes it. */
export function brakeCatalog(db: Database, options: CacheOptions = {}): Promise<BrakeCatalog> {
  return cached(db, options);
}

/**
 * Starts the build once the warm-up is over (a call during the warm-up would answer 'warming'): the first
 * drum or rotor answer then waits only for what is left of it. A failed build is retried by the next call.
 */
export function startBrakeCatalog(db: Database): void {
  brakeCatalog(db, { wait: true }).catch(() => undefined);
}
