// GET /api/v15/hubassembly/jobparts: one zod schema for the query (hub number, mode, ends), the same
// list the chat shows, ZERO_RESULTS for an unknown hub and 400 for anything else than the allowed values.
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();
const url = (q: Record<string, string>) => `/api/v15/hubassembly/jobparts?${new URLSearchParams(q)}`;

describe('job parts route', () => {
  it('answers both lists for a demo hub, quantities doubled for both ends', async () => {
    const one = await (await t.get(url({ hanum: '10082213', mode: 'rebuild', ends: '1' }))).json();
    const res = await t.get(url({ hanum: '10082213', mode: 'rebuild', ends: '2' }));
    expect(res.status).toBe(200);
    const two = await res.json();
    expect(two.Status).toBe('OK');
    const [data] = two.Results;
    expect(data.hubAssemblyNumber).toBe('10082213');
    expect(data.mode).toBe('rebuild');
    expect(data.ends).toBe(2);
    expect(data.route).toBe('/hub/job/10082213?mode=rebuild&ends=2');
    expect(data.lists.map((l: { mode: string }) => l.mode)).toEqual(['replace', 'rebuild']);
    const hubLine = (d: typeof data) => d.lists[0].lines.find((l: { role: string }) => l.role === 'hub');
    expect(hubLine(one.Results[0]).quantity).toBe(1);
    expect(hubLine(data).quantity).toBe(2);
  });

  it('defaults to replacing one end', async () => {
    const body = await (await t.get(url({ hanum: '10082213' }))).json();
    expect(body.Results[0].mode).toBe('replace');
    expect(body.Results[0].ends).toBe(1);
  });

  it('answers ZERO_RESULTS for a hub number the catalog does not have', async () => {
    const body = await (await t.get(url({ hanum: '99999999' }))).json();
    expect(body).toEqual({ Status: 'ZERO_RESULTS', Results: [] });
  });

  it.each([
    ['mode', { hanum: '10082213', mode: 'delete' }],
    ['mode', { hanum: '10082213', mode: '<script>alert(1)</script>' }],
    ['ends', { hanum: '10082213', ends: '3' }],
    ['ends', { hanum: '10082213', ends: '0' }],
    ['ends', { hanum: '10082213', ends: '1.0' }],
    ['hanum', { hanum: '1003101' }],
    ['hanum', { hanum: "10082213' OR '1'='1" }],
    ['hanum', { hanum: '1'.repeat(5000) }],
    ['hanum', {}],
    ['nut', { hanum: '10082213', nut: 'gold' }],
    ['nut', { hanum: '10082213', nut: '<script>alert(1)</script>' }],
    ['spindle', { hanum: '10082213', spindle: 'round' }],
    ['spindle', { hanum: '10082213', spindle: 'x'.repeat(5000) }],
  ])('refuses a bad %s with 400', async (field, query) => {
    const res = await t.get(url(query as Record<string, string>));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.Status).toBe('ERROR');
    expect(JSON.stringify(body)).toContain(`query.${field}`);
    expect(JSON.stringify(body)).not.toContain('<script>');
  });

  it('carries the PreSet Plus choice and a spindle style into the list and its route', async () => {
    const body = await (await t.get(url({ hanum: '10082213', nut: 'plus', spindle: 'keyway' }))).json();
    const [data] = body.Results;
    expect(data.nut.plus).toBe(true);
    expect(data.route).toBe('/hub/job/10082213?mode=replace&ends=1&nut=plus&spindle=keyway');
  });
});
