// The two hub filter routes an old web client calls (filtercategories/, filtervalues/{code}), built for
// one version's step order; v11.ts and v13.ts mount them, v10.ts has its own by-Id variant.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import type { RouteDoc } from '../../http/route-doc.ts';
import { validate } from '../../http/validate.ts';
import {
  LegacyCategories,
  LegacyHubPairs,
  LegacyValuesAnswer,
  legacyCategories,
  legacyValues,
} from './hub-filters.ts';
import { HUB_STEPS, type LegacyVersion } from './hub-steps.ts';

const CategoryParam = z.object({
  queryParameterName: z
    .string()
    .regex(/^[a-z]{5,6}$/, 'A filter category is a query parameter name such as tcomp or aaxna')
    .describe('QueryParameterName of a hub filter category, or hanum for the hubs'),
});

export function legacyHubFilterRoutes(version: LegacyVersion) {
  return new Hono<AppEnv>()
    .get('/hubassembly/filtercategories/', async (c) => c.json(await legacyCategories(c.var.tools, version)))
    .get(
      '/hubassembly/filtervalues/:queryParameterName',
      validate('param', CategoryParam),
      validate('query', LegacyHubPairs),
      async (c) =>
        c.json(
          await legacyValues(c.var.tools, c.req.valid('param').queryParameterName, c.req.valid('query')),
        ),
    );
}

/** Route docs of those two routes under /{version}. */
export function legacyHubFilterDocs(version: LegacyVersion, client: string): RouteDoc[] {
  const tag = `Old clients (${version})`;
  return [
    {
      method: 'get',
      path: `/${version}/hubassembly/filtercategories/`,
      tag,
      deprecated: true,
      summary: `Hub filter categories in the step order of the ${client}`,
      description:
        `A plain array of Id, Name, QueryParameterName in the order ${HUB_STEPS[version].join(', ')}: ` +
        'the old client finds each step by its position. See docs/api-versions.md.',
      response: LegacyCategories,
      example: {},
    },
    {
      method: 'get',
      path: `/${version}/hubassembly/filtervalues/{queryParameterName}`,
      tag,
      deprecated: true,
      summary: `Hub filter values (or the hubs, for hanum) as the ${client} reads them`,
      description:
        'As /v15/hubassembly/filtervalues/{queryParameterName}, except: a step with no value left answers ' +
        'one placeholder value (Id 0, Name "—") that the old client auto-selects; the pair hanum={a},{b} ' +
        'keeps the values those hubs hold (the long-stud check). See docs/api-versions.md.',
      params: CategoryParam,
      query: LegacyHubPairs,
      response: LegacyValuesAnswer,
      example: { params: { queryParameterName: 'aaxna' }, query: { tcomp: '2', brkty: '1' } },
    },
  ];
}
