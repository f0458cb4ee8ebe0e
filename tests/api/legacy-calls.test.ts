// The call table of the maker's old apps (original-app-facts.md section 3), each call made the way the old
// client makes it, on the demo catalog, checking the fields that client reads. Old clients send a key listed
// in LEGACY_API_KEYS (the web app's key for v11/v13, a second one for aftermarket1/v11).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HUB_STEPS } from '../../server/routes/legacy/hub-steps.ts';
import { TEST_KEY, testAppForFile } from '../support/test-app.ts';

const OLD_WEB_KEY = 'old-web-app-key-1';
const OLD_STUD_KEY = 'old-web-app-stud-key-2';
const t = testAppForFile({ legacyApiKeys: [OLD_WEB_KEY, OLD_STUD_KEY] });

async function old<T = unknown>(path: string, key = OLD_WEB_KEY): Promise<T> {
  const res = await t.get(path, key);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const Status = z.enum(['OK', 'ZERO_RESULTS']);
const list = <T extends z.ZodType>(item: T) => z.object({ Status, Results: z.array(item) });
const num = z.number().nullable();
const str = z.string().nullable();
const Image = z.object({ ImageGuid: z.string() });

/** The fields the old wizard steps read from filter values (call 2). */
const HubValue = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Inch: num,
  Millimeter: num,
  Inches: str,
  MinGawrPound: num,
  MaxGawrPound: num,
  DisplayRange: str,
  NominalDiameter: str,
  WheelMaterial: str,
  StudLengthClass: str,
  AftermarketAxle: str,
  AftermarketAxleId: num,
  BearingDescriptionInboard: str,
  BearingDescriptionOutboard: str,
  ImageGuid: str,
});
/** The fields the old results read from hubs (call 3). */
const HubResult = z.object({
  HubAssemblyNumber: z.string(),
  AftermarketDescription: z.string(),
  Images: z.array(Image),
  PartStatus: z.enum(['Active', 'Service Only', 'Terminated']),
  IsAftermarket: z.boolean(),
  GawrNote: z.object({ Text: z.string(), Links: z.array(str) }).nullable(),
});

/** Two maker hubs of the demo catalog, by the maker-only autocomplete (call 9). */
async function twoHubs(): Promise<[string, string]> {
  const { Results } = list(z.string()).parse(
    await old('/api/v11/hubassemblynumbers/withaftermarketparts/1008'),
  );
  expect(Results.length).toBeGreaterThanOrEqual(2);
  return [Results[0] as string, Results[1] as string];
}

