// npm run bench: starts the real server on loopback with the demo catalog, then with the scale-100
// catalog, and measures number search, filter values and hub details through HTTP with autocannon
// (32 connections, a fixed duration per call), then prints p50/p99 latency, throughput, errors and the
// server's peak memory (VmHWM from /proc).
// Number search is measured twice, with texts drawn from the running catalog in a fixed mix (numbers as
// written or in another shape, prefixes, brand word + number, near misses, nothing; see searchTexts):
// 400 texts repeated (autocomplete traffic, answered from the search's answer cache) and 8,000 distinct
// texts, more than the cache holds, so that every request runs the matching rules.
// First, the "first load" table: gzipped JS+CSS each route downloads before it shows, from the built client's
// manifest (run `npm run build` first), with a warning for each route over its target. Then the browser
// figures on the demo catalog: Lighthouse (mobile) on /hub, a hub details page and the calculator chooser,
// three cold runs each by default (lighthouse.ts), and the chat's Enter-to-card time at turn 1 and turn 100 (chat-turns.ts).
// Hub details and the chat's answer to a typed hub number (POST /api/chat, one turn) are measured at one
// connection too: the cost of one answer, apart from queueing.
// Then the number search in process per kind of text at scale 100, beside PostgreSQL (search-in-process.ts).
// Then the offline copy of the numbers (tests/bench/offline-index.ts): its size and download per catalog.
// Then start-up and memory at catalog scales 1, 10 and 100, cold and from index snapshots (startup.ts).
//   npm run bench -- [--duration 10] [--connections 32] [--skip-scale100] [--first-load-only]
//                    [--only hub,chat]   (only the calls whose name holds one of the words; health always)
//                    [--startup-only] [--skip-startup] [--startup-scales 1,10,100]
//                    [--browser-only] [--skip-browser] [--offline-index-only] [--search-in-process-only]
//                    [--lighthouse-runs 5]   (cold Lighthouse runs per page, 1-9, default 3; medians shown)
// The scale-N catalogs are generated and imported once into $TMPDIR/wef-bench-scale-N (scale 100: about
// 1.5 min on a quiet machine: generate ~18 s, import ~72 s, 1.2 GB PGlite folder) and reused by later runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServer } from '../support/server.ts';
import { chatTurnsReport, competitorHubNumbers, measureChatTurns } from './chat-turns.ts';
import { chromiumLoopMs, integerLoopMs } from './cpu-check.ts';
import { firstLoadReport, measureFirstLoads } from './first-load.ts';
import { type HttpRow, httpReport, percentile } from './http-report.ts';
import { lighthouseReport, measureLighthouse } from './lighthouse.ts';
import { measureOfflineIndex, type OfflineIndexRow, offlineIndexTable } from './offline-index.ts';
import { measureSearchInProcess, searchInProcessReport } from './search-in-process.ts';
import { ALNUM, type Match, SEARCHABLE, searchTexts } from './search-texts.ts';
import { measureStartups, startupReport } from './startup.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    'skip-scale100': { type: 'boolean', default: false },
    'first-load-only': { type: 'boolean', default: false },
    only: { type: 'string', default: '' },
    'startup-only': { type: 'boolean', default: false },
    'skip-startup': { type: 'boolean', default: false },
    'startup-scales': { type: 'string', default: '1,10,100' },
    'browser-only': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    'offline-index-only': { type: 'boolean', default: false },
    'search-in-process-only': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
  },
});
const DURATION_S = Math.min(Math.max(Number(args.duration) || 10, 1), 60);
const LIGHTHOUSE_RUNS = Math.min(Math.max(Math.trunc(Number(args['lighthouse-runs'])) || 3, 1), 9);
const CONNECTIONS = Math.min(Math.max(Number(args.connections) || 32, 1), 256);
const KEY = 'bench-key-0123456789';
/** What Chromium sends as Accept-Encoding. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** The row every loaded row's p99 is judged against. */
const FLOOR = 'health (floor)';
const ONLY = args.only
  .split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean)
  .slice(0, 20);

