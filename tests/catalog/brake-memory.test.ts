// Drums, rotors and rotor kits in memory (server/data/brake-memory.ts) and interchange ids from the number
// index: the same rows the tables give, for every drum, rotor, kit, casting and interchange id of the demo
// catalog; a typed drum or rotor number answered by the chat engine without a database query; rows shared
// read-only; an import seen once the check interval has passed; the database answering for an id the index
// does not hold.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogToCsv } from '../../server/catalog/csv.ts';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { importCatalog, textSource } from '../../server/catalog/import.ts';
import { brakeCatalog } from '../../server/data/brake-memory.ts';
import { brakeDrumSummaries } from '../../tools/catalog/brake-drums.ts';
import { brakeRotorDetails } from '../../tools/catalog/brake-rotors.ts';
import { interchangeById } from '../../tools/catalog/interchange.ts';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import { queriesDuring, typedTextQueries } from '../support/query-spy.ts';

const demo = demoCatalog();

type Rows<T> = { rows: T[] };
const query = async <T>(text: ReturnType<typeof sql>) =>
  ((await demo.handle.db.execute(text)) as unknown as Rows<T>).rows;

const json = (value: unknown) => JSON.stringify(value);

describe('the brake catalog in memory holds what the tables hold', () => {
  it('every drum, rotor and rotor kit row, and the rotors of every casting number', async () => {
    const { db } = demo.handle;
    const brakes = await brakeCatalog(db);
    const drums = await db.query.brakeDrums.findMany({ orderBy: (d, { asc }) => asc(d.brakeDrumNumber) });
    const rotors = await db.query.brakeRotors.findMany({ orderBy: (r, { asc }) => asc(r.brakeRotorNumber) });
    const kits = await db.query.brakeRotorKits.findMany({
      orderBy: (k, { asc }) => asc(k.brakeRotorKitNumber),
    });
    expect(drums.length).toBeGreaterThan(100);
    expect(rotors.length).toBeGreaterThan(50);
    expect(kits.length).toBeGreaterThan(50);
    expect(json(brakes.drums(drums.map((d) => d.brakeDrumNumber)))).toBe(json(drums));
    expect(json(brakes.rotors(rotors.map((r) => r.brakeRotorNumber)))).toBe(json(rotors));
    // asked in any order and more than once: once each, by number, as the queries ordered them
    const some = drums.slice(0, 5).map((d) => d.brakeDrumNumber);
    expect(json(brakes.drums([...some].reverse().concat(some, ['NOPE'])))).toBe(json(drums.slice(0, 5)));
    for (const r of rotors) {
      const own = kits.filter((k) => k.brakeRotorNumber === r.brakeRotorNumber);
      expect(json(brakes.kitsOf([r.brakeRotorNumber])), r.brakeRotorNumber).toBe(json(own));
    }
    for (const k of kits) expect(json(brakes.kit(k.brakeRotorKitNumber))).toBe(json(k));
    const castings = [...new Set(rotors.flatMap((r) => (r.castingNumber ? [r.castingNumber] : [])))];
    expect(castings.length).toBeGreaterThan(0);
    for (const c of castings)
      expect(brakes.rotorsCast(c)).toEqual(
        rotors.filter((r) => r.castingNumber === c).map((r) => r.brakeRotorNumber),
      );
    expect(brakes.rotorsCast('00000')).toEqual([]);
  });

  it('every interchange id resolves from the number index as the table has it, an unknown one to nothing', async () => {
    const rows = await query<{
      id: number;
      competitor_id: number;
      name: string;
      part_number: string;
      part_type_id: number;
      maker_part_number: string;
    }>(
      sql`select i.id, i.competitor_id, c.name, i.part_number, i.part_type_id, i.maker_part_number
          from interchanges i join competitors c on c.id = i.competitor_id order by i.id`,
    );
    expect(rows.length).toBeGreaterThan(1000);
    const ctx = { db: demo.handle.db };
    await interchangeById.execute({ id: rows[0]?.id ?? 1 }, ctx); // the index in memory first
    const queries = await queriesDuring(demo.handle.db, async () => {
      for (const r of rows) {
        const { Results } = await interchangeById.execute({ id: r.id }, ctx);
        expect(Results, String(r.id)).toEqual([
          {
            CompetitorInterchangesId: r.id,
            CompetitorId: r.competitor_id,
            CompetitorName: r.name,
            CompetitorPartNumber: r.part_number,
            PartTypeId: r.part_type_id,
            PartNumber: r.maker_part_number,
          },
        ]);
      }
    });
    expect(queries).toEqual([]);
    // an id no row has: the database is asked (the index may be older than the table) and says none
    const none = await interchangeById.execute({ id: 2_147_483_647 }, ctx);
    expect(none).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
  });
});

