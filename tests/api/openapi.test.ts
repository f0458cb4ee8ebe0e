// The API describes itself: the OpenAPI document and the reference page come from the route registry,
// which must list exactly the mounted routes, and whose examples answer as their schemas say.
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../server/http/route-doc.ts';
import { apiRouteDocs } from '../../server/routes/registry.ts';
import { testAppForFile } from '../support/test-app.ts';

const ADMIN_TOKEN = 'openapi-test-admin-token-0123';
const t = testAppForFile({ adminToken: ADMIN_TOKEN });

describe('route registry', () => {
  it('documents exactly the routes the app mounts under /api', () => {
    const mounted = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = new Set(apiRouteDocs.map((d) => `${d.method.toUpperCase()} ${d.path}`));
    expect([...documented].sort()).toEqual([...mounted].sort());
  });

  it('has an example for every GET route, which answers 200 with the documented shape', async () => {
    for (const doc of apiRouteDocs.filter((d) => d.method === 'get')) {
      expect(doc.example, doc.path).toBeDefined();
      const url = routeUrl(doc, doc.example?.params, doc.example?.query);
      const res = doc.admin
        ? await t.app.request(url, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })
        : await t.get(url);
      expect(res.status, doc.path).toBe(200);
      const schema = doc.tool?.output ?? doc.response;
      if (schema && (doc.responseType ?? 'application/json') === 'application/json') {
        const parsed = schema.safeParse(await res.json());
        expect(parsed.success, `${doc.path}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('is public and describes every route with its parameters, responses and the key header', async () => {
    const res = await t.get('/api/openapi.json', null);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.subscriptionKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'Ocp-Apim-Subscription-Key',
    });
    for (const route of apiRouteDocs)
      expect(doc.paths[`/api${route.path}`]?.[route.method], route.path).toBeDefined();

    const search = doc.paths['/api/v11/hubassemblynumbers/withaftermarkethubassemblies/{text}'].get;
    expect(search.parameters).toEqual([
      expect.objectContaining({
        name: 'text',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ maxLength: 64 }),
      }),
    ]);
    const ok = search.responses['200'].content['application/json'].schema;
    expect(ok.properties.Results.items.required).toEqual([
      'Competitor',
      'HubAssemblyNumber',
      'CompetitorHubAssemblyNumberId',
    ]);
    expect(search.responses['400'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/Error',
    );
    expect(doc.paths['/api/health'].get.security).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('is a public HTML page listing every call, with our one script for "Try it"', async () => {
    const res = await t.get('/api/docs', null);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    for (const route of apiRouteDocs) expect(page).toContain(`/api${route.path}`);
    expect(page).toContain('CompetitorHubAssemblyNumberId');
    // one script, our own file; nothing inline, nothing from elsewhere
    expect(page.match(/<script[^>]*>/g)).toEqual(['<script src="/api/docs/try-it.js" defer>']);
    expect(page).not.toMatch(/<link|src="http|href="http|\son[a-z]+=/);
    const script = await t.get('/api/docs/try-it.js', null);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain("querySelectorAll('form.try')");
  });
});
