// The index snapshots (server/data/index-snapshot.ts): a number index, a facet index and a hub catalog
// read back from their snapshot answer every question exactly as the ones built from the database, and a
// snapshot that is truncated, damaged, of another catalog signature or not a snapshot at all is ignored:
// the index is built again and the file rewritten.
import { mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOWS } from '../../server/data/db/schema.ts';
import { FacetIndex } from '../../server/data/facet-index.ts';
import { HubCatalog } from '../../server/data/hub-memory.ts';
import {
  decodeSnapshot,
  encodeSnapshot,
  fromSnapshotOr,
  type SnapshotKind,
  setSnapshotDir,
  snapshotOutcome,
  snapshotPath,
} from '../../server/data/index-snapshot.ts';
import { type NumberFilter, NumberIndex } from '../../server/data/number-index.ts';
import { OWN_BRAND_ID } from '../../tools/part-number/own-brand.ts';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();
let numbers: NumberIndex;
let facets: FacetIndex;
let hubs: HubCatalog;

beforeAll(async () => {
  numbers = await NumberIndex.build(demo.handle.db);
  facets = await FacetIndex.build(demo.handle.db);
  hubs = await HubCatalog.build(demo.handle.db);
});

const query = async <T>(text: ReturnType<typeof sql>) =>
  ((await demo.handle.db.execute(text)) as unknown as { rows: T[] }).rows;

function roundTrip<T>(kind: SnapshotKind<T>, value: T): T {
  const file = encodeSnapshot(kind.name, kind.version, 'sig', kind.encode(value));
  const content = decodeSnapshot(file, kind.name, kind.version, 'sig');
  if (!content) throw new Error('snapshot did not decode');
  return kind.decode(content);
}

/** Every `step`-th item: enough to meet every kind of row without a quadratic test. */
const every = <T>(items: readonly T[], step: number) => items.filter((_, i) => i % step === 0);

describe('a snapshot read back', () => {
  it('gives a number index with the same answers to every kind of question', () => {
    const loaded = roundTrip(NumberIndex.snapshot, numbers);
    expect(loaded.size).toBe(numbers.size);
    expect(loaded.brands).toEqual(numbers.brands);
    const all = numbers.startingWith('', {}, Number.MAX_SAFE_INTEGER);
    expect(all.length).toBe(numbers.size);
    expect(loaded.startingWith('', {}, Number.MAX_SAFE_INTEGER)).toEqual(all);
    const competitor = all.find((r) => r.competitorId !== OWN_BRAND_ID)?.competitorId ?? null;
    const filters: NumberFilter[] = [
      {},
      { partTypeId: PART_TYPE.hubAssembly },
      { makerOnly: true },
      { competitorId: competitor },
      { competitorId: OWN_BRAND_ID, partTypeId: PART_TYPE.hubAssembly },
    ];
    for (const row of every(all, 7)) {
      for (const length of [1, 3, row.normalized.length]) {
        for (const filter of filters) {
          const prefix = row.normalized.slice(0, length);
          expect(loaded.startingWith(prefix, filter, 20)).toEqual(numbers.startingWith(prefix, filter, 20));
        }
      }
      expect(loaded.crossReferences(row.makerPartNumber, row.partTypeId, 0, 50)).toEqual(
        numbers.crossReferences(row.makerPartNumber, row.partTypeId, 0, 50),
      );
      expect(loaded.holds(row.normalized)).toBe(true);
      expect(loaded.holds(`${row.normalized}ZZQ`)).toBe(numbers.holds(`${row.normalized}ZZQ`));
    }
    const candidates = every(all, 11).map((r) => r.normalized);
    for (const filter of filters)
      expect(loaded.firstEqualToAny(candidates, filter, 1e9, 'near')).toEqual(
        numbers.firstEqualToAny(candidates, filter, 1e9, 'near'),
      );
  });

  it('gives a number index whose Bloom filter is the one saved, and refuses one that does not hold its numbers', () => {
    const content = NumberIndex.snapshot.encode(numbers);
    const loaded = NumberIndex.snapshot.decode(content);
    // every number, and misses that the saved bits answer (false positives included) exactly as before
    for (const row of numbers.startingWith('', {}, Number.MAX_SAFE_INTEGER)) {
      expect(loaded.holds(row.normalized)).toBe(true);
      for (const miss of [`${row.normalized}7`, `Q${row.normalized}`, row.normalized.slice(1)])
        expect(loaded.holds(miss), miss).toBe(numbers.holds(miss));
    }
    // bits of another hash (string-bloom.ts changed without a new snapshot version): not read
    const zeroed = {
      ...content,
      arrays: { ...content.arrays, bloom: new Int32Array(content.arrays.bloom?.length ?? 0) },
    };
    expect(() => NumberIndex.snapshot.decode(zeroed)).toThrow(/Bloom/);
    const missing = { ...content, arrays: { ...content.arrays, bloom: new Int32Array(0) } };
    expect(() => NumberIndex.snapshot.decode(missing)).toThrow();
  });

  it('gives a hub catalog with the same rows, field for field and in order, and the same maker hub of every number', async () => {
    const loaded = roundTrip(HubCatalog.snapshot, hubs);
    expect(loaded.size).toBe(hubs.size);
    expect(loaded.links).toBe(hubs.links);
    const hubNumbers = (
      await query<{ n: string }>(sql`select hub_assembly_number n from hub_assemblies`)
    ).map((r) => r.n);
    expect(hubNumbers.length).toBe(hubs.size);
    for (const n of hubNumbers) {
      expect(JSON.stringify(loaded.hub(n))).toBe(JSON.stringify(hubs.hub(n)));
      expect(Object.isFrozen(loaded.hub(n))).toBe(true);
    }
    expect(loaded.rowsAlongside(hubNumbers)).toEqual(hubs.rowsAlongside(hubNumbers));
    const ids = (await query<{ id: number }>(sql`select id from interchanges order by id`)).map((r) => r.id);
    let makerHubs = 0;
    for (const id of [0, ...ids, (ids.at(-1) ?? 0) + 1]) {
      expect(loaded.makerHubOf(id), String(id)).toBe(hubs.makerHubOf(id));
      if (hubs.makerHubOf(id) !== null) makerHubs++;
    }
    expect(makerHubs).toBe(hubs.links);
  });

  it('gives a facet index with the same answers for every flow, category and part', () => {
    const loaded = roundTrip(FacetIndex.snapshot, facets);
    expect(loaded.size).toBe(facets.size);
    for (const flow of FLOWS) {
      const [mine, theirs] = [loaded.flow(flow), facets.flow(flow)];
      expect(mine.parts).toEqual(theirs.parts);
      expect(mine.categoryList()).toEqual(theirs.categoryList());
      const codes = theirs.categoryList().map((c) => c.queryParameterName);
      for (const code of codes) expect(mine.values(code, {})).toEqual(theirs.values(code, {}));
      for (const part of every(theirs.parts, 5)) {
        const pairs = theirs.pairs(part);
        expect(mine.pairs(part)).toEqual(pairs);
        expect(mine.matchingParts(pairs)).toEqual(theirs.matchingParts(pairs));
        for (const code of codes) expect(mine.values(code, pairs)).toEqual(theirs.values(code, pairs));
        for (const [code, value] of Object.entries(pairs))
          expect(mine.has(part, code, value)).toBe(theirs.has(part, code, value));
      }
    }
  });
});

