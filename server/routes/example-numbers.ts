// Example numbers (v11) for the help texts of the client: taken from the catalog being served.
import { Hono } from 'hono';
import { tools } from '../../tools/index.ts';
import { runTool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';

export const exampleNumberRoutes = new Hono<AppEnv>().get('/examplenumbers', async (c) =>
  c.json(await runTool(tools.exampleNumbers, {}, c.var.tools)),
);

export const exampleNumberDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v11/examplenumbers',
    tag: 'Number search',
    summary: 'Example numbers from the catalog for help texts',
    description:
      'Up to two maker hub assembly numbers that have details (HubAssemblyNumbers; the first two by number) ' +
      'and one competitor hub assembly number with its brand name (Competitor) that the number search finds, ' +
      'typed as "<CompetitorName> <CompetitorPartNumber>", and that interchanges with a maker hub with details. ' +
      'Competitor is null and HubAssemblyNumbers empty when the catalog has none; Status is ZERO_RESULTS ' +
      'when both are missing. The answer changes only when the catalog does.',
    tool: tools.exampleNumbers,
    example: {},
  },
];
