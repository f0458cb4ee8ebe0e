// Brake drum, brake rotor, casting and stud calls of the parts API (v11, casting v1): facets through the
// shared flow routes, plus number autocomplete, summaries and details.
import { Hono } from 'hono';
import { z } from 'zod';
import { DrumNumber } from '../../tools/catalog/brake-drums.ts';
import { CastingNumber, RotorNumber } from '../../tools/catalog/brake-rotors.ts';
import { InterchangeId } from '../../tools/catalog/interchange.ts';
import { StudNumber } from '../../tools/catalog/studs.ts';
import { tools } from '../../tools/index.ts';
import { SearchText } from '../../tools/part-number/search-text.ts';
import { runTool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';
import { flowFilterDocs, flowFilterRoutes, type ResultAnswer } from './flow-filters.ts';

const TextParam = z.object({ text: SearchText });
// The tools' own input schemas are the check (a route pattern of its own once let 2^31 reach the database).
const DrumQuery = z.object({
  cbdid: tools.brakeDrumSummaries.input.shape.cbdid.describe(
    'CompetitorDrumNumberId of a drum search result',
  ),
});
const RotorQuery = z.object({
  cbrid: InterchangeId.describe('CompetitorBrakeRotorId of a rotor search result'),
});
const DrumParams = z.object({ id: DrumNumber.describe('Maker brake drum number') });
const RotorParams = z.object({ number: RotorNumber.describe('Maker brake rotor number') });
const CastingParams = z.object({ casting: CastingNumber.describe('Rotor casting number') });

/** The stud flow's results: sdnum=n asks for one stud by number (inclv=1&sdnum=n), else the studs that fit. */
export const studResults: ResultAnswer = (pairs, ctx, total) => {
  const sdnum = StudNumber.safeParse(pairs.sdnum);
  return sdnum.success
    ? runTool(tools.studSummaries, { sdnum: sdnum.data }, ctx)
    : runTool(tools.studsForFilters, { pairs, total }, ctx);
};

const drum = new Hono<AppEnv>()
  .route(
    '/',
    flowFilterRoutes('drum', (pairs, ctx, total) =>
      runTool(tools.brakeDrumsForFilters, { flow: 'drum', pairs, total }, ctx),
    ),
  )
  .get('/interchanges/:text', validate('param', TextParam), async (c) =>
    c.json(await runTool(tools.brakeDrumInterchanges, c.req.valid('param'), c.var.tools)),
  )
  .get('/summaries', validate('query', DrumQuery), async (c) =>
    c.json(await runTool(tools.brakeDrumSummaries, c.req.valid('query'), c.var.tools)),
  )
  .get('/details/:id', validate('param', DrumParams), async (c) =>
    c.json(await runTool(tools.brakeDrumDetails, c.req.valid('param'), c.var.tools)),
  );

const rotor = new Hono<AppEnv>()
  .route(
    '/',
    flowFilterRoutes('rotor', (pairs, ctx, total) =>
      runTool(tools.brakeRotorsForFilters, { flow: 'rotor', pairs, total }, ctx),
    ),
  )
  .get('/interchanges/:text', validate('param', TextParam), async (c) =>
    c.json(await runTool(tools.brakeRotorInterchanges, c.req.valid('param'), c.var.tools)),
  )
  .get('/summaries', validate('query', RotorQuery), async (c) =>
    c.json(await runTool(tools.brakeRotorSummaries, c.req.valid('query'), c.var.tools)),
  )
  .get('/summaries/:casting', validate('param', CastingParams), async (c) =>
    c.json(await runTool(tools.brakeRotorSummaries, c.req.valid('param'), c.var.tools)),
  )
  .get('/details/:number', validate('param', RotorParams), async (c) =>
    c.json(await runTool(tools.brakeRotorDetails, c.req.valid('param'), c.var.tools)),
  );

/** Mounted under /api/v11. */
export const brakeRoutes = new Hono<AppEnv>()
  .route('/brakedrum', drum)
  .route('/brakerotor', rotor)
  .route(
    '/rotorcasting',
    flowFilterRoutes('rotorcasting', (pairs, ctx, total) =>
      runTool(tools.brakeRotorsForFilters, { flow: 'rotorcasting', pairs, total }, ctx),
    ),
  )
  .route(
    '/brakedrumcasting',
    flowFilterRoutes('drumcasting', (pairs, ctx, total) =>
      runTool(tools.brakeDrumsForFilters, { flow: 'drumcasting', pairs, total }, ctx),
    ),
  )
  .route('/stud', flowFilterRoutes('stud', studResults));

/** Mounted under /api/v1: the hub casting flow. */
export const castingRoutes = new Hono<AppEnv>().route(
  '/casting',
  flowFilterRoutes('casting', (pairs, ctx, total) =>
    runTool(tools.castingHubsForFilters, { pairs, total }, ctx),
  ),
);

const drumTag = 'Brake drums';
const rotorTag = 'Brake rotors';

export const brakeDocs: RouteDoc[] = [
  ...flowFilterDocs({
    prefix: '/v11/brakedrum',
    tag: drumTag,
    flowName: 'drum',
    resultCode: 'brnum',
    resultSchema: tools.brakeDrumsForFilters.output,
    example: { filter: 'holes', query: { axpos: '1' } },
  }),
  {
    method: 'get',
    path: '/v11/brakedrum/interchanges/{text}',
    tag: drumTag,
    summary: 'Drum number autocomplete, maker and competitor numbers',
    description: 'Same matching rules as the unified number search, limited to brake drums (part type 23).',
    params: TextParam,
    tool: tools.brakeDrumInterchanges,
    example: { params: { text: '10600001' } },
  },
  {
    method: 'get',
    path: '/v11/brakedrum/summaries',
    tag: drumTag,
    summary: 'The recommended drum for a drum search result (cbdid)',
    description: 'An id that is not a drum search result answers Status ZERO_RESULTS.',
    query: DrumQuery,
    tool: tools.brakeDrumSummaries,
    example: { query: { cbdid: '1' } },
  },
  {
    method: 'get',
    path: '/v11/brakedrum/details/{id}',
    tag: drumTag,
    summary: 'Every field of one drum, its notes and interchangeable drums',
    params: DrumParams,
    tool: tools.brakeDrumDetails,
    example: { params: { id: '10600001' } },
  },
  ...flowFilterDocs({
    prefix: '/v11/brakerotor',
    tag: rotorTag,
    flowName: 'rotor',
    resultCode: 'brnum',
    resultSchema: tools.brakeRotorsForFilters.output,
    example: { filter: 'brtyp', query: { axpos: '1' } },
  }),
  {
    method: 'get',
    path: '/v11/brakerotor/interchanges/{text}',
    tag: rotorTag,
    summary: 'Rotor number autocomplete, maker and competitor rotor and rotor kit numbers',
    description: 'Same matching rules as the unified number search, limited to part type 203.',
    params: TextParam,
    tool: tools.brakeRotorInterchanges,
    example: { params: { text: '10083923' } },
  },
  {
    method: 'get',
    path: '/v11/brakerotor/summaries',
    tag: rotorTag,
    summary: 'Recommended rotors with their kits for a rotor search result (cbrid)',
    description:
      'A discontinued rotor, or an id that is not a rotor search result, answers Status ZERO_RESULTS.',
    query: RotorQuery,
    tool: tools.brakeRotorSummaries,
    example: { query: { cbrid: '1' } },
  },
  {
    method: 'get',
    path: '/v11/brakerotor/summaries/{casting}',
    tag: rotorTag,
    summary: 'Rotors (with their kits) made from one rotor casting',
    params: CastingParams,
    tool: tools.brakeRotorSummaries,
    example: { params: { casting: '10410001' } },
  },
  {
    method: 'get',
    path: '/v11/brakerotor/details/{number}',
    tag: rotorTag,
    summary: 'Dimensions, notes and kits of one rotor',
    params: RotorParams,
    tool: tools.brakeRotorDetails,
    example: { params: { number: '10083733' } },
  },
  ...flowFilterDocs({
    prefix: '/v11/rotorcasting',
    tag: 'Castings',
    flowName: 'rotor casting',
    resultCode: 'brnum',
    resultSchema: tools.brakeRotorsForFilters.output,
    example: { filter: 'trtyp' },
  }),
  ...flowFilterDocs({
    prefix: '/v11/brakedrumcasting',
    tag: 'Castings',
    flowName: 'drum casting',
    resultCode: 'brnum',
    resultSchema: tools.brakeDrumsForFilters.output,
    example: { filter: 'holes' },
  }),
  ...flowFilterDocs({
    prefix: '/v1/casting',
    tag: 'Castings',
    flowName: 'hub casting',
    resultCode: 'hanum',
    resultSchema: tools.castingHubsForFilters.output,
    example: { filter: 'hamnt' },
  }),
  ...flowFilterDocs({
    prefix: '/v11/stud',
    tag: 'Studs',
    flowName: 'stud',
    resultCode: 'sdnum',
    resultSchema: tools.studsForFilters.output,
    example: { filter: 'stdia', query: { stldp: '1' } },
  }),
];
