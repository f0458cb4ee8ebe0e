// Hub component routes of the parts API (v11): kits/... by part number, rebuild kit contents, and the two
// cross-reference calls the specification leaves unshown (docs/api-design.md, "Kits and cross-reference").
import { Hono } from 'hono';
import { z } from 'zod';
import { AxleIds } from '../../tools/catalog/bearings.ts';
import { PartNumberInput } from '../../tools/catalog/kits.ts';
import { tools } from '../../tools/index.ts';
import { runTool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { runToolOn } from '../http/tool-input.ts';
import { validate } from '../http/validate.ts';

const BearingQuery = z.object({ axleIds: AxleIds.optional() });
const CrossReferenceQuery = z.object({
  partTypeId: z
    .string()
    .regex(/^\d{1,6}$/, 'A part type id is a whole number')
    .transform(Number)
    .optional()
    .describe('Only numbers of this part type (219 rebuild kit, 220 seal, 101 bearing set, ...)'),
});

const byNumber = validate('param', PartNumberInput);

export const kitRoutes = new Hono<AppEnv>()
  .get('/kits/CompetitorPartNumberDetails/:partNumber', async (c) =>
    c.json(await runToolOn(c, tools.competitorPartNumberDetails, 'param')),
  )
  .get('/kits/absKit/:partNumber', async (c) => c.json(await runToolOn(c, tools.absKit, 'param')))
  .get('/kits/seal/:partNumber', async (c) => c.json(await runToolOn(c, tools.seal, 'param')))
  .get('/kits/sealSpacerKit/:partNumber', async (c) =>
    c.json(await runToolOn(c, tools.sealSpacerKit, 'param')),
  )
  .get('/kits/fillPlug/:partNumber', async (c) => c.json(await runToolOn(c, tools.fillPlug, 'param')))
  .get('/kits/bearing/:partNumber', byNumber, validate('query', BearingQuery), async (c) => {
    const { axleIds } = c.req.valid('query');
    const input = { ...c.req.valid('param'), ...(axleIds ? { axleIds } : {}) };
    return c.json(await runTool(tools.bearing, input, c.var.tools));
  })
  .get('/kits/spindleKit/:partNumber', async (c) => c.json(await runToolOn(c, tools.spindleKit, 'param')))
  .get('/kits/preSetPlusRebuildKit/:partNumber', async (c) =>
    c.json(await runToolOn(c, tools.preSetPlusRebuildKit, 'param')),
  )
  .get('/kits/absToneRingKit/:partNumber', async (c) =>
    c.json(await runToolOn(c, tools.absToneRingKit, 'param')),
  )
  .get('/kits/bearingCrossReference/:partNumber', async (c) =>
    c.json(await runToolOn(c, tools.bearingByCompetitorNumber, 'param')),
  )
  .get('/kits/crossReference/:partNumber', byNumber, validate('query', CrossReferenceQuery), async (c) => {
    const { partTypeId } = c.req.valid('query');
    const input = { ...c.req.valid('param'), ...(partTypeId ? { partTypeId } : {}) };
    return c.json(await runTool(tools.crossReferencePartNumber, input, c.var.tools));
  })
  .get('/presetpresetplushubrebuildkitdetails/:kitNumber', async (c) =>
    c.json(await runToolOn(c, tools.rebuildKitDetails, 'param')),
  );

const byMakerNumber =
  "Looked up by the maker's own part number (case and separators ignored). A competitor's number answers " +
  'ZERO_RESULTS; translate it first with /v11/kits/crossReference/{partNumber}.';

export const kitDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v11/kits/CompetitorPartNumberDetails/{partNumber}',
    tag: 'Kits and cross-reference',
    summary: "Every brand's record of one part number",
    description:
      "Exact match (case and separators ignored) over every brand: brand, part type and the maker part it interchanges with. The maker's own record comes first.",
    params: PartNumberInput,
    tool: tools.competitorPartNumberDetails,
    example: { params: { partNumber: '10036551' } },
  },
  {
    method: 'get',
    path: '/v11/kits/absKit/{partNumber}',
    tag: 'Kits and cross-reference',
    summary: 'ABS ring service kit (part type 241)',
    description: byMakerNumber,
    params: PartNumberInput,
    tool: tools.absKit,
    example: { params: { partNumber: '10810001' } },
  },
  {
    method: 'get',
    path: '/v11/kits/seal/{partNumber}',
    tag: 'Kits and cross-reference',
    summary: 'Wheel seal (part type 220) with dimensions and its seal & spacer kit',
    description: byMakerNumber,
    params: PartNumberInput,
    tool: tools.seal,
    example: { params: { partNumber: '10830001' } },
  },
  {
    method: 'get',
    path: '/v11/kits/sealSpacerKit/{partNumber}',
    tag: 'Kits and cross-reference',
    summary: 'Wheel seal and spacer kit (part type 221)',
    description: byMakerNumber,
    params: PartNumberInput,
    tool: tools.sealSpacerKit,
    example: { params: { partNumber: '10840001' } },
  },
  {
    method: 'get',
    path: '/v11/kits/fillPlug/{partNumber}',
    tag: 'Kits and cross-reference',
    summary: 'Hub fill plug (part type 8) and the hubs it belongs to',
    description: byMakerNumber,
    params: PartNumberInput,
    tool: tools.fillPlug,
    example: { params: { partNumber: '10880001' } },
  },
  {
    method: 'get',
    path: '/v11/kits/bearing/{partNumber}',
    tag: 'Kits and cross-reference',
    summary: 'Bearing filter detail records of a bearing set (part type 101)',
    description: `One record per axle the bearing set is used on; with axleIds, only those axles (an axle it is not on answers ZERO_RESULTS). A set used on no axle answers one record with the axle fields null. ${byMakerNumber}`,
    params: PartNumberInput,
    query: BearingQuery,
    tool: tools.bearing,
    example: { params: { partNumber: '10860003' }, query: { axleIds: '2' } },
  },
  {
    method: 'get',
    path: '/v11/kits/spindleKit/{partNumber}',
    tag: 'Kits and cross-reference',
    summary: 'PreSet / PreSet Plus spindle nut kit (part types 222, 223, 226, 227)',
    description: `Six-point socket size (inches), torque text and note. ${byMakerNumber}`,
    params: PartNumberInput,
    tool: tools.spindleKit,
    example: { params: { partNumber: '10036551' } },
  },
  {
    method: 'get',
    path: '/v11/kits/preSetPlusRebuildKit/{partNumber}',
    tag: 'Kits and cross-reference',
    summary: 'PreSet / PreSet Plus hub rebuild kit (part types 217, 218, 219)',
    description: `Type, axle and axle position (spelled AxlePostion, as in the original API). ${byMakerNumber}`,
    params: PartNumberInput,
    tool: tools.preSetPlusRebuildKit,
    example: { params: { partNumber: '10800001' } },
  },
  {
    method: 'get',
    path: '/v11/kits/absToneRingKit/{partNumber}',
    tag: 'Kits and cross-reference',
    summary: 'ABS tone ring (part type 7) with its dimensions',
    description: byMakerNumber,
    params: PartNumberInput,
    tool: tools.absToneRingKit,
    example: { params: { partNumber: '10083900' } },
  },
  {
    method: 'get',
    path: '/v11/kits/bearingCrossReference/{partNumber}',
    tag: 'Kits and cross-reference',
    summary: "The maker's bearing sets a competitor's bearing number stands for",
    description:
      'Bearing part lookup by a competitor number (designed here; the specification does not show it). Exact match, case and separators ignored.',
    params: PartNumberInput,
    tool: tools.bearingByCompetitorNumber,
    example: { params: { partNumber: '10860003' } },
  },
  {
    method: 'get',
    path: '/v11/kits/crossReference/{partNumber}',
    tag: 'Kits and cross-reference',
    summary: 'The maker part number a typed number stands for',
    description:
      "Cross-reference to a maker part number (designed here; the specification does not show it). One row per maker part, the maker's own record first; partTypeId restricts it to one part type. Part pages retry their lookup with Results[0].PartNumber when the first lookup is empty.",
    params: PartNumberInput,
    query: CrossReferenceQuery,
    tool: tools.crossReferencePartNumber,
    example: { params: { partNumber: '10036551' }, query: { partTypeId: '227' } },
  },
  {
    method: 'get',
    path: '/v11/presetpresetplushubrebuildkitdetails/{kitNumber}',
    tag: 'Kits and cross-reference',
    summary: 'What a hub rebuild kit holds: inner and outer bearing sets, seal & spacer kit',
    description: 'A list of kit rows (usually one). Unknown kit numbers answer ZERO_RESULTS.',
    params: tools.rebuildKitDetails.input,
    tool: tools.rebuildKitDetails,
    example: { params: { kitNumber: '10800001' } },
  },
];
