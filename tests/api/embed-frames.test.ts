// Framing rules: /embed/* HTML may be framed by the configured sites, nothing else by anyone; /embed.js.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { parseConfig } from '../../server/env.ts';
import { PAGE_POLICY } from '../../server/http/security-headers.ts';
import { createLogger } from '../../server/logger.ts';
import { openTestDatabase } from '../support/test-app.ts';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  handle = await openTestDatabase();
  // stands in for the built client: the app shell on every path
  const shell = new Hono().get('*', (c) => c.html('<!doctype html><title>shell</title>'));
  app = createApp({
    db: handle.db,
    apiKeys: ['test-key-123456'],
    logger: createLogger('silent'),
    staticFiles: shell,
    frameAncestors: ['https://shop.example', 'https://*.dealer.example:8443'],
  });
});
afterAll(() => handle.close());

describe('frame-ancestors', () => {
  it('lets the configured sites frame the embed pages', async () => {
    for (const path of ['/embed/choose-calculator', '/embed/results', '/embed/confirmation']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Security-Policy')).toBe(
        `${PAGE_POLICY}; frame-ancestors 'self' https://shop.example https://*.dealer.example:8443`,
      );
      expect(res.headers.get('X-Frame-Options')).toBeNull();
    }
  });

  it('lets nobody frame any other page or response', async () => {
    for (const path of [
      '/hub',
      '/replace/choose-calculator',
      '/embedded',
      '/api/health',
      '/embed.js',
      '/api/nope',
    ]) {
      const res = await app.request(path);
      expect(res.headers.get('Content-Security-Policy'), path).toBe(`${PAGE_POLICY}; frame-ancestors 'none'`);
      expect(res.headers.get('X-Frame-Options'), path).toBe('DENY');
    }
  });

  it('reads FRAME_ANCESTORS as space-separated origins and refuses anything else', () => {
    expect(parseConfig({}).frameAncestors).toEqual([]);
    expect(
      parseConfig({ FRAME_ANCESTORS: ' https://a.example  http://localhost:5173 ' }).frameAncestors,
    ).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(() => parseConfig({ FRAME_ANCESTORS: "https://a.example; script-src 'unsafe-inline'" })).toThrow(
      /FRAME_ANCESTORS/,
    );
    expect(() => parseConfig({ FRAME_ANCESTORS: 'https://a.example/path' })).toThrow(/FRAME_ANCESTORS/);
  });
});

describe('/embed.js', () => {
  it('serves the embed script, loadable from other sites', async () => {
    const res = await app.request('/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/javascript');
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    const js = await res.text();
    expect(js).toContain("'/embed/choose-calculator'");
    expect(js).toContain("data.type !== 'wheel-end:height'");
    expect(() => new Function(js)).not.toThrow(); // parses
  });
});
