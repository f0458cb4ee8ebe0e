// Studs as tools: the stud list for one stud number (sdnum) or for the stud flow's answers.
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../server/data/db/client.ts';
import { studs } from '../../server/data/db/schema.ts';
import { matchingParts } from '../../server/data/facet-query.ts';
import { defineTool, Status } from '../tool.ts';
import { Pairs } from './filter-pairs.ts';
import { PartImage, toImages } from './part-images.ts';
import { capped } from './result-cap.ts';
import { ResultTotal, WithTotal } from './result-total.ts';

export const StudNumber = z.string().regex(/^\d{5,10}$/, 'A stud number has 5 to 10 digits');

export const Stud = z.object({
  StudNumber: z.string(),
  TypeId: z.number().int(),
  ChartDescription: z.string(),
  StyleDescription: z.string(),
  Diameter: z.string(),
  ThreadOrientation: z.string(),
  DimensionA: z.number(),
  DimensionB: z.number(),
  DimensionC: z.number(),
  DimensionD: z.number(),
  BaseStylesId: z.number().int(),
  Images: z.array(PartImage),
});
export type Stud = z.infer<typeof Stud>;

const StudsOutput = z.object({ Status: z.enum([Status.OK, Status.ZERO_RESULTS]), Results: z.array(Stud) });

type StudRow = typeof studs.$inferSelect;

function toStud(s: StudRow): Stud {
  return {
    StudNumber: s.studNumber,
    TypeId: s.typeId,
    ChartDescription: s.chartDescription,
    StyleDescription: s.styleDescription,
    Diameter: s.diameter,
    ThreadOrientation: s.threadOrientation,
    DimensionA: s.dimensionA,
    DimensionB: s.dimensionB,
    DimensionC: s.dimensionC,
    DimensionD: s.dimensionD,
    BaseStylesId: s.baseStylesId,
    Images: toImages(s.images),
  };
}

async function studList(db: Database, numbers: string[]) {
  const rows = numbers.length
    ? await db.select().from(studs).where(inArray(studs.studNumber, numbers)).orderBy(asc(studs.studNumber))
    : [];
  return { Status: rows.length ? Status.OK : Status.ZERO_RESULTS, Results: rows.map(toStud) };
}

export const studSummaries = defineTool({
  name: 'studSummaries',
  description: 'One stud by its maker number (the stud list of filtervalues/sdnum?inclv=1&sdnum=).',
  input: z.object({ sdnum: StudNumber }),
  output: StudsOutput,
  async execute({ sdnum }, { db }) {
    const rows = await db.select().from(studs).where(eq(studs.studNumber, sdnum));
    return { Status: rows.length ? Status.OK : Status.ZERO_RESULTS, Results: rows.map(toStud) };
  },
});

export const studsForFilters = defineTool({
  name: 'studsForFilters',
  description: 'Studs that fit every answer of the stud flow (filter sdnum).',
  input: z.object({ pairs: Pairs, total: WithTotal }),
  output: StudsOutput.extend({ Total: ResultTotal }),
  async execute({ pairs, total }, { db }) {
    const list = capped(await matchingParts(db, 'stud', pairs), total);
    return { ...(await studList(db, list.shown)), ...list.total };
  },
});
