// The offline copy of the numbers (GET /api/v15/offline/numbers, decision 038) as a phone gets it: its
// size raw, gzip and brotli, bytes per number, how long after 'indexes ready' the copy is ready (the server
// builds and compresses it in the background, answering 503 'warming' until then), the slowest liveness
// answer meanwhile (how long the build held the event loop at most), and a warm download over loopback.
// Numbers only: what a phone stores and downloads.
import { request } from 'node:http';

export type OfflineIndexRow = {
  catalog: string;
  numbers: number;
  rawBytes: number;
  gzipBytes: number;
  brBytes: number;
  /** From the server's 'indexes ready' (when the bench starts asking) to the first 200. */
  readyMs: number;
  /** The slowest GET /api/health answered while the copy was being built. */
  slowestHealthMs: number;
  /** The same for 5 s after it was ready: what this machine's load alone gives, to compare with. */
  slowestIdleHealthMs: number;
  warmMs: number;
};

/** Times GET /api/health every 20 ms until `done()` says stop: the slowest answer, in ms. */
async function slowestHealth(base: string, done: () => boolean): Promise<number> {
  let slowest = 0;
  while (!done()) {
    const t = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    slowest = Math.max(slowest, performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Math.round(slowest);
}

/** Asks every `every` ms until the copy is there (503 'warming' before), timing /api/health alongside. */
async function untilReady(base: string, key: string, every = 50) {
  const started = performance.now();
  let ready = false;
  const health = slowestHealth(base, () => ready);
  try {
    for (;;) {
      const res = await fetch(`${base}/api/v15/offline/numbers`, {
        headers: { 'Ocp-Apim-Subscription-Key': key, 'Accept-Encoding': 'br' },
      });
      await res.arrayBuffer();
      if (res.status === 200) break;
      if (res.status !== 503) throw new Error(`offline numbers: ${res.status}`);
      await new Promise((resolve) => setTimeout(resolve, every));
    }
  } finally {
    ready = true;
  }
  const readyMs = Math.round(performance.now() - started);
  const slowestHealthMs = await health;
  const idleUntil = performance.now() + 5_000;
  const slowestIdleHealthMs = await slowestHealth(base, () => performance.now() > idleUntil);
  return { readyMs, slowestHealthMs, slowestIdleHealthMs };
}

/** One GET with the given Accept-Encoding: the bytes as sent and the time to the last byte. */
function download(base: string, key: string, encoding: string) {
  return new Promise<{ bytes: Buffer; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      `${base}/api/v15/offline/numbers`,
      { headers: { 'Ocp-Apim-Subscription-Key': key, 'Accept-Encoding': encoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`offline numbers: ${res.statusCode}`));
          else resolve({ bytes: Buffer.concat(chunks), ms: Math.round(performance.now() - started) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function measureOfflineIndex(
  catalog: string,
  base: string,
  key: string,
): Promise<OfflineIndexRow> {
  const { readyMs, slowestHealthMs, slowestIdleHealthMs } = await untilReady(base, key);
  const first = await download(base, key, 'gzip');
  const raw = await download(base, key, 'identity');
  const br = await download(base, key, 'br');
  const warm = await download(base, key, 'gzip');
  const copy = JSON.parse(raw.bytes.toString()) as { Numbers: string[] };
  return {
    catalog,
    numbers: copy.Numbers.length,
    rawBytes: raw.bytes.length,
    gzipBytes: first.bytes.length,
    brBytes: br.bytes.length,
    readyMs,
    slowestHealthMs,
    slowestIdleHealthMs,
    warmMs: warm.ms,
  };
}

const kb = (n: number) => (n / 1024).toFixed(0);
const perNumber = (bytes: number, numbers: number) => (numbers ? (bytes / numbers).toFixed(1) : '-');
/** Seconds on a slow phone connection (10 Mbit/s), brotli: what a real download takes, not loopback. */
const onPhone = (bytes: number) => ((bytes * 8) / 10_000_000).toFixed(1);

export function offlineIndexTable(rows: readonly OfflineIndexRow[]): string[] {
  return [
    '| catalog | numbers | raw KiB | gzip KiB | brotli KiB | B/number raw | B/number gzip | B/number br | ready after start ms | slowest health during build ms | slowest health 5 s after ms | warm download ms (loopback) | s at 10 Mbit/s (br) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.catalog} | ${r.numbers} | ${kb(r.rawBytes)} | ${kb(r.gzipBytes)} | ${kb(r.brBytes)} | ` +
        `${perNumber(r.rawBytes, r.numbers)} | ${perNumber(r.gzipBytes, r.numbers)} | ${perNumber(r.brBytes, r.numbers)} | ` +
        `${r.readyMs} | ${r.slowestHealthMs} | ${r.slowestIdleHealthMs} | ${r.warmMs} | ${onPhone(r.brBytes)} |`,
    ),
  ];
}
