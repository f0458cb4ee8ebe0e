// The bench's HTTP table: exact percentiles, each loaded row's p99 beside its own catalog's floor, and a
// warning for a row past its ratio target (and none for the floor or the one-connection rows).
import { describe, expect, it } from 'vitest';
import { type HttpRow, httpReport, percentile } from '../bench/http-report.ts';

const FLOOR = 'health (floor)';
const row = (catalog: string, call: string, p99: number, extra: Partial<HttpRow> = {}): HttpRow => ({
  catalog,
  call,
  connections: 32,
  p50: p99 / 2,
  p99,
  rps: 1000,
  requests: 10_000,
  errors: 0,
  ...extra,
});

describe('percentile', () => {
  it('is the nearest rank of ascending values, to the fraction of a millisecond', () => {
    const times = Array.from({ length: 200 }, (_, i) => (i + 1) / 100); // 0.01 … 2.00 ms
    expect(percentile(times, 0.5)).toBe(1);
    expect(percentile(times, 0.99)).toBe(1.98);
    expect(percentile([0.4], 0.99)).toBe(0.4);
    expect(percentile([], 0.99)).toBe(0);
  });
});

describe('httpReport', () => {
  const rows = [
    row('demo', FLOOR, 1.25),
    row('demo', 'number search', 2.4, { maxRatio: 2 }),
    row('demo', 'chat typed', 13.5, { maxRatio: 10 }),
    row('demo', 'chat typed, 1 connection', 0.9, { connections: 1 }),
    row('scale 100', FLOOR, 2),
    row('scale 100', 'number search', 4.2, { maxRatio: 2 }),
  ];
  const report = httpReport(rows, FLOOR, new Map([['demo', 900]]));

  it("judges each loaded row against its own catalog's floor", () => {
    const cells = (call: string, catalog: string) =>
      report.table
        .find((l) => l.startsWith(`| ${catalog} | ${call} |`))
        ?.split('|')
        .map((c) => c.trim());
    expect(cells('number search', 'demo')?.slice(3, 6)).toEqual(['1.20', '2.40', '1.9 (≤ 2)']);
    expect(cells('chat typed', 'demo')?.[5]).toBe('10.8 ⚠ (≤ 10)');
    expect(cells('number search', 'scale 100')?.[5]).toBe('2.1 ⚠ (≤ 2)');
    // the floor and a row at one connection have no ratio
    expect(cells(FLOOR, 'demo')?.[5]).toBe('');
    expect(cells('chat typed, 1 connection', 'demo')?.[5]).toBe('');
    expect(cells(FLOOR, 'demo')?.[9]).toBe('900');
    expect(cells(FLOOR, 'scale 100')?.[9]).toBe('?');
  });

  it('warns once per row past its target, naming it and the multiple', () => {
    expect(report.warnings).toEqual([
      "WARNING: demo, chat typed: p99 13.50 ms is 10.8× the floor's, over its 10× target",
      "WARNING: scale 100, number search: p99 4.20 ms is 2.1× the floor's, over its 2× target",
    ]);
  });
});
