// GET /api/v11/hubassemblydetails/{id}: contract, unknown hub, bad input, key.
import { describe, expect, it } from 'vitest';
import { hubAssemblies } from '../../server/data/db/schema.ts';
import { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import { competitorHubNumber } from '../support/catalog-samples.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

describe('hub assembly details API', () => {
  it('returns every field of the specification for a known hub', async () => {
    const { hub } = await competitorHubNumber(t.db);
    const res = await t.get(`/api/v11/hubassemblydetails/${hub}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { Status: string; Results: unknown[] };
    expect(body.Status).toBe('OK');
    const detail = HubAssemblyDetail.strict().parse(body.Results[0]);
    expect(detail.HubAssemblyNumber).toBe(hub);
    expect(detail.Images[0]?.ImageUrl).toMatch(/^\/images\/.+\.svg$/);
  });

  it('answers ZERO_RESULTS for a well-formed number that is not in the catalog', async () => {
    const res = await t.get('/api/v11/hubassemblydetails/99999999');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
  });

  it.each(['abc', '12345', '1234567', '123456789', '%27%20or%201%3D1', '..%2F..%2Fetc'])(
    'rejects %s with 400 JSON',
    async (bad) => {
      const res = await t.get(`/api/v11/hubassemblydetails/${bad}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
    },
  );

  it('compares two hubs: both results in order and the names of the properties that differ', async () => {
    const [first, second] = await t.db
      .select({ n: hubAssemblies.hubAssemblyNumber })
      .from(hubAssemblies)
      .orderBy(hubAssemblies.hubAssemblyNumber)
      .limit(2);
    const [x, y] = [first?.n ?? '', second?.n ?? ''];
    const pair = await t.get(`/api/v11/hubassemblydetails/${x},${y}`);
    expect(pair.status).toBe(200);
    const body = (await pair.json()) as { Results: Record<string, unknown>[]; differentProperties: string[] };
    const [a, b] = body.Results;
    expect([a?.HubAssemblyNumber, b?.HubAssemblyNumber]).toEqual([x, y]);
    expect(body.differentProperties).toContain('HubAssemblyNumber');
    expect(body.differentProperties).not.toContain('Images');
    // exactly the keys whose values differ, Images aside
    const expected = Object.keys(a ?? {}).filter(
      (k) => k !== 'Images' && JSON.stringify(a?.[k]) !== JSON.stringify(b?.[k]),
    );
    expect(body.differentProperties).toEqual(expected);
    expect(expected.length).toBeGreaterThan(1);

    const same = (await (await t.get(`/api/v11/hubassemblydetails/${x},${x}`)).json()) as {
      differentProperties: string[];
    };
    expect(same.differentProperties).toEqual([]);
    const one = (await (await t.get(`/api/v11/hubassemblydetails/${x}`)).json()) as object;
    expect(one).not.toHaveProperty('differentProperties');
  });

  it('requires the subscription key', async () => {
    expect((await t.get('/api/v11/hubassemblydetails/10031065', null)).status).toBe(401);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.get('/api/v11/no-such-call');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { Status: string }).Status).toBe('ERROR');
  });
});
