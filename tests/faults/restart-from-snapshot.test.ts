// A real server restarted on its data folder reads its catalog indexes and its hub catalog back from the
// snapshots the first start wrote (no rebuild), and answers searches, filters and hub details exactly as
// before; a snapshot truncated or damaged while the server was down (a disk that filled, a copy cut
// short) is ignored: that structure is built again and the answers stay the same.
import { existsSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.ts';

let app: RunningServer;
beforeAll(async () => {
  app = await startServer();
});
afterAll(() => app?.stop());

const SNAPSHOTS = () => join(app.dataDir, 'index-snapshots');

type Sources = { numberSource: string; facetSource: string; hubSource: string };

/** The warm-up's report in the start log: how each index got into memory. */
function sources(): Sources {
  const line = app
    .startLog()
    .split('\n')
    .find((l) => l.includes('indexes ready'));
  if (!line) throw new Error(`no 'indexes ready' line in:\n${app.startLog()}`);
  const { numberSource, facetSource, hubSource } = JSON.parse(line) as Sources;
  return { numberSource, facetSource, hubSource };
}

/** Answers that come from every structure: number searches, the hub wizard's filter values, hub details. */
async function answers() {
  const makers = await app.getJson<{ Results: string[] }>(
    '/api/v11/hubassemblynumbers/withaftermarketparts/1',
  );
  const hubs = makers.Results.slice(0, 2).join(',');
  return Promise.all([
    makers,
    // details of one hub and the compare of two (both from the hub catalog)
    app.getJson(`/api/v11/hubassemblydetails/${makers.Results[0]}`),
    app.getJson(`/api/v11/hubassemblydetails/${hubs}`),
    app.getJson('/api/v11/partnumbers/withaftermarketnumbers/1'),
    app.getJson('/api/v11/hubassemblynumbers/withaftermarkethubassemblies/10'),
    app.getJson('/api/v15/hubassembly/filtervalues/hanum'),
    app.getJson('/api/v15/hubassembly/filtercategories/'),
  ]);
}

const all = (source: string): Sources => ({ numberSource: source, facetSource: source, hubSource: source });

describe('a restart', () => {
  it('loads every structure from its snapshot, and rebuilds one that was truncated or damaged', async () => {
    expect(sources()).toEqual(all('built'));
    const numberFile = join(SNAPSHOTS(), 'number-index.snapshot');
    const hubFile = join(SNAPSHOTS(), 'hub-catalog.snapshot');
    for (const file of [numberFile, hubFile, join(SNAPSHOTS(), 'facet-index.snapshot')])
      expect(existsSync(file), file).toBe(true);
    const before = await answers();
    expect(before[0].Results.length).toBeGreaterThan(1);
    expect(JSON.stringify(before[1])).toContain('"Results":[{');
    expect(JSON.stringify(before[2])).toContain('"Results":[{');
    expect(JSON.stringify(before[3])).toContain('"Results":[{');

    await app.restart();
    expect(sources()).toEqual(all('loaded'));
    expect(await answers()).toEqual(before);

    await app.halt();
    truncateSync(numberFile, Math.floor(statSync(numberFile).size / 3));
    // one byte of the hub rows changed: the checksum no longer matches
    const hubBytes = readFileSync(hubFile);
    const at = hubBytes.length - 200;
    hubBytes[at] = (hubBytes[at] as number) ^ 0x20;
    writeFileSync(hubFile, hubBytes);
    await app.resume();
    expect(sources()).toEqual({
      numberSource: 'built (snapshot ignored)',
      facetSource: 'loaded',
      hubSource: 'built (snapshot ignored)',
    });
    expect(await answers()).toEqual(before);
    // written again whole: the next start loads them
    await app.restart();
    expect(sources()).toEqual(all('loaded'));
  });
});
