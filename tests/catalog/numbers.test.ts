// Cross-references and the demo catalog's content: every competitor number resolves to a maker part, every
// maker number is findable, and every special number of the specification is there with its behaviour.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/data/db/client.ts';
import { partFilterPairs } from '../../server/data/facet-query.ts';
import { searchPartNumbers } from '../../tools/catalog/search-part-numbers.ts';
import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import { runTool } from '../../tools/tool.ts';
import { openMemoryDatabase } from '../support/memory-database.ts';
import { pgliteClient } from '../support/pglite-client.ts';

let handle: DatabaseHandle;
let client: PGlite;
const q = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;
const count = async (text: string, params: unknown[] = []) =>
  Number((await q<{ n: number }>(text, params))[0]?.n ?? Number.NaN);

/** Maker tables: table, key column, the part types their numbers are searched as. */
const MAKER_TABLES: [string, string, number[]][] = [
  ['hub_assemblies', 'hub_assembly_number', [115, 1115, 1112]],
  ['brake_drums', 'brake_drum_number', [23]],
  ['brake_rotors', 'brake_rotor_number', [203]],
  ['brake_rotor_kits', 'brake_rotor_kit_number', [203]],
  ['studs', 'stud_number', [5]],
  ['rebuild_kits', 'part_number', [219]],
  ['abs_service_kits', 'abs_service_kit_number', [241]],
  ['abs_tone_ring_kits', 'abs_tone_ring_kit_number', [7]],
  ['seals', 'part_number', [220]],
  ['seal_spacer_kits', 'part_number', [221]],
  ['bearings', 'part_number', [101]],
  ['spindle_nut_kits', 'part_number', [227]],
];

beforeAll(async () => {
  handle = await openMemoryDatabase();
  client = pgliteClient(handle.db);
});
afterAll(() => handle.close());

describe('cross-references', () => {
  it('has at least 12 real brands and 5,000 competitor numbers covering every routed PartTypeId', async () => {
    expect(
      await count('select count(distinct competitor_id)::int n from interchanges where competitor_id <> 1'),
    ).toBeGreaterThanOrEqual(12);
    expect(
      await count('select count(*)::int n from interchanges where competitor_id <> 1'),
    ).toBeGreaterThanOrEqual(5000);
    const types = (
      await q<{ t: number }>('select distinct part_type_id t from interchanges where competitor_id <> 1')
    ).map((r) => r.t);
    for (const t of [115, 1115, 1112, 1, 5, 23, 203, 202, 652, 219, 241, 220, 7, 221, 101, 227])
      expect(types, `type ${t}`).toContain(t);
    const names = (await q<{ name: string }>('select name from competitors')).map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining(['Webb', 'Gunite', 'Meritor', 'Stemco', 'Timken', 'SKF', 'Volvo', 'Bendix']),
    );
  });

  it('resolves every competitor number to an existing maker part of its type', async () => {
    const checks: [number[], string][] = [
      ...MAKER_TABLES.map(
        ([table, key, types]) => [types, `select ${key} from ${table}`] as [number[], string],
      ),
      [[1], "select casting_number from castings where kind = 'hub'"],
      [[202], "select casting_number from castings where kind = 'rotor'"],
      [[652], "select casting_number from castings where kind = 'drum'"],
    ];
    for (const [types, numbers] of checks) {
      const dangling = await count(
        `select count(*)::int n from interchanges i where part_type_id = any($1) and maker_part_number not in (${numbers})
           and not (part_type_id = 203 and maker_part_number in (select brake_rotor_kit_number from brake_rotor_kits union select brake_rotor_number from brake_rotors))`,
        [types],
      );
      expect(dangling, `types ${types}`).toBe(0);
    }
    const checked = new Set([...checks.flatMap(([types]) => types), 8]);
    const types = (await q<{ t: number }>('select distinct part_type_id t from interchanges')).map(
      (r) => r.t,
    );
    expect(types.filter((t) => !checked.has(t))).toEqual([]);
    expect(
      await count(
        'select count(*)::int n from interchanges where part_type_id = 8 and maker_part_number not in (select part_number from aftermarket_parts where type_id = 8)',
      ),
    ).toBe(0);
  });

  it('makes every maker number findable by the unified search', async () => {
    for (const [table, key] of MAKER_TABLES) {
      const missing = await q<{ n: string }>(
        `select ${key} n from ${table} t where not exists (select 1 from interchanges i where i.competitor_id = 1 and i.maker_part_number = t.${key} and i.normalized = upper(t.${key}))`,
      );
      expect(missing, table).toEqual([]);
    }
    const sample = await q<{ n: string }>(
      `select ${MAKER_TABLES.map(([t, k]) => `(select ${k} from ${t} order by ${k} limit 1)`).join(' n union select ')} n`,
    );
    for (const { n } of [...sample, { n: '10082200' }, { n: '10009970' }, { n: '10083900' }]) {
      const found = await runTool(searchPartNumbers, { text: n }, { db: handle.db });
      expect(found.Results[0], n).toMatchObject({ CompetitorId: 1, CompetitorPartNumber: n });
    }
  });

  it('finds competitor numbers typed with other spacing and case', async () => {
    const [row] = await q<{ part_number: string; maker_part_number: string }>(
      "select part_number, maker_part_number from interchanges where part_number like '% %' and competitor_id <> 1 limit 1",
    );
    expect(row).toBeDefined();
    const typed = (row?.part_number ?? '').replaceAll(' ', '-').toLowerCase();
    const found = await runTool(searchPartNumbers, { text: typed }, { db: handle.db });
    expect(found.Results.map((r) => normalizePartNumber(r.CompetitorPartNumber))).toContain(
      normalizePartNumber(row?.part_number ?? ''),
    );
  });

  it('routes hub numbers: wizard hubs to filter pairs, others to not-available or an exclusive page', async () => {
    const hubs = await q<{ n: string; facets: number; t: number }>(
      `select h.hub_assembly_number n, (select count(*)::int from part_facets f where f.flow = 'hub' and f.part_number = h.hub_assembly_number) facets,
              (select min(part_type_id) from interchanges i where i.competitor_id = 1 and i.maker_part_number = h.hub_assembly_number) t
       from hub_assemblies h`,
    );
    const noFacets = hubs.filter((h) => h.facets === 0);
    expect(noFacets.filter((h) => h.t === 115).length).toBeGreaterThan(0);
    expect(noFacets.filter((h) => h.t === 1115).length).toBeGreaterThan(0);
    expect(noFacets.filter((h) => h.t === 1112).length).toBeGreaterThan(0);
    expect(hubs.filter((h) => h.facets > 0 && h.t !== 115)).toEqual([]);
    const pairs = await partFilterPairs(handle.db, 'hub', '10082200');
    expect(pairs).toMatchObject({ tcomp: 1, brkty: 1, aaxna: 2, hcmty: 1, wssdi: 3.12 });
    expect(pairs.tmake).toBeUndefined();
  });
});

