// One structured log line per request, with a request id that the client gets back in X-Request-Id and
// that every error line of the same request carries, so an operator can follow one call through the logs.
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import type { Logger } from '../logger.ts';

/** A caller's own id is kept when it is short and plain (a proxy's); anything else gets a fresh one. */
export const REQUEST_ID_MAX = 64;
/** Paths carry typed part numbers: the log keeps enough to read, not whatever a client sends. */
const LOGGED_PATH_MAX = 200;

export const requestIds = (): MiddlewareHandler => requestId({ limitLength: REQUEST_ID_MAX });

/**
 * The access log runs on every request, so it costs only its line: nothing at all when info is off, and
 * otherwise one record reused by every request. Sharing it is safe: pino turns the record into the line
 * inside info(), synchronously, before any other request can touch it.
 */
export function accessLog(logger: Logger): MiddlewareHandler {
  const line = { reqId: '', method: '', path: '', status: 0, ms: 0 };
  return createMiddleware(async (c, next) => {
    if (!logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    await next();
    const path = c.req.path;
    line.reqId = c.get('requestId');
    line.method = c.req.method;
    line.path = path.length > LOGGED_PATH_MAX ? path.slice(0, LOGGED_PATH_MAX) : path;
    line.status = c.res.status;
    // until the response starts (a chat stream goes on after it)
    line.ms = Math.round((performance.now() - started) * 10) / 10;
    logger.info(line, 'request');
  });
}
