// Compressed answers and cached assets: JSON and the chat stream by Accept-Encoding (decoding gives the same
// bytes), a stream still arrives event by event, and the built client's files are sent pre-compressed,
// hashed ones cached for a year and the page revalidated.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  createGunzip,
  createZstdDecompress,
  gunzipSync,
  gzipSync,
  zstdDecompressSync,
} from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseEncoding, compression, STORED_ENCODINGS, wholeAnswer } from '../../server/http/compression.ts';
import { staticFiles } from '../../server/static-files.ts';
import { TEST_KEY, testAppForFile } from '../support/test-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'wef-dist-'));
const SCRIPT = `export const parts = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `hub ${i}`))};\n`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Finder</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js'), SCRIPT);
writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const t = testAppForFile({ staticFiles: staticFiles(dist, 'public-key') });
const SEARCH = '/api/v11/partnumbers/withaftermarketnumbers/1';

function decode(bytes: ArrayBuffer, encoding: string | null): string {
  const buf = Buffer.from(bytes);
  if (encoding === 'zstd') return zstdDecompressSync(buf).toString();
  if (encoding === 'br') return brotliDecompressSync(buf).toString();
  if (encoding === 'gzip') return gunzipSync(buf).toString();
  return buf.toString();
}

const get = (path: string, acceptEncoding?: string) =>
  t.app.request(path, {
    headers: {
      'Ocp-Apim-Subscription-Key': TEST_KEY,
      ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }),
    },
  });

