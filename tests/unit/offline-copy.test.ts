// The offline copy derived from the number index's columns (server/data/offline-copy.ts): maker parts once
// per (number, part type) in byte order, every (number, maker part) once in byte order of the number, the
// JSON written in slices exactly as JSON.stringify writes it, and the build giving the event loop back.
import { describe, expect, it } from 'vitest';
import type { CopyColumns } from '../../server/data/number-index.ts';
import { copyFromColumns, copyJson, slicedPause } from '../../server/data/offline-copy.ts';

// rows: 0 B→M2 hub, 1 A→M1 hub (the maker's own), 2 A→M2 drum, 3 C→M1 hub, 4 A→M1 hub (another brand)
const normalized = ['B', 'A', 'A', 'C', 'A'];
const makerNumbers = ['M2', 'M1', 'M2', 'M1', 'M1'];
const partTypeIds = Int32Array.from([115, 115, 23, 115, 115]);
const columns: CopyColumns = {
  normalized,
  makerNumbers,
  partTypeIds,
  byMaker: Int32Array.from([1, 3, 4, 0, 2]),
  byNumber: [Int32Array.from([1]), Int32Array.from([2, 4, 0, 3])],
};
const names = new Map([
  [23, 'Brake Drum'],
  [115, 'Complete Hub Assembly'],
  [7, 'ABS Ring'],
]);

describe('the offline copy from the number index', () => {
  it('lists each maker part once and each (number, maker part) once, in byte order', async () => {
    const copy = await copyFromColumns(columns, '3:9', names);
    expect(copy).toEqual({
      Format: 1,
      Signature: '3:9',
      Types: { '23': 'Brake Drum', '115': 'Complete Hub Assembly' }, // only the types used
      Makers: ['M1', 'M2', 'M2'],
      MakerTypes: [115, 23, 115],
      Numbers: ['A', 'A', 'B', 'C'],
      Refs: [0, 1, 2, 0],
    });
  });

  it('writes the JSON a slice at a time, byte for byte what JSON.stringify gives', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `N${i}"\\é`);
    const copy = {
      ...(await copyFromColumns(columns, 'sig "quoted"', names)),
      Numbers: many,
      Refs: many.map((_, i) => i % 3),
    };
    expect((await copyJson(copy)).toString()).toBe(JSON.stringify(copy));
    const empty = { ...copy, Makers: [], MakerTypes: [], Numbers: [], Refs: [], Types: {} };
    expect((await copyJson(empty)).toString()).toBe(JSON.stringify(empty));
  });

  it('gives the event loop back between slices once a slice has run its time', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      const pause = slicedPause(0);
      const many = Array.from({ length: 50_000 }, (_, i) => `N${i}`);
      const copy = {
        ...(await copyFromColumns(columns, 's', names, pause)),
        Numbers: many,
        Refs: many.map(() => 0),
      };
      await copyJson(copy, pause);
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(0);
  });
});
