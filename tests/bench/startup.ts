// Start-up and memory per catalog scale, for `npm run bench`: the real server started on a catalog twice,
// cold (no index snapshot: the indexes are built from the database) and again from the snapshots the
// cold start wrote. Per start: when it listened, when a number search first answered 200 (503 'warming'
// before that), when both indexes were in memory, and the process's RSS and V8 heap at that moment (from
// the server's own 'indexes ready' log line), and where the time before listening went (the 'listening on'
// line: modules loaded, database open, demo catalog and statistics checked). Then the heap per million interchange numbers, from the
// difference between the smallest and the largest scale, so an operator can size a server for a catalog.
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../support/free-port.ts';
import { spawnServer } from '../support/server.ts';

export type StartupRow = {
  scale: number;
  start: 'cold' | 'snapshot';
  numbers: number;
  facets: number;
  listenMs: number;
  /** The server's own clock (ms since its process started): modules loaded, database open. */
  modulesMs: number;
  databaseMs: number;
  firstAnswerMs: number;
  /** 503 'warming' answers the polling search received before its first 200. */
  warmingAnswers: number;
  readyMs: number;
  numberSource: string;
  facetSource: string;
  hubSource: string;
  rssMiB: number;
  heapUsedMiB: number;
  snapshotMiB: number;
};

type ReadyLine = {
  numbers: number;
  facets: number;
  numberSource: string;
  facetSource: string;
  hubSource: string;
  memory: { rssMiB: number; heapUsedMiB: number };
};

const KEY = 'bench-startup-key-0123456789';
const SEARCH = '/api/v11/partnumbers/withaftermarketnumbers/10';

/** One start of the server on `dataDir`, measured from the spawn; the server is stopped after. */
async function startOnce(dataDir: string, snapshotDir: string) {
  const port = await freePort();
  const started = performance.now();
  // --expose-gc: the server collects garbage before it reports its memory, so the heap is what it holds
  const child = spawnServer(port, dataDir, { SNAPSHOT_DIR: snapshotDir, API_KEYS: KEY }, ['--expose-gc']);
  let log = '';
  let listenMs = 0;
  let phases = { modulesMs: 0, databaseMs: 0 };
  let readyMs = 0;
  let ready: ReadyLine | null = null;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (!listenMs && log.includes('listening on')) {
        listenMs = performance.now() - started;
        const line = log.split('\n').find((l) => l.includes('listening on')) as string;
        phases = (JSON.parse(line) as { startup: typeof phases }).startup;
        resolve();
      }
      if (!ready && log.includes('indexes ready')) {
        readyMs = performance.now() - started;
        const line = log.split('\n').find((l) => l.includes('indexes ready')) as string;
        ready = JSON.parse(line) as ReadyLine;
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    void exited.then(() => reject(new Error(`server exited before listening:\n${log.slice(-2000)}`)));
  });
  try {
    await listening;
    let warmingAnswers = 0;
    let firstAnswerMs = 0;
    while (!firstAnswerMs) {
      // a build holding the event loop for long can get a waiting request's connection reset: try again
      const res = await fetch(`http://127.0.0.1:${port}${SEARCH}`, {
        headers: { 'Ocp-Apim-Subscription-Key': KEY },
      }).catch(() => null);
      await res?.arrayBuffer();
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`server exited:\n${log.slice(-2000)}`);
      if (res?.status === 200) firstAnswerMs = performance.now() - started;
      else if (!res || res.status === 503) warmingAnswers += res ? 1 : 0;
      else throw new Error(`search answered ${res.status}`);
      // a bench, not a test: poll the way a load balancer would, every 50 ms
      if (!firstAnswerMs) await new Promise((r) => setTimeout(r, 50));
    }
    while (!ready) await new Promise((r) => setTimeout(r, 50));
    return { listenMs, phases, firstAnswerMs, warmingAnswers, readyMs, ready: ready as ReadyLine };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