describe('the snapshot file', () => {
  it('keeps integer columns, string lists (empty ones, and ones holding the separator) and JSON as they were', () => {
    const content = {
      arrays: { ids: Int32Array.from([3, -1, 2 ** 31 - 1]), none: new Int32Array(0) },
      strings: { numbers: ['10031017', '', 'É-3900 XB'], empty: [], odd: ['a\u0000b', 'c'] },
      json: { brands: [{ id: 1, name: 'Gunite' }], size: 3 },
    };
    const file = encodeSnapshot('test', 1, 'sig', content);
    const read = decodeSnapshot(file, 'test', 1, 'sig');
    expect(read?.arrays).toEqual(content.arrays);
    expect({ ...read?.strings, ...read?.json }).toEqual({ ...content.strings, ...content.json });
    expect(decodeSnapshot(file, 'test', 2, 'sig')).toBeNull();
    expect(decodeSnapshot(file, 'other', 1, 'sig')).toBeNull();
  });
});

describe('the snapshot folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wef-snapshots-'));
  const file = snapshotPath(dir, NumberIndex.snapshot.name);
  let builds = 0;
  const build = async () => {
    builds++;
    return numbers;
  };
  const load = (signature: string) => fromSnapshotOr(NumberIndex.snapshot, signature, build);

  beforeAll(() => setSnapshotDir(dir));
  afterAll(() => {
    setSnapshotDir(null);
    rmSync(dir, { recursive: true, force: true });
  });

  it('is written after a build and read at the next start of the same catalog', async () => {
    await load('7:100');
    expect(builds).toBe(1);
    expect(snapshotOutcome('number-index')).toBe('built');
    expect(statSync(file).size).toBeGreaterThan(0);
    const loaded = await load('7:100');
    expect(builds).toBe(1);
    expect(snapshotOutcome('number-index')).toBe('loaded');
    expect(loaded).not.toBe(numbers);
    expect(loaded.startingWith('', {}, 1_000_000)).toEqual(numbers.startingWith('', {}, 1_000_000));
  });

  it("is ignored for another catalog signature, and replaced by that catalog's", async () => {
    const before = builds;
    await load('8:120');
    expect(builds).toBe(before + 1);
    expect(snapshotOutcome('number-index')).toBe('built (snapshot ignored)');
    await load('8:120');
    expect(builds).toBe(before + 1);
  });

  it('is ignored when truncated, damaged or not a snapshot, and written again', async () => {
    const damages: [string, () => void][] = [
      ['truncated', () => truncateSync(file, Math.floor(statSync(file).size / 2))],
      ['cut to its header', () => truncateSync(file, 40)],
      [
        'a byte changed',
        () => {
          const bytes = readFileSync(file);
          const at = bytes.length - 100;
          bytes[at] = (bytes[at] as number) ^ 0xff;
          writeFileSync(file, bytes);
        },
      ],
      ['empty', () => writeFileSync(file, '')],
      ['not a snapshot', () => writeFileSync(file, '{"kind":"number-index"}')],
    ];
    for (const [what, damage] of damages) {
      damage();
      const before = builds;
      const index = await load('8:120');
      expect(builds, what).toBe(before + 1);
      expect(snapshotOutcome('number-index'), what).toBe('built (snapshot ignored)');
      expect(index.size, what).toBe(numbers.size);
      await load('8:120');
      expect(builds, `${what}: written again`).toBe(before + 1);
    }
  });
});
