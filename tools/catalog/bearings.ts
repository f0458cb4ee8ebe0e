// Bearing sets (part type 101): the bearing filter detail records of a maker bearing number, one per axle it
// is used on (kits/bearing/{n}[?axleIds=]), and the maker bearings a competitor's bearing number stands for.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { bearingFilterDetails, bearings, competitors, interchanges } from '../../server/data/db/schema.ts';
import { lookupForms, PartNumberText } from '../part-number/part-number-text.ts';
import { PART_TYPE } from '../part-number/part-types.ts';
import { defineTool, listAnswer, listOf, Status } from '../tool.ts';
import { imageUrl } from './hub-assembly-details.ts';
import { interchangeNumberIs, selectInterchanges } from './interchange.ts';

export const BearingFilterDetail = z.object({
  PartNumber: z.string(),
  /** The axle (filter value id of the axle-type step) this record describes; null when the bearing is on none. */
  FilterId: z.number().int().nullable(),
  /** 'Inner' or 'Outer'. */
  BearingType: z.string().nullable(),
  Axle: z.string().nullable(),
  /** Spelled as in the original API. */
  AxlePostion: z.string().nullable(),
  Type: z.string(),
  ReferenceSetNo: z.string().nullable(),
  BoreDiameterInch: z.number().nullable(),
  OuterDiameterInch: z.number().nullable(),
  Width: z.number().nullable(),
  ImageURL: z.string().nullable(),
  PreSetPreSetPlusRebuildKitNumber: z.string().nullable(),
  Description: z.string(),
  ConeNumber: z.string(),
  CupNumber: z.string(),
  /** Display notes; may hold 'SET :' and 'CUP :' markers (split for display by tools/catalog/bearing-notes.ts). */
  Notes: z.string().nullable(),
});
export type BearingFilterDetail = z.infer<typeof BearingFilterDetail>;

/** Axle ids as the query sends them: '12' or '12,14' (at most ten). */
export const AxleIds = z
  .string()
  .trim()
  .max(100)
  .regex(/^\d{1,9}(,\d{1,9}){0,9}$/, 'Axle ids are whole numbers joined by commas (at most ten)')
  .transform((s) => s.split(',').map(Number))
  .describe('Axle filter ids (the filterId of a bearing filter detail), comma-joined');

export const bearing = defineTool({
  name: 'bearing',
  description:
    'Bearing filter detail records of a maker bearing set number: one per axle it is used on, or only the axles given.',
  input: z.object({
    partNumber: PartNumberText,
    axleIds: z.array(z.number().int().positive()).max(10).optional(),
  }),
  output: listOf(BearingFilterDetail),
  async execute({ partNumber, axleIds }, { db }) {
    const [set] = await db
      .select()
      .from(bearings)
      .where(inArray(bearings.partNumber, lookupForms(partNumber)));
    if (!set) return { Status: Status.ZERO_RESULTS, Results: [] };
    const rows = await db
      .select()
      .from(bearingFilterDetails)
      .where(
        and(
          eq(bearingFilterDetails.partNumber, set.partNumber),
          ...(axleIds?.length ? [inArray(bearingFilterDetails.filterId, axleIds)] : []),
        ),
      )
      .orderBy(asc(bearingFilterDetails.filterId));
    const common = {
      PartNumber: set.partNumber,
      Description: set.description,
      ConeNumber: set.coneNumber,
      CupNumber: set.cupNumber,
      Notes: set.notes,
    };
    if (!rows.length) {
      // Asked for an axle the bearing is not on: nothing. Asked for the bearing alone: the set itself.
      if (axleIds?.length) return { Status: Status.ZERO_RESULTS, Results: [] };
      return {
        Status: Status.OK,
        Results: [
          {
            ...common,
            FilterId: null,
            BearingType: null,
            Axle: null,
            AxlePostion: null,
            Type: 'Bearing Set',
            ReferenceSetNo: null,
            BoreDiameterInch: null,
            OuterDiameterInch: null,
            Width: null,
            ImageURL: null,
            PreSetPreSetPlusRebuildKitNumber: null,
          },
        ],
      };
    }
    return {
      Status: Status.OK,
      Results: rows.map((r) => ({
        ...common,
        FilterId: r.filterId,
        BearingType: r.bearingType,
        Axle: r.axle,
        AxlePostion: r.axlePosition,
        Type: r.type,
        ReferenceSetNo: r.referenceSetNo,
        BoreDiameterInch: r.boreDiameterInch,
        OuterDiameterInch: r.outerDiameterInch,
        Width: r.width,
        ImageURL: r.imageGuid ? imageUrl(r.imageGuid) : null,
        PreSetPreSetPlusRebuildKitNumber: r.preSetPreSetPlusRebuildKitNumber,
      })),
    };
  },
});

export const BearingCrossReference = z.object({
  /** The maker's bearing set number. */
  PartNumber: z.string(),
  Description: z.string(),
  CompetitorId: z.number().int(),
  CompetitorName: z.string(),
  CompetitorPartNumber: z.string(),
});

export const bearingByCompetitorNumber = defineTool({
  name: 'bearingByCompetitorNumber',
  description:
    "The maker's bearing set numbers that a competitor's bearing number (or cone/set name) interchanges with.",
  input: z.object({ partNumber: PartNumberText }),
  output: listOf(BearingCrossReference),
  async execute({ partNumber }, { db }) {
    const rows = await selectInterchanges(db, {
      PartNumber: bearings.partNumber,
      Description: bearings.description,
      CompetitorId: interchanges.competitorId,
      CompetitorName: competitors.name,
      CompetitorPartNumber: interchanges.partNumber,
    })
      .innerJoin(bearings, eq(bearings.partNumber, interchanges.makerPartNumber))
      .where(and(interchangeNumberIs(partNumber), eq(interchanges.partTypeId, PART_TYPE.bearing)))
      .orderBy(asc(bearings.partNumber), asc(competitors.name));
    return listAnswer(rows);
  },
});
