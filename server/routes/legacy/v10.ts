// /api/v10: the hub calls of the maker's first native app (2017). It names a category by its numeric Id in
// the path (`/hubassembly/filtervalues/{categoryId}?{pairs}`) and asks for the hubs as category 0; the
// pairs themselves use the codes (tmake, hcmty, ...), as in v11.
import { Hono } from 'hono';
import { z } from 'zod';
import { tools } from '../../../tools/index.ts';
import { runTool } from '../../../tools/tool.ts';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-doc.ts';
import { validate } from '../../http/validate.ts';
import {
  LegacyCategories,
  LegacyHubPairs,
  LegacyValuesAnswer,
  legacyCategories,
  legacyValues,
} from './hub-filters.ts';
import { legacyImageDocs, legacyImageRoutes } from './images.ts';

const CategoryIdParam = z.object({
  categoryId: z
    .string()
    .regex(/^\d{1,4}$/, 'A category id is a whole number (0 for the hubs)')
    .transform(Number)
    .describe('Id of a hub filter category (GET /v10/hubassembly/filtercategories/); 0 answers the hubs'),
});

export const v10Routes = new Hono<AppEnv>()
  .get('/hubassembly/filtercategories/', async (c) => c.json(await legacyCategories(c.var.tools, 'v10')))
  .get(
    '/hubassembly/filtervalues/:categoryId',
    validate('param', CategoryIdParam),
    validate('query', LegacyHubPairs),
    async (c) => {
      const id = c.req.valid('param').categoryId;
      const categories = await runTool(tools.filterCategories, { flow: 'hub' }, c.var.tools);
      const code = categories.find((k) => k.Id === id)?.QueryParameterName;
      if (!code)
        throw new AppError('bad_request', `Unknown filter category ${id}`, [
          { field: 'param.categoryId', message: 'Not a hub filter category id' },
        ]);
      return c.json(await legacyValues(c.var.tools, code, c.req.valid('query')));
    },
  )
  .route('/', legacyImageRoutes);

const tag = 'Old clients (v10)';

export const v10Docs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v10/hubassembly/filtercategories/',
    tag,
    deprecated: true,
    summary: 'Hub filter categories of the native app of 2017',
    description: 'A plain array of Id, Name, QueryParameterName. See docs/api-versions.md.',
    response: LegacyCategories,
    example: {},
  },
  {
    method: 'get',
    path: '/v10/hubassembly/filtervalues/{categoryId}',
    tag,
    deprecated: true,
    summary: 'Hub filter values by category Id (0: the hubs), as the native app of 2017 reads them',
    description:
      'As /v11/hubassembly/filtervalues/{queryParameterName} with the category named by its Id: a step ' +
      'with no value left answers one placeholder value (Id 0, Name "—"). See docs/api-versions.md.',
    params: CategoryIdParam,
    query: LegacyHubPairs,
    response: LegacyValuesAnswer,
    example: { params: { categoryId: '5' }, query: { tcomp: '1', brkty: '1' } },
  },
  legacyImageDocs('v10'),
];
