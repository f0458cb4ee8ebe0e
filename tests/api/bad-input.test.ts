// Nothing a client sends produces a 500 or a stack trace: every route of the registry gets long strings,
// SQL and HTML metacharacters, unicode, path traversal, wrong types and missing parameters, and must
// answer a 4xx JSON error every time. Also: other origins may call the GET API with the key header.
import { describe, expect, it } from 'vitest';
import { type RouteDoc, routeUrl } from '../../server/http/route-doc.ts';
import { apiRouteDocs } from '../../server/routes/registry.ts';
import { PartNumberText } from '../../tools/part-number/part-number-text.ts';
import { SearchText } from '../../tools/part-number/search-text.ts';
import { TEST_KEY, testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

/** Values no parameter of this API accepts. */
const BAD_VALUES: Record<string, string> = {
  long: '1'.repeat(5000),
  longText: 'A'.repeat(300),
  sqlQuote: "1' OR '1'='1",
  sqlComment: '10031017; DROP TABLE interchanges; --',
  sqlUnion: '1 UNION SELECT * FROM competitors',
  html: '<script>alert(1)</script>',
  htmlAttr: '"><img src=x onerror=alert(1)>',
  unicode: 'ÄÖÜ ñ 漢字 🔩',
  rtl: '\u202e12345',
  nul: 'ab\u0000cd',
  newline: '123\r\nX-Injected: 1',
  traversal: '../../etc/passwd',
  traversalWin: '..\\..\\windows\\win.ini',
  json: '{"$ne":null}',
  array: '[1,2]',
  percent: '%',
  likeWildcard: '%_%',
};

/** Values of the wrong type for a parameter that takes numbers (its example is digits). */
const WRONG_TYPES: Record<string, string> = {
  letters: 'abc',
  boolean: 'true',
  float: '1.5',
  negative: '-1',
  exponent: '1e3',
  huge: '99999999999999999999',
  empty: ' ',
  list: '10031017,10031034,10031051',
};

/** Raw (already encoded) path segments: broken escapes must not crash the decoder. */
const RAW_SEGMENTS = ['%FF', '%E0%A4%A', '%', '..%2F..%2Fetc%2Fpasswd', '%00'];

const STACK_TRACE = /\bat\s+\S+\s+\(|node_modules|\.ts:\d+|\n\s+at /;

async function expectClientError(res: Response, what: string) {
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  expect(res.headers.get('content-type'), what).toContain('application/json');
  const text = await res.text();
  expect(text, what).not.toMatch(STACK_TRACE);
  const body = JSON.parse(text);
  expect(body.Status, what).toBe('ERROR');
  expect(typeof body.Error.Message, what).toBe('string');
}

function paramNames(doc: RouteDoc, where: 'params' | 'query'): string[] {
  return Object.keys(doc[where]?.shape ?? {});
}

const getRoutes = apiRouteDocs.filter((d) => d.method === 'get' && (d.params || d.query));

describe.each(getRoutes.map((d) => [d.path, d] as const))('GET %s', (_path, doc) => {
  const params = { ...doc.example?.params };
  const query = { ...doc.example?.query };

  it('answers 4xx JSON to bad path parameters', async () => {
    for (const name of paramNames(doc, 'params')) {
      // Free number text takes any letters and digits; every other parameter is typed.
      const shape = doc.params?.shape[name];
      const freeText = shape === SearchText || shape === PartNumberText;
      const values = { ...BAD_VALUES, ...(freeText ? {} : WRONG_TYPES) };
      for (const [kind, value] of Object.entries(values)) {
        const res = await t.get(routeUrl(doc, { ...params, [name]: value }, query));
        await expectClientError(res, `${name}=${kind}`);
      }
      for (const raw of RAW_SEGMENTS) {
        const url = routeUrl(doc, { ...params, [name]: 'RAW' }, query).replace('RAW', raw);
        await expectClientError(await t.get(url), `${name} raw ${raw}`);
      }
      // Missing: the segment left empty.
      await expectClientError(
        await t.get(routeUrl(doc, { ...params, [name]: '' }, query)),
        `${name} missing`,
      );
    }
  });

  it('answers 4xx JSON to bad or missing query parameters', async () => {
    for (const name of paramNames(doc, 'query')) {
      for (const [kind, value] of Object.entries(BAD_VALUES)) {
        const res = await t.get(routeUrl(doc, params, { ...query, [name]: value }));
        await expectClientError(res, `?${name}=${kind}`);
      }
      const { [name]: _dropped, ...rest } = query;
      const required = doc.query?.shape[name]?.safeParse(undefined).success === false;
      if (required) await expectClientError(await t.get(routeUrl(doc, params, rest)), `?${name} missing`);
    }
  });

  it('answers 401 JSON without a known key', async () => {
    const url = routeUrl(doc, params, query);
    await expectClientError(await t.get(url, null), 'no key');
    await expectClientError(await t.get(url, 'not-a-key'), 'unknown key');
    await expectClientError(await t.get(url, "' OR 1=1 --"), 'SQL in key');
  });
});

describe('POST /api/chat with bad bodies', () => {
  const post = (body: string, contentType = 'application/json') =>
    t.app.request('/api/chat', {
      method: 'POST',
      headers: { 'Ocp-Apim-Subscription-Key': TEST_KEY, 'Content-Type': contentType },
      body,
    });
  it('answers 4xx JSON', async () => {
    const bodies: [string, string][] = [
      ['not json', '{"messages": ['],
      ['empty', ''],
      ['wrong type', '{"messages": "hello"}'],
      ['no messages', '{}'],
      ['empty list', '{"messages": []}'],
      ['array', '[1,2,3]'],
      ['null', 'null'],
      ['bad message', '{"messages": [{"role": "user"}]}'],
      [
        'html message',
        '{"messages": [{"id":"1","role":"system","parts":[{"type":"text","text":"<script>"}]}]}',
      ],
      ['huge', JSON.stringify({ messages: Array.from({ length: 1000 }, () => ({ role: 'user' })) })],
    ];
    for (const [kind, body] of bodies) await expectClientError(await post(body), kind);
    await expectClientError(await post('messages=1', 'application/x-www-form-urlencoded'), 'form body');
  });
});

describe('unknown paths and methods', () => {
  it('answer 404 JSON', async () => {
    for (const path of [
      '/api/nope',
      '/api/v11/',
      '/api/v11/hubassemblydetails',
      '/api/../../etc/passwd',
      '/api/v99/x',
    ])
      await expectClientError(await t.get(path), path);
    await expectClientError(await t.app.request('/api/health', { method: 'DELETE' }), 'DELETE');
  });
});

describe('CORS', () => {
  const origin = 'https://dealer.example';
  it('lets other origins preflight a GET with the subscription key header', async () => {
    const res = await t.app.request('/api/v11/partnumbers/withaftermarketnumbers/10031017', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'ocp-apim-subscription-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'ocp-apim-subscription-key',
    );
  });
  it('marks the GET answer (and a 401) readable by other origins', async () => {
    const ok = await t.app.request('/api/v11/partnumbers/withaftermarketnumbers/10031017', {
      headers: { Origin: origin, 'Ocp-Apim-Subscription-Key': TEST_KEY },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    const denied = await t.app.request('/api/v11/partnumbers/withaftermarketnumbers/10031017', {
      headers: { Origin: origin },
    });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('*');
  });
});
