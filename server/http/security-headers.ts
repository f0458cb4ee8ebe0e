// The security headers of every response, and who may put our pages in a frame: /embed/* HTML the
// configured sites (and we), everything else nobody.
import { createMiddleware } from 'hono/factory';
import { BOOT_SCRIPT_HASH } from '../first-paint-boot.ts';

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

const CSP = 'Content-Security-Policy';
const XFO = 'X-Frame-Options';
const NOT_FRAMEABLE = "frame-ancestors 'none'";

/**
 * The policy of every page unless a route sets its own (documents, the API reference): scripts, styles,
 * fonts and connections only from the app itself, images from the app and data: URLs, no plugins, no
 * inline script but the first screen's boot script (by its hash). A reply that shows typed markup can then
 * neither run code nor fetch from elsewhere.
 * The service worker and the web app manifest come from the app too (the installable app, decision 038).
 */
export const PAGE_POLICY = pagePolicy();

/**
 * The page policy; `styleHashes` ('sha256-…') allow the app shell's own inline style sheet
 * (server/page-shell.ts) and no other inline style.
 */
export function pagePolicy({ styleHashes = [] }: { styleHashes?: readonly string[] } = {}): string {
  return [
    "default-src 'self'",
    // the boot script of a page served with its first screen (decision 049), and no other inline script
    `script-src 'self' ${BOOT_SCRIPT_HASH}`,
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}
const DEFAULT_CSP = `${PAGE_POLICY}; ${NOT_FRAMEABLE}`;

/**
 * Sent with every response unless the route set its own value (embed.js its Cross-Origin-Resource-Policy):
 * the defaults of Hono's secureHeaders, without Cross-Origin-Embedder-Policy (it would block the images)
 * and without Cross-Origin-Opener-Policy: a page that sets it cannot open in the browsing context group it
 * came from, so the browser starts it in a fresh renderer process and builds the page's script context
 * cold, 40-60 ms of one main-thread task before the first paint on this host's Chromium (decision 059).
 * The pages hold nothing a cross-origin opener could read; framing stays refused (frame-ancestors,
 * X-Frame-Options).
 */
const DEFAULTS: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * `frameAncestors`: origins allowed to frame the embed pages (FRAME_ANCESTORS). The embed HTML gets
 * `frame-ancestors 'self' <origins>` and no X-Frame-Options (which cannot name other sites); every other
 * response gets `frame-ancestors 'none'` (added to a route's own policy) and `X-Frame-Options: DENY` for
 * browsers without CSP 2.
 *
 * The headers are prepared before the handler runs, so the response c.json/c.html/c.body builds already
 * holds them (no per-header checks afterwards on the hot path); a response the handler built itself
 * (which does not carry prepared headers) gets the missing ones afterwards.
 */
export function securityHeaders(frameAncestors: readonly string[]) {
  const embedAncestors = `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`;
  return createMiddleware(async (c, next) => {
    for (const [name, value] of DEFAULTS) c.header(name, value);
    c.header(XFO, 'DENY');
    c.header(CSP, DEFAULT_CSP);
    await next();
    const headers = c.res.headers;
    if (!headers.has('X-Content-Type-Options')) {
      // a response the handler built itself: prepared headers did not reach it
      for (const [name, value] of DEFAULTS) if (!headers.has(name)) headers.set(name, value);
    }
    if (isEmbedPath(c.req.path) && (headers.get('Content-Type') ?? '').startsWith('text/html')) {
      headers.delete(XFO);
      headers.set(CSP, addDirective(headers.get(CSP) ?? PAGE_POLICY, embedAncestors));
      return;
    }
    const csp = headers.get(CSP);
    if (csp === null) headers.set(CSP, DEFAULT_CSP);
    else if (csp !== DEFAULT_CSP) headers.set(CSP, addDirective(csp, NOT_FRAMEABLE));
    if (headers.get(XFO) !== 'DENY') headers.set(XFO, 'DENY');
  });
}
