// npm run bench: starts the real server on loopback with the demo catalog and measures number search
// and hub details through HTTP with autocannon (32 connections, a fixed duration per call), then prints
// p50/p99 latency, throughput, errors and the server's peak memory (VmHWM from /proc).
//   npm run bench -- --duration 10
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServer } from '../support/server.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
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
    texts,
  };
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

async function load(base: string, paths: string[]): Promise<Omit<Row, 'catalog' | 'call'>> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
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

async function benchCatalog(name: string, env: Record<string, string> = {}) {
  const server = await startServer({ API_KEYS: KEY, ...env });
  try {
    const samples = await sampleRequests(server.url);
    console.error(`[${name}] search texts: ${samples.texts.map((t) => JSON.stringify(t)).join(', ')}`);
    const rows: Row[] = [];
    for (const [call, paths] of [
      ['number search', samples.search],
      ['hub details', samples.details],
    ] as const) {
      await load(server.url, paths.slice(0, 2)); // warm-up
      rows.push({ catalog: name, call, ...(await load(server.url, paths)) });
    }
    return { rows, peakRss: peakRssMiB(server.pid()) };
  } finally {
    await server.stop();
  }
}

const results = [await benchCatalog('demo')];
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts?: Record<string, string> };
if (!pkg.scripts?.['catalog:generate'])
  console.error('scale-100 catalog: skipped (no `npm run catalog:generate` in this checkout)');

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
