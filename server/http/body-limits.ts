// Request body limits per route, enforced while the body is read (before any parsing), and a cap on how
// deeply JSON may nest, so one request can neither fill the memory nor hold the event loop.
import { IncomingMessage, type Server } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { errorBody } from './errors.ts';

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * Largest body per route (method and path as the client sends them). The chat posts one message and the
 * latest state, but API users may still post a whole conversation (up to 400 messages with their data
 * parts); the rest are small forms and batches.
 */
export const BODY_LIMITS: readonly { method: string; path: string; maxBytes: number }[] = [
  { method: 'POST', path: '/api/chat', maxBytes: 2 * MiB },
  { method: 'POST', path: '/api/assistant/step', maxBytes: 64 * KiB },
  { method: 'POST', path: '/api/events', maxBytes: 64 * KiB },
  { method: 'POST', path: '/api/v11/SessionUpdate', maxBytes: 16 * KiB },
  { method: 'POST', path: '/api/v11/SendEmail', maxBytes: 16 * KiB },
  // three short fields and an address
  { method: 'POST', path: '/api/v15/hubassembly/jobparts/email', maxBytes: 2 * KiB },
  { method: 'POST', path: '/api/admin/notifications', maxBytes: 64 * KiB },
  { method: 'POST', path: '/api/admin/catalog/import', maxBytes: 256 * MiB },
];

/** Any other request (a GET with a body, an unknown path): small, the app reads none of them. */
export const DEFAULT_BODY_LIMIT = 16 * KiB;

const JSON_TYPE = /\bjson\b/i;

/** Deepest JSON nesting accepted; the app's own bodies nest about a dozen levels. */
export const MAX_JSON_DEPTH = 40;

/**
 * 413 for a body that was not read to its end: the connection is closed, since the rest of that body
 * would otherwise be taken as the client's next request on a kept-alive connection.
 */
const tooLargeBody = (maxBytes: number) =>
  errorBody('payload_too_large', `The request body is larger than ${maxBytes} bytes`);

function tooLarge(c: Context, maxBytes: number): Response {
  return c.json(tooLargeBody(maxBytes), 413, {
    Connection: 'close',
  });
}

/**
 * A client that asks before sending (`Expect: 100-continue`, curl's way past 1 MB) is told at once when the
 * length it declares is over the route's limit, instead of being invited to send a body that would then be
 * cut off mid-way, losing the answer to a broken pipe. Anything else is invited on and handled as usual.
 */
export function refuseLargeBodiesBeforeContinue(server: Server) {
  server.on('checkContinue', (req, res) => {
    const declared = Number.parseInt(req.headers['content-length'] ?? '', 10);
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const maxBytes = bodyLimitFor(req.method ?? '', path);
    if (declared > maxBytes) {
      const body = JSON.stringify(tooLargeBody(maxBytes));
      res.writeHead(413, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        Connection: 'close',
      });
      res.end(body);
      return;
    }
    res.writeContinue();
    server.emit('request', req, res);
  });
}

/** The largest body a request to `path` may send (a trailing slash does not matter). */
export function bodyLimitFor(method: string, path: string): number {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return BODY_LIMITS.find((l) => l.method === method && l.path === trimmed)?.maxBytes ?? DEFAULT_BODY_LIMIT;
}

/** How deeply the JSON text nests, stopping as soon as it passes `max` (brackets in strings ignored). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 /* [ */ || ch === 123 /* { */) {
      if (++depth > max) return true;
    } else if (ch === 93 /* ] */ || ch === 125 /* } */) depth--;
  }
  return false;
}

/**
 * Refuses JSON bodies nested deeper than MAX_JSON_DEPTH. The text is read once, into Hono's body cache,
 * where the routes' validators (c.req.json) read it again: no route reads the raw stream, which is used up
 * from here on, so the request is not copied to hand it a fresh one.
 */
const jsonDepth: MiddlewareHandler = async (c, next) => {
  if (!mayHaveBody(c) || !JSON_TYPE.test(c.req.header('Content-Type') ?? '')) return next();
  const text = await c.req.text();
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH))
    return c.json(errorBody('bad_request', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`), 400);
  return next();
};

/**
 * Whether the request may carry a body the app reads. A GET or HEAD never has one read (the Node
 * adapter drops it), and asking `c.req.raw.body` would make the adapter build a full Request for every
 * call, which cost a third of the throughput of a GET.
 */
function mayHaveBody(c: Context): boolean {
  return c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.raw.body !== null;
}

/**
 * The Node request under `c` when its JSON body comes with a declared length (what browsers and API
 * clients send): null for anything else (chunked uploads, forms, tests' in-process requests), which take
 * the general way below.
 */
function declaredJson(c: Context): IncomingMessage | null {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof IncomingMessage)) return null;
  const { headers } = incoming;
  if (headers['content-length'] === undefined || headers['transfer-encoding'] !== undefined) return null;
  return JSON_TYPE.test(headers['content-type'] ?? '') ? incoming : null;
}

/** The whole body of a request whose length is declared (Node's parser stops there), decoded as fetch does. */
function readDeclared(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(new TextDecoder().decode(Buffer.concat(chunks))));
    incoming.once('error', reject);
    // a client gone before the end of its body: no promise left waiting for ever
    incoming.once('close', () => {
      if (!incoming.complete) reject(new Error('The request body ended early'));
    });
  });
}

/**
 * A JSON body of declared length, read straight from the Node request into Hono's body cache: asking
 * `c.req.raw.body` would make the adapter build a full Request and read it through web streams, a tenth
 * of a chat turn. The same checks as the general way: the declared length against the limit before
 * anything is read, then the nesting cap.
 */
async function declaredJsonBody(
  c: Context,
  incoming: IncomingMessage,
  maxBytes: number,
  next: () => Promise<void>,
): Promise<Response | undefined> {
  const declared = Number.parseInt(incoming.headers['content-length'] ?? '0', 10);
  if (declared > maxBytes) return tooLarge(c, maxBytes);
  const text = readDeclared(incoming);
  // the cache holds the promises of reads (Hono's type says values): the route's c.req.json() parses this
  (c.req.bodyCache as { text?: Promise<string> }).text = text;
  if (jsonDepthExceeds(await text, MAX_JSON_DEPTH))
    return c.json(errorBody('bad_request', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`), 400);
  await next();
  return undefined;
}

/** One middleware for the whole app: the route's size limit, then the nesting cap. */
export function requestBodyLimits(): MiddlewareHandler {
  const bySize = new Map<number, MiddlewareHandler>();
  const limiter = (maxBytes: number) => {
    let m = bySize.get(maxBytes);
    if (!m) {
      m = bodyLimit({ maxSize: maxBytes, onError: (c) => tooLarge(c, maxBytes) });
      bySize.set(maxBytes, m);
    }
    return m;
  };
  return createMiddleware(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const maxBytes = bodyLimitFor(c.req.method, c.req.path);
    const incoming = declaredJson(c);
    if (incoming) return declaredJsonBody(c, incoming, maxBytes, next);
    if (!mayHaveBody(c)) return next();
    const size = limiter(maxBytes);
    // bodyLimit's next() returns nothing: a refusal by the nesting check is handed on through c.res
    const res = await size(c, async () => {
      const refused = await jsonDepth(c, next);
      if (refused instanceof Response) c.res = refused;
    });
    return res instanceof Response ? res : undefined;
  });
}
