// The old apps' calls keep the limits of the current ones: one zod schema per way in, hostile input is a
// 400 JSON naming the field (never echoed as HTML, never a 500), the keys come from configuration, and
// the calls wait in the same request queue. (tests/api/bad-input.test.ts also walks every documented alias.)
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/env.ts';
import { testAppForFile } from '../support/test-app.ts';

const OLD_KEY = 'old-web-app-key-1';
const t = testAppForFile({ legacyApiKeys: [OLD_KEY] });

async function expect400(path: string, field: string) {
  const res = await t.get(path, OLD_KEY);
  expect(res.status, path).toBe(400);
  expect(res.headers.get('content-type'), path).toContain('application/json');
  const text = await res.text();
  expect(text, path).not.toContain('<script');
  expect(text, path).toContain(field);
}

const manyHubs = Array.from({ length: 61 }, (_, i) => String(10082200 + i)).join(',');

describe('hostile input on the old hub filter calls', () => {
  for (const version of ['v13', 'v11']) {
    const base = `/api/${version}/hubassembly/filtervalues`;
    it(`${version}: refuses unknown pairs, non-numeric values, bad hanum lists and bad categories`, async () => {
      await expect400(`${base}/tmake?tcompp=1`, 'tcompp');
      await expect400(`${base}/tmake?__proto__=1`, '__proto__');
      await expect400(`${base}/tmake?tcomp=%3Cscript%3Ealert(1)%3C%2Fscript%3E`, 'query.tcomp');
      await expect400(`${base}/tmake?tcomp=1%3Bdrop%20table`, 'query.tcomp');
      await expect400(`${base}/tmake?tcomp=1&tcomp=2`, 'query.tcomp');
      await expect400(`${base}/tmake?tcomp=${'9'.repeat(40)}`, 'query.tcomp');
      await expect400(`${base}/tmake?hanum=12345`, 'query.hanum');
      await expect400(`${base}/tmake?hanum=10082200,,10082201`, 'query.hanum');
      await expect400(`${base}/tmake?hanum=${manyHubs}`, 'query.hanum');
      await expect400(`${base}/TMAKE`, 'param.queryParameterName');
      await expect400(`${base}/zzzzz`, 'param.queryParameterName');
      await expect400(`${base}/${encodeURIComponent('<img src=x>')}`, 'param.queryParameterName');
    });
  }

  it('v10: refuses a category id that is not a number or names no category', async () => {
    for (const bad of ['abc', '-1', '1.5', '99999', '%00'])
      await expect400(`/api/v10/hubassembly/filtervalues/${bad}`, 'param.categoryId');
    await expect400('/api/v10/hubassembly/filtervalues/999', 'param.categoryId');
    await expect400('/api/v10/hubassembly/filtervalues/5?hcmty=abc', 'query.hcmty');
  });

  it('old shapes on shared calls keep the current schemas', async () => {
    await expect400('/api/v11/brakedrum/filtervalues/holes?inclv=2&axpos=%3Cb%3E', 'axpos');
    await expect400('/api/v11/brakerotor/filtervalues/nosuch?inclv=2', 'param.filter');
    await expect400('/api/aftermarket1/v11/stud/filtervalues/stldp?inclv=3', 'query.inclv');
    await expect400('/api/v11/images/..%2F..%2Fetc%2Fpasswd', 'param.imageId');
    await expect400(`/api/v11/images/${'a-'.repeat(50)}b`, 'param.imageId');
  });
});

describe('keys of the old clients are configuration', () => {
  it('LEGACY_API_KEYS lists them apart from API_KEYS', () => {
    const config = parseConfig({
      LEGACY_API_KEYS: ' old-web-key , old-stud-key ,old-web-key',
      API_KEYS: 'partner-key',
    });
    expect(config.legacyApiKeys).toEqual(['old-web-key', 'old-stud-key']);
    expect(config.apiKeys).not.toContain('old-web-key');
    expect(parseConfig({}).legacyApiKeys).toEqual([]);
  });
});

describe('the old calls wait in the same request queue', () => {
  const busy = testAppForFile({
    legacyApiKeys: [OLD_KEY],
    requestQueue: { concurrency: 1, queueLength: 0, timeoutMs: 1000 },
  });

  it('answers 503 with Retry-After when the queue is full, as the current calls do', async () => {
    const calls = [
      '/api/v13/hubassembly/filtervalues/hanum',
      '/api/v11/hubassembly/filtervalues/tmake',
      '/api/v10/hubassembly/filtervalues/0',
    ];
    const answers = await Promise.all(
      calls.flatMap((path) => [busy.get(path, OLD_KEY), busy.get(path, OLD_KEY)]),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    const refused = answers.find((r) => r.status === 503);
    expect(refused?.headers.get('retry-after')).toBeTruthy();
  });
});
