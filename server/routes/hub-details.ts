// Hub assembly details (v11): one number, or two joined by a comma for compare.
import { Hono } from 'hono';
import { z } from 'zod';
import { tools } from '../../tools/index.ts';
import { runTool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';

const Numbers = z
  .string()
  .max(40)
  .transform((s) => s.split(',').map((n) => n.trim()))
  .pipe(tools.hubAssemblyDetails.input.shape.numbers)
  .describe('One maker hub assembly number (6 or 8 digits), or two joined by a comma');

const Params = z.object({ ids: Numbers });

export const hubDetailRoutes = new Hono<AppEnv>().get(
  '/hubassemblydetails/:ids',
  validate('param', Params),
  async (c) =>
    c.json(await runTool(tools.hubAssemblyDetails, { numbers: c.req.valid('param').ids }, c.var.tools)),
);

export const hubDetailDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v11/hubassemblydetails/{ids}',
    tag: 'Hub assemblies',
    summary: 'Hub assembly details (one number, or two joined by a comma to compare)',
    description: 'Every field of the hub assembly. Unknown numbers answer Status ZERO_RESULTS.',
    params: Params,
    tool: tools.hubAssemblyDetails,
    example: { params: { ids: '10031017' } },
  },
];
