// Kits and cross-reference API (kits/..., presetpresetplushubrebuildkitdetails) and aftermarketparts: contract
// on the demo catalog, empty answers, the cross-reference retry a part page does, and bad input.
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  aftermarketParts,
  bearingFilterDetails,
  bearings,
  hubAftermarketParts,
  interchanges,
  rebuildKitDetails,
  seals,
} from '../../server/data/db/schema.ts';
import { AftermarketPart } from '../../tools/catalog/aftermarket-parts.ts';
import { BearingCrossReference, BearingFilterDetail } from '../../tools/catalog/bearings.ts';
import { CompetitorPartNumberDetail, CrossReference } from '../../tools/catalog/cross-reference.ts';
import {
  AbsServiceKit,
  AbsToneRingKit,
  FillPlug,
  RebuildKit,
  RebuildKitDetail,
  Seal,
  SealSpacerKit,
  SpindleNutKit,
} from '../../tools/catalog/kits.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

async function list<S extends z.ZodObject>(path: string, item: S) {
  const res = await t.get(path);
  expect(res.status, path).toBe(200);
  const body = (await res.json()) as { Status: string; Results: unknown[] };
  return { Status: body.Status, Results: body.Results.map((r) => item.strict().parse(r) as z.infer<S>) };
}

/** A competitor's number (not the maker's own) for a maker part of this type. */
async function competitorNumberOf(partTypeId: number) {
  const [row] = await t.db
    .select({ number: interchanges.partNumber, maker: interchanges.makerPartNumber })
    .from(interchanges)
    .where(and(eq(interchanges.partTypeId, partTypeId), ne(interchanges.competitorId, 1)))
    .orderBy(interchanges.id)
    .limit(1);
  if (!row) throw new Error(`no competitor number of type ${partTypeId}`);
  return row;
}

describe('kits by maker number', () => {
  it('answers a rebuild kit and what it holds', async () => {
    const kit = await list('/api/v11/kits/preSetPlusRebuildKit/10800001', RebuildKit);
    expect(kit.Status).toBe('OK');
    expect(kit.Results[0]).toMatchObject({ PartNumber: '10800001', TypeId: 219 });
    expect(kit.Results[0]?.AxlePostion).toBeTruthy();

    const [stored] = await t.db
      .select()
      .from(rebuildKitDetails)
      .where(eq(rebuildKitDetails.kitNumber, '10800001'));
    const details = await list('/api/v11/presetpresetplushubrebuildkitdetails/10800001', RebuildKitDetail);
    expect(details.Results).toEqual([
      {
        PreSetPreSetPlusHubRebuildKitNumber: '10800001',
        BearingSetNumberInboard: stored?.bearingSetNumberInboard,
        BearingSetNumberOutboard: stored?.bearingSetNumberOutboard,
        SealAndSpacerKitNumber: stored?.sealAndSpacerKitNumber,
      },
    ]);
  });

  it('answers the ABS service kit, the tone ring, the seal and the seal & spacer kit', async () => {
    const abs = await list('/api/v11/kits/absKit/10810001', AbsServiceKit);
    expect(abs.Results[0]?.ABSServiceKitNumber).toBe('10810001');
    expect(abs.Results[0]?.WhatKitContains).toContain(abs.Results[0]?.ABSToneRingNumber ?? '?');

    const ring = await list('/api/v11/kits/absToneRingKit/10083900', AbsToneRingKit);
    expect(ring.Results[0]?.ABSToneRingKitNumber).toBe('10083900');
    expect(ring.Results[0]?.OuterDiameterInch).toBeGreaterThan(ring.Results[0]?.InnerDiameterInch ?? 99);

    const [storedSeal] = await t.db.select().from(seals).where(eq(seals.partNumber, '10830001'));
    const seal = await list('/api/v11/kits/seal/10830001', Seal);
    expect(seal.Results[0]).toMatchObject({
      PartNumber: '10830001',
      Width: storedSeal?.width,
      SealAndSpacerKit: storedSeal?.sealAndSpacerKit,
    });

    const kit = await list(`/api/v11/kits/sealSpacerKit/${storedSeal?.sealAndSpacerKit}`, SealSpacerKit);
    expect(kit.Results[0]?.SealNumber).toBe('10830001');
  });

  it('answers a spindle nut kit with its socket size and the torque warning', async () => {
    const nut = await list('/api/v11/kits/spindleKit/10036551', SpindleNutKit);
    expect(nut.Results[0]).toMatchObject({ PartNumber: '10036551', SixPointSocketSize: 3.75, TypeId: 227 });
    expect(nut.Results[0]?.TorqueSpec).toMatch(/DO NOT BACK OFF SPINDLE NUT$/);
  });

  it('answers a fill plug (part type 8) with the hubs it belongs to; other part types are not fill plugs', async () => {
    const plug = await list('/api/v11/kits/fillPlug/10880001', FillPlug);
    expect(plug.Results[0]).toMatchObject({
      PartNumber: '10880001',
      Description: 'Fill Plug, Trailer Hub Cap',
    });
    const hubs = plug.Results[0]?.HubAssemblyNumbers ?? [];
    expect(hubs.length).toBeGreaterThan(0);
    const listed = await t.db
      .select({ hub: hubAftermarketParts.hubAssemblyNumber })
      .from(hubAftermarketParts)
      .where(eq(hubAftermarketParts.partNumber, '10880001'));
    expect(new Set(hubs)).toEqual(new Set(listed.map((r) => r.hub)));
    expect((await list('/api/v11/kits/fillPlug/10036551', FillPlug)).Status).toBe('ZERO_RESULTS');
  });

  it('ignores separators and case in the maker number', async () => {
    const nut = await list('/api/v11/kits/spindleKit/10-036%20551', SpindleNutKit);
    expect(nut.Results[0]?.PartNumber).toBe('10036551');
  });
});

