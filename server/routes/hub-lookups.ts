// Hub lookups of a number search (v11): the hub behind a picked hub number (`hubassembliessummaries?chaid=`,
// the original path), and the hub cross lookup, whose path the specification does not show (designed here,
// see docs/api-design.md): every brand's numbers for one maker hub, a page of them plus the Total.
import { Hono } from 'hono';
import { z } from 'zod';
import { Chaid } from '../../tools/catalog/hub-lookups.ts';
import { tools } from '../../tools/index.ts';
import { runTool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';

const SummariesQuery = z.object({ chaid: Chaid });
const CrossQuery = tools.hubCrossReferences.input.extend({
  hanum: tools.hubCrossReferences.input.shape.hanum.describe('Maker hub assembly number (6 or 8 digits)'),
  count: tools.hubCrossReferences.input.shape.count.describe('Page size, 1 to 100 (default 25)'),
  offset: tools.hubCrossReferences.input.shape.offset.describe('Numbers to skip (default 0)'),
});

export const hubLookupRoutes = new Hono<AppEnv>()
  .get('/hubassembliessummaries', validate('query', SummariesQuery), async (c) =>
    c.json(await runTool(tools.hubAssembliesSummaries, c.req.valid('query'), c.var.tools)),
  )
  .get('/hubassemblycrossreferences', validate('query', CrossQuery), async (c) =>
    c.json(await runTool(tools.hubCrossReferences, c.req.valid('query'), c.var.tools)),
  );

export const hubLookupDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v11/hubassembliessummaries',
    tag: 'Hub assemblies',
    summary: 'The maker hub behind a picked hub number (by its CompetitorHubAssemblyNumberId)',
    description:
      'For the not-available page: the hub assembly, with every field as in hubassemblydetails, that the ' +
      'autocomplete row `chaid` interchanges with. An id that is not a hub number: Status ZERO_RESULTS.',
    query: SummariesQuery,
    tool: tools.hubAssembliesSummaries,
    example: { query: { chaid: '1' } },
  },
  {
    method: 'get',
    path: '/v11/hubassemblycrossreferences',
    tag: 'Hub assemblies',
    summary: "Hub cross lookup: every brand's numbers for one maker hub, paged, with the Total",
    description:
      "Not shown in the specification; designed in the API's style. The maker's own number first, then " +
      'each brand by id and number. Total counts them all; Results is `count` of them from `offset` on. ' +
      'No numbers on this page (unknown hub, or offset past the end): Status ZERO_RESULTS.',
    query: CrossQuery,
    tool: tools.hubCrossReferences,
    example: { query: { hanum: '10082200', count: '10' } },
  },
];
