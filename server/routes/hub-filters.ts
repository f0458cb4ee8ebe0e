// Filter resolution by competitor id (v11): a hub number search result -> the hub wizard's filter pairs.
import { Hono } from 'hono';
import { z } from 'zod';
import { tools } from '../../tools/index.ts';
import { runTool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';
import { oldHubFilterResolution } from './legacy/old-client-shapes.ts';

const Query = z.object({
  chaid: tools.aftermarketHubAssemblyFilters.input.shape.chaid.describe(
    'CompetitorHubAssemblyNumberId of a hub assembly number search result (CompetitorInterchangesId of the unified search)',
  ),
});

export const hubFilterRoutes = new Hono<AppEnv>().get(
  '/aftermarkethubassemblyfilters',
  validate('query', Query),
  async (c) => {
    const answer = await runTool(tools.aftermarketHubAssemblyFilters, c.req.valid('query'), c.var.tools);
    return c.json(c.var.legacyClient ? oldHubFilterResolution(answer) : answer);
  },
);

export const hubFilterDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v11/aftermarkethubassemblyfilters',
    tag: 'Hub assemblies',
    summary: 'Filter resolution by competitor id: the hub wizard answers for a hub number search result',
    description:
      'Results is an object of filter code -> value (the fitment of the maker hub the number stands for; ' +
      'wheel type, hub material and hub assembly type are left to choose). spints true means the PreSet Plus ' +
      'spindle nut question applies. A hub with no filters answers Results null with its HubAssemblyNumber ' +
      '(the not-available page); an unknown id or a number that is not a hub assembly answers ZERO_RESULTS.',
    query: Query,
    tool: tools.aftermarketHubAssemblyFilters,
    example: { query: { chaid: '1' } },
  },
];
