// The import's reference checks: a column that names a row of another file is rejected with its file, line,
// column, value and what it should have named, file by file in line order, a row's columns in turn.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { catalogToCsv } from '../../server/catalog/csv.ts';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { textSource } from '../../server/catalog/import.ts';
import { parseCatalog } from '../../server/catalog/parse.ts';

const demo = catalogToCsv(generateCatalog());

/** The demo catalog with cells replaced: [file, record (1 is the first row after the header), column, value]. */
function withCells(cells: [file: string, record: number, column: string, value: string][]) {
  const source = textSource(demo);
  for (const [file, record, column, value] of cells) {
    const name = `${file}.csv`;
    const records = parse(new TextDecoder().decode(source.get(name))) as string[][];
    const row = records[record] ?? [];
    row[(records[0] ?? []).indexOf(column)] = value;
    source.set(name, new TextEncoder().encode(stringify(records, { record_delimiter: '\n' })));
  }
  return source;
}

describe('reference checks', () => {
  it('names every dangling reference, file by file, each row its columns in turn', () => {
    const { ok, rejections } = parseCatalog(
      withCells([
        ['rebuild_kit_details', 1, 'seal_and_spacer_kit_number', 'NOSEALKIT'],
        ['rebuild_kit_details', 1, 'bearing_set_number_inboard', 'NOBEARING'],
        ['brake_rotors', 2, 'casting_number', 'NOCASTING'],
        ['hub_assemblies', 1, 'abs_ring_number', 'NORING'],
        ['seal_spacer_kits', 1, 'seal_number', 'NOSEAL'],
      ]),
    );
    expect(ok).toBe(false);
    expect(rejections).toEqual([
      { file: 'hub_assemblies.csv', line: 2, reason: 'abs_ring_number NORING is not in abs_tone_ring_kits' },
      { file: 'brake_rotors.csv', line: 3, reason: 'casting_number NOCASTING is not a rotor casting' },
      { file: 'seal_spacer_kits.csv', line: 2, reason: 'seal_number NOSEAL is not in seals' },
      {
        file: 'rebuild_kit_details.csv',
        line: 2,
        reason: 'bearing_set_number_inboard NOBEARING is not in bearings',
      },
      {
        file: 'rebuild_kit_details.csv',
        line: 2,
        reason: 'seal_and_spacer_kit_number NOSEALKIT is not in seal_spacer_kits',
      },
    ]);
  });

  it('accepts an empty reference (a column that names nothing)', () => {
    const { rejections } = parseCatalog(withCells([['brake_rotors', 2, 'coated_version_of', '']]));
    expect(rejections).toEqual([]);
  });
});