console.log(
  `CPU check: 10^8 integer additions in Node in ${integerLoopMs()} ms (best of 3; lower is faster)`,
);

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

/** A number search result, with the fields the bench reads. */
type Hit = Match & { PartTypeId: number; CompetitorId: number };
const HUB_ASSEMBLY = 115;
const OWN_BRAND = 1;

/** Distinct numbers of the running catalog, read through the search itself (prefix by prefix). */
async function catalogNumbers(base: string): Promise<Hit[]> {
  const prefixes = [...ALNUM.slice(1)];
  for (const a of '123456789') for (const b of '0123456789') prefixes.push(`${a}${b}`);
  const found = new Map<string, Hit>();
  for (const prefix of prefixes) {
    const { Results } = await getJson<{ Results: Hit[] }>(
      base,
      `/api/v11/partnumbers/withaftermarketnumbers/${prefix}`,
    );
    for (const m of Results) found.set(`${m.CompetitorName}|${m.CompetitorPartNumber}`, m);
  }
  return [...found.values()].filter((m) => SEARCHABLE.test(m.CompetitorPartNumber));
}

/** Distinct texts whose answers stay cached while the load repeats them. */
const REPEATED_TEXTS = 400;
/** Distinct texts, more (times the two routes) than the 5,000 answers the search keeps per index. */
const DISTINCT_TEXTS = 8_000;

/** What a mechanic types into the chat: trade words, models and nicknames, measurements, a typo, numbers. */
const TYPED_WORDS = [
  'what hub fits a 2019 cascadia steer axle',
  'kw t800 steer hub',
  'pete 579 drive hub',
  'navistar prostar disc brakes',
  'trailer hub alloy',
  'freightliner m2 rear axle hub',
  'volvo vnl drive',
  'mack anthem steer',
  // measurements (issue 19): each is matched against every part of its kind
  '16.5 x 7 drum',
  'rotor 430 mm',
  'hub standout 5 in',
  'hubs',
  '3900XB',
  'Gunite 3922AX',
  '10031072',
];
const START_STATE = { version: 1, lastSearch: null, seq: 0, hub: null, parts: null, pending: null };

/** One chat turn as the chat sends it (the new message, no state yet): a typed number. */
const chatTurn = (text: string, state: typeof START_STATE | null = null) =>
  JSON.stringify({
    id: 'bench',
    message: { id: 'u1', role: 'user', parts: [{ type: 'text', text }] },
    state,
  });
/** Each text typed as a fresh conversation's first turn. */
const chatTexts = (texts: readonly string[]) =>
  texts.map((text) => ({ path: '/api/chat', body: chatTurn(text) }));
/**
 * Turns of a conversation this far along (its state's turn count): the same numbers typed at other turns
 * answer with the same work but other texts, more than the server keeps compressed answers of.
 */
const LATER_TURNS = 256;
/** Distinct texts typed into the chat, more than the bodies of answers the server keeps compressed. */
const CHAT_DISTINCT_TEXTS = 4_000;

