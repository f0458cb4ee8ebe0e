// Compresses text answers (JSON, HTML, scripts, the chat's event stream) for clients that accept it: a
// shop phone on a weak connection downloads a fifth of the bytes. Files the build compressed already
// (hashed assets) arrive with their Content-Encoding set and pass through untouched.
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  createZstdCompress,
  deflateRawSync,
  gzipSync,
  zstdCompressSync,
} from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { RepeatCache } from '../../tools/catalog/repeat-cache.ts';
import {
  MAX_HEAD_BYTES,
  SPLICE_ENCODINGS,
  type SpliceEncoding,
  splicedGzip,
  splicedZstd,
  zstdBlocks,
} from './spliced-answer.ts';

export type Encoding = 'zstd' | 'br' | 'gzip';

/**
 * What answers made per request are compressed with, best first. Zstandard at its default level makes
 * about brotli 4's bytes (2.3 KB for the chat's 45 KB of 60 cards, 2.2 KB) in a third of the time (36 µs
 * against 94): current Chromium and Firefox ask for it; Safari does not, and gets brotli.
 */
export const LIVE_ENCODINGS: readonly Encoding[] = ['zstd', 'br', 'gzip'];
/** What files compressed ahead of time are kept in (the offline copy). */
export const STORED_ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
/** Only a client that names it gets zstd: '*' from an old client is no promise it decodes it. */
const BY_WILDCARD: ReadonlySet<Encoding> = new Set(['br', 'gzip']);

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg\+xml|[^;]+\+json)/i;
const EVENT_STREAM = /^text\/event-stream/i;
/** Below this many bytes the headers and the CPU cost more than the bytes saved. */
const MIN_BYTES = 1024;
/** Brotli's default quality 11 is for build time; 4 compresses about as well as gzip at a similar speed. */
const BROTLI_LIVE_QUALITY = 4;
/** Zstandard's default level (its window at this level, 2 MiB at most, is within what browsers decode). */
const ZSTD_LIVE_LEVEL = 3;
/**
 * For a whole answer: a 128 KiB window and tables to match. The level's own (a 2 MiB window, 1 MiB of
 * tables) are allocated, zeroed and freed for every answer, at a cost under load beside the compressing;
 * answers are tens of KB, and these compress the chat's 60 cards to the same bytes.
 */
const ZSTD_WHOLE = {
  [constants.ZSTD_c_compressionLevel]: ZSTD_LIVE_LEVEL,
  [constants.ZSTD_c_windowLog]: 17,
  [constants.ZSTD_c_hashLog]: 15,
  [constants.ZSTD_c_chainLog]: 15,
  // (zstd's default, said here because a body's blocks are spliced after a head: a checksum would not hold)
  [constants.ZSTD_c_checksumFlag]: 0,
};

/** What a client's Accept-Encoding accepts: each named coding's q, and '*'. Null when it sends none. */
type Accepted = ReadonlyMap<string, number> | null;

function acceptedBy(acceptEncoding: string | undefined): Accepted {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const item of acceptEncoding.slice(0, 500).split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  return accepted;
}

/** The first of `offered` that `accepted` takes (q > 0, by name, or brotli and gzip by '*'). */
function firstAccepted<E extends Encoding>(accepted: Accepted, offered: readonly E[]): E | null {
  if (!accepted) return null;
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of offered)
    if ((accepted.get(encoding) ?? (BY_WILDCARD.has(encoding) ? wildcard : 0)) > 0) return encoding;
  return null;
}

/**
 * The encoding to answer with: the first of `offered` the client accepts (q > 0, by name, or brotli and
 * gzip by '*'); null when it accepts none of them.
 */
export function chooseEncoding<E extends Encoding = Encoding>(
  acceptEncoding: string | undefined,
  offered: readonly E[] = LIVE_ENCODINGS as readonly E[],
): E | null {
  return firstAccepted(acceptedBy(acceptEncoding), offered);
}

/**
 * Up to this many bytes in, zlib writes its output in chunks of SMALL_OUT_CHUNK bytes, which Node takes
 * from its shared pool of buffers instead of a fresh 16 KB buffer of memory outside the heap per answer:
 * those drove the old generation's full collections under a load of compressed answers (4-5 in 10 s at
 * scale 100, p99 60-66 ms; none and 44-47 ms without).
 */