describe('bearing filter detail records', () => {
  it('lists one record per axle, and only the asked axles with axleIds', async () => {
    const stored = await t.db
      .select()
      .from(bearingFilterDetails)
      .where(eq(bearingFilterDetails.partNumber, '10860003'));
    expect(stored.length).toBeGreaterThan(0);
    const all = await list('/api/v11/kits/bearing/10860003', BearingFilterDetail);
    expect(all.Results.map((r) => r.FilterId).sort()).toEqual(stored.map((s) => s.filterId).sort());

    const first = stored[0];
    const one = await list(`/api/v11/kits/bearing/10860003?axleIds=${first?.filterId}`, BearingFilterDetail);
    expect(one.Results).toHaveLength(1);
    expect(one.Results[0]).toMatchObject({
      FilterId: first?.filterId,
      BearingType: first?.bearingType,
      ReferenceSetNo: first?.referenceSetNo,
      BoreDiameterInch: first?.boreDiameterInch,
      PreSetPreSetPlusRebuildKitNumber: first?.preSetPreSetPlusRebuildKitNumber,
    });
    expect(one.Results[0]?.Notes).toMatch(/SET :.*CUP :/);
  });

  it('answers ZERO_RESULTS for an axle the bearing is not on', async () => {
    const res = await t.get('/api/v11/kits/bearing/10860003?axleIds=999999');
    expect(await res.json()).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
  });

  it("finds the maker's bearing set from a competitor's bearing number", async () => {
    const competitor = await competitorNumberOf(101);
    const found = await list(
      `/api/v11/kits/bearingCrossReference/${encodeURIComponent(competitor.number)}`,
      BearingCrossReference,
    );
    const [set] = await t.db.select().from(bearings).where(eq(bearings.partNumber, competitor.maker));
    expect(found.Results.map((r) => r.PartNumber)).toContain(set?.partNumber);
  });
});

describe('cross-reference', () => {
  it('turns a competitor seal number into the maker number, which the seal call then answers', async () => {
    const competitor = await competitorNumberOf(220);
    const path = encodeURIComponent(competitor.number);
    // The page's first lookup: empty for a competitor's number.
    expect(await (await t.get(`/api/v11/kits/seal/${path}`)).json()).toEqual({
      Status: 'ZERO_RESULTS',
      Results: [],
    });
    const xref = await list(`/api/v11/kits/crossReference/${path}?partTypeId=220`, CrossReference);
    expect(xref.Results[0]?.PartNumber).toBe(competitor.maker);
    const retry = await list(`/api/v11/kits/seal/${xref.Results[0]?.PartNumber}`, Seal);
    expect(retry.Results[0]?.PartNumber).toBe(competitor.maker);
  });

  it('restricts the cross-reference to the part type asked for', async () => {
    const competitor = await competitorNumberOf(220);
    const res = await t.get(
      `/api/v11/kits/crossReference/${encodeURIComponent(competitor.number)}?partTypeId=219`,
    );
    expect(await res.json()).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
  });

  it('details a competitor part number with its brand, type and maker part', async () => {
    const competitor = await competitorNumberOf(219);
    const details = await list(
      `/api/v11/kits/CompetitorPartNumberDetails/${encodeURIComponent(competitor.number)}`,
      CompetitorPartNumberDetail,
    );
    expect(details.Results[0]).toMatchObject({
      CompetitorPartNumber: competitor.number,
      PartTypeId: 219,
      PartNumber: competitor.maker,
    });
    expect(details.Results[0]?.CompetitorId).not.toBe(1);
    expect(details.Results[0]?.PartTypeName).toBeTruthy();
  });
});

