// Identifies the client of a request for rate limits: API key plus address, hashed (no addresses stored).
import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address: the socket's peer, or behind a trusted proxy the last X-Forwarded-For hop (the one
 * our proxy appended; earlier hops are whatever the client claimed).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('X-Forwarded-For') ?? '').split(',').map((h) => h.trim());
    const last = hops.filter(Boolean).at(-1);
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // no socket (app.request in tests)
  }
}

export function clientKey(c: Context, apiKey: string, trustProxy: boolean): string {
  return createHash('sha256')
    .update(`${apiKey}|${clientAddress(c, trustProxy)}`)
    .digest('hex')
    .slice(0, 32);
}
