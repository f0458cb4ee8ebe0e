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

export function accessLog(logger: Logger): MiddlewareHandler {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    if (!logger.isLevelEnabled('info')) return;
    logger.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path.slice(0, LOGGED_PATH_MAX),
        status: c.res.status,
        // until the response starts (a chat stream goes on after it)
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
}
