// The server as one bundle, dist/server.mjs, which `npm start` and the tests' servers run: loading ~250
// TypeScript modules through tsx and drizzle's hundreds of modules through Node's resolver was most of a
// restart's time (decision 055). `node scripts/server-bundle.mjs` builds it (the last step of `npm run
// build`); the files the server reads beside its code are named from the project's root
// (server/data/project-files.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const SERVER_BUNDLE = join(ROOT, 'dist/server.mjs');
const SERVER_SOURCES = ['server', 'tools', 'package.json', 'scripts/server-bundle.mjs'];

const OPTIONS = {
  absWorkingDir: ROOT,
  entryPoints: ['server/index.ts'],
  outfile: SERVER_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Packages that load files beside their modules (PGlite's WebAssembly), native or optional modules (pg),
  // worker threads (pino) or that load only when used (nodemailer, the CSV tools) stay outside and load as
  // they are; the rest (drizzle, hono, the AI SDK, zod) are bundled, only what the server uses of them:
  // loading drizzle's modules one by one alone took 0.6-0.9 s of a start.
  external: ['@electric-sql/pglite', 'pg', 'pino', 'nodemailer', 'csv-parse', 'csv-stringify'],
  // class and function names stay as written: error names and log lines read them
  keepNames: true,
  // a stack trace in the log names the source file and line (the map without the sources stays small)
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
};

/** Newest modification time under `path` (files and folders, skipping dot folders). */
export function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (!entry.startsWith('.')) latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** Why the bundle must be built again (none yet, or a source newer than it), or null. */
export function serverBundleStale() {
  if (!existsSync(SERVER_BUNDLE)) return `no ${SERVER_BUNDLE}`;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  const changed = SERVER_SOURCES.find((s) => newest(join(ROOT, s)) > built);
  return changed ? `${changed} changed since the server was bundled` : null;
}

/** Builds the bundle (esbuild comes with the build tools; tsx brings it to a production install too). */
export function buildServerBundle() {
  createRequire(import.meta.url)('esbuild').buildSync(OPTIONS);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) buildServerBundle();
