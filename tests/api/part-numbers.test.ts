// GET /api/v11/partnumbers/withaftermarketnumbers/{text}: contract, matching, bad input, key.
import { describe, expect, it } from 'vitest';
import { PartNumberMatch } from '../../tools/catalog/search-part-numbers.ts';
import { competitorHubNumber } from '../support/catalog-samples.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

const path = (text: string) => `/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(text)}`;

describe('unified number search API', () => {
  it('finds a competitor number with the contract fields', async () => {
    const sample = await competitorHubNumber(t.db);
    const res = await t.get(path(sample.partNumber));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { Status: string; Results: unknown[] };
    expect(body.Status).toBe('OK');
    const results = body.Results.map((r) => PartNumberMatch.strict().parse(r));
    expect(results[0]).toMatchObject({
      CompetitorName: sample.brand,
      CompetitorPartNumber: sample.partNumber,
    });
  });

  it('ignores case, spaces and dashes', async () => {
    const sample = await competitorHubNumber(t.db);
    const mangled = sample.partNumber
      .toLowerCase()
      .split('')
      .join(' ')
      .replace(/ (\w) /, '-$1-');
    const body = (await (await t.get(path(mangled))).json()) as {
      Results: { CompetitorPartNumber: string }[];
    };
    expect(body.Results[0]?.CompetitorPartNumber).toBe(sample.partNumber);
  });

  it('answers ZERO_RESULTS with an empty list for an unknown number', async () => {
    const res = await t.get(path('QQ0000ZZ'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
  });

  it('rejects an over-long search with 400 JSON naming the field', async () => {
    const res = await t.get(path('9'.repeat(200)));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { Error: { Issues: { field: string }[] } };
    expect(body.Error.Issues[0]?.field).toBe('param.text');
  });

  it('requires a known subscription key', async () => {
    expect((await t.get(path('1003'), null)).status).toBe(401);
    const wrong = await t.get(path('1003'), 'not-a-key');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { Error: { Code: string } }).Error.Code).toBe('unauthorized');
  });
});
