// npm run bench: starts the real server on loopback with the demo catalog, then with the scale-100
// catalog, and measures number search, filter values and hub details through HTTP with autocannon
// (32 connections, a fixed duration per call), then prints p50/p99 latency, throughput, errors and the
// server's peak memory (VmHWM from /proc).
//   npm run bench -- [--duration 10] [--connections 32] [--skip-scale100]
// The scale-100 catalog is generated and imported once into $TMPDIR/wef-bench-scale-100 (about 1.5 min
// here: generate ~18 s, import ~72 s, 1.2 GB PGlite folder) and reused by later runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServer } from '../support/server.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    'skip-scale100': { type: 'boolean', default: false },
  },
});
const DURATION_S = Math.min(Math.max(Number(args.duration) || 10, 1), 60);
const CONNECTIONS = Math.min(Math.max(Number(args.connections) || 32, 1), 256);
const KEY = 'bench-key-0123456789';

function peakRssMiB(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

async function getJson<T>(base: string, path: string): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: { 'Ocp-Apim-Subscription-Key': KEY } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Real numbers of the running catalog, so the load hits exact, prefix, brand and near-miss paths. */
async function sampleRequests(base: string) {
  const makers = await getJson<{ Results: string[] }>(
    base,
    '/api/v11/hubassemblynumbers/withaftermarketparts/1',
  );
  const maker = makers.Results[0];
  if (!maker) throw new Error('the catalog has no maker hub numbers starting with 1');
  // A competitor's number, typed with its brand word ('Webb 20065'): the hubs' cross-references by prefix.
  const crosses = await getJson<{ Results: { Competitor: string; HubAssemblyNumber: string }[] }>(
    base,
    '/api/v11/hubassemblynumbers/withaftermarkethubassemblies/2',
  );
  const competitor = crosses.Results.find((r) => /^[A-Za-z]/.test(r.Competitor));
  const near = `${maker.slice(0, -1)}${maker.endsWith('9') ? '8' : '9'}Z`; // two edits: usually nothing
  const oneOff = `${maker.slice(0, 2)}${maker.slice(3)}`; // one character missing
  const texts = [
    maker,
    maker.slice(0, 4),
    `${maker.slice(0, 2)}-${maker.slice(2, 5)} ${maker.slice(5)}`,
    competitor ? `${competitor.Competitor} ${competitor.HubAssemblyNumber}` : maker,
    oneOff,
    near,
  ];
  const enc = encodeURIComponent;
  return {
    search: texts.flatMap((t) => [
      `/api/v11/partnumbers/withaftermarketnumbers/${enc(t)}`,
      `/api/v11/hubassemblynumbers/withaftermarkethubassemblies/${enc(t)}`,
    ]),
    details: makers.Results.slice(0, 10).map((n) => `/api/v11/hubassemblydetails/${enc(n)}`),
    // Wizard steps: facet values of several categories under growing answers (ovldi is by Inch).
    filters: [
      'tcomp',
      'tmake?tcomp=1',
      'aaxna?tcomp=1',
      'aaxna?tcomp=2',
      'hamnt?tcomp=2&aaxna=10',
      'hatyp?tcomp=1&aaxna=2&spints=1',
      'ovldi?tcomp=1',
      'wmslc?tcomp=2&aaxna=11&hcmty=1',
    ].map((q) => `/api/v15/hubassembly/filtervalues/${q}`),
    texts,
  };
}

/**
 * Waits until the server has worked off what a load left queued (requests autocannon gave up on still
 * hold the database), so that the next call is measured on an idle server: one call that needs the
 * database answers only after everything before it.
 */
async function drain(base: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await getJson(base, '/api/v15/hubassembly/filtercategories/');
      return;
    } catch (err) {
      // a keep-alive socket the server closed meanwhile: try again on a new one
      if (attempt >= 3) throw err;
    }
  }
}

type Row = {
  catalog: string;
  call: string;
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
};

async function load(
  base: string,
  paths: readonly string[],
  duration = DURATION_S,
): Promise<Omit<Row, 'catalog' | 'call'>> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    headers: { 'Ocp-Apim-Subscription-Key': KEY },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchCatalog(name: string, dataDir?: string) {
  const server = await startServer({ API_KEYS: KEY }, dataDir ? { dataDir } : {});
  try {
    const samples = await sampleRequests(server.url);
    console.error(`[${name}] search texts: ${samples.texts.map((t) => JSON.stringify(t)).join(', ')}`);
    const rows: Row[] = [];
    for (const [call, paths] of [
      // The floor: no database, no work; what HTTP and this machine's load allow at this moment.
      ['health (floor)', ['/api/health']],
      ['number search', samples.search],
      ['filter values', samples.filters],
      ['hub details', samples.details],
    ] as const) {
      await load(server.url, paths.slice(0, 2), 2); // warm-up
      await drain(server.url);
      rows.push({ catalog: name, call, ...(await load(server.url, paths)) });
      await drain(server.url);
    }
    return { rows, peakRss: peakRssMiB(server.pid()) };
  } finally {
    await server.stop();
  }
}

/** Runs one catalog CLI step and fails loudly when it fails. */
function run(what: string, args: string[], env: Record<string, string> = {}) {
  const started = performance.now();
  const res = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (res.status !== 0) throw new Error(`${what} failed (exit ${res.status})`);
  return Math.round((performance.now() - started) / 1000);
}

/** The scale-100 catalog in a PGlite folder under the temp dir: made once, reused while `ready.json` is there. */
function scale100DataDir(): string {
  const root = join(tmpdir(), 'wef-bench-scale-100');
  const ready = join(root, 'ready.json');
  const dataDir = join(root, 'data');
  if (existsSync(ready)) {
    console.error(`[scale-100] reusing ${dataDir} (${readFileSync(ready, 'utf8').trim()})`);
    return dataDir;
  }
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const catalog = join(root, 'catalog');
  console.error(`[scale-100] generating and importing into ${root} once (about 1-3 minutes) ...`);
  const generateS = run('generate', ['server/catalog/cli/generate.ts', '--out', catalog, '--scale', '100']);
  const importS = run('import', ['server/catalog/cli/import.ts', catalog], { DATA_DIR: dataDir });
  rmSync(catalog, { recursive: true, force: true }); // the database holds it now
  writeFileSync(ready, JSON.stringify({ generateS, importS, at: new Date().toISOString() }));
  console.error(`[scale-100] generated in ${generateS} s, imported in ${importS} s`);
  return dataDir;
}

const results = [await benchCatalog('demo')];
if (args['skip-scale100']) console.error('scale-100 catalog: skipped (--skip-scale100)');
else results.push(await benchCatalog('scale 100', scale100DataDir()));

const lines = [
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB; ` +
    `${CONNECTIONS} connections, ${DURATION_S} s per call, PGlite, loopback HTTP.`,
  '',
  '| catalog | call | p50 ms | p99 ms | req/s | requests | errors | server peak RSS MiB |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.flatMap(({ rows, peakRss }) =>
    rows.map(
      (r) =>
        `| ${r.catalog} | ${r.call} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.requests} | ${r.errors} | ${peakRss ?? '?'} |`,
    ),
  ),
];
console.log(lines.join('\n'));
