// Number search through HTTP, on the database of this run: each matching rule on its own fixture numbers
// (added beside the demo catalog, in a number space the catalog does not use) and on real catalog rows.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitors, interchanges } from '../../server/data/db/schema.ts';
import {
  searchHubAssemblyNumbers,
  searchMakerHubAssemblyNumbers,
} from '../../tools/catalog/hub-assembly-numbers.ts';
import { searchPartNumbers } from '../../tools/catalog/search-part-numbers.ts';
import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import { createTestApp } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

const ZETA = { id: 901, name: 'Zeta Axle Works' };
const QBRAKE = { id: 902, name: 'Qbrake' };

type Row = [competitorId: number, partNumber: string, partTypeId?: number];
const FIXTURES: Row[] = [
  [1, 'QX-100'],
  [1, 'QX1001'],
  [1, 'QX1002'],
  [ZETA.id, 'qx 100'],
  [ZETA.id, 'QX100-9'],
  [ZETA.id, 'ZW-5555'],
  [QBRAKE.id, 'QX-100'],
  [QBRAKE.id, '5555'],
  [1, 'QX-100-R', 200], // a rotor, not a hub assembly
  [1, 'QX98765'],
  [QBRAKE.id, 'QY-4321'],
  ...Array.from({ length: 40 }, (_, i): Row => [i % 2 ? QBRAKE.id : 1, `QB5${String(i).padStart(3, '0')}`]),
];

async function search(path: string, text: string) {
  const res = await t.get(`/api/v11/${path}/${encodeURIComponent(text)}`);
  expect(res.status).toBe(200);
  return res.json();
}

async function unified(text: string) {
  const body = searchPartNumbers.output.parse(await search('partnumbers/withaftermarketnumbers', text));
  return body.Results.map((r) => `${r.CompetitorName}:${r.CompetitorPartNumber}`);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(competitors).values([ZETA, QBRAKE]);
  await t.db.insert(interchanges).values(
    FIXTURES.map(([competitorId, partNumber, partTypeId = 115]) => ({
      competitorId,
      partNumber,
      normalized: normalizePartNumber(partNumber),
      partTypeId,
      makerPartNumber: '10031017',
    })),
  );
});
afterAll(() => t?.close());

describe('number search matching rules', () => {
  it('ignores case, spaces, dashes, dots and slashes', async () => {
    for (const typed of ['qx100', 'QX 100', 'q-x.1/0 0', 'Qx.100']) {
      const results = await unified(typed);
      expect(results.slice(0, 3)).toEqual(['ConMet:QX-100', 'Zeta Axle Works:qx 100', 'Qbrake:QX-100']);
    }
  });

  it('ranks exact matches, then prefix matches; maker numbers first within each', async () => {
    // Within a rank: maker first, then byte order of the normalized number, then brand order.
    expect(await unified('QX100')).toEqual([
      'ConMet:QX-100',
      'Zeta Axle Works:qx 100',
      'Qbrake:QX-100',
      'ConMet:QX1001',
      'ConMet:QX1002',
      'ConMet:QX-100-R',
      'Zeta Axle Works:QX100-9',
    ]);
  });

  it('restricts to a brand named before the number, multiword and in any case', async () => {
    expect(await unified('zeta axle works QX100')).toEqual([
      'Zeta Axle Works:qx 100',
      'Zeta Axle Works:QX100-9',
    ]);
    expect(await unified('ZETA-AXLE-WORKS-zw5555')).toEqual(['Zeta Axle Works:ZW-5555']);
    expect(await unified('qbrake 5555')).toEqual(['Qbrake:5555']);
    expect(await unified('conmet qx100')).toEqual([
      'ConMet:QX-100',
      'ConMet:QX1001',
      'ConMet:QX1002',
      'ConMet:QX-100-R',
    ]);
  });

  it('understands the catalog’s own brands (webb, gunite-, Dana Spicer)', async () => {
    for (const name of ['Webb', 'Gunite', 'Dana Spicer']) {
      const [brand] = await t.db.select().from(competitors).where(eq(competitors.name, name));
      if (!brand) throw new Error(`demo catalog lacks ${name}`);
      const [row] = await t.db
        .select()
        .from(interchanges)
        .where(and(eq(interchanges.competitorId, brand.id), eq(interchanges.partTypeId, 115)))
        .limit(1);
      if (!row) throw new Error(`demo catalog has no ${name} hub number`);
      for (const typed of [
        `${name.toLowerCase()} ${row.partNumber}`,
        `${name.toUpperCase().replace(' ', '-')}-${row.partNumber}`,
      ]) {
        const results = await unified(typed);
        expect(results[0]).toBe(`${name}:${row.partNumber}`);
        expect(results.every((r) => r.startsWith(`${name}:`))).toBe(true);
      }
    }
  });

  it('falls back to a near miss (one wrong, missing or extra character) only when nothing else matches', async () => {
    expect(await unified('QX98766')).toEqual(['ConMet:QX98765']); // one wrong
    expect(await unified('QX9865')).toEqual(['ConMet:QX98765']); // one missing
    expect(await unified('QX987655')).toEqual(['ConMet:QX98765']); // one extra
    expect(await unified('QX-9-8-7-6-6')).toEqual(['ConMet:QX98765']);
    expect(await unified('qbrake QY4322')).toEqual(['Qbrake:QY-4321']);
    // QX1002 is one character from QX1001, but QX1001 matches exactly, so no near miss is shown.
    expect(await unified('QX1001')).toEqual(['ConMet:QX1001']);
    expect(await unified('QX98')).toEqual(['ConMet:QX98765']); // a prefix, not a near miss
    expect(await unified('QX97766')).toEqual([]); // two edits away
  });

  it('answers at most 25 results, maker numbers first', async () => {
    const results = await unified('QB5');
    expect(results).toHaveLength(25);
    expect(results.slice(0, 20).every((r) => r.startsWith('ConMet:'))).toBe(true);
    expect(results.slice(20).every((r) => r.startsWith('Qbrake:'))).toBe(true);
  });

  it('answers ZERO_RESULTS (not an error) when nothing matches', async () => {
    expect(await search('partnumbers/withaftermarketnumbers', 'QZZZZ9999')).toEqual({
      Status: 'ZERO_RESULTS',
      Results: [],
    });
  });
});

