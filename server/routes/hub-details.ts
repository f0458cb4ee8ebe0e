// Hub assembly details (v11): one number, or two joined by a comma for compare.
import { Hono } from 'hono';
import { z } from 'zod';
import { tools } from '../../tools/index.ts';
import type { AppEnv } from '../app-env.ts';
import { validate } from '../http/validate.ts';

const Numbers = z
  .string()
  .max(40)
  .transform((s) => s.split(',').map((n) => n.trim()))
  .pipe(tools.hubAssemblyDetails.input.shape.numbers);

export const hubDetailRoutes = new Hono<AppEnv>().get(
  '/hubassemblydetails/:ids',
  validate('param', z.object({ ids: Numbers })),
  async (c) =>
    c.json(await tools.hubAssemblyDetails.execute({ numbers: c.req.valid('param').ids }, c.var.tools)),
);
