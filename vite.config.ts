// Builds the React client into dist/client; the Hono server serves it. Vitest shares this file.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin, ResolvedConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { productionBuild } from './vite.production.ts';
import { installableApp } from './vite.pwa.ts';

/** Where the build writes its files, as an absolute path. */
function outDirOf(config: ResolvedConfig): string {
  const { outDir } = config.build;
  return outDir.startsWith('/') ? outDir : join(config.root, outDir);
}

/**
 * Brotli and gzip copies next to each text asset, made once at build time at the highest quality, so the
 * server sends them by Accept-Encoding without compressing per request (server/static-files.ts).
 * Source maps are left out: only developers download them.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const path = join(assets, name);
        const bytes = readFileSync(path);
        if (bytes.length < 1024) continue; // the server sends small files as they are
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Chromium (136 and later) compiles every function of a script that starts with this comment on the thread
 * that streams it in, where it otherwise compiles each function on the page's main thread the first time it
 * runs: /hub's load ran 112-202 ms of such compiles on the main thread of this machine's Chromium, between
 * the first paint and the page answering input (issue 17's Total Blocking Time), 3-10 ms with the comment
 * (decision 057).
 * Every chunk loads only when a page needs it (client/router.tsx), so its functions are the ones about to run.
 * Other browsers read it as a comment. The source maps move down one line with the code.
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  let outDir = '';
  return {
    name: 'compile-hints',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    // on the files as written: Vite writes its preload helper above a chunk's code after the other hooks
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!name.endsWith('.js')) continue;
        const path = join(outDir, name);
        const code = readFileSync(path, 'utf8');
        if (code.startsWith(HINT)) continue;
        writeFileSync(path, HINT + code);
        const mapPath = `${path}.map`;
        if (!existsSync(mapPath)) continue;
        const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        writeFileSync(mapPath, JSON.stringify(map));
      }
    },
  };
}

/**
 * The built client runs on Preact's React compatibility layer instead of React DOM (decision 031): about
 * 60 KB gzipped less on every page. Build only: the dev server and the unit tests (which render with
 * react-dom/server) keep React; the browser tests run the built client, so they test what ships.
 */
function preactInBuild(): Plugin {
  return {
    name: 'preact-in-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^react$/,
            replacement: fileURLToPath(new URL('./client/react-on-preact.ts', import.meta.url)),
          },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
        ],
      },
    }),
  };
}

export default defineConfig({
  root: 'client',
  plugins: [
    react(),
    productionBuild(),
    preactInBuild(),
    precompressAssets(),
    installableApp(),
    compileHints(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // dist/client/.vite/manifest.json: the bench reads each route's first-load files from it, the server
    // each landing page's modules to announce with the HTML (server/page-shell.ts)
    manifest: true,
    // One style sheet for the whole app (42 KB, about 9 KB gzipped), which the server writes into the page:
    // no render-blocking request before the first paint and none that a page's module waits for (decision 044).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Pages load lazily (client/router.tsx). Libraries that change rarely get chunks of their own, so a
        // new release of our code does not make returning visitors download React or the chat SDK again.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              // React Router 8 depends on cookie-es and @remix-run/route-pattern (7 used cookie, set-cookie-parser);
              // preact: what react and react-dom resolve to in the build (decision 031)
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|cookie-es|@remix-run[\\/]route-pattern)[\\/]/,
              // above app-ui, which would otherwise take the libraries in as its dependencies (decision 047):
              // they then changed with every release of our code
              priority: 2,
            },
            {
              // Only the assistant (/hub) loads it (client/chat/Conversation.tsx).
              name: 'chat-sdk',
              test: /node_modules[\\/](ai|@ai-sdk[\\/][^\\/]+|eventsource-parser|throttleit|swr|@standard-schema[\\/][^\\/]+)[\\/]/,
            },
            // The query cache and our read helpers over it (decision 032): one request, loaded only by the
            // pages that read the API.
            {
              name: 'data',
              test: /node_modules[\\/]@tanstack[\\/][^\\/]+[\\/]|[\\/]client[\\/](data[\\/](?!api-client)|search[\\/]useExampleNumbers|hub[\\/]useHubDetail)/,
            },
            // The browser database's in-memory stand-in (client/db.ts): loaded only where the browser refuses
            // the site its own, so named for the offline precache to leave out (vite.pwa.ts).
            { name: 'memory-db', test: /node_modules[\\/]fake-indexeddb[\\/]/ },
            // The typed client's runtime: the classic pages' reads; /hub's first load goes without it.
            { name: 'api-client', test: /node_modules[\\/]hono[\\/]|[\\/]client[\\/]data[\\/]api-client/ },
            // Apart from the chat SDK: the number searches and the chat's state validate with zod without the chat.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
            // Our small shared page pieces (step bar, guide drawing, links): one request instead of many. Not
            // the pieces that validate with zod (SearchedHeading): the shell loads this chunk on every page
            // (with client/api.ts, the API key the shell's notification sync sends).
            {
              name: 'app-ui',
              test: /[\\/]client[\\/]((ui|help)[\\/](?!SearchedHeading)|api\.ts)/,
              // before the data chunk, which would otherwise take client/api.ts in as its dependency
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
      '/documents': 'http://localhost:3000',
    },
  },
  test: {
    root: '.',
    // a browser test's page load alone may take its 30 s (tests/support/browser.ts) under a full suite's load
    // on a slow machine: the test as a whole gets twice that, so a slow load is not a failure by itself
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // a poll waits for a condition as Playwright's locators do: its default second was too short for a cold
    // page under a full suite's load on a slow machine
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // Two files at a time on two cores (vitest's default is one fewer than the cores): a browser file spends
    // much of its time waiting on its server and Chromium, so a single worker left the machine half idle.
    maxWorkers: 2,
    // Every test on PGlite; the API suite a second time on a real PostgreSQL server on loopback.
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['tests/**/*.test.ts', 'tools/**/*.test.ts', 'server/**/*.test.ts'],
          // the databases and the server's data folder every file starts from, made once per run
          globalSetup: ['tests/support/templates-global-setup.ts'],
          // the fault suite runs on its own (vitest.faults.config.ts, npm run test:faults)
          exclude: ['tests/faults/**', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