describe('hub assembly number autocomplete', () => {
  it('withaftermarkethubassemblies lists every brand’s hub numbers with the cross-reference id', async () => {
    const body = searchHubAssemblyNumbers.output.parse(
      await search('hubassemblynumbers/withaftermarkethubassemblies', 'qx100'),
    );
    expect(body.Status).toBe('OK');
    expect(body.Results.map((r) => `${r.Competitor}:${r.HubAssemblyNumber}`)).toEqual([
      'ConMet:QX-100',
      'Zeta Axle Works:qx 100',
      'Qbrake:QX-100',
      'ConMet:QX1001',
      'ConMet:QX1002',
      'Zeta Axle Works:QX100-9',
    ]); // the rotor QX-100-R is not a hub assembly
    const [first] = body.Results;
    const [row] = await t.db
      .select()
      .from(interchanges)
      .where(eq(interchanges.id, first?.CompetitorHubAssemblyNumberId ?? -1));
    expect(row?.partNumber).toBe('QX-100');
    expect(row?.competitorId).toBe(1);
  });

  it('withaftermarketparts lists only the maker’s own hub numbers, as strings', async () => {
    const body = searchMakerHubAssemblyNumbers.output.parse(
      await search('hubassemblynumbers/withaftermarketparts', 'QX 100'),
    );
    expect(body).toEqual({ Status: 'OK', Results: ['QX-100', 'QX1001', 'QX1002'] });
    expect(await search('hubassemblynumbers/withaftermarketparts', 'zeta axle works zw5555')).toEqual({
      Status: 'ZERO_RESULTS',
      Results: [],
    });
  });

  it('finds a real demo hub by its maker number in both calls', async () => {
    const [row] = await t.db
      .select()
      .from(interchanges)
      .where(and(eq(interchanges.competitorId, 1), eq(interchanges.partTypeId, 115)))
      .limit(1);
    if (!row) throw new Error('demo catalog has no maker hub number');
    const maker = await search('hubassemblynumbers/withaftermarketparts', row.partNumber);
    expect(maker.Results[0]).toBe(row.partNumber);
    const all = await search('hubassemblynumbers/withaftermarkethubassemblies', row.partNumber);
    expect(all.Results[0]).toMatchObject({ Competitor: 'ConMet', HubAssemblyNumber: row.partNumber });
  });

  it('refuses text that cannot be a number with a 400 that says why', async () => {
    const res = await t.get(
      `/api/v11/hubassemblynumbers/withaftermarketparts/${encodeURIComponent('<b>1</b>')}`,
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.Status).toBe('ERROR');
    expect(body.Error.Issues[0].field).toBe('param.text');
  });
});
