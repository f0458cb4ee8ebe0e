// filtercategories/ and filtervalues/{filter} for one guided flow, over the one facet implementation
// (tools/catalog/facets.ts). The flow's result filter (brnum, hanum, sdnum) answers with its parts instead.
import { Hono } from 'hono';
import { z } from 'zod';
import { FILTER_CODE, FILTER_PAIRS_MAX, FilterCode, type Pairs } from '../../tools/catalog/filter-pairs.ts';
import { PARTS_FLOWS, type PartsFlowId } from '../../tools/engine/parts-flow/flows.ts';
import { tools } from '../../tools/index.ts';
import type { ToolContext } from '../../tools/tool.ts';
import { runTool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';
import { filterValuesOrUnknown, type UnknownFilter } from './filter-values.ts';
import { oldFlowCategories, oldFlowValues } from './legacy/old-client-shapes.ts';

/** An answer sent in the query: a value's Id, or its Inch for inch-matched filters. */
const PairValue = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,4})?$/, 'A filter value is a value id or an inch value, e.g. 3 or 16.93');

export const FilterParams = z.object({
  filter: z
    .string()
    .regex(FILTER_CODE, 'A filter is a query parameter name such as axpos')
    .describe('The filter (category QueryParameterName) whose values are wanted'),
});

export const FilterQuery = z
  .object({
    inclv: z
      .enum(['1', '2'])
      .optional()
      .describe('Sent by the original clients (2 in the flows, 1 with sdnum); accepted and ignored'),
  })
  .catchall(PairValue)
  .superRefine((q, ctx) => {
    const keys = Object.keys(q);
    if (keys.length > FILTER_PAIRS_MAX) ctx.addIssue({ code: 'custom', message: 'Too many filters' });
    for (const k of keys)
      if (!FilterCode.safeParse(k).success)
        ctx.addIssue({ code: 'custom', path: [k], message: 'A filter name has 2 to 12 letters' });
  })
  .describe('The answers so far as name=value pairs, e.g. axpos=1&holes=10');

/** Answers as the facet tools take them: every pair except inclv. */
export function pairsOf(query: z.output<typeof FilterQuery>): Pairs {
  const { inclv: _ignored, ...pairs } = query;
  return pairs;
}

/** A parts flow names an unknown filter, and the navigation steps (which have no values), as unknown. */
const UNKNOWN_FILTER: UnknownFilter = {
  navigationIsUnknown: true,
  message: (filter) => `Unknown filter '${filter}' for this flow`,
  issue: (categories) => ({
    field: 'param.filter',
    // an empty catalog has none to name
    message: categories.length
      ? `One of ${categories.map((k) => k.QueryParameterName).join(', ')}`
      : 'The catalog has no filters for this flow yet',
  }),
};

/** The result filter's answer; `total`: say how many parts fit in all (the current API; old clients not). */
export type ResultAnswer = (pairs: Pairs, ctx: ToolContext, total: boolean) => Promise<unknown>;

/** The two facet routes of a flow, mounted under its prefix (e.g. /v11/brakedrum). */
export function flowFilterRoutes(flow: PartsFlowId, results: ResultAnswer) {
  return new Hono<AppEnv>()
    .get('/filtercategories/', async (c) => {
      const categories = await runTool(tools.filterCategories, { flow }, c.var.tools);
      return c.json(c.var.legacyClient ? oldFlowCategories(flow, categories) : categories);
    })
    .get(
      '/filtervalues/:filter',
      validate('param', FilterParams),
      validate('query', FilterQuery),
      async (c) => {
        const { filter } = c.req.valid('param');
        const pairs = pairsOf(c.req.valid('query'));
        const old = c.var.legacyClient;
        if (filter === PARTS_FLOWS[flow].resultCode) return c.json(await results(pairs, c.var.tools, !old));
        const values = await filterValuesOrUnknown(c.var.tools, flow, filter, pairs, UNKNOWN_FILTER, !old);
        // an old client reads the values in its own form (legacy/old-client-shapes.ts)
        return c.json(old ? await oldFlowValues(c.var.tools, flow, filter, values) : values);
      },
    );
}

type FlowDocOptions = {
  prefix: string;
  tag: string;
  flowName: string;
  resultCode: string;
  resultSchema: z.ZodType;
  example: { filter: string; query?: Record<string, string> };
};

/** Route docs of the two facet routes of a flow. */
export function flowFilterDocs(o: FlowDocOptions): RouteDoc[] {
  return [
    {
      method: 'get',
      path: `${o.prefix}/filtercategories/`,
      tag: o.tag,
      summary: `Filter categories of the ${o.flowName} flow, in the order the flow asks them`,
      tool: tools.filterCategories,
      example: {},
    },
    {
      method: 'get',
      path: `${o.prefix}/filtervalues/{filter}`,
      tag: o.tag,
      summary: `Values of one ${o.flowName} filter still possible given the answers; '${o.resultCode}' gives the results`,
      description:
        'The query carries the answers so far as name=value pairs (value Id, or Inch for inch filters). ' +
        `Filter '${o.resultCode}' answers with the parts that fit every answer instead of values. ` +
        'Nothing left answers Status ZERO_RESULTS. An unknown filter is a 400. Matching says how many parts ' +
        "fit the answers (this filter aside) and each value's Count how many would fit with it chosen; " +
        `the '${o.resultCode}' answer lists at most 60 parts and its Total says how many fit in all.`,
      params: FilterParams,
      query: FilterQuery,
      response: z.union([tools.filterValues.output, o.resultSchema]),
      example: { params: { filter: o.example.filter }, query: { inclv: '2', ...o.example.query } },
    },
  ];
}