const SMALL_IN = 16 * 1024;
const SMALL_OUT_CHUNK = 2048;

function compressWhole(body: Buffer, encoding: Encoding): Buffer {
  const chunkSize = body.length <= SMALL_IN ? { chunkSize: SMALL_OUT_CHUNK } : {};
  if (encoding === 'zstd') return zstdCompressSync(body, { params: ZSTD_WHOLE, ...chunkSize });
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_LIVE_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
        ...chunkSize,
      })
    : gzipSync(body, chunkSize);
}

/**
 * A text's UTF-8 bytes for compressing at once: written into one buffer kept for it (zlib reads them
 * before anything else runs), not a new buffer outside the heap per answer; a text too long for it gets
 * its own.
 */
const textBytes = Buffer.allocUnsafe(256 * 1024);
function utf8(text: string): Buffer {
  if (text.length * 3 > textBytes.length) return Buffer.from(text);
  return textBytes.subarray(0, textBytes.write(text));
}

/** The bytes of `buf` as a Uint8Array over the same memory (a pooled buffer's part of its slab). */
const view = (buf: Buffer) => new Uint8Array(buf.buffer as ArrayBuffer, buf.byteOffset, buf.length);

/** Bodies kept compressed per encoding: at most this many, of up to KEPT_TEXT characters. */
const KEPT_BODIES = 128;
const KEPT_TEXT = 64 * 1024;
/** A body's compressed bytes are kept when it came again within this many answers (or twice it). */
const KEPT_REPEAT_WINDOW = 1024;

/** A body's zstd blocks, and its length in bytes. */
type KeptZstd = { blocks: Uint8Array; size: number };
/** A body's raw deflate stream, and its bytes (a gzip member's check value covers them). */
type KeptGzip = { deflate: Uint8Array; bytes: Uint8Array };

/**
 * The compressed bytes of answers' bodies that come again, by the body's text (spliced-answer.ts). Only
 * bodies that come again are kept (RepeatCache), so one-off answers cost no more than before; the key
 * being the text itself, nothing can be stale after an import.
 */
const keptZstd = new RepeatCache<KeptZstd>(KEPT_BODIES, KEPT_REPEAT_WINDOW);
const keptGzip = new RepeatCache<KeptGzip>(KEPT_BODIES, KEPT_REPEAT_WINDOW);

/** The body's zstd blocks to keep (in memory of their own), or null if its frame cannot be spliced. */
function zstdToKeep(body: string): KeptZstd | null {
  const bytes = utf8(body);
  const blocks = zstdBlocks(view(zstdCompressSync(bytes, { params: ZSTD_WHOLE })));
  return blocks && { blocks: blocks.slice(), size: bytes.length };
}

function gzipToKeep(body: string): KeptGzip {
  const bytes = Buffer.from(body);
  return { deflate: view(deflateRawSync(bytes)).slice(), bytes };
}

/**
 * The answer as `encoding` with the head stored before the body's kept compressed bytes, when the body is
 * kept or has just come again; null when it is not (yet) kept or the head is too long to store.
 */
function splicedAnswer(head: string, body: string, encoding: SpliceEncoding): Uint8Array | null {
  if (body.length > KEPT_TEXT || head.length > MAX_HEAD_BYTES) return null;
  // the body's bytes are made (in the kept buffer) before the head's, which then take that buffer
  if (encoding === 'zstd') {
    const kept = keptZstd.get(body) ?? keptZstd.offerMade(body, () => zstdToKeep(body));
    const headBytes = kept && utf8(head);
    return headBytes && headBytes.length <= MAX_HEAD_BYTES
      ? splicedZstd(headBytes, kept.blocks, kept.size)
      : null;
  }
  const kept = keptGzip.get(body) ?? keptGzip.offerMade(body, () => gzipToKeep(body));
  return kept && splicedGzip(utf8(head), kept.deflate, kept.bytes);
}

