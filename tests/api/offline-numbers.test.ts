// GET /api/v15/offline/numbers: the offline copy of the cross-reference holds every number of the catalog
// with its maker part, answers 304 to the ETag it gave, comes precompressed, and changes with an import.
// It is built off the request path (decision 040): 503 'warming' until the first copy is ready, and the
// held copy (with its own ETag) while the next one is built after a catalog change.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogToCsv } from '../../server/catalog/csv.ts';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { importCatalog, textSource } from '../../server/catalog/import.ts';
import type { Database } from '../../server/data/db/client.ts';
import { interchanges, partTypes } from '../../server/data/db/schema.ts';
import { warmOfflineNumbers } from '../../server/data/offline-numbers.ts';
import { WARMING_RETRY_AFTER_SECONDS } from '../../server/http/warming.ts';
import { apiRouteDocs } from '../../server/routes/registry.ts';
import {
  isOfflineNumbers,
  lookUpOffline,
  type OfflineNumbers,
} from '../../tools/part-number/offline-numbers.ts';
import { createTestApp, TEST_KEY } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** The first answer of a fresh server while its copy is being built. */
let first: Response;
beforeAll(async () => {
  t = await createTestApp();
  // as the server start does: the copy is built in the background, and asked for meanwhile
  const warm = warmOfflineNumbers(t.db);
  first = await call();
  await warm;
});
afterAll(() => t.close());

const PATH = '/api/v15/offline/numbers';
const call = (headers: Record<string, string> = {}, query = '') =>
  t.app.request(`${PATH}${query}`, { headers: { 'Ocp-Apim-Subscription-Key': TEST_KEY, ...headers } });

/** The copy as the catalog's tables give it, built here the plain way (sorts of row objects). */
async function expectedCopy(db: Database): Promise<Omit<OfflineNumbers, 'Signature'>> {
  const rows = await db
    .select({ n: interchanges.normalized, m: interchanges.makerPartNumber, t: interchanges.partTypeId })
    .from(interchanges);
  const bytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const makerKeys = [...new Set(rows.map((r) => `${r.m}\t${r.t}`))]
    .map((k) => k.split('\t') as [string, string])
    .sort(([a, x], [b, y]) => bytes(a, b) || Number(x) - Number(y));
  const at = new Map(makerKeys.map(([m, type], i) => [`${m}\t${type}`, i]));
  const pairs = [...new Set(rows.map((r) => `${r.n}\t${at.get(`${r.m}\t${r.t}`)}`))]
    .map((k) => k.split('\t') as [string, string])
    .sort(([a, x], [b, y]) => bytes(a, b) || Number(x) - Number(y));
  const names = new Map((await db.select().from(partTypes)).map((p) => [p.id, p.name]));
  const used = [...new Set(makerKeys.map(([, type]) => Number(type)))].sort((a, b) => a - b);
  return {
    Format: 1,
    Types: Object.fromEntries(used.map((id) => [String(id), names.get(id) as string])),
    Makers: makerKeys.map(([m]) => m),
    MakerTypes: makerKeys.map(([, type]) => Number(type)),
    Numbers: pairs.map(([n]) => n),
    Refs: pairs.map(([, ref]) => Number(ref)),
  };
}

async function copyOf(res: Response): Promise<OfflineNumbers> {
  expect(res.status).toBe(200);
  const body: unknown = await res.json();
  const doc = apiRouteDocs.find((d) => d.path === '/v15/offline/numbers');
  doc?.response?.parse(body); // the documented shape
  if (!isOfflineNumbers(body)) throw new Error('not an offline copy');
  return body;
}

