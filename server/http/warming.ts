// The answer while the server's catalog indexes are still being built after a start: 503 with
// Retry-After, like a database that is away, so clients and load balancers try again shortly.
import type { Context } from 'hono';
import { errorBody } from './errors.ts';

/** Seconds a client should wait before trying again while the indexes warm up. */
export const WARMING_RETRY_AFTER_SECONDS = 5;

export function warmingAnswer(c: Context): Response {
  return c.json(
    errorBody(
      'warming',
      'The service has just started and is still loading the catalog. Please try again shortly.',
    ),
    503,
    { 'Retry-After': String(WARMING_RETRY_AFTER_SECONDS) },
  );
}
