// The OpenAPI document is complete: every status a route can answer is documented on it. What a route can
// answer is collected here without the document's help: the error codes its module and everything that
// module imports can throw, the statuses it answers directly, and what the shared middlewares answer when
// provoked (no key: 401, a body over the limit: 413, the admin API switched off: 404). Every error code
// of server/http/errors.ts is in the document's Error schema.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, DEFAULT_BODY_LIMIT } from '../../server/http/body-limits.ts';
import { ERROR_STATUS, type ErrorCode } from '../../server/http/errors.ts';
import { type RouteDoc, routeUrl } from '../../server/http/route-doc.ts';
import { apiRouteDocs } from '../../server/routes/registry.ts';
import { createTestApp, TEST_KEY, testAppForFile } from '../support/test-app.ts';

const ADMIN_TOKEN = 'openapi-complete-admin-token-0123';
const t = testAppForFile({ adminToken: ADMIN_TOKEN });
const ROUTES_DIR = fileURLToPath(new URL('../../server/routes/', import.meta.url));
const ERRORS_FILE = fileURLToPath(new URL('../../server/http/errors.ts', import.meta.url));

type Operation = { responses: Record<string, { description: string }> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: { Error: { properties: { Error: { properties: { Code: { enum: string[] } } } } } } };
};

async function openApi(): Promise<Document> {
  return (await (await t.get('/api/openapi.json', null)).json()) as Document;
}

function documented(doc: Document, route: RouteDoc): Set<number> {
  const op = doc.paths[`/api${route.path}`]?.[route.method];
  return new Set(Object.keys(op?.responses ?? {}).map(Number));
}

/** Route modules (recursively) and the route docs each exports. */
async function routeModules(): Promise<{ file: string; docs: RouteDoc[] }[]> {
  const files = (readdirSync(ROUTES_DIR, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && f !== 'registry.ts')
    .map((f) => join(ROUTES_DIR, f));
  const modules = [];
  for (const file of files) {
    const exported = Object.values(await import(file)) as unknown[];
    const docs = exported
      .filter(Array.isArray)
      .flat()
      .filter((d): d is RouteDoc => typeof d === 'object' && d !== null && 'path' in d && 'method' in d);
    if (docs.length) modules.push({ file, docs });
  }
  return modules;
}

/** The file and every file it imports for their code (not `import type`), relative imports only. */
function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.[^']+\.ts)'/gms))
    importClosure(resolve(dirname(file), m[1] as string), seen);
  return seen;
}

/**
 * The error codes a module's code can answer: thrown AppErrors and error bodies made directly. The
 * shared error handler (errors.ts) is left out: it turns the errors of others into answers.
 */
function thrownCodes(file: string): Set<ErrorCode> {
  const codes = new Set<ErrorCode>();
  for (const f of importClosure(file)) {
    if (f === ERRORS_FILE) continue;
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/(?:new AppError|errorBody)\(\s*'([a-z_]+)'/g))
      codes.add(m[1] as ErrorCode);
  }
  return codes;
}

/** Statuses a module answers directly: `c.json(..., 201)`. */
function directStatuses(file: string): Set<number> {
  const text = readFileSync(file, 'utf8');
  return new Set(
    [...text.matchAll(/c\.(?:json|body|text)\([^;]*?,\s*([1-5]\d\d)\s*[,)]/gs)].map((m) => Number(m[1])),
  );
}

describe('the OpenAPI document is complete', () => {
  it('lists every error code of errors.ts in its Error schema', async () => {
    const doc = await openApi();
    const listed = doc.components.schemas.Error.properties.Error.properties.Code.enum;
    expect([...listed].sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  it("documents every error a route module's code can answer, and every status it answers itself", async () => {
    const doc = await openApi();
    const modules = await routeModules();
    expect(modules.length).toBeGreaterThan(10);
    for (const { file, docs } of modules) {
      const statuses = new Set(docs.flatMap((d) => [...documented(doc, d)]));
      for (const code of thrownCodes(file))
        expect(statuses.has(ERROR_STATUS[code]), `${file} can answer ${code}`).toBe(true);
      for (const status of directStatuses(file))
        expect(statuses.has(status), `${file} answers ${status}`).toBe(true);
    }
  });

  it('documents what the shared middlewares answer on each route', async () => {
    const doc = await openApi();
    const adminOff = await createTestApp({ catalog: false });
    try {
      for (const route of apiRouteDocs) {
        const statuses = documented(doc, route);
        const url = routeUrl(route, route.example?.params ?? {}, route.example?.query ?? {});
        const label = `${route.method.toUpperCase()} ${route.path}`;
        // every route answers 500 when something unexpected fails
        expect(statuses.has(500), label).toBe(true);
        if (!route.public) {
          const res = await t.app.request(url, { method: route.method.toUpperCase() });
          expect(res.status, `${label} without a key`).toBe(401);
          expect(statuses.has(401), label).toBe(true);
        }
        if (route.method !== 'get') {
          const limit =
            BODY_LIMITS.find((l) => l.method === route.method.toUpperCase() && l.path === `/api${route.path}`)
              ?.maxBytes ?? DEFAULT_BODY_LIMIT;
          const res = await t.app.request(url, {
            method: route.method.toUpperCase(),
            headers: {
              'Content-Type': 'application/json',
              'Content-Length': String(limit + 1),
              'Ocp-Apim-Subscription-Key': TEST_KEY,
              Authorization: `Bearer ${ADMIN_TOKEN}`,
            },
            body: '{}',
          });
          expect(res.status, `${label} with a body over ${limit} bytes`).toBe(413);
          expect(statuses.has(413), label).toBe(true);
        }
        if (route.admin) {
          const res = await adminOff.app.request(url, { method: route.method.toUpperCase() });
          expect(res.status, `${label} with the admin API off`).toBe(404);
          expect(statuses.has(404), label).toBe(true);
        }
        if (!route.offline) expect(statuses.has(503), `${label} reaches the database`).toBe(true);
        if (route.params || route.query) expect(statuses.has(400), label).toBe(true);
      }
    } finally {
      await adminOff.close();
    }
  });
});