describe('hub filter calls (v13; v11 for the 2018 client; v10 for the native app)', () => {
  it('1: categories are a plain array of Id, Name, QueryParameterName in each client step order', async () => {
    const Categories = z.array(
      z.object({ Id: z.number(), Name: z.string(), QueryParameterName: z.string() }).strict(),
    );
    for (const version of ['v13', 'v11', 'v10'] as const) {
      const categories = Categories.parse(await old(`/api/${version}/hubassembly/filtercategories/`));
      expect(categories.map((c) => c.QueryParameterName)).toEqual(HUB_STEPS[version]);
    }
    // the step table's category Ids by index (HEAD): the client's STEP_NAVIGATION ids
    const head = Categories.parse(await old('/api/v13/hubassembly/filtercategories/'));
    expect(head.map((c) => c.Id)).toEqual([
      0, 15, 2, 5, 7, 23, 29, 26, 25, 24, 14, 8, 12, 9, 10, 16, 17, 37, 11, 30, 31, 32,
    ]);
    const v11 = Categories.parse(await old('/api/v11/hubassembly/filtercategories/'));
    expect(v11.map((c) => c.Id)).toEqual([0, 15, 2, 5, 7, 14, 8, 12, 9, 10, 16, 17, 11]);
  });

  it('2: values carry the fields each step reads (axle, GAWR, stud, wheel, standout, rotor type)', async () => {
    const values = async (path: string) => {
      const answer = list(HubValue).parse(await old(`/api/v13/hubassembly/filtervalues/${path}`));
      expect(answer.Status, path).toBe('OK');
      return answer.Results;
    };
    const axles = await values('aaxna?tcomp=2&brkty=1');
    expect(axles.find((v) => v.AftermarketAxleId === 10)).toMatchObject({ Id: 10, AftermarketAxle: 'TN' });
    expect(axles.some((v) => v.BearingDescriptionInboard && v.BearingDescriptionOutboard)).toBe(true);
    const gawr = await values('gawrr?tcomp=1');
    expect(gawr.every((v) => v.MaxGawrPound !== null && v.MinGawrPound !== null)).toBe(true);
    expect((await values('axthd?tcomp=1')).every((v) => v.NominalDiameter)).toBe(true);
    expect((await values('wmslc?tcomp=1')).every((v) => v.WheelMaterial && v.StudLengthClass)).toBe(true);
    expect((await values('wssdi?tcomp=2&brkty=1')).every((v) => v.Inch && v.Millimeter)).toBe(true);
    const rotorTypes = await values('abrty?tcomp=1&brkty=2');
    expect(rotorTypes.length).toBeGreaterThan(1);
    expect(rotorTypes.every((v) => v.ImageGuid)).toBe(true);
    // the material step tells aluminum by its Name
    expect((await values('hcmty')).map((v) => v.Name.toLowerCase())).toContain('aluminum');
  });

  it('2: a step that does not apply is one placeholder value (Id 0), never an empty list', async () => {
    for (const version of ['v13', 'v11'] as const) {
      const answer = list(HubValue).parse(
        await old(`/api/${version}/hubassembly/filtervalues/brdia?tcomp=1&brkty=1`),
      );
      expect(answer).toMatchObject({ Status: 'OK', Results: [{ Id: 0, Name: '—' }] });
    }
    // v15 keeps its own answer: nothing left is ZERO_RESULTS with an empty list
    expect(await old('/api/v15/hubassembly/filtervalues/brdia?tcomp=1&brkty=1', TEST_KEY)).toEqual({
      Status: 'ZERO_RESULTS',
      Results: [],
    });
  });

  it('3: hanum answers the hubs with the fields the results read (inclv=1 accepted); v10 asks category 0', async () => {
    const pairs = 'tcomp=2&brkty=1&aaxna=10';
    const v13 = list(HubResult).parse(await old(`/api/v13/hubassembly/filtervalues/hanum?${pairs}&inclv=1`));
    expect(v13.Status).toBe('OK');
    expect(v13.Results.length).toBeGreaterThan(0);
    expect(v13.Results.every((h) => h.Images.length > 0)).toBe(true);
    const v10 = list(HubResult).parse(await old(`/api/v10/hubassembly/filtervalues/0?${pairs}`));
    expect(v10.Results.map((h) => h.HubAssemblyNumber)).toEqual(v13.Results.map((h) => h.HubAssemblyNumber));
    const v11 = list(HubResult).parse(await old(`/api/v11/hubassembly/filtervalues/hanum?${pairs}`));
    expect(v11.Results.map((h) => h.HubAssemblyNumber)).toEqual(v13.Results.map((h) => h.HubAssemblyNumber));
  });

  it('4: tmake?hanum={hub},{candidate} lists the truck makes of either hub (the long-stud check)', async () => {
    const [a, b] = await twoHubs();
    const makes = async (hanum: string) =>
      new Set(
        list(HubValue)
          .parse(await old(`/api/v11/hubassembly/filtervalues/tmake?hanum=${hanum}`))
          .Results.map((v) => v.Id),
      );
    const ofA = await makes(a);
    const ofB = await makes(b);
    const both = await makes(`${a},${b}`);
    expect(both).toEqual(new Set([...ofA, ...ofB]));
    // the same hub twice: its own list, so the client keeps a candidate with the same makes
    expect(await makes(`${a},${a}`)).toEqual(ofA);
    // hanum with the hanum pair: those hubs themselves, when they fit the other answers
    const listed = list(HubResult).parse(
      await old(`/api/v11/hubassembly/filtervalues/hanum?hanum=${a},${b}`),
    );
    expect(listed.Results.map((h) => h.HubAssemblyNumber).sort()).toEqual([a, b].sort());
    // a listed hub that does not fit the other answers is left out (no truck type 99)
    expect(
      list(HubResult).parse(await old(`/api/v11/hubassembly/filtervalues/hanum?hanum=${a}&tcomp=99`)).Results,
    ).toEqual([]);
    const all = list(HubValue).parse(await old('/api/v11/hubassembly/filtervalues/tmake')).Results;
    expect(ofA.size).toBeGreaterThan(0);
    expect(ofA.size).toBeLessThanOrEqual(all.length);
  });
});

