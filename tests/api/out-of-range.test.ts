// Out-of-range numbers never reach the database: every parameter (path and query) of every registered
// route gets 2^31, 2^53, negatives and exponent forms. The route's schema (the tool's own input schema)
// decides; a value it refuses answers 400, a value it accepts answers without a server error.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type RouteDoc, routeUrl } from '../../server/http/route-doc.ts';
import { apiRouteDocs } from '../../server/routes/registry.ts';
import { TEST_KEY, testAppForFile } from '../support/test-app.ts';

const ADMIN_TOKEN = 'admin-token-for-out-of-range-0123456789';
const t = testAppForFile({ adminToken: ADMIN_TOKEN });

const OUT_OF_RANGE: Record<string, string> = {
  int4: '2147483648',
  int4Negative: '-2147483649',
  safeInteger: '9007199254740992',
  beyondInt8: '99999999999999999999',
  negative: '-1',
  zero: '0',
  exponent: '1e3',
  exponentUpper: '1E3',
  exponentHuge: '1e308',
  hex: '0x10',
  decimal: '1.0',
  infinity: 'Infinity',
};

async function request(doc: RouteDoc, url: string): Promise<Response> {
  const headers: Record<string, string> = doc.admin
    ? { Authorization: `Bearer ${ADMIN_TOKEN}` }
    : { 'Ocp-Apim-Subscription-Key': TEST_KEY };
  const body = doc.example?.body;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return t.app.request(url, {
    method: doc.method.toUpperCase(),
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

/** A schema refuses a value when parsing it on its own fails (path and query values arrive as text). */
const refuses = (schema: z.ZodType | undefined, value: string) => schema?.safeParse(value).success === false;

const routes = apiRouteDocs.filter((d) => d.params || d.query);

describe.each(routes.map((d) => [`${d.method.toUpperCase()} ${d.path}`, d] as const))('%s', (_name, doc) => {
  const params = { ...doc.example?.params };
  const query = { ...doc.example?.query };
  // Path parameters without an example get a plain valid-looking id, so the route is reached.
  for (const name of Object.keys(doc.params?.shape ?? {})) params[name] ??= '1';

  for (const where of ['params', 'query'] as const) {
    for (const name of Object.keys(doc[where]?.shape ?? {})) {
      it(`${where} ${name}: out-of-range numbers answer 400 or a normal answer, never 500`, async () => {
        const schema = doc[where]?.shape[name] as z.ZodType | undefined;
        for (const [kind, value] of Object.entries(OUT_OF_RANGE)) {
          const url =
            where === 'params'
              ? routeUrl(doc, { ...params, [name]: value }, query)
              : routeUrl(doc, params, { ...query, [name]: value });
          const res = await request(doc, url);
          const what = `${name}=${value} (${kind})`;
          expect(res.status, what).toBeLessThan(500);
          expect(res.headers.get('content-type') ?? '', what).toMatch(/json|html/);
          if (refuses(schema, value)) expect(res.status, what).toBe(400);
        }
      });
    }
  }
});

describe('the ids of a drum or rotor search result', () => {
  it('answer 400 past the integer range (they once reached the database and answered 500)', async () => {
    for (const url of [
      '/api/v11/brakedrum/summaries?cbdid=2147483648',
      '/api/v11/brakerotor/summaries?cbrid=2147483648',
      '/api/v11/brakedrum/summaries?cbdid=1e3',
      '/api/v11/brakerotor/summaries?cbrid=-1',
      '/api/v11/hubassembliessummaries?chaid=0x10',
    ]) {
      const res = await t.get(url);
      expect(res.status, url).toBe(400);
      expect((await res.json()).Error.Code, url).toBe('bad_request');
    }
  });
});

describe('routes answer with the tool input schema as the one check', () => {
  it('no route calls a tool without parsing its input', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const dir = new URL('../../server/routes/', import.meta.url);
    // route modules sit in sub-folders too (legacy/)
    for (const file of await readdir(dir, { recursive: true })) {
      if (!file.endsWith('.ts')) continue;
      const source = await readFile(new URL(file, dir), 'utf8');
      // runTool(tool, input, ctx) parses with tool.input; tool.execute(...) would skip it
      expect(source, file).not.toMatch(/tools\.\w+\.execute\(/);
    }
  });
});
