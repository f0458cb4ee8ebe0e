// Brake drum, brake rotor, casting and stud calls: contract (field names and types from the schemas) on the
// demo catalog, ZERO_RESULTS for empty answers, 400 for bad input.
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brakeRotors, castings, hubAssemblies, interchanges } from '../../server/data/db/schema.ts';
import { DrumDetail, DrumSummary } from '../../tools/catalog/brake-drums.ts';
import { RotorDetail, RotorSummary } from '../../tools/catalog/brake-rotors.ts';
import { FilterCategory, FilterValue } from '../../tools/catalog/facets.ts';
import { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import { Stud } from '../../tools/catalog/studs.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

type Body = { Status: string; Results: unknown[]; Matching?: number };
async function json(path: string): Promise<Body> {
  const res = await t.get(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as Body;
}

async function competitorNumber(partTypeId: number, maker: string) {
  const [row] = await t.db
    .select({ partNumber: interchanges.partNumber })
    .from(interchanges)
    .where(
      and(
        eq(interchanges.partTypeId, partTypeId),
        eq(interchanges.makerPartNumber, maker),
        ne(interchanges.competitorId, 1),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no competitor number for ${maker}`);
  return row.partNumber;
}

describe('brake drum API', () => {
  it('lists the drum categories in flow order, ending with the result filter brnum', async () => {
    const res = await t.get('/api/v11/brakedrum/filtercategories/');
    const list = FilterCategory.array().parse(await res.json());
    expect(list.map((c) => c.QueryParameterName)).toEqual([
      'axpos',
      'tmake',
      'holes',
      'pidia',
      'shwid',
      'szdia',
      'bcdia',
      'brnum',
    ]);
  });

  it('offers only the values of drums that fit the answers, and ZERO_RESULTS when none do', async () => {
    const holes = await json('/api/v11/brakedrum/filtervalues/holes?inclv=2&axpos=2');
    expect(holes.Status).toBe('OK');
    const names = FilterValue.array()
      .parse(holes.Results)
      .map((v) => v.Name);
    expect(names).toContain('6');
    const front = await json('/api/v11/brakedrum/filtervalues/holes?inclv=2&axpos=1');
    expect(
      FilterValue.array()
        .parse(front.Results)
        .map((v) => v.Name),
    ).not.toContain('6');
    // trailer drums fit no truck make
    expect(await json('/api/v11/brakedrum/filtervalues/tmake?inclv=2&axpos=3')).toEqual({
      Status: 'ZERO_RESULTS',
      Results: [],
    });
  });

  it('says how many drums match and how many each value leaves, which is what brnum then answers', async () => {
    const holes = await json('/api/v11/brakedrum/filtervalues/holes?inclv=2&axpos=2');
    expect(holes.Matching).toBeGreaterThan(0);
    const counts = FilterValue.array()
      .parse(holes.Results)
      .map((v) => [v.Id, v.Count] as const);
    for (const [id, count] of counts) {
      const drums = await json(`/api/v11/brakedrum/filtervalues/brnum?inclv=2&axpos=2&holes=${id}`);
      expect(drums.Results.length, `holes=${id}`).toBe(Math.min(count as number, 60));
    }
  });

  it('answers filter brnum with the summaries of the drums that fit', async () => {
    const body = await json('/api/v11/brakedrum/filtervalues/brnum?inclv=2&axpos=2&holes=6');
    const drums = DrumSummary.strict().array().parse(body.Results);
    expect(drums.length).toBeGreaterThan(0);
    for (const d of drums) {
      const detail = DrumDetail.parse(
        (await json(`/api/v11/brakedrum/details/${d.BrakeDrumNumber}`)).Results[0],
      );
      expect(detail.WheelStudHoleCount).toBe(6);
    }
  });

  it('finds a competitor drum number and recommends the maker drum, with details and one best match', async () => {
    const typed = await competitorNumber(23, '10600001');
    const found = await json(`/api/v11/brakedrum/interchanges/${encodeURIComponent(typed)}`);
    const hit = found.Results[0] as {
      Competitor: string;
      BrakeDrumNumber: string;
      CompetitorDrumNumberId: number;
    };
    expect(hit.BrakeDrumNumber).toBe(typed);
    expect(hit.Competitor).not.toBe('');
    const summaries = await json(`/api/v11/brakedrum/summaries?cbdid=${hit.CompetitorDrumNumberId}`);
    expect(DrumSummary.strict().parse(summaries.Results[0]).BrakeDrumNumber).toBe('10600001');
    const details = await json('/api/v11/brakedrum/details/10600001');
    const drum = DrumDetail.strict().parse(details.Results[0]);
    expect(drum.Interchanges.length).toBeGreaterThan(0);
    expect(drum.Interchanges.filter((i) => i.IsBestMatch)).toHaveLength(1);
    expect(drum.Interchanges[0]?.IsBestMatch).toBe(true);
  });

  it('answers ZERO_RESULTS for unknown drums and ids', async () => {
    expect((await json('/api/v11/brakedrum/details/99999999')).Status).toBe('ZERO_RESULTS');
    expect((await json('/api/v11/brakedrum/summaries?cbdid=999999999')).Status).toBe('ZERO_RESULTS');
    expect((await json('/api/v11/brakedrum/interchanges/ZZZZ9999QQ')).Status).toBe('ZERO_RESULTS');
  });

  it('refuses unknown filters, bad values and a missing cbdid with 400 naming the field', async () => {
    for (const path of [
      '/api/v11/brakedrum/filtervalues/nosuch',
      '/api/v11/brakedrum/filtervalues/holes?axpos=abc',
      '/api/v11/brakedrum/filtervalues/holes?inclv=7',
      '/api/v11/brakedrum/summaries',
      '/api/v11/brakedrum/details/12ab',
    ]) {
      const res = await t.get(path);
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as { Error: { Issues?: { field: string }[] } };
      expect(body.Error.Issues?.[0]?.field, path).toMatch(/^(param|query)/);
    }
  });
});

describe('brake rotor API', () => {
  it('recommends the kit a competitor kit number stands for', async () => {
    const typed = await competitorNumber(203, '10083923');
    const found = await json(`/api/v11/brakerotor/interchanges/${encodeURIComponent(typed)}`);
    const hit = found.Results[0] as { BrakeRotorNumber: string; CompetitorBrakeRotorId: number };
    expect(hit.BrakeRotorNumber).toBe(typed);
    const body = await json(`/api/v11/brakerotor/summaries?cbrid=${hit.CompetitorBrakeRotorId}`);
    const [rotor] = RotorSummary.strict().array().parse(body.Results);
    expect(rotor).toMatchObject({
      BrakeRotorNumber: '10083733',
      BrakeRotorKitNumber: '10083923',
      AxleLabel: 'FF Steer',
    });
  });

  it('has no summaries for the discontinued rotor 10009970', async () => {
    const [own] = await t.db
      .select({ id: interchanges.id })
      .from(interchanges)
      .where(and(eq(interchanges.makerPartNumber, '10009970'), eq(interchanges.competitorId, 1)));
    expect(await json(`/api/v11/brakerotor/summaries?cbrid=${own?.id}`)).toEqual({
      Status: 'ZERO_RESULTS',
      Results: [],
      // which rotor the id names, so the page opened from the link alone can say it is discontinued
      Searched: { PartNumber: '10009970', Competitor: 'ConMet', CompetitorPartNumber: '10009970' },
    });
  });

  it('says an id that names no rotor names nothing (not found, not discontinued)', async () => {
    expect(await json('/api/v11/brakerotor/summaries?cbrid=999999999')).toEqual({
      Status: 'ZERO_RESULTS',
      Results: [],
      Searched: null,
    });
  });

  it('lists the rotors of a rotor casting, and the rotor flow ends in brnum summaries', async () => {
    const [casting] = await t.db.select().from(castings).where(eq(castings.kind, 'rotor')).limit(1);
    const byCasting = await json(`/api/v11/brakerotor/summaries/${casting?.castingNumber}`);
    expect(RotorSummary.array().parse(byCasting.Results).length).toBeGreaterThan(0);
    const splined = await json('/api/v11/brakerotor/filtervalues/brnum?inclv=2&axpos=3&brtyp=6');
    const rotors = RotorSummary.array().parse(splined.Results);
    expect(rotors.length).toBeGreaterThan(0);
    expect(rotors.every((r) => r.BrakeRotorTypeId === 6 && r.BrakeRotorKitNumber === null)).toBe(true);
  });

  it('gives the dimensions, notes and kits of a rotor', async () => {
    const body = await json('/api/v11/brakerotor/details/10087485');
    const rotor = RotorDetail.strict().parse(body.Results[0]);
    expect(rotor.StudKitNumber).toBe('10086580');
    expect(rotor.Kits.map((k) => k.BrakeRotorKitNumber)).toEqual(['10087734']);
    expect(rotor.Instruction?.BrakeRotorKitNumber).toBe('10087734');
    expect(rotor.BoltHoleNumber).toBeGreaterThan(0);
    expect((await json('/api/v11/brakerotor/details/99999999')).Status).toBe('ZERO_RESULTS');
  });
});

describe('casting and stud flows', () => {
  it('rotor casting: the casting number narrows the rotors to that casting', async () => {
    const [casting] = await t.db.select().from(castings).where(eq(castings.kind, 'rotor')).limit(1);
    const body = await json(
      `/api/v11/rotorcasting/filtervalues/brnum?inclv=2&ctnum=${casting?.castingNumber}`,
    );
    const numbers = RotorSummary.array()
      .parse(body.Results)
      .map((r) => r.BrakeRotorNumber);
    const expected = await t.db
      .select({ n: brakeRotors.brakeRotorNumber })
      .from(brakeRotors)
      .where(
        and(eq(brakeRotors.castingNumber, String(casting?.castingNumber)), eq(brakeRotors.status, 'Active')),
      );
    expect(new Set(numbers)).toEqual(new Set(expected.map((e) => e.n)));
  });

  it('drum casting: categories start at the casting number and end with brnum', async () => {
    const list = FilterCategory.array().parse(
      await (await t.get('/api/v11/brakedrumcasting/filtercategories/')).json(),
    );
    expect(list[0]?.QueryParameterName).toBe('ctnum');
    expect(list.at(-1)?.QueryParameterName).toBe('brnum');
    const values = await json('/api/v11/brakedrumcasting/filtervalues/holes?inclv=2');
    expect(values.Status).toBe('OK');
  });

  it('hub casting (v1): filter hanum answers with the hubs of that casting', async () => {
    const [hub] = await t.db
      .select({ casting: hubAssemblies.hubCastingNumber })
      .from(hubAssemblies)
      .where(ne(hubAssemblies.hubCastingNumber, ''))
      .limit(1);
    const body = await json(`/api/v1/casting/filtervalues/hanum?inclv=2&hcnum=${hub?.casting}`);
    const hubs = HubAssemblyDetail.array().parse(body.Results);
    expect(hubs.length).toBeGreaterThan(0);
    expect(hubs.every((h) => h.HubCastingNumber === hub?.casting)).toBe(true);
    const categories = FilterCategory.array().parse(
      await (await t.get('/api/v1/casting/filtercategories/')).json(),
    );
    expect(categories.at(-1)?.QueryParameterName).toBe('hanum');
  });

  it('stud: one stud by sdnum, and the stud values narrow by the answers', async () => {
    const one = await json('/api/v11/stud/filtervalues/sdnum?inclv=1&sdnum=10086580');
    expect(
      Stud.strict()
        .array()
        .parse(one.Results)
        .map((s) => s.StudNumber),
    ).toEqual(['10086580']);
    expect((await json('/api/v11/stud/filtervalues/sdnum?inclv=1&sdnum=99999999')).Status).toBe(
      'ZERO_RESULTS',
    );
    const rotorStudDiameters = await json('/api/v11/stud/filtervalues/stdia?inclv=2&stldp=4');
    expect(
      FilterValue.array()
        .parse(rotorStudDiameters.Results)
        .map((v) => v.Name),
    ).toEqual(['5/8"']);
    const studs = await json('/api/v11/stud/filtervalues/sdnum?inclv=2&stldp=4');
    expect(
      Stud.array()
        .parse(studs.Results)
        .every((s) => s.BaseStylesId === 4),
    ).toBe(true);
  });
});
