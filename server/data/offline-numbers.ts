// The offline copy of the cross-reference (tools/part-number/offline-numbers.ts) as the server holds it:
// built off the request path (decision 040), once per catalog signature, from the number index already in
// memory (server/data/offline-copy.ts), compressed once on zlib's thread pool and held compressed only
// (gzip and brotli; the rare client that takes neither gets it unpacked from gzip, on the pool too).
// A request never waits for a build: before the first copy is held it answers 'warming' (503, Retry-After,
// decision 034; tests and the CLI, which warm nothing, wait); when the catalog changed, the held copy keeps answering (its ETag names its own catalog,
// so a phone takes the newer one on its next visit) while the next is built.
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';
import { type CacheOptions, IndexWarmingError } from './catalog-cache.ts';
import type { Database } from './db/client.ts';
import { partTypes } from './db/schema.ts';
import { indexSignature, numberIndex } from './number-index.ts';
import { copyFromColumns, copyJson, type Pause, slicedPause } from './offline-copy.ts';

export type OfflineBody = {
  signature: string;
  /** How many numbers the copy holds. */
  numbers: number;
  /** The JSON's size, unpacked. */
  rawBytes: number;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  /** How long the build took, from the index to the compressed bytes. */
  buildMs: number;
};

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);

/** Builds and compresses the copy of the catalog `signature` names, from its number index. */
export async function buildOfflineBody(
  db: Database,
  signature: string,
  columns: Parameters<typeof copyFromColumns>[0],
  pause: Pause = slicedPause(),
): Promise<OfflineBody> {
  const started = performance.now();
  const types = await db.select({ id: partTypes.id, name: partTypes.name }).from(partTypes);
  const copy = await copyFromColumns(columns, signature, new Map(types.map((t) => [t.id, t.name])), pause);
  const json = await copyJson(copy, pause);
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
    rawBytes: json.length,
    gzip: new Uint8Array(gzipped),
    br: new Uint8Array(brotli),
    buildMs: Math.round(performance.now() - started),
  };
}

type Held = {
  /** The newest copy built; answers until the next one is done. */
  body: OfflineBody | null;
  /** The build under way (one at a time), and the signature it builds. */
  building: { signature: string; done: Promise<OfflineBody> } | null;
};

const held = new WeakMap<Database, Held>();

function heldFor(db: Database): Held {
  let h = held.get(db);
  if (!h) {
    h = { body: null, building: null };
    held.set(db, h);
  }
  return h;
}

/** The build of the copy for the number index in memory now: the one under way, else a new one. */
async function buildFor(db: Database, options: CacheOptions): Promise<{ done: Promise<OfflineBody> }> {
  const index = await numberIndex(db, options);
  const signature = indexSignature(index);
  const h = heldFor(db);
  if (h.body?.signature === signature) return { done: Promise.resolve(h.body) };
  if (h.building) return h.building;
  const done = buildOfflineBody(db, signature, index.copyColumns);
  const building = { signature, done };
  h.building = building;
  done.then(
    (body) => {
      h.body = body;
      if (h.building === building) h.building = null;
    },
    () => {
      if (h.building === building) h.building = null; // the next request tries again
    },
  );
  return building;
}

/** Databases whose copy the server start builds in the background (warmOfflineNumbers). */
const warmedInBackground = new WeakSet<Database>();

/**
 * The copy to answer with now. When the number index has a newer catalog than the copy held, a build
 * starts and the held copy answers. With none held yet: IndexWarmingError (503) where the server start
 * builds it in the background; without that (tests, the CLI) the first call waits, as in decision 034.
 */
export async function offlineNumbers(db: Database): Promise<OfflineBody> {
  // while the start's warm-up runs this throws IndexWarmingError itself
  const { done } = await buildFor(db, {});
  const { body } = heldFor(db);
  if (!body && !warmedInBackground.has(db)) return done;
  done.catch(() => undefined); // a failed build is retried by the next request
  if (body) return body;
  throw new IndexWarmingError();
}

/**
 * Builds the copy of the catalog as it is now (after any rebuild of the number index under way) and
 * waits for it: the server start, once its indexes are ready, and tests. From this call on, a request
 * that finds no copy held answers warming instead of waiting.
 */
export async function warmOfflineNumbers(db: Database): Promise<OfflineBody> {
  warmedInBackground.add(db);
  for (;;) {
    const body = await (await buildFor(db, { settled: true })).done;
    // a build begun for an older index finished first: build the current one
    const current = indexSignature(await numberIndex(db, { settled: true }));
    if (body.signature === current) return body;
  }
}

/** The JSON as sent to a client that takes no compression. */
export async function plainJson(body: OfflineBody): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await gunzipAsync(body.gzip));
}
