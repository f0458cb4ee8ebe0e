// The engine's SQL-read answers kept per catalog (tools/remembered-answers.ts, decision 046): the same as
// the tool reads, a copy per caller, and read again once an import has changed the catalog.
import { describe, expect, it } from 'vitest';
import { catalogToCsv } from '../../server/catalog/csv.ts';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { importCatalog, textSource } from '../../server/catalog/import.ts';
import { facetIndex } from '../../server/data/facet-index.ts';
import { bindTools, tools } from '../../tools/index.ts';
import { REMEMBERED_TOOLS } from '../../tools/remembered-answers.ts';
import { runTool } from '../../tools/tool.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();

describe('remembered catalog answers', () => {
  it('are kept only for tools there are', () => {
    for (const name of REMEMBERED_TOOLS) expect(Object.keys(tools)).toContain(name);
  });

  it('answer as the tool reads, each caller its own copy, and anew after a changed catalog', async () => {
    const db = demo.handle.db;
    const before = await facetIndex(db, { now: 0, settled: true });
    const bound = bindTools({ db });
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    const direct = () => Promise.all(ids.map((id) => runTool(tools.interchangeById, { id }, { db })));
    const kept = () => Promise.all(ids.map((id) => bound.interchangeById({ id })));
    const read = await direct();
    expect(read.filter((a) => a.Results.length).length).toBeGreaterThan(10);
    const first = await kept();
    expect(first).toEqual(read);
    for (const a of first) a.Results.length = 0;
    expect(await kept()).toEqual(read);

    // a new catalog: a number of the first answers renamed
    const renamed = read
      .flatMap((a) => a.Results)
      .find((r) => r.CompetitorPartNumber !== r.PartNumber)?.CompetitorPartNumber;
    if (!renamed) throw new Error('no interchange record in the demo catalog');
    const catalog = generateCatalog();
    const row = catalog.interchanges.find((r) => r.partNumber === renamed);
    if (!row) throw new Error(`no catalog row of ${renamed}`);
    Object.assign(row, { partNumber: 'RENAMED1', normalized: 'RENAMED1' });
    const report = await importCatalog(db, textSource(catalogToCsv(catalog)), 'renamed number');
    expect(report.status).toBe('imported');
    expect(await facetIndex(db, { now: Date.now() + 60_000, settled: true })).not.toBe(before);
    const fresh = await direct();
    expect(fresh).not.toEqual(read);
    expect(await kept()).toEqual(fresh);
  });
});
