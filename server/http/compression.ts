// Compresses text answers (JSON, HTML, scripts, the chat's event stream) for clients that accept it: a
// shop phone on a weak connection downloads a fifth of the bytes. Files the build compressed already
// (hashed assets) arrive with their Content-Encoding set and pass through untouched.
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  createZstdCompress,
  gzipSync,
  zstdCompressSync,
} from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { RepeatCache } from '../../tools/catalog/repeat-cache.ts';

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
};

/**
 * The encoding to answer with: the first of `offered` the client accepts (q > 0, by name, or brotli and
 * gzip by '*'); null when it accepts none of them.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[] = LIVE_ENCODINGS,
): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const item of acceptEncoding.slice(0, 500).split(',')) {
    const [name = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of offered)
    if ((accepted.get(encoding) ?? (BY_WILDCARD.has(encoding) ? wildcard : 0)) > 0) return encoding;
  return null;
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

/** Compressed answers kept per encoding: at most this many, of texts up to KEPT_TEXT characters. */
const KEPT_ANSWERS = 128;
const KEPT_TEXT = 64 * 1024;
/** An answer's compressed bytes are kept when its text came again within this many answers (or twice it). */
const KEPT_REPEAT_WINDOW = 1024;

/**
 * The compressed bytes of answers sent again, by their whole text. Compressing a chat answer of 2 KB took
 * 60-75 µs on a loaded server (three times what it takes in a loop: its code and tables are cold there),
 * and cost the loaded chat a fifth of its throughput; a fresh conversation typing a popular number gets
 * the same text each time. Only texts that come again are kept (RepeatCache), so one-off answers cost no
 * more than before.
 */
const keptAnswers = Object.fromEntries(
  LIVE_ENCODINGS.map((encoding) => [encoding, new RepeatCache(KEPT_ANSWERS, KEPT_REPEAT_WINDOW)]),
) as Record<Encoding, RepeatCache<Uint8Array<ArrayBuffer>>>;

function compressedText(text: string, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const kept = keptAnswers[encoding];
  const keepable = text.length <= KEPT_TEXT;
  const keptBody = keepable ? kept.get(text) : undefined;
  if (keptBody) return keptBody;
  const body = view(compressWhole(utf8(text), encoding));
  // a kept answer gets memory of its own, not a part of a pooled slab held for as long as it is kept
  if (keepable) kept.offer(text, body.slice());
  return body;
}

/**
 * An answer whose whole text is known when it is sent (the chat's events), compressed here when the client
 * accepts it and it is long enough, and sent with its length. The middleware below would read the answer
 * back through a Response, a stream and new headers, and rebuild it: at 32 connections that cost the
 * compressed chat a third of its throughput beside the compressing itself.
 */
export function wholeAnswer(c: Context, text: string, headers: Readonly<Record<string, string>>): Response {
  const length = Buffer.byteLength(text);
  const encoding = length >= MIN_BYTES ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
  const vary = { ...headers, Vary: 'Accept-Encoding' };
  if (!encoding) return c.body(text, 200, { ...vary, 'Content-Length': String(length) });
  const body = compressedText(text, encoding);
  return c.body(body, 200, { ...vary, 'Content-Length': String(body.length), 'Content-Encoding': encoding });
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
