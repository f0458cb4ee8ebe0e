// The offline copy of the numbers (GET /api/v15/offline/numbers, decision 038) as a phone gets it: its
// size raw, gzip and brotli, bytes per number, the first request's time (the server builds and compresses
// the copy) and a warm download over loopback. Numbers only: what a phone stores and downloads.
import { request } from 'node:http';

export type OfflineIndexRow = {
  catalog: string;
  numbers: number;
  rawBytes: number;
  gzipBytes: number;
  brBytes: number;
  firstMs: number;
  warmMs: number;
};

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
    firstMs: first.ms,
    warmMs: warm.ms,
  };
}

const kb = (n: number) => (n / 1024).toFixed(0);
const perNumber = (bytes: number, numbers: number) => (numbers ? (bytes / numbers).toFixed(1) : '-');
/** Seconds on a slow phone connection (10 Mbit/s), brotli: what a real download takes, not loopback. */
const onPhone = (bytes: number) => ((bytes * 8) / 10_000_000).toFixed(1);

export function offlineIndexTable(rows: readonly OfflineIndexRow[]): string[] {
  return [
    '| catalog | numbers | raw KiB | gzip KiB | brotli KiB | B/number raw | B/number gzip | B/number br | first request ms | warm download ms (loopback) | s at 10 Mbit/s (br) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.catalog} | ${r.numbers} | ${kb(r.rawBytes)} | ${kb(r.gzipBytes)} | ${kb(r.brBytes)} | ` +
        `${perNumber(r.rawBytes, r.numbers)} | ${perNumber(r.gzipBytes, r.numbers)} | ${perNumber(r.brBytes, r.numbers)} | ` +
        `${r.firstMs} | ${r.warmMs} | ${onPhone(r.brBytes)} |`,
    ),
  ];
}
