// GET /api/v11/examplenumbers: the help texts' examples come from the catalog, and each finds what it claims.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExampleNumbersOutput } from '../../tools/catalog/example-numbers.ts';
import { BRAND } from '../../tools/engine/shared/texts.ts';
import { bindTools } from '../../tools/index.ts';
import { createTestApp } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function examples() {
  const res = await t.get('/api/v11/examplenumbers');
  expect(res.status).toBe(200);
  return ExampleNumbersOutput.strict().parse(await res.json());
}

describe('example numbers API', () => {
  it('answers two maker hub numbers and a competitor number from the demo catalog', async () => {
    const body = await examples();
    expect(body.Status).toBe('OK');
    expect(body.HubAssemblyNumbers).toHaveLength(2);
    expect(new Set(body.HubAssemblyNumbers).size).toBe(2);
    expect(body.Competitor).not.toBeNull();
    expect(body.Competitor?.CompetitorName).not.toBe('');
  });

  it('gives maker hub numbers that number search finds exactly and that open hub details', async () => {
    const tools = bindTools({ db: t.db });
    const { HubAssemblyNumbers } = await examples();
    for (const n of HubAssemblyNumbers) {
      const found = await tools.searchPartNumbers({ text: n });
      expect(found.Results[0]).toMatchObject({ CompetitorPartNumber: n, CompetitorId: 1, PartTypeId: 115 });
    }
    // the home help shows the second one after the brand word: that finds it too
    const branded = await tools.searchPartNumbers({ text: `${BRAND} ${HubAssemblyNumbers[1]}` });
    expect(branded.Results[0]).toMatchObject({
      CompetitorPartNumber: HubAssemblyNumbers[1],
      CompetitorId: 1,
    });
    const details = await tools.hubAssemblyDetails({ numbers: HubAssemblyNumbers });
    expect(details.Results.map((d) => d.HubAssemblyNumber)).toEqual(HubAssemblyNumbers);
  });

  it('gives a competitor number that, typed after its brand, finds that hub number and resolves to a hub', async () => {
    const tools = bindTools({ db: t.db });
    const c = (await examples()).Competitor;
    if (!c) throw new Error('no competitor example');
    const found = await tools.searchPartNumberLinks({
      text: `${c.CompetitorName} ${c.CompetitorPartNumber}`,
    });
    expect(found.Results[0]).toMatchObject({
      CompetitorName: c.CompetitorName,
      CompetitorPartNumber: c.CompetitorPartNumber,
      PartTypeId: 115,
      PartNumber: c.PartNumber,
    });
    const hub = await tools.hubAssemblyDetails({ numbers: [c.PartNumber] });
    expect(hub.Results[0]?.HubAssemblyNumber).toBe(c.PartNumber);
  });

  it('answers the same examples on every call (picked deterministically, once per catalog)', async () => {
    expect(await examples()).toEqual(await examples());
  });

  it('needs the subscription key', async () => {
    expect((await t.get('/api/v11/examplenumbers', null)).status).toBe(401);
  });
});

describe('example numbers on an empty catalog', () => {
  it('answers ZERO_RESULTS with no numbers and a null competitor', async () => {
    const empty = await createTestApp({ catalog: false });
    try {
      const res = await empty.get('/api/v11/examplenumbers');
      expect(await res.json()).toEqual({ Status: 'ZERO_RESULTS', HubAssemblyNumbers: [], Competitor: null });
    } finally {
      await empty.close();
    }
  });
});