/** Real numbers of the running catalog, so the load hits exact, prefix, brand and near-miss paths. */
async function sampleRequests(base: string) {
  const makers = await getJson<{ Results: string[] }>(
    base,
    '/api/v11/hubassemblynumbers/withaftermarketparts/1',
  );
  if (!makers.Results[0]) throw new Error('the catalog has no maker hub numbers starting with 1');
  const numbers = await catalogNumbers(base);
  const enc = encodeURIComponent;
  const searchPaths = (texts: readonly string[]) =>
    texts.flatMap((t) => [
      `/api/v11/partnumbers/withaftermarketnumbers/${enc(t)}`,
      `/api/v11/hubassemblynumbers/withaftermarkethubassemblies/${enc(t)}`,
    ]);
  // Typed hub numbers: the maker's own, and competitors' with their brand before them ('Webb 45541F').
  const hubNumbers = [
    ...makers.Results.slice(0, 10),
    ...numbers
      .filter((m) => m.PartTypeId === HUB_ASSEMBLY && m.CompetitorId !== OWN_BRAND)
      .slice(0, 10)
      .map((m) => `${m.CompetitorName} ${m.CompetitorPartNumber}`),
  ];
  const repeated = searchTexts(numbers, REPEATED_TEXTS, 1);
  const distinct = searchTexts(numbers, DISTINCT_TEXTS, 2);
  return {
    searchRepeated: searchPaths(repeated),
    searchDistinct: searchPaths(distinct),
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
    typedWords: TYPED_WORDS.map((text) => ({
      path: '/api/assistant/step',
      body: JSON.stringify({ state: START_STATE, event: { type: 'text', text } }),
    })),
    chatNumbers: chatTexts(hubNumbers),
    // a set per row: the second row would find the first's searches kept
    chatDistinct: chatTexts(distinct.slice(0, CHAT_DISTINCT_TEXTS)),
    chatDistinctOther: chatTexts(distinct.slice(CHAT_DISTINCT_TEXTS, 2 * CHAT_DISTINCT_TEXTS)),
    chatNumbersLater: Array.from({ length: LATER_TURNS }, (_, turn) =>
      hubNumbers.map((text) => ({
        path: '/api/chat',
        body: chatTurn(text, { ...START_STATE, seq: turn + 1 }),
      })),
    ).flat(),
    numbers: numbers.length,
    repeated,
    distinct,
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

/** A GET path, or a POST of a JSON body (the assistant step). */
type Call = string | { path: string; body: string; headers?: Record<string, string> };

async function load(
  base: string,
  paths: readonly Call[],
  duration = DURATION_S,
  connections = CONNECTIONS,
): Promise<Pick<HttpRow, 'p50' | 'p99' | 'rps' | 'requests' | 'errors'>> {
  // One sequence shared by all connections (not each connection walking the list from the start in
  // step with the others), so distinct paths really reach the server as distinct requests.
  let next = 0;
  // every response's own time (ms, to the microsecond), of which autocannon keeps only whole milliseconds
  const times: number[] = [];
  const options: autocannon.Options = {
    url: base,
    connections,
    duration,
    headers: { 'Ocp-Apim-Subscription-Key': KEY },
    requests: [
      {
        setupRequest: (req) => {
          const call = paths[next++ % paths.length] as Call;
          if (typeof call === 'string') return { ...req, method: 'GET', path: call };
          const headers = { ...req.headers, 'content-type': 'application/json', ...call.headers };
          return { ...req, method: 'POST', path: call.path, body: call.body, headers };
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, done) => (err ? reject(err) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchCatalog(name: string, dataDir?: string) {
  const server = await startServer({ API_KEYS: KEY }, dataDir ? { dataDir } : {});
  try {
    // first, on a fresh server: the copy is built in the background after the indexes are ready
    const offline = await measureOfflineIndex(name, server.url, KEY);
    if (args['offline-index-only']) return { name, rows: [], peakRss: peakRssMiB(server.pid()), offline };
    const samples = await sampleRequests(server.url);
    const show = (texts: string[]) =>
      texts
        .slice(0, 12)
        .map((t) => JSON.stringify(t))
        .join(', ');
    console.error(
      `[${name}] ${samples.numbers} catalog numbers sampled; search texts, e.g. ${show(samples.repeated)}`,
    );
    const rows: HttpRow[] = [];
    const one = '1 connection';
    // The ratio targets of issue 17: every answer within 2× the floor's p99, the chat within 10×.
    const HTTP = 2;
    const CHAT = 10;
    // warmAll: warm up on every path (else on the first two: the code, not the caches)
    type Load = {
      call: string;
      paths: readonly Call[];
      warmAll?: boolean;
      maxRatio?: number;
      connections?: number;
    };
    const calls: Load[] = [
      // The floor: no database, no work; what HTTP and this machine's load allow at this moment.
      { call: FLOOR, paths: ['/api/health'] },
      // Autocomplete traffic: the same few hundred texts again and again, answered from the cache.
      {
        call: `number search, ${samples.repeated.length} texts repeated (cached)`,
        paths: samples.searchRepeated,
        warmAll: true,
        maxRatio: HTTP,
      },
      // Each request a text not searched for a long while (the list is longer than the cache): the
      // matching rules run every time.
      {
        call: `number search, ${samples.distinct.length} distinct texts (uncached)`,
        paths: samples.searchDistinct,
        maxRatio: HTTP,
      },
      { call: 'filter values', paths: samples.filters, maxRatio: HTTP },
      // Hub details and the chat's typed hub number: one at a time (the cost of one answer), then loaded.
      { call: `hub details, ${one}`, paths: samples.details, connections: 1 },
      { call: 'hub details', paths: samples.details, maxRatio: HTTP },
      // The chat's first step on typed text: trade words, the fuzzy reading, number answers.
      { call: `chat step, ${TYPED_WORDS.length} typed texts`, paths: samples.typedWords, maxRatio: CHAT },
      // What the chat page sends on Enter after a hub number (POST /api/chat, an AI SDK stream back).
      {
        call: `chat typed hub number, ${samples.chatNumbers.length} numbers, ${one}`,
        paths: samples.chatNumbers,
        connections: 1,
      },
      {
        call: `chat typed hub number, ${samples.chatNumbers.length} numbers`,
        paths: samples.chatNumbers,
        maxRatio: CHAT,
      },
      // The same numbers typed at later turns of a conversation (the turn is in the state): the same work,
      // every answer's text new.
      {
        call: `chat typed hub number, ${samples.chatNumbers.length} numbers at ${LATER_TURNS} turns`,
        paths: samples.chatNumbersLater,
        maxRatio: CHAT,
      },
      // Compressed as a browser asks (zstd, as Chromium names it, for answers over 1 KB): the same texts
      // again, whose compressed bytes the server keeps ...
      {
        call: `chat typed hub number, ${samples.chatNumbers.length} numbers, compressed as a browser asks`,
        paths: samples.chatNumbers.map((c) => ({ ...c, headers: { 'accept-encoding': BROWSER_ENCODINGS } })),
        maxRatio: CHAT,
      },
      // ... and at later turns: every text new, but each answer's body (all but its start event, which holds
      // the state) comes again, so its kept compressed bytes follow the new head stored as it is.
      {
        call: `chat typed hub number, ${samples.chatNumbers.length} numbers at ${LATER_TURNS} turns, compressed as a browser asks, every text new`,
        paths: samples.chatNumbersLater.map((c) => ({
          ...c,
          headers: { 'accept-encoding': BROWSER_ENCODINGS },
        })),
        maxRatio: CHAT,
      },
      // Typed texts whose answers (suggestions, lists) are each new, plain and compressed: what a one-off
      // answer costs, compressed anew (each row's texts its own, so neither finds the other's searches kept).
      {
        call: `chat typed text, ${CHAT_DISTINCT_TEXTS} distinct texts`,
        paths: samples.chatDistinct,
        maxRatio: CHAT,
      },
      {
        call: `chat typed text, ${CHAT_DISTINCT_TEXTS} other distinct texts, compressed as a browser asks`,
        paths: samples.chatDistinctOther.map((c) => ({
          ...c,
          headers: { 'accept-encoding': BROWSER_ENCODINGS },
        })),
        maxRatio: CHAT,
      },
    ];
    const wanted = calls.filter(
      ({ call }, i) => i === 0 || !ONLY.length || ONLY.some((w) => call.toLowerCase().includes(w)),
    );
    for (const { call, paths, warmAll, maxRatio, connections = CONNECTIONS } of wanted) {
      await load(server.url, warmAll ? paths : paths.slice(0, 2), 2, connections); // warm-up
      await drain(server.url);
      const measured = await load(server.url, paths, DURATION_S, connections);
      rows.push({ catalog: name, call, connections, ...(maxRatio ? { maxRatio } : {}), ...measured });
      await drain(server.url);
    }
    return { name, rows, peakRss: peakRssMiB(server.pid()), offline };
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

/** The scale-N catalog in a PGlite folder under the temp dir: made once, reused while `ready.json` is there. */
function scaleDataDir(scale: number): string {
  const root = join(tmpdir(), `wef-bench-scale-${scale}`);
  const ready = join(root, 'ready.json');
  const dataDir = join(root, 'data');
  if (existsSync(ready)) {
    console.error(`[scale-${scale}] reusing ${dataDir} (${readFileSync(ready, 'utf8').trim()})`);
    return dataDir;
  }
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const catalog = join(root, 'catalog');
  console.error(`[scale-${scale}] generating and importing into ${root} once ...`);
  const generateS = run('generate', [
    'server/catalog/cli/generate.ts',
    '--out',
    catalog,
    '--scale',
    String(scale),
  ]);
  const importS = run('import', ['server/catalog/cli/import.ts', catalog], { DATA_DIR: dataDir });
  rmSync(catalog, { recursive: true, force: true }); // the database holds it now
  writeFileSync(ready, JSON.stringify({ generateS, importS, at: new Date().toISOString() }));
  console.error(`[scale-${scale}] generated in ${generateS} s, imported in ${importS} s`);
  return dataDir;
}

async function printStartups() {
  const scales = (args['startup-scales'] ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 1000);
  const report = startupReport(await measureStartups(scales, scaleDataDir));
  console.log(
    [
      'Start-up and memory (the server listens at once; a number search answers 503 warming until its index is in memory):',
      '',
      ...report.table,
      '',
    ].join('\n'),
  );
  for (const warning of report.warnings) console.error(warning);
}
if (args['startup-only']) {
  await printStartups();
  process.exit(0);
}

/** The number search in process per kind of text at scale 100, beside PostgreSQL (search-in-process.ts). */
async function printSearchInProcess() {
  const { rows, texts, gc } = await measureSearchInProcess(scaleDataDir(100), DISTINCT_TEXTS);
  const report = searchInProcessReport(rows);
  const gcLine =
    `Garbage collection during the timed passes: ${gc.count} pauses, ${gc.totalMs.toFixed(1)} ms in all, ` +
    `the longest ${gc.longestMs.toFixed(2)} ms; machine load average ${loadavg()[0]?.toFixed(1)} at the end.`;
  console.log(
    [
      '',
      `Number search in process at scale 100 (the matching rules without the answer cache, both scopes, ${texts} texts as in the uncached row), beside PostgreSQL (prefix index + pg_trgm, one connection):`,
      '',
      ...report.table,
      '',
      gcLine,
      '',
    ].join('\n'),
  );
  for (const warning of report.warnings) console.error(warning);
}
if (args['search-in-process-only']) {
  await printSearchInProcess();
  process.exit(0);
}

// --offline-index-only measures the offline copy alone: no build output, browser or start-up figures needed
const offlineOnly = args['offline-index-only'];
if (!offlineOnly) {
  const firstLoad = firstLoadReport(
    measureFirstLoads(fileURLToPath(new URL('../../dist/client', import.meta.url))),
  );
  console.log(
    [
      'First load (gzip level 9 of each file, from dist/client/.vite/manifest.json):',
      '',
      ...firstLoad.table,
      '',
    ].join('\n'),
  );
  for (const warning of firstLoad.warnings) console.error(warning);
  if (args['first-load-only']) process.exit(0);
}

/** The chat's Enter → card time at turn 1 and turn 100, printed with a warning past the target. */
async function chatFigures(base: string, catalog: string) {
  const numbers = await competitorHubNumbers(base, KEY);
  const report = chatTurnsReport(await measureChatTurns(base, numbers));
  console.log(
    [
      '',
      `Chat in Chromium (${catalog} catalog, 360 px, loopback), typing ${numbers.slice(0, 3).join(', ')}, …:`,
      '',
      ...report.table,
      '',
    ].join('\n'),
  );
  for (const warning of report.warnings) console.error(warning);
}

/**
 * Waits until the server has built its offline copy of the numbers: a visitor on a running server's pages
 * downloads and stores it after the first screen, and a fresh server's 503 'warming' would leave that work
 * out of the figures (the earlier benches measured a fresh server's pages without it).
 */
async function offlineCopyReady(base: string): Promise<void> {
  const until = Date.now() + 120_000;
  for (;;) {
    const res = await fetch(`${base}/api/v15/offline/numbers`, {
      method: 'HEAD',
      headers: { 'Ocp-Apim-Subscription-Key': KEY },
    });
    if (res.ok) return;
    if (res.status !== 503 || Date.now() > until) throw new Error(`offline copy: ${res.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Lighthouse and the chat in a browser, on the demo catalog, each on a server of its own. */
async function browserFigures() {
  const server = await startServer({ API_KEYS: KEY });
  try {
    await offlineCopyReady(server.url);
    const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    console.log(`CPU check: the same loop in Chromium's page in ${await chromiumLoopMs(chromiumPath)} ms`);
    const [hub] = (
      await getJson<{ Results: string[] }>(server.url, '/api/v11/hubassemblynumbers/withaftermarketparts/1')
    ).Results;
    if (!hub) throw new Error('the demo catalog has no maker hub numbers starting with 1');
    const paths = ['/hub', `/hub/details/${encodeURIComponent(hub)}`, '/replace/choose-calculator'];
    const report = lighthouseReport(await measureLighthouse(server.url, paths, LIGHTHOUSE_RUNS));
    console.log(
      [
        '',
        `Lighthouse 13, mobile preset (simulated slow 4G, 4× CPU), ${LIGHTHOUSE_RUNS} cold run(s) per page, the median of each figure:`,
        '',
        ...report.table,
        '',
      ].join('\n'),
    );
    for (const warning of report.warnings) console.error(warning);
    await chatFigures(server.url, 'demo');
  } finally {
    await server.stop();
  }
}
if (!args['skip-browser'] && !offlineOnly) await browserFigures();
if (args['browser-only']) process.exit(0);

const results = [await benchCatalog('demo')];
if (args['skip-scale100']) console.error('scale-100 catalog: skipped (--skip-scale100)');
else results.push(await benchCatalog('scale 100', scaleDataDir(100)));

const http = httpReport(
  results.flatMap((r) => r.rows),
  FLOOR,
  new Map(results.map((r) => [r.name, r.peakRss])),
);
console.log(
  [
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB; ` +
      `${CONNECTIONS} connections, ${DURATION_S} s per call, PGlite, loopback HTTP; percentiles of every ` +
      "response's own time.",
    '',
    ...http.table,
  ].join('\n'),
);
for (const warning of http.warnings) console.error(warning);
const wantInProcess = !ONLY.length || ONLY.some((w) => 'number search in process'.includes(w));
if (!args['skip-scale100'] && !args['offline-index-only'] && wantInProcess) await printSearchInProcess();
const offlineRows: OfflineIndexRow[] = results.map((r) => r.offline);
console.log(
  [
    '',
    'Offline copy of the numbers (GET /api/v15/offline/numbers):',
    '',
    ...offlineIndexTable(offlineRows),
  ].join('\n'),
);
if (!args['skip-startup'] && !offlineOnly) await printStartups();
