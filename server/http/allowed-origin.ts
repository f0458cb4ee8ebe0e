// Lets browser calls in only from the app's own origin and the configured embed sites (FRAME_ANCESTORS).
// Calls without an Origin header (server to server, curl) are not a browser's and pass.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

export type OriginOptions = {
  /** FRAME_ANCESTORS: `*`, `https://shop.example.com` or `https://*.shop.example.com` (with a port or not). */
  frameAncestors: readonly string[];
  /** Behind a proxy the app's own host is the last X-Forwarded-Host hop. */
  trustProxy: boolean;
};

function parseOrigin(origin: string): URL | null {
  if (origin.length > 300) return null;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null; // 'null' (sandboxed frames, files) and anything malformed
  }
}

function ownHost(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const last = (c.req.header('X-Forwarded-Host') ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  return c.req.header('Host');
}

/** Whether `origin` is the app's own: the same host and port (the scheme may differ behind a TLS proxy). */
function isOwn(origin: URL, host: string | undefined): boolean {
  if (!host) return false;
  try {
    // read the Host with the origin's scheme, so a default port written out or not compares equal
    return new URL(`${origin.protocol}//${host}`).host === origin.host;
  } catch {
    return false;
  }
}

/** Whether `origin` matches one FRAME_ANCESTORS entry (already checked at start by the config schema). */
export function matchesSource(origin: URL, source: string): boolean {
  if (source === '*') return true;
  const wildcard = /^(https?:)\/\/\*\.([^/:]+)(?::(\d+))?$/.exec(source);
  if (!wildcard) {
    try {
      return new URL(source).origin === origin.origin;
    } catch {
      return false;
    }
  }
  const [, scheme, domain, port] = wildcard;
  const defaultPort = origin.protocol === 'https:' ? '443' : '80';
  return (
    origin.protocol === scheme &&
    origin.hostname.endsWith(`.${domain?.toLowerCase()}`) &&
    (origin.port || defaultPort) === (port ?? defaultPort)
  );
}

export function ownOrEmbedOriginOnly({ frameAncestors, trustProxy }: OriginOptions) {
  return createMiddleware(async (c, next) => {
    const header = c.req.header('Origin');
    if (header !== undefined) {
      const origin = parseOrigin(header);
      const allowed =
        origin !== null &&
        (isOwn(origin, ownHost(c, trustProxy)) || frameAncestors.some((s) => matchesSource(origin, s)));
      if (!allowed) throw new AppError('forbidden', 'This request is not accepted from another web site');
    }
    await next();
  });
}
