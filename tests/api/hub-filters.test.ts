<<<<<<< HEAD
// GET /api/v15/hubassembly/filtercategories/ and /filtervalues/{code}?{pairs} (hanum, ovldi, spints, inclv):
// contract on the demo catalog, facet semantics, empty answers and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FilterCategory, FilterValue } from '../../tools/catalog/facets.ts';
import { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
=======
// GET /api/v11/aftermarkethubassemblyfilters?chaid={id}: filter resolution by competitor id, with the
// spints flag and the not-available fallback.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubFilterResolution } from '../../tools/catalog/hub-filters.ts';
import { competitorHubNumber } from '../support/catalog-samples.ts';
>>>>>>> main
import { createTestApp } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
<<<<<<< HEAD
afterAll(() => t?.close());

const Values = z.strictObject({
  Status: z.enum(['OK', 'ZERO_RESULTS']),
  Results: z.array(FilterValue.strict()),
});
const Hubs = z.strictObject({
  Status: z.enum(['OK', 'ZERO_RESULTS']),
  Results: z.array(HubAssemblyDetail.strict()),
});

async function values(path: string) {
  const res = await t.get(`/api/v15/hubassembly/filtervalues/${path}`);
  expect(res.status, path).toBe(200);
  return Values.parse(await res.json());
}

async function expect400(path: string, mentions: string) {
  const res = await t.get(`/api/v15/hubassembly/filtervalues/${path}`);
  expect(res.status, path).toBe(400);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(JSON.stringify(await res.json()), path).toContain(mentions);
}

describe('GET /api/v15/hubassembly/filtercategories/', () => {
  it('answers the hub categories as a plain array in asking order', async () => {
    const res = await t.get('/api/v15/hubassembly/filtercategories/');
    expect(res.status).toBe(200);
    const categories = z.array(FilterCategory.strict()).parse(await res.json());
    const codes = categories.map((c) => c.QueryParameterName);
    expect(codes[0]).toBe('hanum');
    for (const code of ['tcomp', 'tmake', 'aaxna', 'hatyp', 'spints', 'ovldi', 'brkty'])
      expect(codes).toContain(code);
    expect(codes.indexOf('tcomp')).toBeLessThan(codes.indexOf('aaxna'));
    expect(codes.indexOf('aaxna')).toBeLessThan(codes.indexOf('hatyp'));
    expect(categories.find((c) => c.QueryParameterName === 'ovldi')).toMatchObject({
      Role: 'attribute',
      MatchByInch: true,
    });
  });

  it('requires the subscription key', async () => {
    expect((await t.get('/api/v15/hubassembly/filtercategories/', null)).status).toBe(401);
  });
});

describe('GET /api/v15/hubassembly/filtervalues/{queryParameterName}', () => {
  it('offers every truck type when nothing is answered', async () => {
    const { Status, Results } = await values('tcomp');
    expect(Status).toBe('OK');
    expect(Results.map((v) => [v.Id, v.Name])).toEqual([
      [1, 'Truck'],
      [2, 'Trailer'],
      [3, 'School Bus'],
    ]);
  });

  it('offers only the axles of the parts that fit the answers (facets)', async () => {
    const trailer = (await values('aaxna?tcomp=2')).Results;
    const truck = (await values('aaxna?tcomp=1')).Results;
    expect(trailer.map((v) => v.Id)).toEqual(expect.arrayContaining([10, 11]));
    expect(trailer.map((v) => v.Id)).not.toContain(2); // FF is a truck steer axle
    expect(truck.map((v) => v.Id)).toContain(2);
    expect(truck.map((v) => v.Id)).not.toContain(10);
    // the value fields of section 3 come along
    expect(trailer.find((v) => v.Id === 10)).toMatchObject({ AftermarketAxle: 'TN', AftermarketAxleId: 10 });
  });

  it('ignores the asked category its own answer, so a step can be asked again', async () => {
    expect(await values('tcomp?tcomp=2')).toEqual(await values('tcomp'));
  });

  it('answers ovldi (wheel flange diameter) with Inch values, and filters by an Inch', async () => {
    const { Results } = await values('ovldi?tcomp=1');
    expect(Results.length).toBeGreaterThan(0);
    for (const v of Results) expect(typeof v.Inch).toBe('number');
    const inch = Results[0]?.Inch;
    const narrowed = await values(`hatyp?tcomp=1&ovldi=${inch}`);
    expect(narrowed.Status).toBe('OK');
    expect((await values('hatyp?tcomp=1&ovldi=99.5')).Status).toBe('ZERO_RESULTS');
  });

  it('accepts spints as a filter (PreSet hubs only) and inclv without effect', async () => {
    const all = (await values('hatyp')).Results.map((v) => v.Name);
    expect(all).toContain('Conventional');
    const withNut = (await values('hatyp?spints=1&inclv=1')).Results.map((v) => v.Name);
    expect(withNut).toEqual(['PreSet', 'PreSet Plus']);
    expect(await values('hatyp?inclv=2')).toEqual(await values('hatyp'));
    expect(await values('hatyp?tcomp=&srcht=')).toEqual(await values('hatyp'));
  });

  it('answers ZERO_RESULTS when no part fits, and for categories without values', async () => {
    expect(await values('aaxna?tcomp=9999')).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
    expect(await values('rslts')).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
  });

  it('rejects unknown categories and bad pairs with 400 JSON', async () => {
    await expect400('zzzzz', 'Unknown filter category');
    await expect400('TCOMP', 'queryParameterName');
    await expect400('tcomp?foo=1', 'foo');
    await expect400('tcomp?tcomp=abc', 'query.tcomp');
    await expect400('tcomp?tcomp=1&tcomp=2', 'query.tcomp');
    await expect400('tcomp?inclv=3', 'query.inclv');
    await expect400('tcomp?hanum=10031017', 'hanum');
  });
});

describe('GET /api/v15/hubassembly/filtervalues/hanum', () => {
  it('answers the hubs themselves, every one fitting the answers', async () => {
    const res = await t.get('/api/v15/hubassembly/filtervalues/hanum?tcomp=2&aaxna=10&hatyp=3&inclv=1');
    expect(res.status).toBe(200);
    const { Status, Results } = Hubs.parse(await res.json());
    expect(Status).toBe('OK');
    expect(Results.length).toBeGreaterThan(1);
    for (const hub of Results) expect(hub).toMatchObject({ Axle: 'TN', HubAssemblyType: 'Conventional' });
  });

  it('answers ZERO_RESULTS when no hub fits', async () => {
    const res = await t.get('/api/v15/hubassembly/filtervalues/hanum?tcomp=2&aaxna=2');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
  });

  it('rejects bad pairs with 400 JSON', async () => {
    await expect400('hanum?tcomp=1%27%20or%201%3D1', 'query.tcomp');
    await expect400('hanum?nope=1', 'nope');
=======
afterAll(() => t.close());

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
>>>>>>> main
  });
});
