// npm start: serves the built client with the server's bundle, building either first only when it is missing
// or its sources are newer than it. A production install (build once, then `npm prune --omit=dev`) never
// builds at start and needs no build tools; a fresh clone still starts with one command.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildServerBundle, newest, SERVER_BUNDLE, serverBundleStale } from './server-bundle.mjs';

const BUILT = 'dist/client/index.html';
const SOURCES = ['client', 'tools', 'vite.config.ts', 'package.json'];

function buildNeeded() {
  if (!existsSync(BUILT)) return 'no build yet';
  const built = statSync(BUILT).mtimeMs;
  const changed = SOURCES.find((s) => newest(s) > built);
  return changed ? `${changed} changed since the last build` : null;
}

const production = process.env.NODE_ENV === 'production';
const why = buildNeeded();
if (why && production && existsSync(BUILT)) {
  // production serves what was built and released, even if a file's time says otherwise
  console.warn(`start: ${why}; serving the existing build (NODE_ENV=production)`);
} else if (why) {
  if (!existsSync('node_modules/vite')) {
    console.error(`start: ${why}, and the build tools are not installed. Run \`npm install && npm run build\`.`);
    process.exit(1);
  }
  console.log(`start: building the client (${why}) ...`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs as its bundle, built again here (in a second) after a developer's edit; production runs
// the released bundle, or the sources under tsx where there is none.
const stale = serverBundleStale();
if (stale && !production) {
  console.log(`start: bundling the server (${stale}) ...`);
  buildServerBundle();
}
if (existsSync(SERVER_BUNDLE)) {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(SERVER_BUNDLE).href);
} else {
  console.warn('start: the server is not bundled (run `npm run build`); running its sources under tsx');
  const { register } = await import('tsx/esm/api');
  register();
  await import('../server/index.ts');
}
