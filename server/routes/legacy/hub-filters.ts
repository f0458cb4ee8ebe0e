// The hub filter calls of the old clients (v10, v11, v13), answered by the same tools as v15 and adapted
// to what those clients read: categories in their step order, a not-applicable step answered with one
// placeholder value the client auto-selects (an empty list leaves its page blank), and the `hanum` pair
// of the long-stud check (`filtervalues/tmake?hanum={hub},{candidate}`).
import { z } from 'zod';
import { type FilterValue, filterValue } from '../../../tools/catalog/facets.ts';
import type { Pairs } from '../../../tools/catalog/filter-pairs.ts';
import { tools } from '../../../tools/index.ts';
import { runTool, Status, type ToolContext } from '../../../tools/tool.ts';
import { filterValuesOrUnknown, type UnknownFilter } from '../filter-values.ts';
import { answered, HubFilterPairs } from '../hub-wizard-filters.ts';
import { HUB_STEPS, type LegacyVersion } from './hub-steps.ts';

/** Category Ids of the reference's step table, for a step the catalog does not hold (kept in place). */
const REFERENCE_IDS: Readonly<Record<string, number>> = {
  hanum: 0,
  srcht: 15,
  tcomp: 2,
  tmake: 5,
  aaxna: 7,
  whlps: 23,
  wssdi: 29,
  stdps: 26,
  hubps: 25,
  strdo: 24,
  hamnt: 14,
  gawrr: 8,
  axthd: 12,
  wmslc: 9,
  hcmty: 10,
  brdia: 16,
  abrty: 17,
  ovlgt: 37,
  hatyp: 11,
  abcoi: 30,
  hcbdi: 31,
  dpidi: 32,
};

export const LegacyCategory = z.object({
  Id: z.number().int(),
  Name: z.string(),
  QueryParameterName: z.string(),
});
export const LegacyCategories = z.array(LegacyCategory);

/** The old clients drop values with Id 0 from display and auto-select a single value: "does not apply". */
export const PLACEHOLDER_VALUE: FilterValue = filterValue({ Id: 0, Name: '—' });

const HUB_NUMBER = String.raw`\d{6}(?:\d{2})?`;
/** `hanum` as a pair: maker hub numbers joined by commas (at most 60), or 0/empty for "any hub". */
export const HanumPair = z
  .string()
  .max(600)
  .regex(
    new RegExp(`^(0|${HUB_NUMBER}(,${HUB_NUMBER}){0,59})?$`),
    'hanum is maker hub assembly numbers (6 or 8 digits) joined by commas, or 0',
  )
  .optional()
  .describe('Only values held by these maker hubs (the long-stud check sends two); 0 or empty: any hub');

/** The query of an old client's hub filter call: the v15 pairs, plus `hanum`. Unknown names: 400. */
export const LegacyHubPairs = HubFilterPairs.extend({ hanum: HanumPair });
export type LegacyHubPairs = z.output<typeof LegacyHubPairs>;

const UNKNOWN_CATEGORY: UnknownFilter = {
  navigationIsUnknown: false,
  message: (code) => `Unknown filter category '${code}'`,
  issue: () => ({ field: 'param.queryParameterName', message: 'Not a hub filter category' }),
};

/** The hub categories in the step order of `version` (Id, Name, QueryParameterName: what they read). */
export async function legacyCategories(ctx: ToolContext, version: LegacyVersion) {
  const byCode = new Map(
    (await runTool(tools.filterCategories, { flow: 'hub' }, ctx)).map((c) => [c.QueryParameterName, c]),
  );
  return HUB_STEPS[version].map((code) => {
    const category = byCode.get(code);
    return {
      Id: category?.Id ?? REFERENCE_IDS[code] ?? 0,
      Name: category?.Name ?? code,
      QueryParameterName: code,
    };
  });
}

async function matchedByInch(ctx: ToolContext, code: string): Promise<boolean> {
  const categories = await runTool(tools.filterCategories, { flow: 'hub' }, ctx);
  return categories.find((c) => c.QueryParameterName === code)?.MatchByInch ?? false;
}

const hubList = (hanum: string | undefined): string[] => (hanum && hanum !== '0' ? hanum.split(',') : []);

/** The values of `code` that at least one of `hubs` holds (each value asked as an answer of its own). */
async function heldByHubs(
  ctx: ToolContext,
  code: string,
  values: readonly FilterValue[],
  pairs: Pairs,
  hubs: readonly string[],
): Promise<FilterValue[]> {
  const byInch = await matchedByInch(ctx, code);
  const wanted = new Set(hubs);
  const { [code]: _own, ...others } = pairs;
  const held: FilterValue[] = [];
  for (const value of values) {
    const answer = String(byInch ? value.Inch : value.Id);
    const parts = await runTool(
      tools.matchingParts,
      { flow: 'hub', pairs: { ...others, [code]: answer } },
      ctx,
    );
    if (parts.Results.some((p) => wanted.has(p))) held.push(value);
  }
  return held;
}

/** The listed hubs that fit the answers, in full (not cut at the result list's 60 hubs). */
async function listedHubs(ctx: ToolContext, pairs: Pairs, hubs: readonly string[]) {
  const fitting = new Set((await runTool(tools.matchingParts, { flow: 'hub', pairs }, ctx)).Results);
  const wanted = [...new Set(hubs)].filter((n) => fitting.has(n));
  const Results = [];
  // the details tool takes one hub, or two to compare
  for (let i = 0; i < wanted.length; i += 2)
    Results.push(
      ...(await runTool(tools.hubAssemblyDetails, { numbers: wanted.slice(i, i + 2) }, ctx)).Results,
    );
  return { Status: Results.length ? Status.OK : Status.ZERO_RESULTS, Results };
}

/** What `filtervalues/{category}` answers, whichever way a version names the category. */
export const LegacyValuesAnswer = z.union([tools.filterValues.output, tools.hubsForFilters.output]);

/**
 * An old client's `filtervalues/{code}`: the hubs for `hanum`, otherwise the values still possible, where
 * nothing possible is the single placeholder value (Status OK) instead of an empty list.
 */
export async function legacyValues(ctx: ToolContext, code: string, query: LegacyHubPairs) {
  const { hanum, ...rest } = query;
  const pairs = answered(rest);
  const hubs = hubList(hanum);
  if (code === 'hanum')
    return hubs.length ? listedHubs(ctx, pairs, hubs) : runTool(tools.hubsForFilters, { pairs }, ctx);
  const values = await filterValuesOrUnknown(ctx, 'hub', code, pairs, UNKNOWN_CATEGORY);
  const Results = hubs.length ? await heldByHubs(ctx, code, values.Results, pairs, hubs) : values.Results;
  if (!Results.length) return { Status: Status.OK, Results: [PLACEHOLDER_VALUE] };
  const [only] = Results;
  // An old client auto-selects a single value by its Id, even where a click sends the Inch (wssdi, brdia,
  // ...), and the facets match those by Inch. With Id 0 it sends nothing, which narrows nothing either:
  // every hub still possible has that one value.
  if (Results.length === 1 && only && (await matchedByInch(ctx, code)))
    return { Status: Status.OK, Results: [{ ...only, Id: 0 }] };
  return { Status: Status.OK, Results };
}
