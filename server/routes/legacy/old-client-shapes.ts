// Shapes the maker's old apps read from calls they share with the current API (same path under v11), for
// requests that come from an old client: a key listed in LEGACY_API_KEYS, or the aftermarket1 base that
// only old clients call. The answer is the current tool's; only its form changes.
import type { FilterCategory, FilterValue } from '../../../tools/catalog/facets.ts';
import { imageUrl } from '../../../tools/catalog/hub-assembly-details.ts';
import type { HubFilterResolution } from '../../../tools/catalog/hub-filters.ts';
import type { PartsFlowId } from '../../../tools/engine/parts-flow/flows.ts';
import { tools } from '../../../tools/index.ts';
import { runTool, type ToolContext } from '../../../tools/tool.ts';
import { FILTERS_PAGE_SKIPS, HUB_STEPS } from './hub-steps.ts';

/** Flows whose old pages start at the second category: the first one is the result list. */
const RESULT_FIRST: ReadonlySet<PartsFlowId> = new Set(['drum', 'rotor']);

/** Drum and rotor: the result category first, then the questions in asking order. */
export function oldFlowCategories(flow: PartsFlowId, categories: FilterCategory[]): FilterCategory[] {
  if (!RESULT_FIRST.has(flow)) return categories;
  return [...categories.filter((k) => k.Role === 'result'), ...categories.filter((k) => k.Role !== 'result')];
}

type Values = { Status: string; Results: FilterValue[] };

/**
 * Drum and rotor: a measured category (and a count such as holes, whose value Ids are the counts) answers
 * plain numbers, which the old pages print and send back as they are; the facets match an inch value by its
 * Inch and a count by its Id, so the number sent back means the same value. Studs: each value also carries
 * `Images`, where the old stud page looks for its diagram.
 */
export async function oldFlowValues(ctx: ToolContext, flow: PartsFlowId, code: string, values: Values) {
  if (flow === 'stud')
    return {
      ...values,
      Results: values.Results.map((v) => ({
        ...v,
        Images: v.ImageGuid
          ? [
              {
                ImageUrl: imageUrl(v.ImageGuid),
                ImageGuid: v.ImageGuid,
                ImageId: v.ImageGuid,
                ImageTypeId: 1,
              },
            ]
          : [],
      })),
    };
  if (!RESULT_FIRST.has(flow) || !values.Results.length) return values;
  const categories = await runTool(tools.filterCategories, { flow }, ctx);
  if (categories.find((k) => k.QueryParameterName === code)?.MatchByInch)
    return { ...values, Results: values.Results.map((v) => v.Inch) };
  if (values.Results.every((v) => v.Name === String(v.Id)))
    return { ...values, Results: values.Results.map((v) => v.Id) };
  return values;
}

/** Hub categories an old number-search filters page would wait on; it asks wmslc, hcmty and hatyp itself. */
const ASKED_BY_FILTERS_PAGE = new Set<string>(['wmslc', 'hcmty', 'hatyp', ...FILTERS_PAGE_SKIPS]);
const OLD_HUB_CODES = [...new Set([...HUB_STEPS.v13, ...HUB_STEPS.v11])];

/**
 * aftermarkethubassemblyfilters: the old filters page asks every category missing from the answer and has
 * screens for three only, so every other category of its step list comes with the placeholder 0 (any
 * value; the facets ignore zero answers) instead of being left out.
 */
export function oldHubFilterResolution(answer: HubFilterResolution): HubFilterResolution {
  if (!answer.Results) return answer;
  const Results = { ...answer.Results };
  for (const code of OLD_HUB_CODES)
    if (!(code in Results) && !ASKED_BY_FILTERS_PAGE.has(code)) Results[code] = '0';
  return { ...answer, Results };
}
