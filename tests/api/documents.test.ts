// GET /documents/{name}: the demo product documents the catalog links to, and the hub API's document URLs.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createLogger } from '../../server/logger.ts';
import { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import { TEST_KEY, testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

const DEMO_DOCUMENTS = [
  'gawr-ratings.html',
  'preset-warranty.html',
  'preset-plus-warranty.html',
  'steer-hub-installation.html',
  'rotor-kit-installation.html',
];

/** A steer hub of the demo catalog: it has a GAWR note with a link and an installation bulletin. */
async function steerHubNumber(): Promise<string> {
  const r = (await t.db.execute(
    sql`select hub_assembly_number n from hub_assemblies where axle_position = 'Steer'
        and hub_assembly_type = 'PreSet Plus' order by hub_assembly_number limit 1`,
  )) as unknown as { rows: { n: string }[] };
  if (!r.rows[0]) throw new Error('demo catalog has no PreSet Plus steer hub');
  return r.rows[0].n;
}

describe('documents', () => {
  it.each(DEMO_DOCUMENTS)('serves %s as a phone-friendly HTML page, without an API key', async (name) => {
    const res = await t.get(`/documents/${name}`, null);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    // documents run no scripts and cannot be framed
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).not.toMatch(/<script/i);
  });

  it('serves the stylesheet the documents share', async () => {
    const res = await t.get('/documents/document.css', null);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('answers 304 when the copy the browser has is current', async () => {
    const first = await t.get('/documents/gawr-ratings.html', null);
    const etag = first.headers.get('etag') ?? '';
    const again = await t.app.request('/documents/gawr-ratings.html', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it.each([
    '/documents/no-such-document.html',
    '/documents/GAWR-RATINGS.HTML',
    '/documents/..%2Fpackage.json',
    '/documents/%2e%2e%2f%2e%2e%2fpackage.json',
    '/documents/..%5cpackage.json',
    '/documents/sub/gawr-ratings.html',
    '/documents/.gitignore',
    '/documents/gawr-ratings.html%00.png',
    '/documents/',
  ])('refuses %s with a plain 404 page', async (path) => {
    const res = await t.get(path, null);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
    const body = await res.text();
    expect(body).toContain('Document not found');
    expect(body).not.toContain('"name"');
  });

  it.each([
    '/documents/../package.json',
    '/documents/%2e%2e/package.json',
    '/documents/%2E%2E/server/env.ts',
  ])('%s never reaches a file (dot segments are resolved before routing)', async (path) => {
    const res = await t.get(path, null);
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(body).not.toContain('"dependencies"');
    expect(body).not.toContain('process.env');
  });

  it('every document link of the demo catalog opens a served document', async () => {
    const r = (await t.db.execute(
      sql`select distinct l from (
            select warranty_link l from hub_assemblies
            union select jsonb_array_elements_text(gawr_note->'Links') from hub_assemblies where gawr_note is not null
            union select gawr_note->>'IBLink' from hub_assemblies where gawr_note is not null
            union select instruction_link from brake_rotor_kits) links
          where l is not null`,
    )) as unknown as { rows: { l: string }[] };
    const names = r.rows.map((row) => row.l).sort();
    expect(names).toEqual([...DEMO_DOCUMENTS].sort());
    for (const name of names) expect((await t.get(`/documents/${name}`, null)).status).toBe(200);
  });
});

describe('API document URLs', () => {
  it("the hub details carry URLs under the app's /documents/, not bare file names", async () => {
    const hub = await steerHubNumber();
    const res = await t.get(`/api/v11/hubassemblydetails/${hub}`);
    const detail = HubAssemblyDetail.parse(((await res.json()) as { Results: unknown[] }).Results[0]);
    expect(detail.WarrantyLink).toBe('/documents/preset-plus-warranty.html');
    expect(detail.GawrNote).toEqual({
      Text: 'Rating assumes matched tires and wheels; see {{GAWR ratings}} for limits.',
      Links: ['/documents/gawr-ratings.html'],
      IBLink: '/documents/steer-hub-installation.html',
    });
  });

  it('a rotor kit carries its installation instructions as a URL', async () => {
    const r = (await t.db.execute(
      sql`select brake_rotor_number n from brake_rotor_kits order by brake_rotor_kit_number limit 1`,
    )) as unknown as { rows: { n: string }[] };
    const res = await t.get(`/api/v11/brakerotor/details/${r.rows[0]?.n}`);
    const body = (await res.json()) as {
      Results: { Kits: { InstructionLink: string | null }[]; Instruction: { Link: string | null } }[];
    };
    expect(body.Results[0]?.Kits[0]?.InstructionLink).toBe('/documents/rotor-kit-installation.html');
    expect(body.Results[0]?.Instruction.Link).toBe('/documents/rotor-kit-installation.html');
  });

  it('DOCUMENT_BASE_URL moves every document link to that host', async () => {
    const app = createApp({
      db: t.db,
      apiKeys: [TEST_KEY],
      logger: createLogger('silent'),
      documentBaseUrl: 'https://docs.example.com/wheel-end/',
    });
    const hub = await steerHubNumber();
    const res = await app.request(`/api/v11/hubassemblydetails/${hub}`, {
      headers: { 'Ocp-Apim-Subscription-Key': TEST_KEY },
    });
    const detail = HubAssemblyDetail.parse(((await res.json()) as { Results: unknown[] }).Results[0]);
    expect(detail.WarrantyLink).toBe('https://docs.example.com/wheel-end/preset-plus-warranty.html');
    expect(detail.GawrNote?.Links).toEqual(['https://docs.example.com/wheel-end/gawr-ratings.html']);
    expect(detail.GawrNote?.IBLink).toBe('https://docs.example.com/wheel-end/steer-hub-installation.html');
  });
});
