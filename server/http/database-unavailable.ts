// A database that is away (restart, failover, network) is a state the API reports, not a crash: errors
// that mean "no connection" become 503 with Retry-After, and the next request tries the database again.
import type { Context } from 'hono';
import { errorBody } from './errors.ts';

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** SQLSTATE codes of a connection that failed or a server that is stopping, starting or full. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006']);
const ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres reports these without a code. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

/** Whether the error (or one it wraps: Drizzle wraps the driver's in `cause`) means the database is away. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, hops = 0; e && typeof e === 'object' && hops < 5; hops++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SQLSTATES.has(code) || ERRNOS.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function databaseUnavailable(c: Context): Response {
  return c.json(
    errorBody('database_unavailable', 'The database is not reachable right now. Please try again shortly.'),
    503,
    { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  );
}
