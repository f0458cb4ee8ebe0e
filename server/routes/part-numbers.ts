// Number search routes of the parts API (v11).
import { Hono } from 'hono';
import { z } from 'zod';
import { tools } from '../../tools/index.ts';
import type { AppEnv } from '../app-env.ts';
import { validate } from '../http/validate.ts';

export const partNumberRoutes = new Hono<AppEnv>().get(
  '/partnumbers/withaftermarketnumbers/:text',
  validate('param', z.object({ text: tools.searchPartNumbers.input.shape.text })),
  async (c) => c.json(await tools.searchPartNumbers.execute(c.req.valid('param'), c.var.tools)),
);
