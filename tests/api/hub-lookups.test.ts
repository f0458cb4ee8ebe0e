// GET /api/v11/hubassembliessummaries?chaid= and /hubassemblycrossreferences?hanum=: contract on the demo
// catalog, empty answers, paging and bad input.
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { interchanges } from '../../server/data/db/schema.ts';
import { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import { HubCrossReference } from '../../tools/catalog/hub-lookups.ts';
import { competitorHubNumber } from '../support/catalog-samples.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

const Summaries = z.strictObject({
  Status: z.enum(['OK', 'ZERO_RESULTS']),
  Results: z.array(HubAssemblyDetail.strict()),
});
const Cross = z.strictObject({
  Status: z.enum(['OK', 'ZERO_RESULTS']),
  Results: z.array(HubCrossReference.strict()),
  Total: z.number().int(),
});

async function getOk<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const res = await t.get(path);
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json());
}

async function expect400(path: string, field: string) {
  const res = await t.get(path);
  expect(res.status, path).toBe(400);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(JSON.stringify(await res.json())).toContain(field);
}

describe('GET /api/v11/hubassembliessummaries?chaid=', () => {
  it('answers the maker hub a picked competitor hub number stands for', async () => {
    const { brand, partNumber, hub } = await competitorHubNumber(t.db);
    // the chaid as the autocomplete hands it out
    const search = await t.get(
      `/api/v11/hubassemblynumbers/withaftermarkethubassemblies/${encodeURIComponent(`${brand} ${partNumber}`)}`,
    );
    const picked = ((await search.json()) as { Results: { CompetitorHubAssemblyNumberId: number }[] })
      .Results[0];
    const body = await getOk(
      `/api/v11/hubassembliessummaries?chaid=${picked?.CompetitorHubAssemblyNumberId}`,
      Summaries,
    );
    expect(body.Status).toBe('OK');
    expect(body.Results.map((h) => h.HubAssemblyNumber)).toEqual([hub]);
  });

  it('answers ZERO_RESULTS for an unknown id and for a number that is not a hub', async () => {
    expect(await getOk('/api/v11/hubassembliessummaries?chaid=2147483647', Summaries)).toEqual({
      Status: 'ZERO_RESULTS',
      Results: [],
    });
    const [notHub] = await t.db
      .select({ id: interchanges.id })
      .from(interchanges)
      .where(ne(interchanges.partTypeId, 115))
      .limit(1);
    const body = await getOk(`/api/v11/hubassembliessummaries?chaid=${notHub?.id}`, Summaries);
    expect(body.Status).toBe('ZERO_RESULTS');
  });

  it('rejects a missing or malformed chaid with 400 JSON', async () => {
    await expect400('/api/v11/hubassembliessummaries', 'query.chaid');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      await expect400(`/api/v11/hubassembliessummaries?chaid=${bad}`, 'query.chaid');
  });
});

describe('GET /api/v11/hubassemblycrossreferences?hanum=', () => {
  it("lists every brand's numbers for a hub, the maker's own first, with the Total", async () => {
    const { hub } = await competitorHubNumber(t.db);
    const rows = await t.db
      .select()
      .from(interchanges)
      .where(and(eq(interchanges.makerPartNumber, hub), eq(interchanges.partTypeId, 115)));
    const body = await getOk(`/api/v11/hubassemblycrossreferences?hanum=${hub}&count=100`, Cross);
    expect(body.Status).toBe('OK');
    expect(body.Total).toBe(rows.length);
    expect(body.Results.map((r) => r.CompetitorHubAssemblyNumberId).sort((a, b) => a - b)).toEqual(
      rows.map((r) => r.id).sort((a, b) => a - b),
    );
    expect(body.Results[0]).toMatchObject({ CompetitorId: 1, HubAssemblyNumber: hub });
    const brands = body.Results.map((r) => r.CompetitorId);
    expect(brands).toEqual([...brands].sort((a, b) => a - b));
  });

  it('pages with count and offset; Total stays the whole count', async () => {
    const { hub } = await competitorHubNumber(t.db);
    const all = await getOk(`/api/v11/hubassemblycrossreferences?hanum=${hub}&count=100`, Cross);
    expect(all.Total).toBeGreaterThan(2);
    const first = await getOk(`/api/v11/hubassemblycrossreferences?hanum=${hub}&count=2`, Cross);
    const second = await getOk(`/api/v11/hubassemblycrossreferences?hanum=${hub}&count=2&offset=2`, Cross);
    expect([...first.Results, ...second.Results]).toEqual(all.Results.slice(0, 4));
    expect(second.Total).toBe(all.Total);
    const past = await getOk(`/api/v11/hubassemblycrossreferences?hanum=${hub}&offset=100000`, Cross);
    expect(past).toEqual({ Status: 'ZERO_RESULTS', Results: [], Total: all.Total });
  });

  it('answers ZERO_RESULTS with Total 0 for a hub nobody crosses to', async () => {
    expect(await getOk('/api/v11/hubassemblycrossreferences?hanum=99999999', Cross)).toEqual({
      Status: 'ZERO_RESULTS',
      Results: [],
      Total: 0,
    });
  });

  it('rejects bad input with 400 JSON', async () => {
    await expect400('/api/v11/hubassemblycrossreferences', 'query.hanum');
    await expect400('/api/v11/hubassemblycrossreferences?hanum=1234567', 'query.hanum');
    await expect400('/api/v11/hubassemblycrossreferences?hanum=10082200&count=0', 'query.count');
    await expect400('/api/v11/hubassemblycrossreferences?hanum=10082200&count=101', 'query.count');
    await expect400('/api/v11/hubassemblycrossreferences?hanum=10082200&offset=-1', 'query.offset');
  });
});
