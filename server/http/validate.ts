// zod validation of path, query, body and headers, failing with one JSON shape that names the field.
import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError, issuesFromZod } from './errors.ts';

export function validate<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  return validator(target, (value): z.output<S> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new AppError('bad_request', `Invalid ${target}`, issuesFromZod(parsed.error, target));
    return parsed.data;
  });
}
