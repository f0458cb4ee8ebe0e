// zod validation of path, query, body and headers, failing with one JSON shape that names the field.
import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { AppError, issuesFromZod } from './errors.ts';

/** The media types Hono's json target parses (its own test); any other it reads as an empty object. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

export function validate<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  return validator(target, (value, c): z.output<S> => {
    // a body of another type would be validated as {}: a form of optional fields then 'saved' nothing
    if (
      target === 'json' &&
      !JSON_TYPE.test((c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '')
    )
      throw new AppError('bad_request', 'Send the body as JSON (Content-Type: application/json)');
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new AppError('bad_request', `Invalid ${target}`, issuesFromZod(parsed.error, target));
    return parsed.data;
  });
}
