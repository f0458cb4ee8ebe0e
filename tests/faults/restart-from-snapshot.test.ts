// A real server restarted on its data folder reads its catalog indexes back from the snapshots the first
// start wrote (no rebuild), and answers searches and filters exactly as before; a snapshot truncated
// while the server was down (a disk that filled, a copy cut short) is ignored: the index is built again
// and the answers stay the same.
import { existsSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.ts';

let app: RunningServer;
beforeAll(async () => {
  app = await startServer();
});
afterAll(() => app?.stop());

const SNAPSHOTS = () => join(app.dataDir, 'index-snapshots');

/** The warm-up's report in the start log: how each index got into memory. */
function sources(): { numberSource: string; facetSource: string } {
  const line = app
    .startLog()
    .split('\n')
    .find((l) => l.includes('indexes ready'));
  if (!line) throw new Error(`no 'indexes ready' line in:\n${app.startLog()}`);
  const { numberSource, facetSource } = JSON.parse(line) as { numberSource: string; facetSource: string };
  return { numberSource, facetSource };
}

/** Answers that come from both indexes: number searches and the hub wizard's filter values. */
async function answers() {
  return Promise.all([
    app.getJson('/api/v11/partnumbers/withaftermarketnumbers/1'),
    app.getJson('/api/v11/hubassemblynumbers/withaftermarkethubassemblies/10'),
    app.getJson('/api/v15/hubassembly/filtervalues/hanum'),
    app.getJson('/api/v15/hubassembly/filtercategories/'),
  ]);
}

describe('a restart', () => {
  it('loads the indexes from their snapshots, and rebuilds one that was truncated', async () => {
    expect(sources()).toEqual({ numberSource: 'built', facetSource: 'built' });
    const numberFile = join(SNAPSHOTS(), 'number-index.snapshot');
    expect(existsSync(numberFile)).toBe(true);
    expect(existsSync(join(SNAPSHOTS(), 'facet-index.snapshot'))).toBe(true);
    const before = await answers();
    expect(JSON.stringify(before[0])).toContain('"Results":[{');

    await app.restart();
    expect(sources()).toEqual({ numberSource: 'loaded', facetSource: 'loaded' });
    expect(await answers()).toEqual(before);

    await app.halt();
    truncateSync(numberFile, Math.floor(statSync(numberFile).size / 3));
    await app.resume();
    expect(sources()).toEqual({ numberSource: 'built (snapshot ignored)', facetSource: 'loaded' });
    expect(await answers()).toEqual(before);
    // written again whole: the next start loads it
    await app.restart();
    expect(sources()).toEqual({ numberSource: 'loaded', facetSource: 'loaded' });
  });
});
