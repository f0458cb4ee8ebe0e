// A build is the production build whatever NODE_ENV it runs under (vite.production.ts). This file runs
// under the test runner's NODE_ENV=test, the very setting that once built development JSX into the client
// and a first-paint renderer that fails under the server's NODE_ENV=production: both builds here run in
// child processes that inherit it. The client's build also marks its chunks for Chromium's compile on the
// streaming thread (vite.config.ts, compileHints), with source maps that still point at the sources.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const out = mkdtempSync(join(tmpdir(), 'wef-build-env-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const done = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${done.stderr}`);
  return done.stdout;
}

const vite = join(root, 'node_modules', '.bin', 'vite');

let client: string | undefined;
/** The client built once into a temporary folder, for the tests that read it. */
function clientBuild(): string {
  if (!client) {
    const dir = join(out, 'client');
    run(vite, ['build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {});
    client = dir;
  }
  return client;
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

describe('a build made under NODE_ENV=test', () => {
  it('is the production client: no development JSX, the service worker registered', () => {
    expect(process.env.NODE_ENV).toBe('test');
    const dir = clientBuild();
    const scripts = readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js'));
    const code = new Map(scripts.map((f) => [f, readFileSync(join(dir, 'assets', f), 'utf8')]));
    // development JSX passes each element's source position and file path
    expect(
      [...code].filter(([, c]) => c.includes('lineNumber:') || c.includes(root)).map(([f]) => f),
    ).toEqual([]);
    // the registration is left out of a development build (import.meta.env.PROD)
    expect([...code.values()].some((c) => c.includes('/sw.js'))).toBe(true);
  }, 120_000);

  it("draws the first screen under the server's NODE_ENV=production", () => {
    const dir = join(out, 'server');
    run(vite, ['build', '--config', 'vite.prerender.config.ts', '--outDir', dir, '--logLevel', 'warn'], {});
    const renderer = pathToFileURL(join(dir, 'prerender.js')).href;
    const markup = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { renderPage } = await import(${JSON.stringify(renderer)});
         process.stdout.write(String(await renderPage('/replace/choose-calculator', {})));`,
      ],
      { NODE_ENV: 'production' },
    );
    expect(markup).toContain('Choose a calculator');
  }, 120_000);
});

describe("the client's chunks", () => {
  it('ask Chromium to compile them as they stream in, their source maps still on their sources', () => {
    const assets = join(clientBuild(), 'assets');
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const read = (f: string) => readFileSync(join(assets, f), 'utf8');
    // the comment counts only as the script's very first line
    expect(scripts.filter((f) => !read(f).startsWith(COMPILE_HINT))).toEqual([]);
    // the entry's read of the first paint's answers maps to its line in client/main.tsx
    const entry = scripts.find((f) => f.startsWith('index-')) as string;
    const code = read(entry);
    const at = code.indexOf('meta[name="first-paint-reads"]');
    expect(at).toBeGreaterThan(0);
    const lines = code.slice(0, at).split('\n');
    const map = new SourceMap(JSON.parse(read(`${entry}.map`)));
    const found = map.findEntry(lines.length - 1, (lines.at(-1) as string).length);
    const source = readFileSync(join(root, 'client', 'main.tsx'), 'utf8').split('\n');
    expect('originalSource' in found && found.originalSource).toMatch(/client\/main\.tsx$/);
    expect('originalLine' in found && source[found.originalLine]).toContain('meta[name="first-paint-reads"]');
  }, 120_000);
});
