// CORS of the public API: any origin may call it with the subscription key header.
import { cors } from 'hono/cors';
import { createMiddleware } from 'hono/factory';
import { API_KEY_HEADER } from './api-key.ts';

const ALLOW_ORIGIN = 'Access-Control-Allow-Origin';

/**
 * Preflights are answered by Hono's cors middleware. Every other answer gets Access-Control-Allow-Origin
 * as a prepared header: Hono's middleware sets it on a response made before the handler, and merging the
 * handler's response into that one turns every JSON answer into a streamed Response (a quarter of a
 * number search's CPU time under load).
 */
export function apiCors() {
  const preflight = cors({
    origin: '*',
    allowHeaders: [API_KEY_HEADER, 'Content-Type', 'Accept'],
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    maxAge: 600,
  });
  return createMiddleware(async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    c.header(ALLOW_ORIGIN, '*'); // prepared: the response the handler builds carries it
    await next();
    // a response the handler built itself did not get prepared headers
    if (!c.res.headers.has(ALLOW_ORIGIN)) c.res.headers.set(ALLOW_ORIGIN, '*');
  });
}
