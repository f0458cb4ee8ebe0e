// GET /api/v15/brands: the brand names the number search knows, so a number box reads a brand typed beside
// a number as the chat does (tools/part-number/typed-brand.ts). No input; the answer changes with the catalog.
import { Hono } from 'hono';
import { tools } from '../../tools/index.ts';
import { runTool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';

export const brandRoutes = new Hono<AppEnv>().get('/brands', async (c) =>
  c.json(await runTool(tools.brandNames, {}, c.var.tools)),
);

export const brandDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v15/brands',
    tag: 'Number search',
    summary: 'The brand names the number search knows',
    description:
      'Every brand the catalog lists numbers under (the maker and each competitor), sorted by name. A brand ' +
      'word typed beside a number ("Gunite 45541F") is read against these: its own numbers come first, and ' +
      'a number only listed under other brands is said to be theirs. The answer changes only when the ' +
      'catalog does.',
    tool: tools.brandNames,
    example: {},
  },
];
