// The offline copy of the cross-reference (tools/part-number/offline-numbers.ts), built once per catalog
// and held compressed: every phone that visits downloads it, so it is compressed once, not per request,
// on zlib's thread pool (the event loop keeps answering while a scale-100 copy, 11 MB raw, compresses).
// Rebuilt, like the number index, when the catalog's signature changes.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { asc } from 'drizzle-orm';
import { OFFLINE_FORMAT, type OfflineNumbers } from '../../tools/part-number/offline-numbers.ts';
import { type CacheOptions, catalogCache } from './catalog-cache.ts';
import type { Database } from './db/client.ts';
import { partTypes } from './db/schema.ts';
import { forEachInterchange } from './interchange-rows.ts';
import { signatureOf } from './number-index.ts';
import { byteOrder } from './sorted.ts';

export type OfflineBody = {
  signature: string;
  /** How many numbers the copy holds. */
  numbers: number;
  json: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
};

/** The copy itself, from the interchanges and the part type names. */
export async function buildOfflineNumbers(db: Database, signature: string): Promise<OfflineNumbers> {
  const types = await db.select().from(partTypes).orderBy(asc(partTypes.id));
  const pairs = new Map<string, { maker: string; type: number }>();
  const rows: { number: string; key: string }[] = [];
  const seen = new Set<string>();
  await forEachInterchange(db, (r) => {
    const key = `${r.makerPartNumber}\t${r.partTypeId}`;
    if (!pairs.has(key)) pairs.set(key, { maker: r.makerPartNumber, type: r.partTypeId });
    // one row per (number, maker part): brands sharing a number point at the same part
    const row = `${r.normalized}\n${key}`;
    if (seen.has(row)) return;
    seen.add(row);
    rows.push({ number: r.normalized, key });
  });
  const makers = [...pairs.entries()].sort(([, a], [, b]) => byteOrder(a.maker, b.maker) || a.type - b.type);
  const position = new Map(makers.map(([key], i) => [key, i]));
  rows.sort(
    (a, b) =>
      byteOrder(a.number, b.number) || (position.get(a.key) as number) - (position.get(b.key) as number),
  );
  const used = new Set(makers.map(([, m]) => m.type));
  return {
    Format: OFFLINE_FORMAT,
    Signature: signature,
    Types: Object.fromEntries(types.filter((t) => used.has(t.id)).map((t) => [String(t.id), t.name])),
    Makers: makers.map(([, m]) => m.maker),
    MakerTypes: makers.map(([, m]) => m.type),
    Numbers: rows.map((r) => r.number),
    Refs: rows.map((r) => position.get(r.key) as number),
  };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function build(db: Database): Promise<OfflineBody> {
  const signature = await signatureOf(db);
  const copy = await buildOfflineNumbers(db, signature);
  const json = new TextEncoder().encode(JSON.stringify(copy));
  // Measured on a scale-100-like copy: gzip 6 is as small as 9 at a sixth of the time; brotli 5 with a
  // 16 MB window is within 2% of quality 9 at a quarter of the time.
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(json, { level: 6 }),
    brotliAsync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_LGWIN]: 24,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  ]);
  return {
    signature,
    numbers: copy.Numbers.length,
    json,
    gzip: new Uint8Array(gzipped),
    br: new Uint8Array(brotli),
  };
}

const cached = catalogCache({ signature: signatureOf, build });

/**
 * The copy of the catalog: when the catalog changed since it was built, this call waits for the check and
 * rebuild under way (started by the import, or by the check interval) instead of handing out the old copy
 * a phone would then keep. Its signature is what it was built from, so the ETag never names another copy.
 */
export async function offlineNumbers(db: Database, options: CacheOptions = {}): Promise<OfflineBody> {
  const body = await cached(db, options);
  if (body.signature === (await signatureOf(db))) return body;
  return cached(db, { ...options, settled: true });
}
