// The result filters past 60 (decision 039): the current API lists the first 60 parts and says how many fit
// in all (Total), so a question's count ('150 drums') and its list agree; an old client's answer stays as
// it was, without Total.
import { describe, expect, it } from 'vitest';
import { matchingParts } from '../../server/data/facet-query.ts';
import { byteOrder } from '../../server/data/sorted.ts';
import { RESULTS_MAX } from '../../tools/catalog/result-cap.ts';
import { testAppForFile } from '../support/test-app.ts';

const OLD_WEB_KEY = 'old-web-app-key-1';
const OLD_STUD_KEY = 'old-web-app-stud-key-2';
const t = testAppForFile({ legacyApiKeys: [OLD_WEB_KEY, OLD_STUD_KEY] });

type Listing = { Status: string; Results: unknown[]; Total?: number; Matching?: number };
async function get(path: string, key?: string): Promise<Listing> {
  const res = await t.get(path, key);
  expect(res.status, path).toBe(200);
  return (await res.json()) as Listing;
}

describe('result filters say how many parts fit past the 60 they list', () => {
  it.each([
    ['drums', '/api/v11/brakedrum', 'axpos', 'brnum'],
    ['rotors', '/api/v11/brakerotor', 'axpos', 'brnum'],
    ['studs', '/api/v11/stud', 'stldp', 'sdnum'],
    ['casting hubs', '/api/v1/casting', 'hamnt', 'hanum'],
  ])('%s: Total is the count the first question gives', async (_kind, base, first, result) => {
    const question = await get(`${base}/filtervalues/${first}?inclv=2`);
    const all = question.Matching ?? 0;
    expect(all).toBeGreaterThan(RESULTS_MAX);
    const list = await get(`${base}/filtervalues/${result}?inclv=2`);
    expect(list.Results).toHaveLength(Math.min(all, RESULTS_MAX));
    expect(list.Total).toBe(all);
  });

  it('a narrower answer counts what it lists, and nothing found stays a bare ZERO_RESULTS', async () => {
    const some = await get('/api/v11/brakedrum/filtervalues/brnum?inclv=2&axpos=1');
    expect(some.Total).toBe(some.Results.length);
    const none = await get('/api/v11/brakedrum/filtervalues/brnum?inclv=2&axpos=999');
    expect(none).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
  });

  it('an old client gets the same list without Total', async () => {
    const current = await get('/api/v11/brakedrum/filtervalues/brnum?inclv=2');
    const old = await get('/api/v11/brakedrum/filtervalues/brnum?inclv=2', OLD_WEB_KEY);
    expect(old).toEqual({ Status: current.Status, Results: current.Results });
    const studs = await get('/api/aftermarket1/v11/stud/filtervalues/sdnum?inclv=2', OLD_STUD_KEY);
    expect(studs).not.toHaveProperty('Total');
    expect(studs.Results).toHaveLength(RESULTS_MAX);
  });
});

describe("the hub wizard's results say how many hubs fit past the 60 they list", () => {
  const hanum = (query: string) => `/hubassembly/filtervalues/hanum?${query}`;
  type HubListing = Omit<Listing, 'Results'> & { Results: { HubAssemblyNumber: string }[] };

  it('Total is the count the first question gives; the 60 listed are the first 60 by number', async () => {
    const question = await get('/api/v15/hubassembly/filtervalues/tcomp?inclv=2');
    const all = question.Matching ?? 0;
    expect(all).toBeGreaterThan(RESULTS_MAX);
    const list = (await get(`/api/v15${hanum('inclv=2')}`)) as HubListing;
    expect(list.Total).toBe(all);
    const first = (await matchingParts(t.db, 'hub', {})).sort(byteOrder).slice(0, RESULTS_MAX);
    expect(list.Results.map((h) => h.HubAssemblyNumber)).toEqual(first);
  });

  it('a narrower answer counts what it lists, and nothing found stays a bare ZERO_RESULTS', async () => {
    const some = await get(`/api/v15${hanum('tcomp=2&aaxna=10&hatyp=3')}`);
    expect(some.Results.length).toBeGreaterThan(0);
    expect(some.Total).toBe(some.Results.length);
    expect(await get(`/api/v15${hanum('tcomp=2&aaxna=2')}`)).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
  });

  it('an old client, and the old versions, get the same 60 hubs without Total', async () => {
    const current = await get(`/api/v15${hanum('inclv=2')}`);
    const same = { Status: current.Status, Results: current.Results };
    expect(await get(`/api/v15${hanum('inclv=2')}`, OLD_WEB_KEY)).toEqual(same);
    for (const version of ['v11', 'v13'])
      expect(await get(`/api/${version}${hanum('inclv=2')}`)).toEqual(same);
    expect(await get('/api/v10/hubassembly/filtervalues/0?inclv=2')).toEqual(same);
  });
});
