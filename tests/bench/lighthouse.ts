// Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) on the three pages issue 17 names,
// run on Debian's Chromium through Lighthouse's own launcher. One cold run per page: the simulated
// throttling makes the figures depend far less on this machine's load than a timed run would, but a
// busy machine still lowers the performance score, so a warning says "check on a quiet machine".
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The targets. */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, lcpMs: 1500, tbtMs: 100, cls: 0.02 };

export type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of this machine's CPU for the run (its benchmarkIndex; higher is faster): the
   * simulated 4× CPU scales the tasks as this machine ran them, so TBT follows it.
   */
  cpuIndex: number;
  /** What missed a target, in words; empty when every figure is on target. */
  misses: string[];
};

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Scores each `path` of the app at `base`, one after the other in one Chromium. */
export async function measureLighthouse(base: string, paths: readonly string[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      // Lighthouse now and then fails to record the trace (NO_NAVSTART, all figures missing): run again
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const failed = result?.lhr.runtimeError;
        if (!failed || attempt === 3) break;
        console.error(`Lighthouse on ${path}: ${failed.code}, running it again`);
      }
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const row = {
        page: path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcpMs: Math.round(value('largest-contentful-paint')),
        tbtMs: Math.round(value('total-blocking-time')),
        cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
        cpuIndex: Math.round(result.lhr.environment.benchmarkIndex),
      };
      rows.push({ ...row, misses: missesOf(row) });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

function missesOf(r: Omit<LighthouseRow, 'misses'>): string[] {
  const t = LIGHTHOUSE_TARGETS;
  const misses: string[] = [];
  if (r.performance < t.performance) misses.push(`performance ${r.performance} < ${t.performance}`);
  if (r.accessibility < t.accessibility) misses.push(`accessibility ${r.accessibility} < ${t.accessibility}`);
  if (!(r.lcpMs <= t.lcpMs)) misses.push(`LCP ${r.lcpMs} ms > ${t.lcpMs} ms`);
  if (!(r.tbtMs <= t.tbtMs)) misses.push(`TBT ${r.tbtMs} ms > ${t.tbtMs} ms`);
  if (!(r.cls <= t.cls)) misses.push(`CLS ${r.cls} > ${t.cls}`);
  return misses;
}

/** The markdown table the bench prints, and one warning line per page that missed a target. */
export function lighthouseReport(rows: readonly LighthouseRow[]): { table: string[]; warnings: string[] } {
  const t = LIGHTHOUSE_TARGETS;
  const mark = (r: LighthouseRow) => (r.misses.length ? ' ⚠' : '');
  const table = [
    '| page (Lighthouse mobile) | performance | accessibility | LCP ms | TBT ms | CLS | CPU index |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.page}${mark(r)} | ${r.performance} | ${r.accessibility} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.cpuIndex} |`,
    ),
    `| target | ≥ ${t.performance} | ${t.accessibility} | ≤ ${t.lcpMs} | ≤ ${t.tbtMs} | ≤ ${t.cls} | |`,
  ];
  const warnings = rows
    .filter((r) => r.misses.length)
    .map(
      (r) =>
        `WARNING: Lighthouse on ${r.page}: ${r.misses.join(', ')} (a busy machine lowers performance: check on a quiet one)`,
    );
  return { table, warnings };
}
