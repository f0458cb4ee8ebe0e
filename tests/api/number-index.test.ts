// The in-memory number index: the same answers as reading the interchanges table directly, and rebuilt
// when the catalog changes (checked by signature, with the check time passed in instead of waiting).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitors, interchanges } from '../../server/data/db/schema.ts';
import { type IndexedNumber, numberIndex } from '../../server/data/number-index.ts';
import { searchPartNumbers } from '../../tools/catalog/search-part-numbers.ts';
import { runTool } from '../../tools/tool.ts';
import { createTestApp } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let all: IndexedNumber[];

beforeAll(async () => {
  t = await createTestApp();
  const names = new Map((await t.db.select().from(competitors)).map((c) => [c.id, c.name]));
  all = (await t.db.select().from(interchanges)).map((r) => ({
    id: r.id,
    competitorId: r.competitorId,
    competitorName: names.get(r.competitorId) ?? '',
    partNumber: r.partNumber,
    normalized: r.normalized,
    partTypeId: r.partTypeId,
    makerPartNumber: r.makerPartNumber,
  }));
});
afterAll(() => t?.close());

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const indexOrder = (a: IndexedNumber, b: IndexedNumber) =>
  byteOrder(a.normalized, b.normalized) || a.competitorId - b.competitorId || a.id - b.id;

/** What two ordered, limited queries (maker's rows, then the others') would read from the table. */
function reference(prefix: string, keep: (r: IndexedNumber) => boolean, limit: number) {
  const rows = all.filter((r) => r.normalized.startsWith(prefix) && keep(r)).sort(indexOrder);
  return [
    ...rows.filter((r) => r.competitorId === 1).slice(0, limit),
    ...rows.filter((r) => r.competitorId !== 1).slice(0, limit),
  ];
}

