// One error type for everything a client may see, and the one place errors become JSON responses.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError, z } from 'zod';

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'session_not_found'
  | 'session_expired'
  | 'payload_too_large'
  | 'rate_limited'
  | 'email_failed'
  | 'database_unavailable'
  | 'overloaded'
  | 'warming'
  | 'internal';

/** The HTTP status of each error code (the OpenAPI document lists every one). */
export const ERROR_STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  /** A browser call from a web site that may not make it (SendEmail's Origin check). */
  forbidden: 403,
  not_found: 404,
  /** No calculator session has this id: a 404 the client tells apart from an unknown path (SessionGone). */
  session_not_found: 404,
  session_expired: 410,
  payload_too_large: 413,
  rate_limited: 429,
  /** The mail server refused or could not be reached (a bad gateway, from the client's side). */
  email_failed: 502,
  /** The database is away (restart, failover); the client retries after Retry-After. */
  database_unavailable: 503,
  /** The request queue is full or the wait too long; the client retries after Retry-After. */
  overloaded: 503,
  /** The catalog indexes are still being built after a start; the client retries after Retry-After. */
  warming: 503,
  internal: 500,
};

export type FieldIssue = { field: string; message: string };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
  }
}

export function issuesFromZod(error: ZodError, where: string): FieldIssue[] {
  // one field's rule said twice (zod's email check and the forms' own, both failing) is one issue
  const seen = new Set<string>();
  return error.issues.flatMap((i) => {
    const issue = { field: [where, ...i.path.map(String)].filter(Boolean).join('.'), message: i.message };
    const key = `${issue.field}\n${issue.message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [issue];
  });
}

export type ErrorBody = {
  Status: 'ERROR';
  Error: { Code: ErrorCode; Message: string; Issues?: FieldIssue[] };
};

/** The one error shape, as a schema for the API document. */
export const ErrorBodySchema = z.object({
  Status: z.literal('ERROR'),
  Error: z.object({
    Code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    Message: z.string(),
    Issues: z
      .array(z.object({ field: z.string(), message: z.string() }))
      .optional()
      .describe('Which input was wrong, e.g. field "param.text"'),
  }),
});

export function errorBody(code: ErrorCode, message: string, issues: FieldIssue[] = []): ErrorBody {
  return {
    Status: 'ERROR',
    Error: { Code: code, Message: message, ...(issues.length ? { Issues: issues } : {}) },
  };
}

/** app.onError handler: known errors keep their code; anything else is logged and hidden. */
export function handleError(err: Error, c: Context, log: (e: unknown) => void): Response {
  if (err instanceof AppError)
    return c.json(errorBody(err.code, err.message, err.issues), ERROR_STATUS[err.code]);
  if (err instanceof ZodError)
    return c.json(errorBody('bad_request', 'Invalid input', issuesFromZod(err, '')), 400);
  if (err instanceof HTTPException && err.status < 500) {
    const code: ErrorCode =
      err.status === 401 ? 'unauthorized' : err.status === 404 ? 'not_found' : 'bad_request';
    return c.json(errorBody(code, err.message || 'Bad request'), err.status);
  }
  log(err);
  return c.json(errorBody('internal', 'Something went wrong on our side. Please try again.'), 500);
}
