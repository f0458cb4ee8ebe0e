// Aftermarket parts of hubs (v11): aftermarketparts?hanum={n}[,{n2}...][&party=115|226,227].
import { Hono } from 'hono';
import { z } from 'zod';
import { tools } from '../../tools/index.ts';
import { runTool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';

const commaList = (s: string) => s.split(',').map((n) => n.trim());

const Query = z.object({
  hanum: z
    .string()
    .max(600)
    .transform(commaList)
    .pipe(tools.aftermarketParts.input.shape.hanum)
    .describe('Maker hub assembly numbers (6 or 8 digits), comma-joined'),
  party: z
    .string()
    .max(200)
    .regex(/^\d{1,6}(,\d{1,6})*$/, 'Part type ids are whole numbers joined by commas')
    .transform((s) => commaList(s).map(Number))
    .pipe(tools.aftermarketParts.input.shape.party.unwrap())
    .optional()
    .describe('Only parts of these part types: 115 (hubs), 226,227 (PreSet Plus spindle nut kits), ...'),
});

export const aftermarketPartRoutes = new Hono<AppEnv>().get(
  '/aftermarketparts',
  validate('query', Query),
  async (c) => {
    const { hanum, party } = c.req.valid('query');
    return c.json(await runTool(tools.aftermarketParts, { hanum, party: party ?? [] }, c.var.tools));
  },
);

export const aftermarketPartDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v11/aftermarketparts',
    tag: 'Hub assemblies',
    summary: 'Hub components, kits and spindle nuts of one or more hubs',
    description:
      'Results has one item per known hub (HubAssemblyDescription, HubAssemblyNumber, AftermarketParts ordered by Ranking). Only public parts are listed. Unknown hubs answer ZERO_RESULTS.',
    query: Query,
    tool: tools.aftermarketParts,
    example: { query: { hanum: '10031017' } },
  },
];