function snapshotMiB(dir: string): number {
  let bytes = 0;
  for (const name of ['number-index.snapshot', 'facet-index.snapshot', 'hub-catalog.snapshot']) {
    try {
      bytes += statSync(join(dir, name)).size;
    } catch {
      // not written (yet)
    }
  }
  return mib(bytes);
}

/** Cold start, then a start from the snapshots the cold one wrote, on each scale's catalog. */
export async function measureStartups(
  scales: readonly number[],
  dataDirOf: (scale: number) => string,
): Promise<StartupRow[]> {
  const rows: StartupRow[] = [];
  for (const scale of scales) {
    const dataDir = dataDirOf(scale);
    const snapshotDir = join(dataDir, '..', 'bench-index-snapshots');
    rmSync(snapshotDir, { recursive: true, force: true });
    for (const start of ['cold', 'snapshot'] as const) {
      const m = await startOnce(dataDir, snapshotDir);
      const row: StartupRow = {
        scale,
        start,
        numbers: m.ready.numbers,
        facets: m.ready.facets,
        listenMs: Math.round(m.listenMs),
        modulesMs: m.phases.modulesMs,
        databaseMs: m.phases.databaseMs,
        firstAnswerMs: Math.round(m.firstAnswerMs),
        warmingAnswers: m.warmingAnswers,
        readyMs: Math.round(m.readyMs),
        numberSource: m.ready.numberSource,
        facetSource: m.ready.facetSource,
        hubSource: m.ready.hubSource,
        rssMiB: m.ready.memory.rssMiB,
        heapUsedMiB: m.ready.memory.heapUsedMiB,
        snapshotMiB: snapshotMiB(snapshotDir),
      };
      console.error(`[startup] scale ${scale} ${start}: ${JSON.stringify(row)}`);
      rows.push(row);
    }
  }
  return rows;
}

/** The table, the heap per million numbers, and a warning when a start from snapshots misses 5 s. */
export function startupReport(rows: readonly StartupRow[]): { table: string[]; warnings: string[] } {
  const s = (ms: number) => (ms / 1000).toFixed(1);
  const table = [
    '| scale | numbers | facets | start (numbers / facets / hubs) | modules loaded s | database open s | listening s | first search answer s (after listening) | all ready s | RSS MiB | heap MiB | snapshots MiB |',
    '| ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.scale} | ${r.numbers} | ${r.facets} | ${r.start} (${r.numberSource} / ${r.facetSource} / ${r.hubSource}) | ` +
        `${s(r.modulesMs)} | ${s(r.databaseMs)} | ` +
        `${s(r.listenMs)} | ${s(r.firstAnswerMs)} (${s(r.firstAnswerMs - r.listenMs)}) | ${s(r.readyMs)} | ` +
        `${r.rssMiB} | ${r.heapUsedMiB} | ${r.snapshotMiB} |`,
    ),
  ];
  const warnings: string[] = [];
  const fromSnapshot = rows.filter((r) => r.start === 'snapshot');
  const [small, large] = [fromSnapshot[0], fromSnapshot.at(-1)];
  if (small && large && large.numbers > small.numbers) {
    // the heap only: the RSS is mostly the embedded database's memory, which does not follow the catalog
    const perMillion = Math.round(
      ((large.heapUsedMiB - small.heapUsedMiB) / (large.numbers - small.numbers)) * 1e6,
    );
    table.push(
      '',
      `Heap per million interchange numbers (scale ${small.scale} → ${large.scale}, the facets growing with them): ` +
        `+${perMillion} MiB.`,
    );
  }
  for (const r of fromSnapshot)
    if (r.scale >= 100 && r.firstAnswerMs > 5_000)
      warnings.push(
        `WARNING: scale ${r.scale} first answer after a restart ${s(r.firstAnswerMs)} s > 5 s target ` +
          `(${s(r.firstAnswerMs - r.listenMs)} s of it after listening)`,
      );
  return { table, warnings };
}
