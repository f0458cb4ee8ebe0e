// GET /api/v15/measure/{kind}: measurements in the query (its own unit per value, or unit=), the ranked
// answer, and hostile input answered 400 JSON naming the field, never a 500 (issue 19).
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

async function expect400(path: string, field?: string) {
  const res = await t.get(path);
  expect(res.status, path).toBe(400);
  const body = await res.json();
  expect(body.Status, path).toBe('ERROR');
  if (field) expect(JSON.stringify(body.Error), path).toContain(field);
}

describe('GET /api/v15/measure/{kind}', () => {
  it('answers the drums that fit, with the measure page that shows them', async () => {
    const res = await t.get('/api/v15/measure/drum?diameter=16.5&width=7&holes=10');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.Status).toBe('OK');
    expect(body.Kind).toBe('drum');
    expect(body.Results[0].Fits).toBe(true);
    expect(body.Measured.map((m: { Dimension: string }) => m.Dimension)).toEqual([
      'diameter',
      'width',
      'holes',
    ]);
    expect(body.Route).toBe('/hub/replacement-drum/measure?diameter=16.5in&width=7in&holes=10');
  });

  it('reads unit=mm for bare values and a unit written after a value', async () => {
    const mm = await (await t.get('/api/v15/measure/drum?unit=mm&diameter=419.1&width=7in')).json();
    const inch = await (await t.get('/api/v15/measure/drum?diameter=16.5&width=7')).json();
    expect(mm.Status).toBe('OK');
    expect(mm.Measured[0]).toMatchObject({ Dimension: 'diameter', Inch: 16.5, Millimeter: 419.1 });
    expect(mm.Results.map((c: { PartNumber: string }) => c.PartNumber)).toEqual(
      inch.Results.map((c: { PartNumber: string }) => c.PartNumber),
    );
  });

  it('answers ZERO_RESULTS with the ruling-out measurement and nearest parts', async () => {
    const body = await (await t.get('/api/v15/measure/rotor?diameter=19')).json();
    expect(body.Status).toBe('ZERO_RESULTS');
    expect(body.RuledOut).toMatchObject({ Dimension: 'diameter', Reason: 'alone' });
    expect(body.Nearest.length).toBeGreaterThan(0);
  });

  it('refuses hostile and impossible input with 400 JSON naming the field', async () => {
    const base = '/api/v15/measure';
    await expect400(`${base}/wheel?diameter=16.5`, 'kind');
    await expect400(`${base}/drum`, 'measurements'); // nothing measured
    await expect400(`${base}/drum?diameter=${'1'.repeat(5000)}`, 'diameter');
    await expect400(`${base}/drum?diameter=%3Cscript%3E`, 'diameter');
    await expect400(`${base}/drum?diameter=16.5&diameter=17`, 'diameter');
    await expect400(`${base}/drum?diameter=-16.5`, 'diameter');
    await expect400(`${base}/drum?diameter=1e3`, 'diameter');
    await expect400(`${base}/drum?diameter=16.5ft`, 'diameter');
    await expect400(`${base}/drum?diameter=0`, 'measurements');
    await expect400(`${base}/drum?diameter=9999`, 'measurements'); // 9999 in: a typing slip
    await expect400(`${base}/drum?holes=9.5`, 'measurements');
    await expect400(`${base}/drum?thickness=1.5`, 'measurements'); // a rotor's dimension
    await expect400(`${base}/drum?unit=ft&diameter=16.5`, 'unit');
    await expect400(`${base}/drum?diameter=16.5&sql=1%27%20OR%201%3D1`, 'sql'); // unknown parameter
    await expect400(`${base}/..%2F..%2Fetc%2Fpasswd?diameter=16.5`);
  });
});