describe('JSON answers', () => {
  it.each([
    ['zstd', 'gzip, deflate, br, zstd'],
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('are sent %s-encoded and decode to the plain answer', async (encoding, accept) => {
    const plain = await get(SEARCH);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(1024);

    const res = await get(SEARCH, accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe(encoding);
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const bytes = await res.arrayBuffer();
    expect(bytes.byteLength).toBeLessThan(plainText.length / 3);
    expect(decode(bytes, encoding)).toBe(plainText);
  });

  it('stay plain when small, refused or unknown, and say they vary by Accept-Encoding', async () => {
    const small = await get('/api/health', 'gzip, br');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(small.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(await small.json()).toEqual({ Status: 'OK' });
    for (const refused of [
      'identity',
      'br;q=0, gzip;q=0',
      'zstd;q=0, br;q=0, gzip;q=0',
      'compress',
      '*;q=0',
    ]) {
      const res = await get(SEARCH, refused);
      expect(res.headers.get('Content-Encoding'), refused).toBeNull();
      expect((await res.json()).Results.length).toBeGreaterThan(0);
    }
  });

  it('survive a hostile Accept-Encoding header', async () => {
    for (const hostile of [
      'x'.repeat(8000),
      ';;;,,,q=,br;q=abc',
      'gzip;q=-1, br;q=NaN',
      `${'a,'.repeat(4000)}gzip`,
      '<script>alert(1)</script>',
    ]) {
      const res = await get(SEARCH, hostile);
      expect(res.status, hostile.slice(0, 30)).toBe(200);
      const text = decode(await res.arrayBuffer(), res.headers.get('Content-Encoding'));
      expect(JSON.parse(text).Results.length).toBeGreaterThan(0);
    }
  });
});

describe('chooseEncoding', () => {
  it('prefers zstd, then brotli, honours q=0 and the wildcard (which never stands for zstd)', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('zstd');
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('zstd;q=0, br, gzip')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('offers only what is stored for files compressed ahead of time', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', STORED_ENCODINGS)).toBe('br');
    expect(chooseEncoding('zstd', STORED_ENCODINGS)).toBeNull();
    expect(chooseEncoding('zstd, gzip', STORED_ENCODINGS)).toBe('gzip');
  });
});

describe('the chat stream', () => {
  const chat = (acceptEncoding?: string) =>
    t.app.request('/api/chat', {
      method: 'POST',
      headers: {
        'Ocp-Apim-Subscription-Key': TEST_KEY,
        'Content-Type': 'application/json',
        ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
      },
      body: JSON.stringify({
        messages: [
          { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'What hub fits a cascadia steer?' }] },
        ],
      }),
    });

  it.each(['zstd', 'br', 'gzip'])('is %s-encoded and decodes to the same events', async (encoding) => {
    const plain = await (await chat()).text();
    expect(plain).toContain('data: {"type":"start"');
    const res = await chat(encoding);
    expect(res.headers.get('Content-Type')).toMatch(/text\/event-stream/);
    expect(res.headers.get('Content-Encoding')).toBe(encoding);
    const bytes = await res.arrayBuffer();
    // a whole answer, compressed whole: its compressed length is said
    expect(res.headers.get('Content-Length')).toBe(String(bytes.byteLength));
    expect(decode(bytes, encoding)).toBe(plain);
  });

  // Hono's node server hands the response over differently from app.request: a length said for the
  // uncompressed text once stood on compressed bytes, and the client waited for bytes never sent. An answer
  // sent again is sent from the compressed bytes kept (from its third time): they still decode to it.
  it('over a real socket, says the length of the compressed bytes it sends, each time an answer comes again', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      const body = (text: string) =>
        JSON.stringify({ message: { id: 'u1', role: 'user', parts: [{ type: 'text', text }] }, state: null });
      const answer = (acceptEncoding: string, text: string) =>
        new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
          const req = request(
            {
              port,
              host: '127.0.0.1',
              method: 'POST',
              path: '/api/chat',
              headers: {
                'Ocp-Apim-Subscription-Key': TEST_KEY,
                'Content-Type': 'application/json',
                'Accept-Encoding': acceptEncoding,
              },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (d: Buffer) => chunks.push(d));
              res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
              res.on('error', reject);
            },
          );
          req.on('error', reject);
          req.end(body(text));
        });
      const texts = ['steer hub', 'drive hub'];
      const plain = new Map<string, string>();
      for (const text of texts) {
        const { headers, bytes } = await answer('identity', text);
        expect(bytes.length).toBeGreaterThan(1024); // long enough to be compressed
        expect(headers['content-length']).toBe(String(bytes.length));
        plain.set(text, bytes.toString());
      }
      expect(plain.get('steer hub')).not.toBe(plain.get('drive hub'));
      for (let time = 1; time <= 3; time++)
        for (const text of texts)
          for (const encoding of ['zstd', 'br', 'gzip']) {
            const { headers, bytes } = await answer(encoding, text);
            expect(headers['content-encoding']).toBe(encoding);
            expect(headers['content-length']).toBe(String(bytes.length));
            expect(decode(new Uint8Array(bytes).buffer, encoding), `${text}, ${encoding}, time ${time}`).toBe(
              plain.get(text),
            );
          }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it.each([
    ['gzip', createGunzip],
    ['zstd', createZstdDecompress],
  ] as const)(
    'still arrives event by event (%s): each is decodable before the next is written',
    async (encoding, decompressor) => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const app = new Hono().use(compression()).get('/events', () => {
        const enc = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(enc.encode('data: first\n\n'));
            await gate; // the second event waits until the test has read the first
            controller.enqueue(enc.encode('data: second\n\n'));
            controller.close();
          },
        });
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      });
      const res = await app.request('/events', { headers: { 'Accept-Encoding': encoding } });
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      const gunzip = decompressor();
      let decoded = '';
      gunzip.on('data', (d: Buffer) => {
        decoded += d.toString();
      });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const readUntil = async (text: string) => {
        while (!decoded.includes(text)) {
          const { value, done } = await reader.read();
          if (done)
            throw new Error(`stream ended before ${JSON.stringify(text)}; got ${JSON.stringify(decoded)}`);
          await new Promise<void>((resolve) => gunzip.write(value, () => resolve()));
          await new Promise<void>((resolve) => gunzip.flush(() => resolve()));
        }
      };
      await readUntil('data: first');
      expect(decoded).toBe('data: first\n\n');
      release();
      await readUntil('data: second');
      expect(decoded).toBe('data: first\n\ndata: second\n\n');
    },
  );
});

