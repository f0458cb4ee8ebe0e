// Number search routes of the parts API (v11): unified search and hub assembly number autocomplete.
import { Hono } from 'hono';
import { z } from 'zod';
import { tools } from '../../tools/index.ts';
import { SearchText } from '../../tools/part-number/search-text.ts';
import { runTool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';

const TextParam = z.object({ text: SearchText });

export const partNumberRoutes = new Hono<AppEnv>()
  .get('/partnumbers/withaftermarketnumbers/:text', validate('param', TextParam), async (c) =>
    c.json(await runTool(tools.searchPartNumbers, c.req.valid('param'), c.var.tools)),
  )
  .get('/hubassemblynumbers/withaftermarkethubassemblies/:text', validate('param', TextParam), async (c) =>
    c.json(await runTool(tools.searchHubAssemblyNumbers, c.req.valid('param'), c.var.tools)),
  )
  .get('/hubassemblynumbers/withaftermarketparts/:text', validate('param', TextParam), async (c) =>
    c.json(await runTool(tools.searchMakerHubAssemblyNumbers, c.req.valid('param'), c.var.tools)),
  );

const searchRules =
  'Case, spaces, dashes, dots and slashes are ignored. A brand name before the number ("webb 66864", ' +
  '"gunite-3600") restricts the search to that brand. Exact matches come first, then numbers that start ' +
  'with the text; only when there is neither, numbers one character off (wrong, missing or extra). ' +
  "The maker's own numbers come before competitors' within each rank. At most 25 results.";

export const partNumberDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v11/partnumbers/withaftermarketnumbers/{text}',
    tag: 'Number search',
    summary: 'Unified number search over every part type and brand',
    description: searchRules,
    params: TextParam,
    tool: tools.searchPartNumbers,
    example: { params: { text: '104591' } }, // a ConMet hub number of the demo catalog
  },
  {
    method: 'get',
    path: '/v11/hubassemblynumbers/withaftermarkethubassemblies/{text}',
    tag: 'Number search',
    summary: 'Hub assembly number autocomplete, every brand',
    description: `${searchRules} Only hub assembly numbers (part type 115). CompetitorHubAssemblyNumberId is the \`chaid\` of the aftermarket hub assembly filter calls.`,
    params: TextParam,
    tool: tools.searchHubAssemblyNumbers,
    example: { params: { text: 'webb 20065' } },
  },
  {
    method: 'get',
    path: '/v11/hubassemblynumbers/withaftermarketparts/{text}',
    tag: 'Number search',
    summary: "Hub assembly number autocomplete, the maker's own numbers only",
    description: `${searchRules} Only the maker's own hub assembly numbers, as plain strings (compare picker, parts search).`,
    params: TextParam,
    tool: tools.searchMakerHubAssemblyNumbers,
    example: { params: { text: '1003' } },
  },
];
