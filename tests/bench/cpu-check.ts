// How fast JavaScript runs on this machine now, in Node and in the Chromium the browser figures use: a fixed
// integer loop, best of three. Timed figures compare only between runs whose checks are alike (Lighthouse's
// simulated 4× CPU scales the page's tasks as this machine's Chromium ran them).
import { chromium } from 'playwright-core';

/** Self-contained (no closure), so the same function runs in Node and, through evaluate, in a page. */
export function integerLoopMs(): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    let sum = 0;
    for (let i = 0; i < 100_000_000; i++) sum = (sum + i) | 0;
    // the sum is used, so the loop is not optimised away
    if (sum === 1) throw new Error('unreachable');
    best = Math.min(best, performance.now() - started);
  }
  return Math.round(best);
}

export async function chromiumLoopMs(executablePath: string): Promise<number> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    return await page.evaluate(integerLoopMs);
  } finally {
    await browser.close();
  }
}
