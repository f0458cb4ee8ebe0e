// npm start: serves the built client, building it first only when there is no build or the client's
// sources are newer than it. A production install (build once, then `npm prune --omit=dev`) never builds
// at start and needs no build tools; a fresh clone still starts with one command.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILT = 'dist/client/index.html';
const SOURCES = ['client', 'tools', 'vite.config.ts', 'package.json'];

/** Newest modification time under `path` (files and folders, skipping dot folders). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (!entry.startsWith('.')) latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

function buildNeeded() {
  if (!existsSync(BUILT)) return 'no build yet';
  const built = statSync(BUILT).mtimeMs;
  const changed = SOURCES.find((s) => newest(s) > built);
  return changed ? `${changed} changed since the last build` : null;
}

const why = buildNeeded();
if (why && process.env.NODE_ENV === 'production' && existsSync(BUILT)) {
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
// the server is TypeScript run as it is (tsx is a runtime dependency)
const { register } = await import('tsx/esm/api');
register();
await import('../server/index.ts');