describe('hub details, parts and number search (v11, as today)', () => {
  it('5: details of one hub, and of two joined by a comma for the compare page (exactly 2 results)', async () => {
    const [a, b] = await twoHubs();
    const Detail = HubResult.extend({
      Description: z.string(),
      PartNumber: z.string(),
      Material: z.string(),
      AxlePosition: z.string(),
      Axle: z.string(),
      HubAssemblyType: z.string(),
      BrakeType: z.string(),
      Status: z.string(),
      IsAftermarketAssembly: z.boolean(),
      ABSRingIncluded: z.boolean(),
      BearingConesIncluded: z.boolean(),
      SealIncluded: z.boolean(),
      FillHole: z.boolean(),
      SmallBackface: z.boolean(),
      WheelStudStandoutInch: num,
      WeightPound: num,
    });
    expect(list(Detail).parse(await old(`/api/v11/hubassemblydetails/${a}`)).Results).toHaveLength(1);
    expect(list(Detail).parse(await old(`/api/v11/hubassemblydetails/${a},${b}`)).Results).toHaveLength(2);
  });

  it('6, 7: parts of comma-joined hubs, the spindle nut kits (party=226,227) and a rebuild kit', async () => {
    const [a, b] = await twoHubs();
    const Part = z.object({
      PartNumber: z.string(),
      Description: z.string(),
      TypeId: z.number(),
      UsageId: z.number(),
      Ranking: z.number(),
      Images: z.array(z.unknown()),
    });
    const Parts = list(
      z.object({
        HubAssemblyDescription: z.string(),
        HubAssemblyNumber: z.string(),
        AftermarketParts: z.array(Part),
      }),
    );
    const all = Parts.parse(await old(`/api/v11/aftermarketparts?hanum=${a}`));
    expect(all.Results[0]?.AftermarketParts.length).toBeGreaterThan(0);
    const nuts = Parts.parse(await old(`/api/v11/aftermarketparts?hanum=${a},${b}&party=226,227`));
    for (const hub of nuts.Results)
      for (const p of hub.AftermarketParts) expect([226, 227]).toContain(p.TypeId);
    const kit = all.Results[0]?.AftermarketParts.find((p) => p.TypeId === 219);
    if (kit) {
      const rows = list(
        z.object({
          PreSetPreSetPlusHubRebuildKitNumber: z.string(),
          BearingSetNumberInboard: str,
          BearingSetNumberOutboard: str,
          SealAndSpacerKitNumber: str,
        }),
      ).parse(await old(`/api/v11/presetpresetplushubrebuildkitdetails/${kit.PartNumber}`));
      expect(rows.Results.length).toBeGreaterThan(0);
    }
  });

  it('8, 10, 11, 12: number search, then the filters page as the old client builds it, to a hub', async () => {
    const found = list(
      z.object({
        Competitor: z.string(),
        HubAssemblyNumber: z.string(),
        CompetitorHubAssemblyNumberId: z.number(),
      }),
    ).parse(await old('/api/v11/hubassemblynumbers/withaftermarkethubassemblies/1008'));
    expect(found.Results.length).toBeGreaterThan(0);
    const unified = list(
      z.object({
        CompetitorName: z.string(),
        CompetitorPartNumber: z.string(),
        CompetitorInterchangesId: z.number(),
        PartTypeId: z.number(),
      }),
    ).parse(await old('/api/v11/partnumbers/withaftermarketnumbers/1008'));
    expect(unified.Results.length).toBeGreaterThan(0);

    // a competitor's number, as a buyer types it
    const example = await old<{
      Competitor: { CompetitorName: string; CompetitorPartNumber: string } | null;
    }>('/api/v11/examplenumbers');
    expect(example.Competitor).not.toBeNull();
    const typed = encodeURIComponent(
      `${example.Competitor?.CompetitorName} ${example.Competitor?.CompetitorPartNumber}`,
    );
    const competitor = list(
      z.object({
        Competitor: z.string(),
        HubAssemblyNumber: z.string(),
        CompetitorHubAssemblyNumberId: z.number(),
      }),
    ).parse(await old(`/api/v11/hubassemblynumbers/withaftermarkethubassemblies/${typed}`));
    expect(competitor.Results[0]?.Competitor).toBe(example.Competitor?.CompetitorName);

    let filtered = 0;
    for (const row of [...competitor.Results.slice(0, 1), ...found.Results.slice(0, 5)]) {
      const chaid = row.CompetitorHubAssemblyNumberId;
      const answer = z
        .object({ Status, Results: z.record(z.string(), z.string()).nullable() })
        .parse(await old(`/api/v11/aftermarkethubassemblyfilters?chaid=${chaid}`));
      if (!answer.Results) {
        // no filters: the not-available page shows the hub of hubassembliessummaries
        const hub = list(HubResult).parse(await old(`/api/v11/hubassembliessummaries?chaid=${chaid}`));
        expect(hub.Results).toHaveLength(1);
        continue;
      }
      filtered++;
      const pairs: Record<string, string> = { ...answer.Results };
      // the filters page: every category missing from the URL, in category order, except the three it
      // skips; only wmslc and hcmty have screens (any other would spin for ever); hatyp next means results
      const asked: string[] = [];
      for (const { QueryParameterName: code } of await old<{ QueryParameterName: string }[]>(
        '/api/v13/hubassembly/filtercategories/',
      )) {
        if (code in pairs || ['tmake', 'gawrr', 'wssdi'].includes(code)) continue;
        if (code === 'hatyp') break;
        expect(['wmslc', 'hcmty'], `the filters page has no screen for ${code}`).toContain(code);
        asked.push(code);
        const values = list(HubValue).parse(
          await old(`/api/v13/hubassembly/filtervalues/${code}?${new URLSearchParams(pairs)}`),
        ).Results;
        expect(values.length, code).toBeGreaterThan(0);
        const shown = values.filter((v) => v.Id !== 0);
        pairs[code] = String((shown[0] ?? values[0])?.Id);
      }
      expect(asked).toEqual(['wmslc', 'hcmty']);
      const hubs = list(HubResult).parse(
        await old(`/api/v13/hubassembly/filtervalues/hanum?${new URLSearchParams(pairs)}&inclv=1`),
      );
      expect(hubs.Results.length, JSON.stringify(pairs)).toBeGreaterThan(0);
    }
    expect(filtered).toBeGreaterThan(0);
  });

  it('11: a current client gets the filter resolution without the old placeholders', async () => {
    const found = list(z.object({ CompetitorHubAssemblyNumberId: z.number() })).parse(
      await old('/api/v11/hubassemblynumbers/withaftermarkethubassemblies/1008'),
    );
    const chaid = found.Results[0]?.CompetitorHubAssemblyNumberId;
    const current = (
      await old<{ Results: Record<string, string> | null }>(
        `/api/v11/aftermarkethubassemblyfilters?chaid=${chaid}`,
        TEST_KEY,
      )
    ).Results;
    const legacy = (
      await old<{ Results: Record<string, string> | null }>(
        `/api/v11/aftermarkethubassemblyfilters?chaid=${chaid}`,
      )
    ).Results;
    expect(Object.values(current ?? {})).not.toContain('0');
    expect(legacy).toMatchObject(current ?? {});
  });
});

