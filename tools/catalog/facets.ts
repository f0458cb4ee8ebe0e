// Guided-flow facets as tools: categories in order, the values still possible given the answers, matching
// parts. Answered from the in-memory facet index through server/data/facet-query.ts.
import { z } from 'zod';
import { FLOWS } from '../../server/data/db/schema.ts';
import type { FilterValue as FacetRow } from '../../server/data/facet-index.ts';
import {
  facetCounts,
  facetValues,
  facetValuesOfEach,
  flowCategories,
  matchingParts,
} from '../../server/data/facet-query.ts';
import { defineTool, Status } from '../tool.ts';
import { FilterCode, Pairs } from './filter-pairs.ts';

export const Flow = z.enum(FLOWS);
export type Flow = z.infer<typeof Flow>;

export const FilterCategory = z.object({
  Id: z.number().int(),
  QueryParameterName: z.string(),
  Name: z.string(),
  Role: z.string(),
  StepPath: z.string().nullable(),
  MatchByInch: z.boolean(),
});
export type FilterCategory = z.infer<typeof FilterCategory>;

const n = z.number().nullable();
const s = z.string().nullable();
export const FilterValue = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ImageGuid: s,
  Inch: n,
  Inches: s,
  Millimeter: n,
  MinGawrPound: n,
  MaxGawrPound: n,
  NominalDiameter: s,
  WheelMaterial: s,
  StudLengthClass: s,
  AftermarketAxle: s,
  AftermarketAxleId: n,
  AxleDescription: s,
  BearingDescriptionInboard: s,
  BearingDescriptionOutboard: s,
  DisplayRange: s,
  /** With `counts`: how many parts would still match with this value chosen. */
  Count: z.number().int().min(0).optional(),
});
export type FilterValue = z.infer<typeof FilterValue>;

/** A filter value with every field it does not name empty, as the catalog sends one with no extras. */
export const filterValue = (v: Pick<FilterValue, 'Id' | 'Name'> & Partial<FilterValue>): FilterValue => ({
  ImageGuid: null,
  Inch: null,
  Inches: null,
  Millimeter: null,
  MinGawrPound: null,
  MaxGawrPound: null,
  NominalDiameter: null,
  WheelMaterial: null,
  StudLengthClass: null,
  AftermarketAxle: null,
  AftermarketAxleId: null,
  AxleDescription: null,
  BearingDescriptionInboard: null,
  BearingDescriptionOutboard: null,
  DisplayRange: null,
  ...v,
});

export const filterCategoriesTool = defineTool({
  name: 'filterCategories',
  description: 'The filter categories of a guided flow, in the order the flow asks them.',
  input: z.object({ flow: Flow }),
  output: z.array(FilterCategory),
  async execute({ flow }, { db }) {
    return (await flowCategories(db, flow)).map((c) => ({
      Id: c.id,
      QueryParameterName: c.queryParameterName,
      Name: c.name,
      Role: c.role,
      StepPath: c.stepPath,
      MatchByInch: c.matchByInch,
    }));
  },
});

/** A facet index row as the API and the engine see it. */
function toFilterValue(v: FacetRow): FilterValue {
  return {
    Id: v.id,
    Name: v.name,
    ImageGuid: v.imageGuid,
    Inch: v.inch,
    Inches: v.inches,
    Millimeter: v.millimeter,
    MinGawrPound: v.minGawrPound,
    MaxGawrPound: v.maxGawrPound,
    NominalDiameter: v.nominalDiameter,
    WheelMaterial: v.wheelMaterial,
    StudLengthClass: v.studLengthClass,
    AftermarketAxle: v.aftermarketAxle,
    AftermarketAxleId: v.aftermarketAxleId,
    AxleDescription: v.axleDescription,
    BearingDescriptionInboard: v.bearingDescriptionInboard,
    BearingDescriptionOutboard: v.bearingDescriptionOutboard,
    DisplayRange: v.displayRange,
  };
}

export const filterValuesTool = defineTool({
  name: 'filterValues',
  description: 'The values of one category still possible among the parts that fit the answers so far.',
  input: z.object({
    flow: Flow,
    code: FilterCode,
    pairs: Pairs,
    /** Also say how many parts match now (Matching) and how many each value leaves (Count). */
    counts: z.boolean().optional(),
  }),
  output: z.object({
    Status: z.enum([Status.OK, Status.ZERO_RESULTS]),
    Results: z.array(FilterValue),
    /** With `counts`: how many parts match the answers so far (this filter's own answer aside). */
    Matching: z.number().int().min(0).optional(),
  }),
  async execute({ flow, code, pairs, counts }, { db }) {
    const rows = await facetValues(db, flow, code, pairs);
    // nothing to count when no value is left (a number's walk meets many such questions)
    const counted = counts && rows.length ? await facetCounts(db, flow, code, pairs) : null;
    const Results = rows.map((v) => {
      const value = toFilterValue(v);
      if (counted) value.Count = counted.perValue.get(v.id) ?? 0;
      return value;
    });
    // nothing left keeps its one answer (ZERO_RESULTS, an empty list): counts only beside values
    if (!Results.length) return { Status: Status.ZERO_RESULTS, Results };
    return counted
      ? { Status: Status.OK, Results, Matching: counted.matching }
      : { Status: Status.OK, Results };
  },
});

/** The most categories one call reads: every category of a flow, with room to spare. */
export const FILTER_CODES_MAX = 60;

export const filterValuesOfEachTool = defineTool({
  name: 'filterValuesOfEach',
  description:
    'The values of several categories still possible among the parts that fit the answers so far, each as ' +
    'filterValues gives it (without counts), read in one call: a wizard looking over the questions ahead.',
  input: z.object({
    flow: Flow,
    codes: z.array(FilterCode).min(1).max(FILTER_CODES_MAX),
    pairs: Pairs,
  }),
  output: z.object({ Results: z.record(FilterCode, z.array(FilterValue)) }),
  async execute({ flow, codes, pairs }, { db }) {
    const found = await facetValuesOfEach(db, flow, codes, pairs);
    const Results: Record<string, FilterValue[]> = {};
    for (const [code, rows] of found) Results[code] = rows.map(toFilterValue);
    return { Results };
  },
});

export const matchingPartsTool = defineTool({
  name: 'matchingParts',
  description: 'Part numbers of a flow that fit every answer so far.',
  input: z.object({ flow: Flow, pairs: Pairs }),
  output: z.object({ Status: z.enum([Status.OK, Status.ZERO_RESULTS]), Results: z.array(z.string()) }),
  async execute({ flow, pairs }, { db }) {
    const Results = await matchingParts(db, flow, pairs);
    return { Status: Results.length ? Status.OK : Status.ZERO_RESULTS, Results };
  },
});
