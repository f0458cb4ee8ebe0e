// The job's parts list of one hub (v15): hubassembly/jobparts?hanum=…&mode=replace|rebuild&ends=1|2.
// The tool's input is the one check (decision 018): a hub number, one of two modes, one of two end counts.
import { Hono } from 'hono';
import { JobPartsInput } from '../../tools/catalog/job-parts.ts';
import { tools } from '../../tools/index.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { runToolOn } from '../http/tool-input.ts';

export const jobPartsRoutes = new Hono<AppEnv>().get('/hubassembly/jobparts', async (c) =>
  c.json(await runToolOn(c, tools.jobParts, 'query')),
);

export const jobPartsDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v15/hubassembly/jobparts',
    tag: 'Hub assemblies',
    summary: "A wheel-end job's parts list for one hub, replacing and rebuilding",
    description:
      'Both lists (replace: the hub; rebuild: its rebuild kit, whose bearings and seal & spacer kit are ' +
      'marked included), each with seal & spacer kit, bearings, spindle nut kit, wheel studs, ABS tone ring ' +
      '(hubs with one), fill plug, and the torque, socket size, warranty and (trailers) grease fill notes. ' +
      'A part the catalog lists none of is a line with status not-listed. ends=2 doubles the quantities. ' +
      'Unknown hub: Status ZERO_RESULTS.',
    query: JobPartsInput,
    tool: tools.jobParts,
    example: { query: { hanum: '10082213', mode: 'rebuild', ends: '2' } },
  },
];
