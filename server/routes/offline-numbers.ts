// GET /api/v15/offline/numbers: the offline copy of the cross-reference (decision 038) that the browser
// downloads in the background and keeps in IndexedDB, so a typed number answers without a connection.
// Conditional: the ETag is the catalog's signature, so a phone that has the current copy gets a 304. The
// copy is built off the request path (server/data/offline-numbers.ts): until it is, the answer is 503
// 'warming' with Retry-After.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { offlineNumbers, plainJson } from '../data/offline-numbers.ts';
import { chooseEncoding, STORED_ENCODINGS } from '../http/compression.ts';
import type { RouteDoc } from '../http/route-doc.ts';

/** If-None-Match is the one input: an ETag list of reasonable length; anything else is ignored (a 200). */
const IfNoneMatch = z
  .string()
  .max(512)
  .transform((v) => v.split(',').map((t) => t.trim().replace(/^W\//, '')));

const etagOf = (signature: string) => `"offline-${signature}"`;

export const offlineNumberRoutes = new Hono<AppEnv>().get('/offline/numbers', async (c) => {
  const body = await offlineNumbers(c.var.tools.db);
  const etag = etagOf(body.signature);
  c.header('ETag', etag);
  // kept by the browser in IndexedDB, not the HTTP cache: each visit asks again, mostly for a 304
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  const asked = IfNoneMatch.safeParse(c.req.header('If-None-Match') ?? '');
  if (asked.success && (asked.data.includes(etag) || asked.data.includes('*'))) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  // compressed once when built (server/data/offline-numbers.ts); the compression middleware passes it on
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), STORED_ENCODINGS);
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : await plainJson(body));
});

const OfflineNumbersResponse = z.object({
  Format: z.literal(1).describe('The format version; a browser drops a stored copy of another version'),
  Signature: z.string().describe('The catalog it was built from (newest import id : highest interchange id)'),
  Types: z.record(z.string(), z.string()).describe('PartTypeId → short description'),
  Makers: z.array(z.string()).describe('Maker part numbers, sorted, once per part type'),
  MakerTypes: z.array(z.number().int()).describe('The PartTypeId of each entry of Makers'),
  Numbers: z
    .array(z.string())
    .describe("Every normalized number (the maker's and the competitors'), sorted; may repeat"),
  Refs: z.array(z.number().int()).describe('For each entry of Numbers, its maker part: a position in Makers'),
});

export const offlineNumberDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v15/offline/numbers',
    tag: 'Number search',
    summary: 'The offline copy of the cross-reference: every number → its maker part number and part type',
    description:
      'Numbers only (normalized: upper case, no spaces, dashes, dots or slashes), for looking a number up ' +
      'without a connection; no brands, details or prices. Sent compressed (brotli or gzip, by ' +
      'Accept-Encoding). The ETag is the catalog signature: send it back as If-None-Match to get 304 Not ' +
      'Modified while the catalog is unchanged. Built in the background after a start or a catalog ' +
      'change: until the first copy is ready the answer is 503 warming (try again after Retry-After); ' +
      'after a change the previous copy answers, with its own ETag, until the new one is ready.',
    response: OfflineNumbersResponse,
    answers: { 304: 'Not Modified: the copy named by If-None-Match is current' },
    example: {},
  },
];