describe('demo catalog content', () => {
  it('has 300+ hubs across vehicles, brakes, makes, materials, statuses and hub types', async () => {
    expect(await count('select count(*)::int n from hub_assemblies')).toBeGreaterThanOrEqual(300);
    const facet = async (code: string) =>
      (
        await q<{ name: string }>(
          `select distinct v.name from part_facets f join filter_values v on v.flow = f.flow and v.query_parameter_name = f.query_parameter_name and v.id = f.value_id where f.flow = 'hub' and f.query_parameter_name = $1`,
          [code],
        )
      ).map((r) => r.name);
    expect(await facet('tcomp')).toEqual(expect.arrayContaining(['Truck', 'Trailer', 'School Bus']));
    expect(await facet('brkty')).toEqual(expect.arrayContaining(['Drum', 'Disc']));
    const makes = await facet('tmake');
    expect(makes).toContain('Other/Not Listed');
    expect(makes.length).toBeGreaterThanOrEqual(9);
    expect(await facet('aaxna')).toContain('Unitized');
    const distinct = async (column: string) =>
      (await q<{ v: string }>(`select distinct ${column} v from hub_assemblies`)).map((r) => r.v);
    expect(await distinct('material')).toEqual(expect.arrayContaining(['Aluminum', 'Ductile Iron']));
    expect(await distinct('part_status')).toEqual(
      expect.arrayContaining(['Active', 'Service Only', 'Terminated']),
    );
    expect(await distinct('axle_position')).toEqual(expect.arrayContaining(['Steer', 'Drive', 'Trailer']));
    expect(
      await count(
        "select count(*)::int n from hub_assemblies where aftermarket_description ilike '%preset plus%'",
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        "select count(*)::int n from hub_assemblies where aftermarket_description ilike '%premium%'",
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        "select count(*)::int n from hub_assemblies where aftermarket_description not ilike '%preset%'",
      ),
    ).toBeGreaterThan(0);
    expect(
      await count('select count(*)::int n from hub_assemblies where length(hub_assembly_number) = 6'),
    ).toBeGreaterThan(0);
    expect(
      await count('select count(*)::int n from hub_assemblies where length(hub_assembly_number) = 8'),
    ).toBeGreaterThan(0);
  });

  it('has the static list of about 30 hubs in the 100822xx range', async () => {
    const rows = await q<{
      hub_id: number;
      material: string;
      title: string;
      image_guid: string;
      hub: string | null;
    }>(
      'select d.*, h.hub_assembly_number hub from aftermarket_hub_details d left join hub_assemblies h on h.hub_assembly_number = d.hub_id::text',
    );
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const r of rows) {
      expect(String(r.hub_id)).toMatch(/^100822\d\d$/);
      expect(['Aluminum', 'Ductile Iron']).toContain(r.material);
      expect(r.hub).toBe(String(r.hub_id));
    }
    expect(rows.map((r) => r.title)).toEqual(
      expect.arrayContaining(['PreSet FF Front', 'Conventional TN Trailer']),
    );
  });

  it('has rotors with kits, the special rotor numbers and their notes', async () => {
    expect(
      await count('select count(distinct brake_rotor_number)::int n from brake_rotor_kits'),
    ).toBeGreaterThanOrEqual(100);
    const rotor = async (n: string) =>
      (await q<Record<string, unknown>>('select * from brake_rotors where brake_rotor_number = $1', [n]))[0];
    expect(await rotor('10009970')).toMatchObject({ status: 'Discontinued' });
    expect(
      await count("select count(*)::int n from brake_rotor_kits where brake_rotor_number = '10009970'"),
    ).toBe(0);
    expect(await rotor('10020109')).toMatchObject({ brake_rotor_type_id: 1, notes: [] });
    expect(
      await count(
        "select count(*)::int n from brake_rotors where brake_rotor_type_id = 1 and brake_rotor_number <> '10020109' and not notes::text ilike '%not compatible with aluminum hubs%'",
      ),
    ).toBe(0);
    for (const n of ['10087485', '10087486']) {
      expect(await rotor(n)).toMatchObject({
        stud_kit_number: '10086580',
        notes: expect.arrayContaining([expect.stringContaining('10086580')]),
      });
    }
    expect(await count("select count(*)::int n from studs where stud_number = '10086580'")).toBe(1);
    expect(await rotor('10119183')).toMatchObject({ coated_version_of: '10083733' });
    expect(await rotor('10119309')).toMatchObject({ coated_version_of: '10084701' });
    const kits = await q<{ k: string; label: string; replaces: string | null }>(
      'select brake_rotor_kit_number k, axle_label label, replaces_kit_number replaces from brake_rotor_kits',
    );
    const label = (k: string) => kits.find((r) => r.k === k)?.label;
    for (const k of ['10083923', '10041216', '10041215', '10086915', '10087663', '10087734'])
      expect(label(k), k).toBe('FF Steer');
    for (const k of ['10083924', '10041218', '10041217', '10086914', '10087664', '10087735'])
      expect(label(k), k).toBe('R Drive');
    expect(kits.find((r) => r.k === '10087663')?.replaces).toBe('10041215');
    expect(kits.find((r) => r.k === '10087664')?.replaces).toBe('10041217');
    expect(
      await count('select count(*)::int n from brake_rotors where brake_rotor_type_id = 6'),
    ).toBeGreaterThan(0);
  });

  it('has 150 drums, each with interchanges and exactly one best match', async () => {
    expect(await count('select count(*)::int n from brake_drums')).toBeGreaterThanOrEqual(150);
    expect(
      await count(
        'select count(*)::int n from brake_drums d where (select count(*) from brake_drum_interchanges i where i.brake_drum_number = d.brake_drum_number and i.is_best_match) <> 1',
      ),
    ).toBe(0);
  });

  it('has 60 studs, kits of every kind with their details, and the six spindle nut socket sizes', async () => {
    expect(await count('select count(*)::int n from studs')).toBeGreaterThanOrEqual(60);
    for (const table of [
      'rebuild_kits',
      'rebuild_kit_details',
      'abs_service_kits',
      'abs_tone_ring_kits',
      'seals',
      'seal_spacer_kits',
      'spindle_nut_kits',
      'bearings',
      'bearing_filter_details',
      'castings',
    ])
      expect(await count(`select count(*)::int n from ${table}`), table).toBeGreaterThan(0);
    expect(
      await count(
        "select count(*)::int n from abs_tone_ring_kits where abs_tone_ring_kit_number = '10083900'",
      ),
    ).toBe(1);
    const sockets = await q<{ n: string; s: number }>(
      "select part_number n, six_point_socket_size s from spindle_nut_kits where part_number between '10036548' and '10036553' order by part_number",
    );
    expect(sockets.map((r) => Number(r.s))).toEqual([2, 2, 2.75, 3.75, 3.125, 4]);
    expect(
      await count(
        "select count(*)::int n from spindle_nut_kits where torque_spec not like '%DO NOT BACK OFF SPINDLE NUT'",
      ),
    ).toBe(0);
  });
});
