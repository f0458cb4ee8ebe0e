// The installable app's files (decision 038): the service worker, its Workbox runtime, the manifest and
// the icons are served with the right types; the worker and the manifest are looked at again on every
// visit, so a release reaches installed apps; a made-up worker name is a 404, not the app shell.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticFiles } from '../../server/static-files.ts';
import { testAppForFile } from '../support/test-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'wef-dist-pwa-'));
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, 'icons'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><meta name="api-key" content="%PUBLIC_API_KEY%">');
writeFileSync(join(dist, 'sw.js'), 'importScripts("/workbox-0a1b2c3d.js");');
writeFileSync(join(dist, 'workbox-0a1b2c3d.js'), 'self.workbox = {};');
writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Finder', start_url: '/hub' }));
writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const t = testAppForFile({ staticFiles: staticFiles(dist, 'public-key') });

describe('installable app files', () => {
  it('serves the worker as a script that is revalidated on every visit', async () => {
    const res = await t.app.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toContain('importScripts');
    expect((await t.app.request('/workbox-0a1b2c3d.js')).status).toBe(200);
  });

  it('serves the manifest as application/manifest+json and the icons as PNG', async () => {
    const manifest = await t.app.request('/manifest.webmanifest');
    expect(manifest.headers.get('Content-Type')).toBe('application/manifest+json');
    expect(manifest.headers.get('Cache-Control')).toBe('no-cache');
    expect(await manifest.json()).toMatchObject({ start_url: '/hub' });
    expect((await t.app.request('/icons/icon-192.png')).headers.get('Content-Type')).toBe('image/png');
  });

  it('answers a worker name that is not there, or a hostile one, with no script', async () => {
    for (const path of [
      '/workbox-ffffffff.js',
      '/workbox-..%2F..%2Fpackage.json',
      '/icons/..%2F..%2Fsw.js',
    ]) {
      const res = await t.app.request(path);
      expect(res.headers.get('Content-Type') ?? '', path).not.toMatch(/javascript/);
    }
  });

  it('fills the public key into the shell the worker precaches as /hub', async () => {
    const res = await t.app.request('/hub');
    expect(await res.text()).toContain('content="public-key"');
    expect(res.headers.get('Content-Security-Policy')).toContain("worker-src 'self'");
  });
});
