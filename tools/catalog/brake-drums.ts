// Brake drums as tools: number autocomplete, summaries (by search result or by flow answers), details
// with interchangeable drums. Field names follow the original API's contract.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { brakeCatalog, type DrumRow } from '../../server/data/brake-memory.ts';
import type { Database } from '../../server/data/db/client.ts';
import { brakeDrumInterchanges as drumInterchanges } from '../../server/data/db/schema.ts';
import { matchingParts } from '../../server/data/facet-query.ts';
import { PART_TYPE } from '../part-number/part-types.ts';
import { defineTool, Status } from '../tool.ts';
import { Pairs } from './filter-pairs.ts';
import { InterchangeId, interchangeById } from './interchange.ts';
import { PartImage, toImages } from './part-images.ts';
import { capped } from './result-cap.ts';
import { ResultTotal, WithTotal } from './result-total.ts';
import { SearchInput, searchNumbers } from './search-part-numbers.ts';

export const DrumNumber = z.string().regex(/^\d{5,10}$/, 'A drum number has 5 to 10 digits');

const StatusEnum = z.enum([Status.OK, Status.ZERO_RESULTS]);
const num = z.number().nullable();

export const DrumInterchangeMatch = z.object({
  Competitor: z.string(),
  BrakeDrumNumber: z.string(),
  CompetitorDrumNumberId: z.number().int(),
  CompetitorId: z.number().int(),
});

export const DrumSummary = z.object({
  BrakeDrumNumber: z.string(),
  Status: z.string(),
  BrakeType: z.string(),
  BrakeDrumType: z.string(),
  WeightPound: num,
  IsBsnCompatible: z.boolean(),
  Notes: z.array(z.string()),
  Images: z.array(PartImage),
});
export type DrumSummary = z.infer<typeof DrumSummary>;

export const DrumInterchange = z.object({
  BrakeDrumNumber: z.string(),
  Type: z.string(),
  IsBsnCompatible: z.boolean(),
  WeightPound: num,
  IsBestMatch: z.boolean(),
});

export const DrumDetail = DrumSummary.extend({
  BrakeSizeDiameterInch: z.number(),
  BrakeSizeWidthInch: z.number(),
  PilotDiameterInch: z.number(),
  DepthInch: num,
  DrumSurfaceWidthInch: num,
  ThicknessInch: num,
  BoltCircleDiameterInch: z.number(),
  BoltHoleDiameterInch: num,
  WheelStudHoleCount: z.number().int(),
  CastingNumber: z.string().nullable(),
  Interchanges: z.array(DrumInterchange),
});
export type DrumDetail = z.infer<typeof DrumDetail>;

function toSummary(d: DrumRow): DrumSummary {
  return {
    BrakeDrumNumber: d.brakeDrumNumber,
    Status: d.status,
    BrakeType: d.brakeType,
    BrakeDrumType: d.brakeDrumType,
    WeightPound: d.weightPound,
    IsBsnCompatible: d.isBsnCompatible,
    Notes: d.notes,
    Images: toImages(d.images),
  };
}

/** The drums of these numbers, ascending by number: from memory (server/data/brake-memory.ts). */
async function drumsByNumber(db: Database, numbers: string[]): Promise<DrumRow[]> {
  if (!numbers.length) return [];
  return (await brakeCatalog(db)).drums(numbers);
}

const SummariesOutput = z.object({ Status: StatusEnum, Results: z.array(DrumSummary) });
const summaries = (rows: DrumRow[]) => ({
  Status: rows.length ? Status.OK : Status.ZERO_RESULTS,
  Results: rows.map(toSummary),
});

