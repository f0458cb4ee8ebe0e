// Our own part drawings, served by image id; unknown ids get the placeholder drawing.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { validate } from '../http/validate.ts';
import { renderImage } from '../images/render.ts';

const Param = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,80}\.(svg|png)$/, 'Expected {id}.svg') });

export const imageRoutes = new Hono<AppEnv>().get('/:file', validate('param', Param), async (c) => {
  const id = c.req.valid('param').file.replace(/\.(svg|png)$/, '');
  return c.body(await renderImage(id, c.var.tools.db), 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
  });
});
