// Hub wizard filters (v15): the categories in asking order, and the values of one category still possible
// given the answers so far, sent as query pairs (`?tcomp=1&aaxna=2`). `hanum` answers with the hubs
// themselves. Values come from the one facet implementation (tools/catalog/facets.ts ->
// server/data/facet-query.ts), the same the step engine uses.
import { Hono } from 'hono';
import { z } from 'zod';
import { tools } from '../../tools/index.ts';
import { runTool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';
import { filterValuesOrUnknown, type UnknownFilter } from './filter-values.ts';

/**
 * The filter codes of the hub wizard state, each sent as `code=value`: the
 * value's Id, or its Inch for the inch-matched categories (wssdi, dpidi, hofsi, brdia, ovlgt, abcoi, hcbdi,
 * ovldi). `hanum` is the result category, not a filter, so it is not a pair.
 */
export const HUB_FILTER_CODES = [
  'brkty',
  'hatyp',
  'hcmty',
  'wmslc',
  'axthd',
  'gawrr',
  'whlps',
  'wssdi',
  'hubps',
  'stdps',
  'strdo',
  'hamnt',
  'aaxna',
  'tmake',
  'tcomp',
  'brdia',
  'abrty',
  'ovlgt',
  'abcoi',
  'hcbdi',
  'dpidi',
  'barlg',
  'icfsb',
  'hofsi',
  'ovldi',
  'flgty',
  'spints',
] as const;

/** An answer: a value Id or an Inch (decimal, may be negative); empty means "not answered". */
const PairValue = z
  .string()
  .max(16)
  .regex(/^(-?\d{1,7}(\.\d{1,6})?)?$/, 'A filter value is a number: the value Id, or its Inch')
  .optional();

/**
 * The query of a filter values call: the answers so far. Unknown names are refused (a typo would
 * otherwise silently widen the result). `inclv` (1 or 2; the original clients send it with result calls)
 * and `srcht` (the search text of the choose-path step) are accepted and do not filter.
 */
export const HubFilterPairs = z.strictObject({
  ...(Object.fromEntries(HUB_FILTER_CODES.map((code) => [code, PairValue])) as Record<
    (typeof HUB_FILTER_CODES)[number],
    typeof PairValue
  >),
  inclv: z.enum(['1', '2']).optional().describe('Accepted for compatibility; does not change the answer'),
  srcht: z
    .string()
    .max(64)
    .regex(
      /^([A-Za-z0-9][A-Za-z0-9 .\-/_]*)?$/,
      'Search text starts with a letter or digit and holds letters, digits, spaces, dashes, dots and slashes',
    )
    .optional()
    .describe('Search text of the choose-path step; not a filter'),
});

const CategoryParam = z.object({
  queryParameterName: z
    .string()
    .regex(/^[a-z]{5,6}$/, 'A filter category is a query parameter name such as tcomp or aaxna')
    .describe('QueryParameterName of a hub filter category (GET /v15/hubassembly/filtercategories/)'),
});

/** The answered pairs as the facet tools take them (empty answers left out; inclv and srcht dropped). */
export function answered(query: z.output<typeof HubFilterPairs>): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const code of HUB_FILTER_CODES) {
    const value = query[code];
    if (value) pairs[code] = value;
  }
  return pairs;
}

/** The hub wizard names only a code that is no hub category unknown (a navigation step answers empty). */
const UNKNOWN_CATEGORY: UnknownFilter = {
  navigationIsUnknown: false,
  message: (code) => `Unknown filter category '${code}'`,
  issue: () => ({ field: 'param.queryParameterName', message: 'Not a hub filter category' }),
};

export const hubWizardFilterRoutes = new Hono<AppEnv>()
  .get('/hubassembly/filtercategories/', async (c) =>
    c.json(await runTool(tools.filterCategories, { flow: 'hub' }, c.var.tools)),
  )
  .get('/hubassembly/filtervalues/hanum', validate('query', HubFilterPairs), async (c) => {
    // Total (how many hubs fit past the 60 listed) for the current clients; an old client's answer stays as it was
    const input = { pairs: answered(c.req.valid('query')), total: !c.var.legacyClient };
    return c.json(await runTool(tools.hubsForFilters, input, c.var.tools));
  })
  .get(
    '/hubassembly/filtervalues/:queryParameterName',
    validate('param', CategoryParam),
    validate('query', HubFilterPairs),
    async (c) => {
      const code = c.req.valid('param').queryParameterName;
      const pairs = answered(c.req.valid('query'));
      const counts = !c.var.legacyClient;
      return c.json(await filterValuesOrUnknown(c.var.tools, 'hub', code, pairs, UNKNOWN_CATEGORY, counts));
    },
  );

const pairsHelp =
  'Answers so far as query pairs `code=value` (value Id, or Inch for wssdi, dpidi, hofsi, brdia, ovlgt, ' +
  'abcoi, hcbdi, ovldi); empty values count as unanswered, unknown names and non-numeric values get 400.';

export const hubWizardFilterDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v15/hubassembly/filtercategories/',
    tag: 'Hub wizard',
    summary: 'The hub filter categories, in the order the wizard asks them',
    description:
      'A plain array (no Status), as the original API answered. Role says what a category is for: ' +
      '`question` (a wizard step), `result` (hanum: the hubs), `attribute` (set by another step or a ' +
      'number search: brkty, ovldi), `navigation` (a step without values).',
    tool: tools.filterCategories,
    example: {},
  },
  {
    method: 'get',
    path: '/v15/hubassembly/filtervalues/hanum',
    tag: 'Hub wizard',
    summary: 'The hub assemblies that fit every answer (the wizard result)',
    description: `${pairsHelp} Every field of each hub, as in hubassemblydetails; at most 60 hubs, the first by number; Total says how many fit in all. No hub fits: Status ZERO_RESULTS.`,
    query: HubFilterPairs,
    tool: tools.hubsForFilters,
    example: { query: { tcomp: '2', aaxna: '10', inclv: '1' } },
  },
  {
    method: 'get',
    path: '/v15/hubassembly/filtervalues/{queryParameterName}',
    tag: 'Hub wizard',
    summary: 'The values of one category still possible given the answers (including ovldi)',
    description:
      `${pairsHelp} The category's own answer is ignored, so a step can be asked again. ` +
      'No value possible: Status ZERO_RESULTS (the wizard skips that step). A code that is not a hub ' +
      'filter category: 400. Matching says how many hubs fit the answers (this category aside) and each ' +
      "value's Count how many would fit with it chosen; an answer of 0 ('Not sure') narrows nothing.",
    params: CategoryParam,
    query: HubFilterPairs,
    tool: tools.filterValues,
    example: { params: { queryParameterName: 'aaxna' }, query: { tcomp: '1', spints: '1', inclv: '2' } },
  },
];
