// The installable app (issue 19, decision 038): the web app manifest and a Workbox service worker that
// precaches the app shell and every hashed asset, so the home, the chat and the classic pages open without
// a connection. Kept out of vite.config.ts so the chunking there and this stay separate concerns.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The shell is precached as the server serves it ('/hub', with the public API key written in), not as the
 * build's index.html (which still holds the placeholder). Its revision is new with every build, so each
 * release (new script names) replaces it; the page is a few hundred bytes.
 */
function shellRevision(): string {
  const html = readFileSync(join(import.meta.dirname, 'client', 'index.html'));
  return createHash('sha256').update(html).update(String(Date.now())).digest('hex').slice(0, 16);
}

export function installableApp(): PluginOption {
  return VitePWA({
    // registered by client/offline/register.ts after the page has loaded, not by an injected script
    injectRegister: false,
    registerType: 'autoUpdate',
    strategies: 'generateSW',
    manifest: {
      name: 'Wheel-End Parts Finder',
      short_name: 'Parts Finder',
      description:
        'Find the right replacement hub, hub component, brake drum, brake rotor or stud for heavy trucks, trailers and buses.',
      start_url: '/hub',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0d2c54',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      // hashed scripts and styles, icons; never the build's index.html (see shellRevision), maps or .br/.gz;
      globPatterns: ['assets/**/*.{js,css,svg,png,webp,woff2}', 'icons/*.png', 'favicon.svg'],
      // the in-memory database stands in only where the browser keeps no storage, a service worker's included
      globIgnores: ['index.html', '**/*.map', 'assets/memory-db-*.js'],
      additionalManifestEntries: [{ url: '/hub', revision: shellRevision() }],
      // every page of the app is the one shell (server/static-files.ts); the server's own pages are not
      navigateFallback: '/hub',
      navigateFallbackDenylist: [/^\/api\//, /^\/images\//, /^\/documents\//, /^\/embed(\/|$)/, /^\/docs/],
      // the hashed names change with their content: no cache-busting query needed
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      // API answers are never cached here: the chat keeps its answers in IndexedDB and the offline number
      // copy lives there too (client/offline/).
      runtimeCaching: [],
    },
  });
}
