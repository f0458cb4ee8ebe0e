// GET /api/v15/hubassembly/filtercategories/ and /filtervalues/{code}?{pairs} (hanum, ovldi, spints, inclv):
// contract on the demo catalog, facet semantics, empty answers and bad input.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FilterCategory, FilterValue } from '../../tools/catalog/facets.ts';
import { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

const Values = z.strictObject({
  Status: z.enum(['OK', 'ZERO_RESULTS']),
  Results: z.array(FilterValue.strict()),
  Matching: z.number().int().optional(),
});
const Hubs = z.strictObject({
  Status: z.enum(['OK', 'ZERO_RESULTS']),
  Results: z.array(HubAssemblyDetail.strict()),
  Total: z.number().int().optional(),
});
/** How many hubs a result list says fit: its Total when cut at 60, else what it lists. */
const fitting = (list: z.output<typeof Hubs>) => list.Total ?? list.Results.length;

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

  it('says how many hubs match the answers and how many each value would leave (decision 037)', async () => {
    const axles = await values('aaxna?tcomp=2&brkty=1');
    const hubs = await t.get('/api/v15/hubassembly/filtervalues/hanum?tcomp=2&brkty=1');
    // the hub list is cut at 60 and says how many fit in all (Total, decision 039): the count
    expect(axles.Matching).toBe(fitting(Hubs.parse(await hubs.json())));
    for (const v of axles.Results) {
      expect(v.Count, v.Name).toBeGreaterThan(0);
      expect(v.Count, v.Name).toBeLessThanOrEqual(axles.Matching as number);
      const chosen = await t.get(`/api/v15/hubassembly/filtervalues/hanum?tcomp=2&brkty=1&aaxna=${v.Id}`);
      const list = Hubs.parse(await chosen.json());
      expect(list.Results.length, v.Name).toBe(Math.min(v.Count as number, 60));
      expect(fitting(list), v.Name).toBe(v.Count);
    }
    // 'Not sure' is the answer 0: it keeps every hub, so the count does not change
    expect((await values('aaxna?tcomp=2&brkty=1&hcmty=0')).Matching).toBe(axles.Matching);
  });

  it('offers only the axles of the parts that fit the answers (facets)', async () => {
    const trailer = (await values('aaxna?tcomp=2')).Results;
    const truck = (await values('aaxna?tcomp=1')).Results;
    expect(trailer.map((v) => v.Id)).toEqual(expect.arrayContaining([10, 11]));
    expect(trailer.map((v) => v.Id)).not.toContain(2); // FF is a truck steer axle
    expect(truck.map((v) => v.Id)).toContain(2);
    expect(truck.map((v) => v.Id)).not.toContain(10);
    // the value fields of the contract come along
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
  });
});
