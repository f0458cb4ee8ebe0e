// The tool set: every capability over the catalog, registered once for the REST routes and the engine.
import type { z } from 'zod';
import { aftermarketPartsTool } from './catalog/aftermarket-parts.ts';
import { bearing, bearingByCompetitorNumber } from './catalog/bearings.ts';
import {
  brakeDrumDetails,
  brakeDrumInterchanges,
  brakeDrumSummaries,
  brakeDrumsForFilters,
} from './catalog/brake-drums.ts';
import {
  brakeRotorDetails,
  brakeRotorInterchanges,
  brakeRotorSummaries,
  brakeRotorsForFilters,
} from './catalog/brake-rotors.ts';
import { brandNames } from './catalog/brand-names.ts';
import { castingHubsForFilters } from './catalog/castings.ts';
import { competitorPartNumberDetails, crossReferencePartNumber } from './catalog/cross-reference.ts';
import { exampleNumbers } from './catalog/example-numbers.ts';
import {
  filterCategoriesTool,
  filterValuesOfEachTool,
  filterValuesTool,
  matchingPartsTool,
} from './catalog/facets.ts';
import { hubAssemblyDetails } from './catalog/hub-assembly-details.ts';
import { searchHubAssemblyNumbers, searchMakerHubAssemblyNumbers } from './catalog/hub-assembly-numbers.ts';
import { aftermarketHubAssemblyFilters } from './catalog/hub-filters.ts';
import { hubAssembliesSummaries, hubCrossReferences } from './catalog/hub-lookups.ts';
import { hubsForFilters } from './catalog/hubs-for-filters.ts';
import { interchangeById } from './catalog/interchange.ts';
import { jobParts } from './catalog/job-parts.ts';
import {
  absKit,
  absToneRingKit,
  fillPlug,
  preSetPlusRebuildKit,
  rebuildKitDetails,
  seal,
  sealSpacerKit,
  spindleKit,
} from './catalog/kits.ts';
import { measureMatch } from './catalog/measure-match.ts';
import { searchPartNumberLinks, searchPartNumbers } from './catalog/search-part-numbers.ts';
import { studSummaries, studsForFilters } from './catalog/studs.ts';
import { REMEMBERED_TOOLS, rememberedAnswer } from './remembered-answers.ts';
import { runTool, type Tool, type ToolContext } from './tool.ts';

export const tools = {
  searchPartNumbers,
  searchPartNumberLinks,
  searchHubAssemblyNumbers,
  searchMakerHubAssemblyNumbers,
  hubAssemblyDetails,
  interchangeById,
  filterCategories: filterCategoriesTool,
  filterValues: filterValuesTool,
  filterValuesOfEach: filterValuesOfEachTool,
  matchingParts: matchingPartsTool,
  hubsForFilters,
  aftermarketParts: aftermarketPartsTool,
  hubAssembliesSummaries,
  hubCrossReferences,
  aftermarketHubAssemblyFilters,
  brakeDrumInterchanges,
  brakeDrumSummaries,
  brakeDrumsForFilters,
  brakeDrumDetails,
  brakeRotorInterchanges,
  brakeRotorSummaries,
  brakeRotorsForFilters,
  brakeRotorDetails,
  studSummaries,
  studsForFilters,
  castingHubsForFilters,
  competitorPartNumberDetails,
  crossReferencePartNumber,
  absKit,
  absToneRingKit,
  seal,
  sealSpacerKit,
  spindleKit,
  fillPlug,
  preSetPlusRebuildKit,
  rebuildKitDetails,
  bearing,
  bearingByCompetitorNumber,
  exampleNumbers,
  brandNames,
  jobParts,
  measureMatch,
} as const;
export type Tools = typeof tools;

/** The tools as plain async functions, the form the engine receives them in. */
export type BoundTools = {
  [K in keyof Tools]: (input: z.input<Tools[K]['input']>) => Promise<z.output<Tools[K]['output']>>;
};

/** The bound tools of each context: the server hands every request the same one, so they are bound once. */
const boundByContext = new WeakMap<ToolContext, BoundTools>();

export function bindTools(ctx: ToolContext): BoundTools {
  let bound = boundByContext.get(ctx);
  if (!bound) {
    bound = bind(ctx);
    boundByContext.set(ctx, bound);
  }
  return bound;
}

function bind(ctx: ToolContext): BoundTools {
  const bound: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const [name, tool] of Object.entries(tools) as [string, Tool][]) {
    bound[name] = REMEMBERED_TOOLS.has(name)
      ? (input) => rememberedAnswer(tool, input, ctx)
      : (input) => runTool(tool, input, ctx);
  }
  return bound as BoundTools;
}
