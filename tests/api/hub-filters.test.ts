// GET /api/v11/aftermarkethubassemblyfilters?chaid={id}: filter resolution by competitor id, with the
// spints flag and the not-available fallback.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HubFilterResolution } from '../../tools/catalog/hub-filters.ts';
import { competitorHubNumber } from '../support/catalog-samples.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const r = (await t.db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

async function resolve(chaid: number | string) {
  const res = await t.get(`/api/v11/aftermarkethubassemblyfilters?chaid=${chaid}`);
  expect(res.status).toBe(200);
  return HubFilterResolution.strict().parse(await res.json());
}

describe('aftermarket hub assembly filters API', () => {
  it("answers a competitor hub number with the maker hub's fitment pairs", async () => {
    const sample = await competitorHubNumber(t.db);
    const [link] = await rows<{ id: number }>(
      sql`select id from interchanges where part_number = ${sample.partNumber} and part_type_id = 115 limit 1`,
    );
    const body = await resolve(link?.id ?? 0);
    expect(body.Status).toBe('OK');
    expect(body.HubAssemblyNumber).toBe(sample.hub);
    expect(body.Results).toMatchObject({ tcomp: expect.any(String), brkty: expect.any(String) });
    // what the buyer still chooses is left out, and the spindle-nut upgrade is the flag, not a pair
    for (const code of ['wmslc', 'hcmty', 'hatyp', 'spints', 'tmake'])
      expect(body.Results).not.toHaveProperty(code);
    // every value is one the hub really has
    const facets = await rows<{ code: string; id: number; inch: number | null }>(
      sql`select f.query_parameter_name code, f.value_id id, v.inch from part_facets f join filter_values v
          on v.flow = f.flow and v.query_parameter_name = f.query_parameter_name and v.id = f.value_id
          where f.flow = 'hub' and f.part_number = ${sample.hub}`,
    );
    for (const [code, value] of Object.entries(body.Results ?? {})) {
      const own = facets.filter((f) => f.code === code).map((f) => String(f.inch ?? f.id));
      expect(own.map(Number), code).toContain(Number(value));
    }
  });

  it('sets spints only for hubs that offer the PreSet Plus spindle nut', async () => {
    const [preset] = await rows<{ id: number }>(
      sql`select i.id from interchanges i where i.part_type_id = 115 and exists (select 1 from part_facets f
          where f.flow = 'hub' and f.part_number = i.maker_part_number and f.query_parameter_name = 'spints' and f.value_id = 1)
          order by i.id limit 1`,
    );
    const [conventional] = await rows<{ id: number }>(
      sql`select i.id from interchanges i where i.part_type_id = 115 and exists (select 1 from part_facets f
          where f.flow = 'hub' and f.part_number = i.maker_part_number) and not exists (select 1 from part_facets f
          where f.flow = 'hub' and f.part_number = i.maker_part_number and f.query_parameter_name = 'spints' and f.value_id = 1)
          order by i.id limit 1`,
    );
    expect((await resolve(preset?.id ?? 0)).spints).toBe(true);
    expect((await resolve(conventional?.id ?? 0)).spints).toBe(false);
  });

  it('falls back to the hub itself (not available) when the hub has no filters', async () => {
    const [bare] = await rows<{ id: number; hub: string }>(
      sql`select i.id, i.maker_part_number hub from interchanges i where i.part_type_id = 115 and not exists
          (select 1 from part_facets f where f.flow = 'hub' and f.part_number = i.maker_part_number) order by i.id limit 1`,
    );
    expect(bare).toBeDefined();
    expect(await resolve(bare?.id ?? 0)).toEqual({
      Status: 'OK',
      Results: null,
      spints: false,
      HubAssemblyNumber: bare?.hub,
    });
  });

  it('answers ZERO_RESULTS for an unknown id and for a number that is not a hub assembly', async () => {
    const empty = { Status: 'ZERO_RESULTS', Results: null, spints: false, HubAssemblyNumber: null };
    expect(await resolve(2_000_000_000)).toEqual(empty);
    const [drum] = await rows<{ id: number }>(
      sql`select id from interchanges where part_type_id = 23 limit 1`,
    );
    expect(await resolve(drum?.id ?? 0)).toEqual(empty);
  });

  it.each(['', 'abc', '0', '-4', '1.5', '99999999999'])('rejects chaid=%s with 400 JSON', async (bad) => {
    const res = await t.get(`/api/v11/aftermarkethubassemblyfilters?chaid=${bad}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('requires the subscription key', async () => {
    expect((await t.get('/api/v11/aftermarkethubassemblyfilters?chaid=1', null)).status).toBe(401);
  });
});