export const brakeDrumInterchanges = defineTool({
  name: 'brakeDrumInterchanges',
  description:
    'Drum number autocomplete: maker and competitor brake drum numbers matching typed text (same matching rules as the unified search).',
  input: SearchInput,
  output: z.object({ Status: StatusEnum, Results: z.array(DrumInterchangeMatch) }),
  async execute({ text }, ctx) {
    const hits = await searchNumbers(ctx, text, { partTypeId: PART_TYPE.drum });
    return {
      Status: hits.length ? Status.OK : Status.ZERO_RESULTS,
      Results: hits.map((h) => ({
        Competitor: h.competitorName,
        BrakeDrumNumber: h.partNumber,
        CompetitorDrumNumberId: h.id,
        CompetitorId: h.competitorId,
      })),
    };
  },
});

export const brakeDrumSummaries = defineTool({
  name: 'brakeDrumSummaries',
  description:
    'The maker brake drum a drum search result (CompetitorDrumNumberId, "cbdid") stands for, as a summary list.',
  input: z.object({ cbdid: InterchangeId }),
  output: SummariesOutput,
  async execute({ cbdid }, ctx) {
    const hit = (await interchangeById.execute({ id: cbdid }, ctx)).Results[0];
    if (!hit || hit.PartTypeId !== PART_TYPE.drum) return summaries([]);
    return summaries(await drumsByNumber(ctx.db, [hit.PartNumber]));
  },
});

export const brakeDrumsForFilters = defineTool({
  name: 'brakeDrumsForFilters',
  description: 'Brake drums that fit every answer of the drum or drum-casting flow (filter brnum).',
  input: z.object({ flow: z.enum(['drum', 'drumcasting']), pairs: Pairs, total: WithTotal }),
  output: SummariesOutput.extend({ Total: ResultTotal }),
  async execute({ flow, pairs, total }, { db }) {
    const list = capped(await matchingParts(db, flow, pairs), total);
    return { ...summaries(await drumsByNumber(db, list.shown)), ...list.total };
  },
});

export const brakeDrumDetails = defineTool({
  name: 'brakeDrumDetails',
  description: 'Every field of one maker brake drum, its notes and the drums that interchange with it.',
  input: z.object({ id: DrumNumber }),
  output: z.object({ Status: StatusEnum, Results: z.array(DrumDetail) }),
  async execute({ id }, { db }) {
    const [drum] = await drumsByNumber(db, [id]);
    if (!drum) return { Status: Status.ZERO_RESULTS, Results: [] };
    const links = await db
      .select({ number: drumInterchanges.interchangeDrumNumber, best: drumInterchanges.isBestMatch })
      .from(drumInterchanges)
      .where(eq(drumInterchanges.brakeDrumNumber, id));
    const others = new Map(
      (
        await drumsByNumber(
          db,
          links.map((l) => l.number),
        )
      ).map((d) => [d.brakeDrumNumber, d]),
    );
    const Interchanges = links
      .flatMap((l) => {
        const d = others.get(l.number);
        return d
          ? [
              {
                BrakeDrumNumber: d.brakeDrumNumber,
                Type: d.brakeType,
                IsBsnCompatible: d.isBsnCompatible,
                WeightPound: d.weightPound,
                IsBestMatch: l.best,
              },
            ]
          : [];
      })
      .sort(
        (a, b) =>
          Number(b.IsBestMatch) - Number(a.IsBestMatch) || a.BrakeDrumNumber.localeCompare(b.BrakeDrumNumber),
      );
    const detail: DrumDetail = {
      ...toSummary(drum),
      BrakeSizeDiameterInch: drum.brakeSizeDiameterInch,
      BrakeSizeWidthInch: drum.brakeSizeWidthInch,
      PilotDiameterInch: drum.pilotDiameterInch,
      DepthInch: drum.depthInch,
      DrumSurfaceWidthInch: drum.drumSurfaceWidthInch,
      ThicknessInch: drum.thicknessInch,
      BoltCircleDiameterInch: drum.boltCircleDiameterInch,
      BoltHoleDiameterInch: drum.boltHoleDiameterInch,
      WheelStudHoleCount: drum.wheelStudHoleCount,
      CastingNumber: drum.castingNumber,
      Interchanges,
    };
    return { Status: Status.OK, Results: [detail] };
  },
});
