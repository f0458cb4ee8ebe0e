// The in-memory hub catalog answers hub details, compare, hub summaries, the wizard's result hubs and the
// number search's filter resolution exactly as the SQL over the tables did (the same JSON, byte for byte),
// for every hub and every hub number of the demo catalog; a catalog import is seen once the check
// interval has passed; and a typed hub number is answered by the chat engine without any database query.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogToCsv } from '../../server/catalog/csv.ts';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { importCatalog, textSource } from '../../server/catalog/import.ts';
import { partFilterPairs } from '../../server/data/facet-query.ts';
import { hubCatalog } from '../../server/data/hub-memory.ts';
import { castingHubsForFilters } from '../../tools/catalog/castings.ts';
import { hubAssemblyDetails } from '../../tools/catalog/hub-assembly-details.ts';
import { aftermarketHubAssemblyFilters } from '../../tools/catalog/hub-filters.ts';
import { hubAssembliesSummaries } from '../../tools/catalog/hub-lookups.ts';
import { hubsForFilters } from '../../tools/catalog/hubs-for-filters.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import {
  hubDetailsSql,
  hubFilterResolutionSql,
  hubSummariesSql,
  hubsForFiltersSql,
} from '../support/hub-sql.ts';
import { typedTextQueries } from '../support/query-spy.ts';

const demo = demoCatalog();
/** Document links resolve against the host when one is set: both ways are compared. */
const BASES = [undefined, 'https://docs.example.com/wheel-end/'];

type Rows<T> = { rows: T[] };
const query = async <T>(text: ReturnType<typeof sql>) =>
  ((await demo.handle.db.execute(text)) as unknown as Rows<T>).rows;

const hubNumbers = async () =>
  (await query<{ n: string }>(sql`select hub_assembly_number n from hub_assemblies order by 1`)).map(
    (r) => r.n,
  );

const json = (value: unknown) => JSON.stringify(value);

/** At most `count` items spread evenly over the list (its first and last included). */
function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from(
    { length: count },
    (_, i) => list[Math.round((i * (list.length - 1)) / (count - 1))] as T,
  );
}

/** The SQL reference runs one query per answer: slower than the default test timeout on a busy machine. */
const LONG = 180_000;

describe('the in-memory hub catalog answers as SQL does', () => {
  it(
    'hub details and compare, for every hub, both document hosts',
    async () => {
      const numbers = await hubNumbers();
      expect(numbers.length).toBeGreaterThan(100);
      const asked: string[][] = [
        ...numbers.map((n) => [n]),
        // compare: each hub with the next, the same hub twice, and with a number the catalog lacks
        ...numbers.map((n, i) => [n, numbers[(i + 1) % numbers.length] as string]),
        [numbers[0] as string, numbers[0] as string],
        [numbers[1] as string, '99999999'],
        ['99999999', numbers[2] as string],
        ['000000'],
      ];
      for (const documentBaseUrl of BASES) {
        const ctx = { db: demo.handle.db, ...(documentBaseUrl ? { documentBaseUrl } : {}) };
        for (const n of asked) {
          const memory = await hubAssemblyDetails.execute({ numbers: n }, ctx);
          expect(json(memory), n.join(',')).toBe(
            json(await hubDetailsSql(demo.handle.db, n, documentBaseUrl)),
          );
        }
      }
    },
    LONG,
  );

  it(
    'hub summaries and the filter resolution, for every hub number and a few that are not',
    async () => {
      const links = await query<{ id: number; maker: string }>(
        sql`select id, maker_part_number maker from interchanges where part_type_id = 115 order by id`,
      );
      const ids = links.map((r) => Number(r.id));
      const others = (
        await query<{ id: number }>(
          sql`select id from interchanges where part_type_id <> 115 order by id limit 50`,
        )
      ).map((r) => Number(r.id));
      const highest = Math.max(...ids, ...others);
      expect(ids.length).toBeGreaterThan(300);
      const ctx = { db: demo.handle.db, documentBaseUrl: BASES[1] as string };
      // one SQL query per id is slow on a busy machine: ids spread over all (below the memory is held to
      // every id at once)
      for (const chaid of [...spread(ids, 400), ...others, highest + 1, 1, 2_147_483_647]) {
        const summaries = await hubAssembliesSummaries.execute({ chaid }, ctx);
        expect(json(summaries), `summaries ${chaid}`).toBe(
          json(await hubSummariesSql(demo.handle.db, chaid, ctx.documentBaseUrl)),
        );
        const resolved = await aftermarketHubAssemblyFilters.execute({ chaid }, ctx);
        expect(json(resolved), `filters ${chaid}`).toBe(
          json(await hubFilterResolutionSql(demo.handle.db, chaid)),
        );
      }
      // every hub number leads to its maker hub; numbers of other parts lead to none
      const catalog = await hubCatalog(demo.handle.db);
      expect(catalog.links).toBe(ids.length);
      expect(links.filter((r) => catalog.makerHubOf(Number(r.id)) !== r.maker)).toEqual([]);
      expect(others.some((id) => catalog.makerHubOf(id) !== null)).toBe(false);
    },
    LONG,
  );

  it(
    "the wizard's result hubs (hub and casting flows) for every hub's answers, cut short and whole",
    async () => {
      const numbers = await hubNumbers();
      const ctx = { db: demo.handle.db };
      const states: Record<string, string>[] = [{}, { tcomp: 'abc' }, { tcomp: '99999' }];
      for (const n of numbers) {
        const pairs = Object.entries(await partFilterPairs(demo.handle.db, 'hub', n)).map(
          ([code, v]) => [code, String(v)] as const,
        );
        for (const cut of new Set([1, 2, 4, pairs.length]))
          states.push(Object.fromEntries(pairs.slice(0, cut)));
      }
      let found = 0;
      for (const pairs of spread(states, 400)) {
        const memory = await hubsForFilters.execute({ pairs }, ctx);
        expect(json(memory), json(pairs)).toBe(json(await hubsForFiltersSql(demo.handle.db, 'hub', pairs)));
        if (memory.Results.length) found++;
        // the display rules' first 60 (the chat's and the wizard's results)
        const shown = await hubsForFilters.execute({ pairs, shownFirst: true }, ctx);
        expect(json(shown), `shown first ${json(pairs)}`).toBe(
          json(await hubsForFiltersSql(demo.handle.db, 'hub', pairs, undefined, true)),
        );
      }
      expect(found).toBeGreaterThan(200);
      const castings = await query<{ c: string }>(
        sql`select distinct hub_casting_number c from hub_assemblies where hub_casting_number <> '' order by 1`,
      );
      expect(castings.length).toBeGreaterThan(5);
      for (const pairs of [
        {} as Record<string, string>,
        { hcnum: 'NOPE' },
        ...castings.map((r) => ({ hcnum: r.c })),
      ]) {
        const memory = await castingHubsForFilters.execute({ pairs }, ctx);
        expect(json(memory), json(pairs)).toBe(
          json(await hubsForFiltersSql(demo.handle.db, 'casting', pairs)),
        );
      }
    },
    LONG,
  );
});

