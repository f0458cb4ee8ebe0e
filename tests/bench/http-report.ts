// The HTTP rows of the bench: latency percentiles read from every response's own time, each loaded row's
// p99 beside the health floor's of the same catalog and run, and a warning past the issue's ratio targets.
// autocannon's own percentiles are whole milliseconds: a floor whose p99 is 1.4 ms reads 1 in one run and
// 2 in the next, which alone halves or doubles every ratio; the exact times do not jump like that.

export type HttpRow = {
  catalog: string;
  call: string;
  /** Concurrent connections of the load: the ratio targets are about the loaded rows (32). */
  connections: number;
  /** The ratio to the floor's p99 this row must stay within; none for the floor itself. */
  maxRatio?: number;
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
};

/** The q-th percentile (0 < q ≤ 1) of ascending values by the nearest rank; 0 for none. */
export function percentile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] as number;
}

/** Milliseconds with two decimals (the times are read to the microsecond). */
const ms = (value: number) => value.toFixed(2);

/** Each row's p99 as a multiple of its catalog's floor p99; null for the floor and rows it does not judge. */
function ratios(rows: readonly HttpRow[], floorCall: string, loaded: number): (number | null)[] {
  return rows.map((r) => {
    const floor = rows.find((f) => f.catalog === r.catalog && f.call === floorCall);
    if (!floor || r === floor || r.connections !== loaded || !floor.p99) return null;
    return r.p99 / floor.p99;
  });
}

/**
 * The table the bench prints (one row per call, with the p99's multiple of the floor's) and one warning per
 * loaded row over its ratio target. Rows at another number of connections than the floor's show no ratio:
 * one connection measures the cost of one answer, not queueing beside the floor's load.
 */
export function httpReport(
  rows: readonly HttpRow[],
  floorCall: string,
  peakRss: ReadonlyMap<string, number | null>,
): { table: string[]; warnings: string[] } {
  const loaded = rows.find((r) => r.call === floorCall)?.connections ?? 0;
  const multiples = ratios(rows, floorCall, loaded);
  const over = rows.map((r, i) => {
    const m = multiples[i];
    return m != null && r.maxRatio != null && m > r.maxRatio;
  });
  const table = [
    '| catalog | call | p50 ms | p99 ms | p99 ÷ floor p99 (target) | req/s | requests | errors | server peak RSS MiB |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r, i) => {
      const m = multiples[i];
      const ratio =
        m == null ? '' : `${m.toFixed(1)}${over[i] ? ' ⚠' : ''}${r.maxRatio ? ` (≤ ${r.maxRatio})` : ''}`;
      return `| ${r.catalog} | ${r.call} | ${ms(r.p50)} | ${ms(r.p99)} | ${ratio} | ${r.rps} | ${r.requests} | ${r.errors} | ${peakRss.get(r.catalog) ?? '?'} |`;
    }),
  ];
  const warnings = rows.flatMap((r, i) =>
    over[i]
      ? [
          `WARNING: ${r.catalog}, ${r.call}: p99 ${ms(r.p99)} ms is ${multiples[i]?.toFixed(1)}× the floor's, over its ${r.maxRatio}× target`,
        ]
      : [],
  );
  return { table, warnings };
}
