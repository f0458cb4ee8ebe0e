// Hands a request's raw path or query values to a tool: the tool's zod input is the one check (no route
// schema in front of it to drift), and a bad value answers the same 400 as `validate` does (message
// "Invalid param", each issue naming its field as param.partNumber).
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Tool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError, issuesFromZod } from './errors.ts';

type Target = 'param' | 'query';

const rawOf = (c: Context<AppEnv>, target: Target): Record<string, string> =>
  target === 'param' ? c.req.param() : c.req.query();

/** The tool's answer for the raw values of one part of the request. */
export async function runToolOn<I extends z.ZodType, O extends z.ZodType>(
  c: Context<AppEnv>,
  tool: Tool<I, O>,
  target: Target,
): Promise<z.output<O>> {
  const parsed = tool.input.safeParse(rawOf(c, target));
  if (!parsed.success)
    throw new AppError('bad_request', `Invalid ${target}`, issuesFromZod(parsed.error, target));
  return tool.execute(parsed.data, c.var.tools);
}