describe('number index', () => {
  it('holds every interchange row of the catalog', async () => {
    expect((await numberIndex(t.db)).size).toBe(all.length);
  });

  it('reads prefixes like the table, for every scope, on real catalog numbers', async () => {
    const index = await numberIndex(t.db);
    const prefixes = new Set<string>(['1', '10', 'A', 'Z', '0']);
    for (let i = 0; i < all.length; i += 97) {
      const n = all[i]?.normalized ?? '';
      prefixes.add(n);
      prefixes.add(n.slice(0, 3));
      prefixes.add(n.slice(0, -1));
    }
    const brand = all.find((r) => r.competitorId !== 1)?.competitorId ?? 2;
    for (const prefix of prefixes) {
      if (!prefix) continue;
      expect(index.startingWith(prefix, {}, 25), prefix).toEqual(reference(prefix, () => true, 25));
      expect(index.startingWith(prefix, { partTypeId: 115 }, 25), `${prefix} hubs`).toEqual(
        reference(prefix, (r) => r.partTypeId === 115, 25),
      );
      expect(index.startingWith(prefix, { partTypeId: 115, makerOnly: true }, 10)).toEqual(
        reference(prefix, (r) => r.partTypeId === 115 && r.competitorId === 1, 10),
      );
      expect(index.startingWith(prefix, { competitorId: brand }, 25), `${prefix} brand`).toEqual(
        reference(prefix, (r) => r.competitorId === brand, 25),
      );
    }
  });

  it('gives exact and prefix matches in the order and cut the search once sorted both partitions into', async () => {
    // firstStartingWith merges the partitions' runs instead of sorting 2 × limit rows: the former way
    // (startingWith, then the search's order, then the cut) is the reference.
    const index = await numberIndex(t.db);
    const rank = (r: IndexedNumber, needle: string) => (r.normalized === needle ? 0 : 1);
    const former = (needle: string, rows: IndexedNumber[], limit: number) =>
      rows
        .map((r) => ({ ...r, rank: rank(r, needle) === 0 ? 'exact' : 'prefix' }))
        .sort(
          (a, b) =>
            rank(a, needle) - rank(b, needle) ||
            Number(a.competitorId !== 1) - Number(b.competitorId !== 1) ||
            byteOrder(a.normalized, b.normalized) ||
            a.competitorId - b.competitorId ||
            a.id - b.id,
        )
        .slice(0, limit);
    // numbers several rows share (when the catalog has any), so an exact run is longer than one row
    const counts = new Map<string, number>();
    for (const r of all) counts.set(r.normalized, (counts.get(r.normalized) ?? 0) + 1);
    const shared = [...counts].filter(([, n]) => n > 1).map(([k]) => k);
    const needles = new Set<string>(['', '1', '10', 'A', 'Z', '0', 'NOSUCH', ...shared.slice(0, 20)]);
    for (let i = 0; i < all.length; i += 61) {
      const n = all[i]?.normalized ?? '';
      for (const cut of [2, 3, 4, 5, n.length - 1, n.length]) needles.add(n.slice(0, cut));
    }
    const brand = all.find((r) => r.competitorId !== 1)?.competitorId ?? 2;
    const rotor = all.find((r) => r.partTypeId !== 115)?.partTypeId ?? 1;
    const filters = [{}, { partTypeId: 115 }, { partTypeId: 115, makerOnly: true }, { competitorId: brand }];
    let compared = 0;
    for (const needle of needles) {
      for (const filter of [...filters, { partTypeId: rotor }]) {
        for (const limit of [25, 3]) {
          const got = index.firstStartingWith(needle, filter, limit, { exact: 'exact', prefix: 'prefix' });
          expect(got, `${needle} ${JSON.stringify(filter)} ${limit}`).toEqual(
            former(needle, index.startingWith(needle, filter, limit), limit),
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it("finds the first rows equal to a candidate in answer order: the maker's first, then by number", async () => {
    const index = await numberIndex(t.db);
    const others = all.filter((r) => r.competitorId !== 1);
    const candidates = [
      'NOSUCHNUMBER',
      ...[others[7], all[0], others[0], all[5]].map((r) => r?.normalized ?? ''),
    ];
    const matching = all.filter((r) => candidates.includes(r.normalized)).sort(indexOrder);
    const expected = [
      ...matching.filter((r) => r.competitorId === 1),
      ...matching.filter((r) => r.competitorId !== 1),
    ].map((r) => ({ ...r, rank: 'near' }));
    expect(expected.length).toBeGreaterThan(2);
    for (const limit of [Number.MAX_SAFE_INTEGER, expected.length, 2, 1, 0])
      expect(index.firstEqualToAny(candidates, {}, limit, 'near')).toEqual(expected.slice(0, limit));
  });

  // The run of a candidate's rows is read by the keys beside them for short numbers and by the strings for
  // long ones: a number that only starts with the candidate ('10300133A' for '10300133') is no hit.
  it('finds exactly the rows equal to candidates that begin longer numbers, short and long, in every scope', async () => {
    const index = await numberIndex(t.db);
    const brand = all.find((r) => r.competitorId !== 1)?.competitorId;
    const sample = all.filter((_, i) => i % 41 === 0);
    const candidates = [
      ...sample.map((r) => r.normalized),
      ...sample.map((r) => r.normalized.slice(0, -1)),
      ...sample.map((r) => r.normalized.slice(0, 4)),
    ].filter((c) => c.length > 0);
    const held = new Set(all.map((r) => r.normalized));
    expect(candidates.filter((c) => held.has(c) && c.length >= 10).length).toBeGreaterThan(5);
    expect(
      candidates.filter((c) => all.some((r) => r.normalized !== c && r.normalized.startsWith(c))).length,
    ).toBeGreaterThan(20);
    for (const [scope, keep] of [
      [{}, () => true],
      [{ partTypeId: 1 }, (r: IndexedNumber) => r.partTypeId === 1],
      [{ competitorId: brand }, (r: IndexedNumber) => r.competitorId === brand],
    ] as const) {
      const matching = all.filter((r) => candidates.includes(r.normalized) && keep(r)).sort(indexOrder);
      const expected = [
        ...matching.filter((r) => r.competitorId === 1),
        ...matching.filter((r) => r.competitorId !== 1),
      ].map((r) => ({ ...r, rank: 'near' }));
      expect(expected.length, JSON.stringify(scope)).toBeGreaterThan(0);
      expect(index.firstEqualToAny(candidates, scope, Number.MAX_SAFE_INTEGER, 'near')).toEqual(expected);
    }
  });

  it('is rebuilt when the catalog changes, once the check interval has passed', async () => {
    const search = async (text: string) =>
      (await runTool(searchPartNumbers, { text }, { db: t.db })).Results.map((r) => r.CompetitorPartNumber);
    expect(await search('IDXNEW-7')).toEqual([]);
    // the index as built before the insert (no new check; any check under way finished)
    const before = await numberIndex(t.db, { now: 0, settled: true });
    await t.db.insert(interchanges).values({
      competitorId: 1,
      partNumber: 'IDXNEW-7',
      normalized: 'IDXNEW7',
      partTypeId: 115,
      makerPartNumber: all[0]?.makerPartNumber ?? '10031017',
    });
    // as if the check interval had passed, and waiting for the rebuild the check starts
    const after = await numberIndex(t.db, { now: Date.now() + 60_000, settled: true });
    expect(after).not.toBe(before);
    expect(after.size).toBe(all.length + 1);
    expect(await search('IDXNEW-7')).toEqual(['IDXNEW-7']);
    // No change since: the next check keeps the same index.
    expect(await numberIndex(t.db, { now: Date.now() + 120_000, settled: true })).toBe(after);
  });
});