/**
 * An answer whose whole text is known when it is sent (the chat's events), compressed here when the client
 * accepts it and it is long enough, and sent with its length. Its head (the part that is new each time) is
 * stored before the body's kept compressed bytes when the body came before and the client takes zstd or
 * gzip; otherwise the whole text is compressed. The middleware below would read the answer back through a
 * Response, a stream and new headers, and rebuild it: at 32 connections that cost the compressed chat a
 * third of its throughput beside the compressing itself.
 */
export function wholeAnswer(
  c: Context,
  { head, body }: { head: string; body: string },
  headers: Readonly<Record<string, string>>,
): Response {
  const length = Buffer.byteLength(head) + Buffer.byteLength(body);
  const accepted = length >= MIN_BYTES ? acceptedBy(c.req.header('Accept-Encoding')) : null;
  const encoding = firstAccepted(accepted, LIVE_ENCODINGS);
  const vary = { ...headers, Vary: 'Accept-Encoding' };
  if (!encoding) return c.body(head + body, 200, { ...vary, 'Content-Length': String(length) });
  const splice = firstAccepted(accepted, SPLICE_ENCODINGS);
  const spliced = splice && splicedAnswer(head, body, splice);
  const sent = spliced ? splice : encoding;
  const bytes = spliced ?? view(compressWhole(utf8(head + body), encoding));
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    ...vary,
    'Content-Length': String(bytes.length),
    'Content-Encoding': sent,
  });
}

/**
 * A compressor that flushes after every chunk, so each event of a stream reaches the browser when it is
 * written instead of waiting in the compressor's window.
 */
export function flushingCompressor(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  const zlib =
    encoding === 'zstd'
      ? createZstdCompress({ params: { [constants.ZSTD_c_compressionLevel]: ZSTD_LIVE_LEVEL } })
      : encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_LIVE_QUALITY } })
        : createGzip();
  const flushKind =
    encoding === 'zstd'
      ? constants.ZSTD_e_flush
      : encoding === 'br'
        ? constants.BROTLI_OPERATION_FLUSH
        : constants.Z_SYNC_FLUSH;
  return new TransformStream({
    start(controller) {
      // a visitor who leaves mid-answer closes the stream: drop what zlib still emits, never throw
      // from an event handler (that would end the process)
      zlib.on('data', (out: Buffer) => {
        try {
          controller.enqueue(new Uint8Array(out));
        } catch {
          zlib.destroy();
        }
      });
      zlib.on('error', (err) => {
        try {
          controller.error(err);
        } catch {
          // the stream is gone already
        }
      });
    },
    transform(chunk) {
      return new Promise<void>((resolve) => {
        zlib.write(chunk);
        zlib.flush(flushKind, () => resolve());
      });
    },
    flush() {
      return new Promise<void>((resolve) => {
        zlib.once('end', resolve);
        zlib.end();
      });
    },
  });
}

/** Compresses compressible answers by Accept-Encoding and marks them `Vary: Accept-Encoding` for caches. */
export function compression() {
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    const headers = res.headers;
    const type = headers.get('Content-Type');
    if (!type || !COMPRESSIBLE.test(type) || headers.has('Content-Encoding')) return;
    if (!/accept-encoding/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || c.req.method === 'HEAD' || /no-transform/i.test(headers.get('Cache-Control') ?? ''))
      return;
    // short, and says so: left as it is without reading it back
    if (Number(headers.get('Content-Length') ?? MIN_BYTES) < MIN_BYTES) return;
    if (!res.body) return;
    if (EVENT_STREAM.test(type)) {
      headers.set('Content-Encoding', encoding);
      headers.delete('Content-Length');
      c.res = new Response(res.body.pipeThrough(flushingCompressor(encoding)), {
        status: res.status,
        headers,
      });
      return;
    }
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length < MIN_BYTES) {
      c.res = new Response(view(body), { status: res.status, headers });
      return;
    }
    const compressed = compressWhole(body, encoding);
    headers.set('Content-Encoding', encoding);
    c.res = new Response(view(compressed), { status: res.status, headers });
    // after the swap: Hono sets the old answer's headers on the new one, so a length the old one said
    // would stand for the uncompressed bytes
    c.res.headers.set('Content-Length', String(compressed.length));
  });
}
