// Who may put our pages in a frame: /embed/* HTML the configured sites (and we), everything else nobody.
import { createMiddleware } from 'hono/factory';

/** Paths of the embeddable calculator: /embed and below. */
export function isEmbedPath(path: string): boolean {
  return path === '/embed' || path.startsWith('/embed/');
}

function addDirective(existing: string | null, directive: string): string {
  const kept = (existing ?? '')
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !d.startsWith('frame-ancestors'));
  return [...kept, directive].join('; ');
}

/**
 * `frameAncestors`: origins allowed to frame the embed pages (FRAME_ANCESTORS). The embed HTML gets
 * `frame-ancestors 'self' <origins>` and no X-Frame-Options (which cannot name other sites); every other
 * response gets `frame-ancestors 'none'` and `X-Frame-Options: DENY` for browsers without CSP 2.
 */
export function frameGuard(frameAncestors: readonly string[]) {
  const allowed = ["'self'", ...frameAncestors].join(' ');
  return createMiddleware(async (c, next) => {
    await next();
    const html = (c.res.headers.get('Content-Type') ?? '').startsWith('text/html');
    const csp = c.res.headers.get('Content-Security-Policy');
    if (html && isEmbedPath(c.req.path)) {
      c.res.headers.delete('X-Frame-Options');
      c.res.headers.set('Content-Security-Policy', addDirective(csp, `frame-ancestors ${allowed}`));
    } else {
      c.res.headers.set('X-Frame-Options', 'DENY');
      c.res.headers.set('Content-Security-Policy', addDirective(csp, "frame-ancestors 'none'"));
    }
  });
}
