// /api/aftermarket1/v11: the second base of the maker's later web app, which it calls (with a key of its
// own) only for the stud flow. Only old clients call this base, so every answer here is in their form.
import { Hono } from 'hono';
import { tools } from '../../../tools/index.ts';
import type { AppEnv } from '../../app-env.ts';
import type { RouteDoc } from '../../http/route-doc.ts';
import { studResults } from '../brakes.ts';
import { flowFilterDocs, flowFilterRoutes } from '../flow-filters.ts';

export const aftermarket1Routes = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set('legacyClient', true);
    await next();
  })
  .route('/stud', flowFilterRoutes('stud', studResults));

export const aftermarket1Docs: RouteDoc[] = flowFilterDocs({
  prefix: '/aftermarket1/v11/stud',
  tag: 'Old clients (aftermarket1/v11)',
  flowName: 'stud',
  resultCode: 'sdnum',
  resultSchema: tools.studsForFilters.output,
  example: { filter: 'stdia', query: { stldp: '1' } },
}).map((doc) => ({
  ...doc,
  deprecated: true,
  description:
    `${doc.description ?? ''} The stud call of the 2019-2020 web app, as /v11/stud; values also carry Images. See docs/api-versions.md.`.trim(),
}));