type FlowValue = number | { Id: number; Name: string; BrakeDrumNumber?: string; BrakeRotorNumber?: string };

/** The old drum/rotor pages: start at the second category, append code=value, wrap to the first (results). */
async function oldFlowWalk(base: string, resultField: 'BrakeDrumNumber' | 'BrakeRotorNumber') {
  const categories = z
    .array(z.object({ QueryParameterName: z.string() }))
    .parse(await old(`/api/v11/${base}/filtercategories/`));
  const codes = categories.map((c) => c.QueryParameterName);
  expect(codes[0]).toBe('brnum'); // the first category is the result list
  const pairs: Record<string, string> = {};
  const seen: string[] = [];
  for (let i = 1, guard = 0; guard < 20; guard++, i = (i + 1) % codes.length) {
    const code = codes[i] as string;
    const { Results } = await old<{ Results: FlowValue[] }>(
      `/api/v11/${base}/filtervalues/${code}?inclv=2&${new URLSearchParams(pairs)}`,
    );
    const [first] = Results;
    if (first && typeof first === 'object' && resultField in first) return { results: Results, pairs, seen };
    expect(Results.length, code).toBeGreaterThan(0);
    seen.push(`${code}:${typeof first}`);
    pairs[code] = String(typeof first === 'number' ? first : first?.Id);
  }
  throw new Error(`no ${resultField} reached`);
}

