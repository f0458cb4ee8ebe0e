// Security and CORS headers come prepared before the handler; responses a handler builds itself (which
// do not carry prepared headers) must get the same ones, and a route's own values must win.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiCors } from '../../server/http/api-cors.ts';
import { PAGE_POLICY, securityHeaders } from '../../server/http/security-headers.ts';

const app = new Hono()
  .use(securityHeaders(['https://shop.example']))
  .use('/api/*', apiCors())
  .get('/api/json', (c) => c.json({ ok: true }))
  .get('/api/raw', () => new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }))
  .get('/api/throws', () => {
    throw new Error('boom');
  })
  .get('/own', (c) =>
    c.text('x', 200, {
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Content-Security-Policy': "default-src 'none'",
    }),
  )
  .get('/own-raw', () => new Response('x', { headers: { 'Content-Security-Policy': "default-src 'none'" } }))
  .get('/embed/page', (c) => c.html('<p>embed</p>'))
  .get('/embed/raw', () => new Response('<p>embed</p>', { headers: { 'Content-Type': 'text/html' } }));
app.onError((_err, c) => c.json({ Status: 'ERROR' }, 500));

// No Cross-Origin-Opener-Policy (decision 059): a page with one starts in a fresh renderer process.
const EXPECTED: Record<string, string> = {
  'access-control-allow-origin': '*',
  'content-security-policy': `${PAGE_POLICY}; frame-ancestors 'none'`,
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([k]) => k !== 'content-type' && k !== 'content-length'));

describe('the page policy', () => {
  it('allows scripts, styles and connections only from the app and images from it and data:', () => {
    const directives = new Map(
      PAGE_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives.get('default-src')).toBe("'self'");
    // and the one inline script of a page served with its first screen, by its hash (decision 049)
    expect(directives.get('script-src')).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(directives.get('img-src')).toBe("'self' data:");
    expect(directives.get('connect-src')).toBe("'self'");
    // the service worker and the web app manifest of the installable app (decision 038)
    expect(directives.get('worker-src')).toBe("'self'");
    expect(directives.get('manifest-src')).toBe("'self'");
    expect(PAGE_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
  });
});

describe('response headers', () => {
  it('are the same on answers from c.json, from a Response the handler made, and on errors', async () => {
    for (const path of ['/api/json', '/api/raw', '/api/throws']) {
      expect(headersOf(await app.request(path)), path).toEqual(EXPECTED);
    }
  });

  it("keep a route's own values, adding frame-ancestors to its own policy", async () => {
    for (const path of ['/own', '/own-raw']) {
      const res = await app.request(path);
      expect(res.headers.get('Content-Security-Policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('X-Frame-Options'), path).toBe('DENY');
      expect(res.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
    }
    expect((await app.request('/own')).headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect((await app.request('/own')).headers.get('Access-Control-Allow-Origin')).toBeNull(); // not /api
  });

  it('let the configured sites frame embed HTML, however it was made', async () => {
    for (const path of ['/embed/page', '/embed/raw']) {
      const res = await app.request(path);
      expect(res.headers.get('Content-Security-Policy'), path).toBe(
        `${PAGE_POLICY}; frame-ancestors 'self' https://shop.example`,
      );
      expect(res.headers.get('X-Frame-Options'), path).toBeNull();
      expect(res.headers.get('Referrer-Policy'), path).toBe('no-referrer');
    }
  });
});