describe('offline numbers API', () => {
  it('answers 503 warming with Retry-After while its first copy is built, never waiting for it', async () => {
    expect(first.status).toBe(503);
    expect(first.headers.get('Retry-After')).toBe(String(WARMING_RETRY_AFTER_SECONDS));
    expect(first.headers.get('ETag')).toBeNull();
    expect(((await first.json()) as { Error: { Code: string } }).Error.Code).toBe('warming');
  });

  it('is exactly the copy the catalog tables give', async () => {
    const { Signature, ...copy } = await copyOf(await call());
    expect(copy).toEqual(await expectedCopy(t.db));
    expect(Signature).toMatch(/^\d+:\d+$/);
  });

  it('holds every number of the catalog, each pointing at its maker part and part type', async () => {
    const copy = await copyOf(await call());
    const rows = await t.db.select().from(interchanges);
    const expected = new Set(rows.map((r) => `${r.normalized}|${r.makerPartNumber}|${r.partTypeId}`));
    const got = new Set(
      copy.Numbers.map((n, i) => {
        const ref = copy.Refs[i] as number;
        return `${n}|${copy.Makers[ref]}|${copy.MakerTypes[ref]}`;
      }),
    );
    expect(got).toEqual(expected);
    expect(copy.Numbers.length).toBe(expected.size); // no row twice
    expect([...copy.Numbers].sort()).toEqual(copy.Numbers); // sorted: the browser binary-searches it
    const competitor = rows.find((r) => r.competitorId !== 1 && r.partTypeId === 115);
    if (!competitor) throw new Error('the demo catalog has competitor hub numbers');
    expect(lookUpOffline(copy, competitor.normalized)).toContainEqual({
      number: competitor.normalized,
      makerPartNumber: competitor.makerPartNumber,
      partTypeId: 115,
      description: copy.Types['115'],
    });
    expect(copy.Types['115']).toMatch(/hub/i);
    expect(lookUpOffline(copy, 'NOSUCHNUMBER')).toEqual([]);
  });

  it('answers 304 to its own ETag, and the whole copy to another, to a list and to hostile values', async () => {
    const first = await call();
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"offline-\d+:\d+"$/);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const again = await call({ 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await call({ 'If-None-Match': `"other", W/${etag}` })).status).toBe(304);
    for (const hostile of [
      '"other"',
      `${'"x", '.repeat(2000)}${etag}`,
      '<script>alert(1)</script>',
      '"unterminated',
    ])
      expect((await call({ 'If-None-Match': hostile })).status, hostile.slice(0, 20)).toBe(200);
  });

  it('takes no input but If-None-Match: a hostile query or Accept-Encoding changes nothing', async () => {
    const plain = await (await call({ 'Accept-Encoding': 'identity' })).text();
    const etag = (await call()).headers.get('ETag');
    for (const query of ['?x=<script>alert(1)</script>', `?${'a'.repeat(4000)}=1`, '?Format=2&Signature=x'])
      expect((await call({}, query)).headers.get('ETag'), query.slice(0, 20)).toBe(etag);
    for (const encoding of ['<script>', 'x'.repeat(3000), 'br;q=0, gzip;q=0', '*;q=0']) {
      const res = await call({ 'Accept-Encoding': encoding });
      expect(res.status, encoding.slice(0, 20)).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      const text =
        res.headers.get('Content-Encoding') === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString();
      expect(text, encoding.slice(0, 20)).toBe(plain);
    }
  });

  it('is sent brotli or gzip compressed by Accept-Encoding, the same copy as the plain one', async () => {
    const plain = await call({ 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const text = await plain.text();
    // as stored: a client that would take zstd too gets the stored brotli copy
    const br = await call({ 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    const gz = await call({ 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
  });

  it('needs the subscription key', async () => {
    expect((await t.app.request(PATH)).status).toBe(401);
  });

  it('changes after a catalog import: a new ETag, and the old one gets the new copy', async () => {
    const before = await call();
    const oldTag = before.headers.get('ETag') ?? '';
    const oldCopy = await copyOf(before);
    const report = await importCatalog(t.db, textSource(catalogToCsv(generateCatalog({ seed: 2 }))), 'test');
    expect(report.status).toBe('imported');
    // the request does not wait for the new copy: the one held answers, under its own ETag
    expect((await call({ 'If-None-Match': oldTag })).status).toBe(304);
    const held = await call();
    expect(held.headers.get('ETag')).toBe(oldTag);
    expect((await copyOf(held)).Signature).toBe(oldCopy.Signature);
    await warmOfflineNumbers(t.db);
    const after = await call({ 'If-None-Match': oldTag });
    const newCopy = await copyOf(after);
    expect(after.headers.get('ETag')).not.toBe(oldTag);
    expect(newCopy.Signature).not.toBe(oldCopy.Signature);
    expect(after.headers.get('ETag')).toBe(`"offline-${newCopy.Signature}"`);
    const { Signature: _new, ...rest } = newCopy;
    expect(rest).toEqual(await expectedCopy(t.db));
  });
});