describe('empty answers and bad input', () => {
  const calls = [
    'kits/CompetitorPartNumberDetails',
    'kits/absKit',
    'kits/seal',
    'kits/sealSpacerKit',
    'kits/fillPlug',
    'kits/bearing',
    'kits/spindleKit',
    'kits/preSetPlusRebuildKit',
    'kits/absToneRingKit',
    'kits/bearingCrossReference',
    'kits/crossReference',
    'presetpresetplushubrebuildkitdetails',
  ];

  it.each(calls)('%s answers ZERO_RESULTS for a number nobody makes', async (call) => {
    const res = await t.get(`/api/v11/${call}/ZZ-0000-NONE`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
  });

  it.each(calls)('%s answers 400 JSON to what cannot be a part number', async (call) => {
    for (const bad of ['%3Cscript%3E', "1'%20OR%201=1", 'X'.repeat(33), '..%2F..%2Fetc', '-12']) {
      const res = await t.get(`/api/v11/${call}/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { Status: string }).Status).toBe('ERROR');
    }
  });

  it('answers 400 to bad axle ids and part type ids', async () => {
    for (const q of ['axleIds=abc', 'axleIds=1;2', 'axleIds=', 'axleIds=-1'])
      expect((await t.get(`/api/v11/kits/bearing/10860003?${q}`)).status, q).toBe(400);
    expect((await t.get('/api/v11/kits/crossReference/10036551?partTypeId=x')).status).toBe(400);
  });

  it('requires the subscription key', async () => {
    expect((await t.get('/api/v11/kits/seal/10830001', null)).status).toBe(401);
  });
});

describe('aftermarket parts of hubs', () => {
  async function hubWithSpindleNuts() {
    const [row] = await t.db
      .select({ hub: hubAftermarketParts.hubAssemblyNumber })
      .from(hubAftermarketParts)
      .innerJoin(aftermarketParts, eq(aftermarketParts.partNumber, hubAftermarketParts.partNumber))
      .where(eq(aftermarketParts.typeId, 227))
      .orderBy(hubAftermarketParts.hubAssemblyNumber)
      .limit(1);
    if (!row) throw new Error('no hub with spindle nut kits');
    return row.hub;
  }

  it('lists the parts of a hub, ranked, with the hub description', async () => {
    const hub = await hubWithSpindleNuts();
    const res = await t.get(`/api/v11/aftermarketparts?hanum=${hub}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      Status: string;
      Results: { HubAssemblyNumber: string; HubAssemblyDescription: string; AftermarketParts: unknown[] }[];
    };
    expect(body.Status).toBe('OK');
    expect(body.Results[0]?.HubAssemblyNumber).toBe(hub);
    expect(body.Results[0]?.HubAssemblyDescription).toBeTruthy();
    const parts = (body.Results[0]?.AftermarketParts ?? []).map((p) => AftermarketPart.strict().parse(p));
    expect(parts.map((p) => p.Ranking)).toEqual(parts.map((p) => p.Ranking).sort((a, b) => a - b));
    expect(new Set(parts.map((p) => p.TypeId)).size).toBeGreaterThan(3);
  });

  it('keeps only the part types of party, for several hubs at once', async () => {
    const hub = await hubWithSpindleNuts();
    const res = await t.get(`/api/v11/aftermarketparts?hanum=${hub},10031017&party=226,227`);
    const body = (await res.json()) as { Results: { AftermarketParts: { TypeId: number }[] }[] };
    expect(body.Results.length).toBeGreaterThanOrEqual(1);
    const types = body.Results.flatMap((r) => r.AftermarketParts.map((p) => p.TypeId));
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((id) => id === 226 || id === 227)).toBe(true);
  });

  it('answers ZERO_RESULTS for an unknown hub and 400 for bad numbers', async () => {
    expect(await (await t.get('/api/v11/aftermarketparts?hanum=99999999')).json()).toEqual({
      Status: 'ZERO_RESULTS',
      Results: [],
    });
    for (const q of ['', 'hanum=abc', 'hanum=10031017&party=x', 'hanum=1,2'])
      expect((await t.get(`/api/v11/aftermarketparts?${q}`)).status, q).toBe(400);
  });
});
