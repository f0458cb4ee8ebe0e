// The catalog cache behind the number and facet indexes: one build per database, the signature checked at
// most every CHECK_INTERVAL_MS, a changed catalog rebuilt while the old structure answers, failures kept
// from sticking. A fake source stands in for the database (the cache never queries it itself).
import { describe, expect, it } from 'vitest';
import { CHECK_INTERVAL_MS, catalogCache, catalogChanged } from '../../server/data/catalog-cache.ts';
import type { Database } from '../../server/data/db/client.ts';
import { parseConfig } from '../../server/env.ts';

/** A catalog whose signature and build results the test sets; counts what the cache asked for. */
function fakeCatalog() {
  const state = {
    signature: 'a',
    builds: 0,
    buildsStarted: 0,
    signatureReads: 0,
    failBuild: false,
    failSignature: false,
    /** While set, a build waits for it (the test changes the catalog in the meantime). */
    hold: null as Promise<void> | null,
  };
  const source = {
    signature: async () => {
      state.signatureReads++;
      if (state.failSignature) throw new Error('database down');
      return state.signature;
    },
    build: async () => {
      const builtFrom = state.signature;
      state.buildsStarted++;
      await state.hold;
      state.builds++;
      if (state.failBuild) throw new Error('build failed');
      return { builtFrom, n: state.builds };
    },
  };
  return { state, get: catalogCache(source), db: {} as Database };
}

describe('catalog cache', () => {
  it('builds once per database and reuses the structure within the check interval', async () => {
    const { state, get, db } = fakeCatalog();
    const first = await get(db, { now: 1_000 });
    expect(await get(db, { now: 1_000 + CHECK_INTERVAL_MS - 1, settled: true })).toBe(first);
    expect(state.builds).toBe(1);
    expect(state.signatureReads).toBe(1); // the one read with the build
    const other = {} as Database;
    expect(await get(other, { now: 1_000 })).not.toBe(first);
    expect(state.builds).toBe(2);
  });

  it('rebuilds after a catalog change once the interval has passed, the old structure answering meanwhile', async () => {
    const { state, get, db } = fakeCatalog();
    const first = await get(db, { now: 0 });
    // Same signature after the interval: checked, kept.
    expect(await get(db, { now: CHECK_INTERVAL_MS, settled: true })).toBe(first);
    expect(state.builds).toBe(1);
    state.signature = 'b';
    // Not settled: the check and the rebuild run in the background, the old structure answers now.
    expect(await get(db, { now: 2 * CHECK_INTERVAL_MS })).toBe(first);
    const settled = await get(db, { now: 2 * CHECK_INTERVAL_MS, settled: true });
    expect(settled).toEqual({ builtFrom: 'b', n: 2 });
    expect(await get(db, { now: 3 * CHECK_INTERVAL_MS, settled: true })).toBe(settled);
    expect(state.builds).toBe(2);
  });

  it('retries a failed first build and keeps the old structure when a rebuild or a check fails', async () => {
    const { state, get, db } = fakeCatalog();
    state.failBuild = true;
    await expect(get(db, { now: 0 })).rejects.toThrow('build failed');
    state.failBuild = false;
    const first = await get(db, { now: 1 }); // no interval to wait for: the failed build is forgotten
    expect(first).toEqual({ builtFrom: 'a', n: 2 });

    state.signature = 'b';
    state.failBuild = true;
    expect(await get(db, { now: CHECK_INTERVAL_MS + 1, settled: true })).toBe(first);
    state.failSignature = true;
    expect(await get(db, { now: 2 * CHECK_INTERVAL_MS + 1, settled: true })).toBe(first);
    state.failSignature = false;
    state.failBuild = false;
    expect(await get(db, { now: 3 * CHECK_INTERVAL_MS + 1, settled: true })).toEqual({
      builtFrom: 'b',
      n: 4,
    });
  });

  it('checks at once when a change is announced, and again when it came during a rebuild', async () => {
    const { state, get, db } = fakeCatalog();
    const first = await get(db, { now: Date.now() });
    state.signature = 'b';
    catalogChanged({} as Database); // another database's change: nothing here
    expect(await get(db, { settled: true })).toBe(first);
    expect(state.signatureReads).toBe(1);

    // Well inside the check interval: only the announcement can start this rebuild.
    catalogChanged(db);
    const second = await get(db, { settled: true });
    expect(second).toEqual({ builtFrom: 'b', n: 2 });

    // A change announced while a rebuild runs (which read the older signature) is checked after it.
    let release = () => {};
    state.hold = new Promise((resolve) => {
      release = resolve;
    });
    state.signature = 'c';
    catalogChanged(db);
    while (state.buildsStarted < 3) await new Promise((resolve) => setImmediate(resolve)); // building 'c'
    state.signature = 'd';
    catalogChanged(db);
    state.hold = null;
    release();
    expect(await get(db, { settled: true })).toEqual({ builtFrom: 'c', n: 3 });
    while (state.builds < 4) await new Promise((resolve) => setImmediate(resolve));
    expect(await get(db, { settled: true })).toEqual({ builtFrom: 'd', n: 4 });
  });

  it('takes its fallback interval from CATALOG_CHECK_INTERVAL_MS, refusing what is not a sane number', () => {
    expect(parseConfig({}).catalogCheckIntervalMs).toBe(CHECK_INTERVAL_MS);
    expect(parseConfig({ CATALOG_CHECK_INTERVAL_MS: '600000' }).catalogCheckIntervalMs).toBe(600_000);
    for (const bad of ['0', '99', '-5', '1e12', 'soon', '2000; rm -rf /', '9'.repeat(400)])
      expect(() => parseConfig({ CATALOG_CHECK_INTERVAL_MS: bad }), bad).toThrow(/CATALOG_CHECK_INTERVAL_MS/);
  });
});