describe('a typed hub number', () => {
  it('is answered by the chat engine without a database query', async () => {
    const rows = await query<{ name: string; part_number: string }>(
      sql`(select c.name, i.part_number from interchanges i join competitors c on c.id = i.competitor_id
            where part_type_id = 115 and competitor_id = 1 order by i.id limit 8)
          union all
          (select c.name, i.part_number from interchanges i join competitors c on c.id = i.competitor_id
            where part_type_id = 115 and competitor_id <> 1 order by i.id limit 8)`,
    );
    const all = rows.map((r) => (r.name === 'ConMet' ? r.part_number : `${r.name} ${r.part_number}`));
    const queries = await typedTextQueries(
      demo.handle.db,
      demo.tools,
      { warm: all.filter((_, i) => i % 2 === 0), texts: all.filter((_, i) => i % 2 === 1) },
      // the hub was found: the wizard goes on with its answers filled in, or the hub itself is shown
      (kinds, text) => expect(kinds, text).not.toContain('outcome'),
    );
    expect(queries).toEqual([]);
  });
});

describe('details made once per catalog row', () => {
  it('are shared read-only: a caller changing an answer cannot change the next one', async () => {
    const [number] = await hubNumbers();
    if (!number) throw new Error('no hub in the demo catalog');
    const ctx = { db: demo.handle.db };
    const first = (await hubAssemblyDetails.execute({ numbers: [number] }, ctx)).Results[0];
    if (!first) throw new Error(`no details of ${number}`);
    const before = json(first);
    expect(() => {
      first.Description = 'changed by a caller';
    }).toThrow(TypeError);
    expect(() => first.Images.push(first.Images[0] as (typeof first.Images)[number])).toThrow(TypeError);
    const again = await hubAssemblyDetails.execute({ numbers: [number] }, ctx);
    expect(json(again.Results[0])).toBe(before);
    expect(json(again)).toBe(json(await hubDetailsSql(demo.handle.db, [number])));
  });
});

describe('freshness', () => {
  it('details change when a changed catalog is imported, once the check interval has passed', async () => {
    const before = await hubCatalog(demo.handle.db, { now: 0, settled: true });
    const catalog = generateCatalog();
    const changed = catalog.hub_assemblies[0];
    if (!changed) throw new Error('no hub in the demo catalog');
    const number = changed.hubAssemblyNumber;
    const oldDescription = changed.description;
    changed.description = 'Renamed hub assembly';
    const report = await importCatalog(demo.handle.db, textSource(catalogToCsv(catalog)), 'renamed hub');
    expect(report.status).toBe('imported');
    const described = async () =>
      (await hubAssemblyDetails.execute({ numbers: [number] }, { db: demo.handle.db })).Results[0]
        ?.Description;
    // Until the check interval has passed, the catalog built before answers.
    expect(await described()).toBe(oldDescription);
    const after = await hubCatalog(demo.handle.db, { now: Date.now() + 60_000, settled: true });
    expect(after).not.toBe(before);
    expect(await described()).toBe('Renamed hub assembly');
    expect(json(await hubAssemblyDetails.execute({ numbers: [number] }, { db: demo.handle.db }))).toBe(
      json(await hubDetailsSql(demo.handle.db, [number])),
    );
    // No change since: the next check keeps the same catalog.
    expect(await hubCatalog(demo.handle.db, { now: Date.now() + 120_000, settled: true })).toBe(after);
  });
});
