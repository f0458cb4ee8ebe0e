// Measure-to-match (v15): GET measure/{kind}?unit=in|mm&diameter=16.5&width=178mm… — the parts of a kind that
// fit what was measured, ranked by closeness (tools/catalog/measure-match.ts, decision 036). The query is
// the measure page's own address (tools/catalog/measure-query.ts), so a page and its call cannot drift.
import { Hono } from 'hono';
import { z } from 'zod';
import { ALL_DIMENSION_KEYS } from '../../tools/catalog/measure-dimensions.ts';
import { MeasureKind, MeasureMatchInput } from '../../tools/catalog/measure-match.ts';
import {
  MAX_MEASURE_VALUE_LENGTH,
  MEASURE_VALUE,
  parseMeasureValue,
} from '../../tools/catalog/measure-query.ts';
import { tools } from '../../tools/index.ts';
import { runTool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError, issuesFromZod } from '../http/errors.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';

const MeasureParams = z.object({ kind: MeasureKind.describe('What was measured: drum, rotor, hub or stud') });

const MeasureValue = z
  .string()
  .max(MAX_MEASURE_VALUE_LENGTH)
  .regex(MEASURE_VALUE, 'A measurement: digits with up to 3 decimals, optionally followed by in or mm')
  .optional();

const MeasureQuery = z
  .object({
    unit: z.enum(['in', 'mm']).default('in').describe('Unit of the values that do not name their own'),
    ...Object.fromEntries(
      ALL_DIMENSION_KEYS.map((key) => [
        key,
        MeasureValue.describe(`Measured ${key} (e.g. 16.5, 16.5in, 419mm)`),
      ]),
    ),
  })
  .strict();

export const measureRoutes = new Hono<AppEnv>().get(
  '/measure/:kind',
  validate('param', MeasureParams),
  validate('query', MeasureQuery),
  async (c) => {
    const { kind } = c.req.valid('param');
    const { unit, ...values } = c.req.valid('query') as { unit: 'in' | 'mm' } & Record<
      string,
      string | undefined
    >;
    const measurements = Object.entries(values).flatMap(([dimension, raw]) => {
      const parsed = raw === undefined ? null : parseMeasureValue(raw, unit);
      return parsed ? [{ dimension, ...parsed }] : [];
    });
    // Checked here first so a bad value is named as a query field; runTool then parses as every route does.
    const input = MeasureMatchInput.safeParse({ kind, measurements });
    if (!input.success)
      throw new AppError('bad_request', 'Invalid query', issuesFromZod(input.error, 'query'));
    return c.json(await runTool(tools.measureMatch, { kind, measurements }, c.var.tools));
  },
);

export const measureDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v15/measure/{kind}',
    tag: 'Measure to match',
    summary: 'Drums, rotors, hubs or studs that fit measured dimensions, ranked by closeness',
    description:
      'Any subset of the kind’s dimensions, in inches or millimetres (unit=, or a unit after each value). ' +
      'drum: diameter, width, pilot, depth, boltcircle, bolthole, holes; rotor: diameter, length, thickness, ' +
      'pilot, boltcircle; hub: standout, pilot, boltcircle, offset, absoffset; stud: a, b, c, d, studdiameter. ' +
      'Diameters match within ±0.06 in, pilots and bolt holes ±0.03 in, hole counts exactly; a drum’s diameter ' +
      'may be worn up to 0.12 in larger. Nothing fits: Status ZERO_RESULTS with RuledOut (the measurement ' +
      'that rules everything out) and Nearest (the closest parts). A dimension the kind lacks answers 400.',
    params: MeasureParams,
    query: MeasureQuery,
    tool: tools.measureMatch,
    example: { params: { kind: 'drum' }, query: { diameter: '16.5', width: '7' } },
  },
];
