// GET /api/v15/brands: the brand names a number box reads a word typed beside a number against.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('brand names API', () => {
  it("lists every brand of the demo catalog's numbers once, sorted, and takes no input", async () => {
    const res = await t.get('/api/v15/brands?text=%3Cscript%3E');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { Status: string; Results: string[] };
    expect(body.Status).toBe('OK');
    expect(body.Results).toEqual(expect.arrayContaining(['ConMet', 'Gunite', 'Webb']));
    expect(body.Results).toEqual([...new Set(body.Results)].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