describe('drum and rotor flows (v11, old shapes for old keys)', () => {
  it('13, 14: the drum flow from the second category, numbers as numbers, to drum summaries', async () => {
    const { results, seen } = await oldFlowWalk('brakedrum', 'BrakeDrumNumber');
    expect(seen).toEqual(
      expect.arrayContaining(['axpos:object', 'holes:number', 'pidia:number', 'bcdia:number']),
    );
    expect(results.length).toBeGreaterThan(0);
  });

  it('18, 19: the rotor flow the same way, rotor types as objects with their image', async () => {
    const { results, seen } = await oldFlowWalk('brakerotor', 'BrakeRotorNumber');
    expect(seen).toEqual(expect.arrayContaining(['axpos:object', 'brtyp:object', 'bsdia:number']));
    expect(results.length).toBeGreaterThan(0);
  });

  it('a current client keeps the current shapes on the same paths', async () => {
    const categories = await old<{ QueryParameterName: string }[]>(
      '/api/v11/brakedrum/filtercategories/',
      TEST_KEY,
    );
    expect(categories.at(-1)?.QueryParameterName).toBe('brnum');
    const holes = await old<{ Results: unknown[] }>(
      '/api/v11/brakedrum/filtervalues/holes?inclv=2',
      TEST_KEY,
    );
    expect(holes.Results.every((v) => typeof v === 'object')).toBe(true);
  });

  it('15-17, 20-22: drum and rotor search, recommended parts and details', async () => {
    const drums = list(
      z.object({ Competitor: z.string(), BrakeDrumNumber: z.string(), CompetitorDrumNumberId: z.number() }),
    ).parse(await old('/api/v11/brakedrum/interchanges/106'));
    const drumId = drums.Results[0]?.CompetitorDrumNumberId;
    const summaries = list(
      z.object({
        BrakeType: z.string(),
        BrakeDrumNumber: z.string(),
        Images: z.array(Image),
        WeightPound: num,
        IsBsnCompatible: z.boolean(),
        Notes: z.unknown(),
      }),
    ).parse(await old(`/api/v11/brakedrum/summaries?cbdid=${drumId}`));
    expect(summaries.Status).toBe('OK');
    const drum = summaries.Results[0]?.BrakeDrumNumber;
    expect(
      list(z.object({ BrakeDrumNumber: z.string() })).parse(await old(`/api/v11/brakedrum/details/${drum}`))
        .Results,
    ).toHaveLength(1);

    const rotors = list(
      z.object({ Competitor: z.string(), BrakeRotorNumber: z.string(), CompetitorBrakeRotorId: z.number() }),
    ).parse(await old('/api/v11/brakerotor/interchanges/1008'));
    const rotorId = rotors.Results.find((r) => r.BrakeRotorNumber !== '10009970')?.CompetitorBrakeRotorId;
    const recommended = list(
      z.object({
        BrakeRotorType: z.string(),
        BrakeRotorNumber: z.string(),
        BrakeRotorKitNumber: str,
        BrakeRotorComponents: z.unknown(),
        Images: z.array(Image),
      }),
    ).parse(await old(`/api/v11/brakerotor/summaries?cbrid=${rotorId}`));
    const rotor = recommended.Results[0]?.BrakeRotorNumber;
    const details = list(
      z.object({
        OverallLength: num,
        BrakeSurfaceOutsideDiameter: num,
        Thickness: num,
        PilotDiameter: num,
        BoltCircle: num,
        BoltHoleNumber: num,
      }),
    ).parse(await old(`/api/v11/brakerotor/details/${rotor}`));
    expect(details.Results).toHaveLength(1);
  });
});