describe('a typed drum or rotor number', () => {
  it('is answered by the chat engine without a database query', async () => {
    const rows = await query<{ name: string; part_number: string; part_type_id: number }>(
      sql`(select c.name, i.part_number, i.part_type_id from interchanges i join competitors c on c.id = i.competitor_id
            where part_type_id = ${PART_TYPE.drum} and competitor_id <> 1 order by i.id limit 8)
          union all
          (select c.name, i.part_number, i.part_type_id from interchanges i join competitors c on c.id = i.competitor_id
            where part_type_id = ${PART_TYPE.rotor} and competitor_id <> 1 order by i.id limit 8)
          union all
          (select c.name, i.part_number, i.part_type_id from interchanges i join competitors c on c.id = i.competitor_id
            where part_type_id = ${PART_TYPE.rotor} and competitor_id = 1 order by i.id limit 4)`,
    );
    expect(rows.filter((r) => r.part_type_id === PART_TYPE.drum)).toHaveLength(8);
    const all = rows.map((r) => (r.name === 'ConMet' ? r.part_number : `${r.name} ${r.part_number}`));
    const queries = await typedTextQueries(
      demo.handle.db,
      demo.tools,
      { warm: all.filter((_, i) => i % 2 === 0), texts: all.filter((_, i) => i % 2 === 1) },
      // the part's card, not a 'not found' or 'no longer available' outcome
      (kinds, text) => expect(kinds, text).toContain('part-cards'),
    );
    expect(queries).toEqual([]);
  });
});

describe('rows shared by every answer', () => {
  it('are read-only: a caller changing an answer cannot change the next one', async () => {
    const [rotor] = await query<{ n: string }>(
      sql`select brake_rotor_number n from brake_rotors where jsonb_array_length(notes) > 0 order by 1 limit 1`,
    );
    if (!rotor) throw new Error('no rotor with notes in the demo catalog');
    const ctx = { db: demo.handle.db };
    const first = (await brakeRotorDetails.execute({ number: rotor.n }, ctx)).Results[0];
    if (!first) throw new Error(`no details of ${rotor.n}`);
    const before = json(first);
    expect(() => first.Notes.push('added by a caller')).toThrow(TypeError);
    expect(json((await brakeRotorDetails.execute({ number: rotor.n }, ctx)).Results[0])).toBe(before);
  });
});

describe('freshness', () => {
  it('a drum changed by an import is answered changed once the check interval has passed', async () => {
    const { db } = demo.handle;
    const before = await brakeCatalog(db, { now: 0, settled: true });
    const catalog = generateCatalog();
    const changed = catalog.brake_drums[0];
    if (!changed) throw new Error('no drum in the demo catalog');
    const oldType = changed.brakeDrumType;
    changed.brakeDrumType = 'Renamed drum type';
    const report = await importCatalog(db, textSource(catalogToCsv(catalog)), 'renamed drum');
    expect(report.status).toBe('imported');
    const [link] = await query<{ id: number }>(
      sql`select id from interchanges where maker_part_number = ${changed.brakeDrumNumber}
          and part_type_id = ${PART_TYPE.drum} order by id limit 1`,
    );
    if (!link) throw new Error(`no interchange of drum ${changed.brakeDrumNumber}`);
    const typed = async () =>
      (await brakeDrumSummaries.execute({ cbdid: link.id }, { db })).Results[0]?.BrakeDrumType;
    // until the check interval has passed, the rows read before answer
    expect(await typed()).toBe(oldType);
    const after = await brakeCatalog(db, { now: Date.now() + 60_000, settled: true });
    expect(after).not.toBe(before);
    expect(await typed()).toBe('Renamed drum type');
  });
});
