// GET /api/v15/offline/numbers: the offline copy of the cross-reference holds every number of the catalog
// with its maker part, answers 304 to the ETag it gave, comes precompressed, and changes with an import.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogToCsv } from '../../server/catalog/csv.ts';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { importCatalog, textSource } from '../../server/catalog/import.ts';
import { interchanges } from '../../server/data/db/schema.ts';
import { apiRouteDocs } from '../../server/routes/registry.ts';
import {
  isOfflineNumbers,
  lookUpOffline,
  type OfflineNumbers,
} from '../../tools/part-number/offline-numbers.ts';
import { createTestApp, TEST_KEY } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/v15/offline/numbers';
const call = (headers: Record<string, string> = {}) =>
  t.app.request(PATH, { headers: { 'Ocp-Apim-Subscription-Key': TEST_KEY, ...headers } });

async function copyOf(res: Response): Promise<OfflineNumbers> {
  expect(res.status).toBe(200);
  const body: unknown = await res.json();
  const doc = apiRouteDocs.find((d) => d.path === '/v15/offline/numbers');
  doc?.response?.parse(body); // the documented shape
  if (!isOfflineNumbers(body)) throw new Error('not an offline copy');
  return body;
}

describe('offline numbers API', () => {
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

  it('is sent brotli or gzip compressed by Accept-Encoding, the same copy as the plain one', async () => {
    const plain = await call({ 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const text = await plain.text();
    const br = await call({ 'Accept-Encoding': 'br, gzip' });
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
    const after = await call({ 'If-None-Match': oldTag });
    const newCopy = await copyOf(after);
    expect(after.headers.get('ETag')).not.toBe(oldTag);
    expect(newCopy.Signature).not.toBe(oldCopy.Signature);
    expect(after.headers.get('ETag')).toBe(`"offline-${newCopy.Signature}"`);
  });
});
