// Serves the built client: hashed assets as files (brotli or gzip copies the build made, when the browser
// takes them), cached for a year since their names change with their content; every other path the app
// shell (client-side routes), revalidated on each visit so a new release is seen at once; its styles
// inline and the page's own modules announced with it (server/page-shell.ts).
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { fileStamp, rebuiltOnChange } from './build-stamp.ts';
import type { PageRenderer } from './first-paint.ts';
import { pageShells, withFirstPaint } from './page-shell.ts';

/**
 * `renderer`: the landing pages' first screens drawn on the server (decision 045), and which paths are the
 * app's pages; without it #root is empty and every path is served as a page.
 */
export function staticFiles(
  distDir: string,
  publicApiKey: string,
  renderer: PageRenderer = { paint: async () => null, known: async () => true },
): Hono {
  // a rebuild under the running server is served at once (server/build-stamp.ts)
  const shells = rebuiltOnChange(
    fileStamp(join(distDir, 'index.html'), join(distDir, '.vite', 'manifest.json')),
    () => pageShells(distDir, publicApiKey),
  );
  const root = relative(process.cwd(), distDir) || '.';
  return (
    new Hono()
      .use('/assets/*', async (c, next) => {
        await next();
        if (c.res.status !== 200) return;
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        // the same URL answers brotli, gzip or plain bytes: caches must key by Accept-Encoding
        if (!c.res.headers.get('Vary')?.includes('Accept-Encoding')) c.header('Vary', 'Accept-Encoding');
        // the help video's captions: browsers load a track only as text/vtt, which the static server does not know
        if (c.req.path.endsWith('.vtt')) c.header('Content-Type', 'text/vtt; charset=utf-8');
      })
      .use('/assets/*', serveStatic({ root, precompressed: true }))
      // A missing asset is a 404, never the app shell (browsers would refuse HTML as a script).
      .get('/assets/*', (c) => c.text('Not found', 404))
      .use('/favicon.svg', serveStatic({ root }))
      .use('/icons/*', serveStatic({ root }))
      // The installable app (decision 038). The service worker and its manifest are looked at again on
      // every visit (no-cache), so a release reaches installed apps; the worker's Workbox runtime has a
      // hashed name like the assets.
      .use('/manifest.webmanifest', async (c, next) => {
        await next();
        if (c.res.status !== 200) return;
        c.header('Content-Type', 'application/manifest+json');
        c.header('Cache-Control', 'no-cache');
      })
      .use('/manifest.webmanifest', serveStatic({ root }))
      .use('/sw.js', async (c, next) => {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
      })
      .use('/sw.js', serveStatic({ root }))
      .use('/:file{workbox-[0-9a-f]+\\.js}', serveStatic({ root }))
      // keep the query: the native apps open '/?version=2.1.0' and the client stores that version
      .get('/', (c) => c.redirect(`/hub${new URL(c.req.url).search}`))
      .get('*', async (c) => {
        const shell = shells()(c.req.path);
        const [paint, known] = await Promise.all([renderer.paint(c.req.path), renderer.known(c.req.path)]);
        c.header('Cache-Control', 'no-cache');
        if (shell.contentSecurityPolicy) c.header('Content-Security-Policy', shell.contentSecurityPolicy);
        // an address the app has no page for is still the app (its 404 page draws), answered as missing
        return c.html(
          paint
            ? withFirstPaint(shell.html, paint.markup, paint.reads, new URL(c.req.url).pathname)
            : shell.html,
          known ? 200 : 404,
        );
      })
  );
}