describe('studs (aftermarket1/v11, second key), notifications and images', () => {
  it('23: stud values carry Images, the flow ends in studs, and a stud is found by number', async () => {
    const base = '/api/aftermarket1/v11/stud/filtervalues';
    const styles = list(z.object({ Id: z.number(), Name: z.string(), Images: z.array(Image) })).parse(
      await old(`${base}/stldp?inclv=2`, OLD_STUD_KEY),
    );
    expect(styles.Results.some((v) => v.Images.length > 0)).toBe(true);
    const Stud = z.object({
      StudNumber: z.string(),
      ChartDescription: z.string(),
      DimensionA: num,
      DimensionB: num,
      DimensionC: num,
      DimensionD: num,
      Images: z.array(z.unknown()),
    });
    const studs = list(Stud).parse(
      await old(`${base}/sdnum?stldp=${styles.Results[0]?.Id}&inclv=2`, OLD_STUD_KEY),
    );
    expect(studs.Results.length).toBeGreaterThan(0);
    const one = list(Stud).parse(
      await old(`${base}/sdnum?inclv=1&sdnum=${studs.Results[0]?.StudNumber}`, OLD_STUD_KEY),
    );
    expect(one.Results[0]?.StudNumber).toBe(studs.Results[0]?.StudNumber);
    // this base belongs to the old clients: any accepted key gets their shape
    const viaCurrentKey = list(z.object({ Images: z.array(Image) })).parse(
      await old(`${base}/stldp?inclv=2`, TEST_KEY),
    );
    expect(viaCurrentKey.Results.length).toBe(styles.Results.length);
  });

  it('24, 25: notifications are a plain array; images answer where the drawing is', async () => {
    expect(Array.isArray(await old('/api/v11/aftermarketnotification'))).toBe(true);
    for (const version of ['v10', 'v11']) {
      const image = list(z.object({ ImageGuid: z.string(), ImageUrl: z.string() })).parse(
        await old(`/api/${version}/images/fv-rotor-type-1`),
      );
      expect(image.Results[0]).toEqual(
        expect.objectContaining({ ImageGuid: 'fv-rotor-type-1', ImageUrl: '/images/fv-rotor-type-1.svg' }),
      );
      expect((await t.get(image.Results[0]?.ImageUrl ?? '', null)).status).toBe(200);
    }
  });
});

describe('the reference of the old calls', () => {
  it('lists every alias in the OpenAPI document, marked deprecated', async () => {
    const doc = await old<{ paths: Record<string, { get?: { deprecated?: boolean } }> }>('/api/openapi.json');
    for (const path of [
      '/v13/hubassembly/filtercategories/',
      '/v13/hubassembly/filtervalues/{queryParameterName}',
      '/v11/hubassembly/filtervalues/{queryParameterName}',
      '/v10/hubassembly/filtervalues/{categoryId}',
      '/v10/images/{imageId}',
      '/aftermarket1/v11/stud/filtervalues/{filter}',
    ])
      expect(doc.paths[`/api${path}`]?.get?.deprecated, path).toBe(true);
    expect(doc.paths['/api/v15/hubassembly/filtercategories/']?.get?.deprecated).toBeUndefined();
  });
});

describe('subscription keys of the old clients', () => {
  it('are accepted on every call, current ones too; an unknown key is 401 on the old calls', async () => {
    expect((await t.get('/api/v15/hubassembly/filtercategories/', OLD_WEB_KEY)).status).toBe(200);
    for (const path of [
      '/api/v13/hubassembly/filtercategories/',
      '/api/v11/hubassembly/filtervalues/tmake',
      '/api/v10/hubassembly/filtervalues/5',
      '/api/aftermarket1/v11/stud/filtervalues/stldp?inclv=2',
    ]) {
      expect((await t.get(path, 'not-a-configured-key')).status, path).toBe(401);
      expect((await t.get(path, null)).status, path).toBe(401);
    }
  });
});