describe('a whole answer', () => {
  // the text's bytes go through one buffer kept for them, and small answers come out in pooled chunks:
  // any length, any characters, one chunk or several, kept or not, decodes to the text it was
  const bodies: Record<string, string> = {
    short: `data: ${JSON.stringify({ hubs: Array.from({ length: 120 }, (_, i) => `hub ${i}`) })}\n\n`,
    'several output chunks': Array.from({ length: 12_000 }, (_, i) =>
      String.fromCharCode(33 + ((i * 7919) % 90)),
    ).join(''),
    'characters of two to four bytes': `Dana Spicer — 10 × 22.5", 5 år, ${'€😀é'.repeat(900)}`,
    'longer than the kept buffer': 'x'.repeat(100_000) + 'é—😀'.repeat(20_000),
  };
  // the head is new every time (as the chat's state, which counts the turns)
  const heads = (time: number): Record<string, string> => ({
    none: '',
    'a state': `data: {"type":"start","messageMetadata":{"state":{"seq":${time},"note":"é—😀"}}}\n\n`,
    'over one stored block of gzip': `${time}`.repeat(70_000),
    'longer than a zstd block': '😀'.repeat(33_000 + time),
  });
  let head = '';
  const app = new Hono().post('/:name', (c) =>
    wholeAnswer(c, { head, body: bodies[c.req.param('name')] ?? '' }, {}),
  );
  const ask = (name: string, encoding: string) =>
    app.request(`/${encodeURIComponent(name)}`, { method: 'POST', headers: { 'Accept-Encoding': encoding } });

  it.each(Object.keys(bodies))('decodes to its text, with any head: %s', async (name) => {
    for (let time = 1; time <= 3; time++)
      for (const [kind, text] of Object.entries(heads(time)))
        for (const encoding of ['zstd', 'br', 'gzip']) {
          head = text;
          const res = await ask(name, encoding);
          expect(res.headers.get('Content-Encoding')).toBe(encoding);
          const bytes = await res.arrayBuffer();
          expect(res.headers.get('Content-Length')).toBe(String(bytes.byteLength));
          expect(decode(bytes, encoding), `${encoding}, ${kind}, time ${time}`).toBe(head + bodies[name]);
        }
  });

  // a body that comes again is not compressed again: its kept bytes follow the new head, stored as it is
  it.each(['zstd', 'gzip'])(
    'in %s, stores the new head before the body compressed before',
    async (encoding) => {
      const body = `data: ${JSON.stringify({ cards: Array.from({ length: 200 }, (_, i) => `card ${i} of ${encoding}`) })}\n\n`;
      bodies.cards = body;
      const sent: Buffer[] = [];
      for (let time = 1; time <= 4; time++) {
        head = `data: {"type":"start","messageMetadata":{"state":{"seq":${time},"unique":"${encoding}-${time}"}}}\n\n`;
        const res = await ask('cards', `gzip, deflate, br${encoding === 'zstd' ? ', zstd' : ''}`);
        expect(res.headers.get('Content-Encoding')).toBe(time === 1 && encoding === 'gzip' ? 'br' : encoding);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(decode(bytes.buffer as ArrayBuffer, res.headers.get('Content-Encoding'))).toBe(head + body);
        sent.push(bytes);
        // the first time the whole text is compressed; from its second, the head is there as it is
        expect(bytes.includes(Buffer.from(head)), `time ${time}`).toBe(time > 1);
      }
      // the body's compressed bytes are the same each time
      const tail = (b: Buffer) =>
        b.subarray(b.length - 200 - (encoding === 'gzip' ? 8 : 0), b.length - (encoding === 'gzip' ? 8 : 0));
      expect(tail(sent[3] as Buffer)).toEqual(tail(sent[2] as Buffer));
    },
  );
});

describe('the built client', () => {
  it.each([
    ['br', 'gzip, deflate, br, zstd'],
    ['gzip', 'gzip, deflate'],
  ])(
    'sends hashed assets pre-compressed (%s, as made at build), immutable for a year',
    async (encoding, accept) => {
      const res = await get('/assets/app-Ab12Cd34.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      expect(res.headers.get('Content-Type')).toMatch(/javascript/);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('Vary')).toBe('Accept-Encoding');
      expect(decode(await res.arrayBuffer(), encoding)).toBe(SCRIPT);
    },
  );

  it('sends the plain file to a client that takes no compression', async () => {
    const res = await get('/assets/app-Ab12Cd34.js');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('never caches a missing asset or the page itself for long', async () => {
    const missing = await get('/assets/nothing-here.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBeNull();
    for (const path of ['/hub', '/hub/details/12345']) {
      const page = await get(path, 'br');
      expect(page.status).toBe(200);
      expect(page.headers.get('Cache-Control')).toBe('no-cache');
      expect(decode(await page.arrayBuffer(), page.headers.get('Content-Encoding'))).toContain(
        '<div id="root">',
      );
    }
  });
});
