// The generator is deterministic and its output imports cleanly; the importer rejects bad catalogs with a
// reason per row and leaves the data untouched; re-importing the same folder changes nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogToCsv } from '../../server/catalog/csv.ts';
import { CATALOG_FILES } from '../../server/catalog/files.ts';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { importCatalog, readCatalogFolder, textSource } from '../../server/catalog/import.ts';
import { parseCatalog } from '../../server/catalog/parse.ts';
import type { DatabaseHandle } from '../../server/data/db/client.ts';
import { runCommand } from '../support/command.ts';
import { openMemoryDatabase } from '../support/memory-database.ts';
import { pgliteClient } from '../support/pglite-client.ts';

let handle: DatabaseHandle;
let client: PGlite;
const demo = catalogToCsv(generateCatalog());

/** Row count and content hash of every catalog table: equal fingerprints mean equal data. */
async function fingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of CATALOG_FILES) {
    const { rows } = await client.query<{ n: number; h: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`,
    );
    out[table] = `${rows[0]?.n}:${rows[0]?.h}`;
  }
  return out;
}

/** The demo catalog with one file changed. */
function variant(file: string, edit: (text: string) => string | Uint8Array): Map<string, Uint8Array> {
  const source = textSource(demo);
  const name = `${file}.csv`;
  const original = new TextDecoder().decode(source.get(name));
  const changed = edit(original);
  source.set(name, typeof changed === 'string' ? new TextEncoder().encode(changed) : changed);
  return source;
}
const lines = (text: string) => text.split('\n');

/** The demo catalog with one cell replaced (record 1 is the first row after the header). */
function withCell(file: string, record: number, header: string, value: string) {
  return variant(file, (t) => {
    const records = parse(t) as string[][];
    const row = records[record] ?? [];
    row[(records[0] ?? []).indexOf(header)] = value;
    return stringify(records, { record_delimiter: '\n' });
  });
}

beforeAll(async () => {
  handle = await openMemoryDatabase();
  client = pgliteClient(handle.db);
});
afterAll(() => handle.close());

describe('generator', () => {
  it('gives byte-identical files for the same seed, from the CLI too, and different ones for another seed', () => {
    const again = catalogToCsv(generateCatalog({ seed: 1 }));
    expect([...again.keys()]).toEqual([...demo.keys()]);
    for (const [file, text] of demo) expect(again.get(file), file).toBe(text);
    const other = catalogToCsv(generateCatalog({ seed: 2 }));
    expect(other.get('interchanges')).not.toBe(demo.get('interchanges'));

    const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
    try {
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'server/catalog/cli/generate.ts', '--out', dir, '--seed', '1'],
        {
          stdio: 'pipe',
        },
      );
      for (const [file, text] of demo)
        expect(readFileSync(join(dir, `${file}.csv`), 'utf8'), file).toBe(text);
      expect(readCatalogFolder(dir).size).toBe(CATALOG_FILES.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // the four commands run side by side: one after another they took 30 s on a busy machine
  it('refuses bad arguments with what is wrong and the usage, never a stack trace', {
    timeout: 90_000,
  }, async () => {
    const cases = [['--out'], ['--bogus'], ['--out', 'x', '--scale', '5000'], ['--scale=-1']];
    const runs = await Promise.all(
      cases.map((args) => runCommand('server/catalog/cli/generate.ts', args, {})),
    );
    runs.forEach((run, i) => {
      const args = cases[i]?.join(' ');
      expect(run.code, args).toBe(2);
      expect(run.output, args).toContain('usage: npm run catalog:generate');
      expect(run.output, args).not.toMatch(/\n\s+at |node:internal/);
    });
  });

  it('produces a catalog the importer accepts with zero rejected rows, at scale 1 and 2', () => {
    const parsed = parseCatalog(textSource(demo));
    expect(parsed.rejections).toEqual([]);
    expect(parsed.ok).toBe(true);
    const doubled = parseCatalog(textSource(catalogToCsv(generateCatalog({ scale: 2, seed: 3 }))));
    expect(doubled.rejections.slice(0, 5)).toEqual([]);
  });
});

describe('importer', () => {
  it('re-importing the same catalog changes nothing', async () => {
    const before = await fingerprint();
    const report = await importCatalog(handle.db, textSource(demo), 'test');
    expect(report.status).toBe('unchanged');
    expect(await fingerprint()).toEqual(before);
  });

  const bad: [string, () => Map<string, Uint8Array>, { file: string; line: number; reason: RegExp }][] = [
    [
      'a missing required column',
      () =>
        variant('competitors', (t) =>
          lines(t)
            .map((l) => l.split(',')[0])
            .join('\n'),
        ),
      { file: 'competitors.csv', line: 1, reason: /missing required column\(s\): name/ },
    ],
    [
      'a bad number',
      () =>
        variant('brake_drums', (t) => {
          const rows = lines(t);
          const header = (rows[0] ?? '').split(',');
          const cells = (rows[3] ?? '').split(',');
          cells[header.indexOf('wheel_stud_hole_count')] = 'ten';
          rows[3] = cells.join(',');
          return rows.join('\n');
        }),
      {
        file: 'brake_drums.csv',
        line: 4,
        reason: /wheel_stud_hole_count: expected a whole number \(got 'ten'\)/,
      },
    ],
    [
      'a dangling reference',
      () => variant('interchanges', (t) => t.replace(/^(2,2,[^,]+,115,)\d+$/m, '$199999999')),
      { file: 'interchanges.csv', line: 3, reason: /maker_part_number 99999999 is not a part of type 115/ },
    ],
    [
      'a duplicate key',
      () =>
        variant('studs', (t) => {
          const rows = lines(t);
          rows.splice(5, 0, rows[2] ?? '');
          return rows.join('\n');
        }),
      { file: 'studs.csv', line: 6, reason: /duplicate key \(studNumber\) = "\d+", first on line 3/ },
    ],
    [
      'a file that is not CSV (binary)',
      () =>
        variant(
          'hub_assemblies',
          () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        ),
      { file: 'hub_assemblies.csv', line: 0, reason: /not a CSV text file/ },
    ],
    [
      'a file that is not CSV (broken quoting)',
      () => variant('competitors', (t) => `${t}999,"unclosed name\n`),
      {
        file: 'competitors.csv',
        // the appended line follows the header and every demo row
        line: (demo.get('competitors') ?? '').trimEnd().split('\n').length + 1,
        reason: /not valid CSV: a quoted cell opens on line \d+ and is never closed/,
      },
    ],
    [
      'an unclosed quote in the middle of a file (reported where it opens, not at the end)',
      () =>
        variant('competitors', (t) => {
          const rows = lines(t);
          rows[2] = (rows[2] ?? '').replace(',', ',"');
          return rows.join('\n');
        }),
      { file: 'competitors.csv', line: 3, reason: /a quoted cell opens on line 3 and is never closed/ },
    ],
    [
      'a 5 MB cell (a row-level rejection, not a database error)',
      () => withCell('interchanges', 2, 'part_number', 'A'.repeat(5 * 1024 * 1024)),
      { file: 'interchanges.csv', line: 3, reason: /part_number: longer than 1000 characters/ },
    ],
    [
      'a 30 KB JSON cell',
      () => withCell('brake_drums', 2, 'notes', JSON.stringify(['x'.repeat(30_000)])),
      { file: 'brake_drums.csv', line: 3, reason: /notes: longer than 20000 characters/ },
    ],
    [
      'a file that is not part of the format',
      () => {
        const source = textSource(demo);
        source.set('hubs.json', new TextEncoder().encode('{"hubs": []}'));
        return source;
      },
      { file: 'hubs.json', line: 0, reason: /not a catalog file/ },
    ],
  ];

  for (const [what, make, expected] of bad) {
    it(`rejects ${what} with file, line and reason, and changes no data`, async () => {
      const before = await fingerprint();
      const report = await importCatalog(handle.db, make(), 'test');
      expect(report.status).toBe('rejected');
      if (report.status !== 'rejected') return;
      expect(report.rejections).toContainEqual({
        file: expected.file,
        line: expected.line,
        reason: expect.stringMatching(expected.reason),
      });
      expect(await fingerprint()).toEqual(before);
    });
  }

  it('replaces the catalog atomically: readers see the old or the new catalog, never a mix', async () => {
    const before = await fingerprint();
    const oldCount = Number(before.interchanges?.split(':')[0]);
    const other = textSource(catalogToCsv(generateCatalog({ seed: 7, scale: 1 })));
    const counts: number[] = [];
    const reads = Array.from({ length: 5 }, async () => {
      const { rows } = await client.query<{ n: number; h: number }>(
        'select (select count(*)::int from interchanges) as n, (select count(*)::int from hub_assemblies) as h',
      );
      counts.push(rows[0]?.n ?? -1);
    });
    const [report] = await Promise.all([importCatalog(handle.db, other, 'seed 7'), ...reads]);
    expect(report.status).toBe('imported');
    const after = await fingerprint();
    expect(after).not.toEqual(before);
    const newCount = Number(after.interchanges?.split(':')[0]);
    for (const n of counts) expect([oldCount, newCount]).toContain(n);

    // Importing the demo catalog again restores exactly the original data.
    expect((await importCatalog(handle.db, textSource(demo), 'demo')).status).toBe('imported');
    expect(await fingerprint()).toEqual(before);
  });
});

describe('catalog:import command', () => {
  it('refuses an option it does not have (a hoped-for --dry-run) before touching the database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-dry-'));
    const data = mkdtempSync(join(tmpdir(), 'catalog-data-'));
    try {
      for (const [file, text] of demo) writeFileSync(join(dir, `${file}.csv`), text);
      const { DATABASE_URL: _url, ...env } = process.env;
      for (const args of [[dir, '--dry-run'], [dir, dir], []]) {
        const run = spawnSync(
          process.execPath,
          ['--import', 'tsx', 'server/catalog/cli/import.ts', ...args],
          { env: { ...env, DATA_DIR: data }, encoding: 'utf8' },
        );
        expect(run.status, args.join(' ')).toBe(2);
        expect(run.stderr).toContain('usage: npm run catalog:import');
        expect(run.stdout).not.toContain('imported');
      }
      // nothing opened the data folder, so no database was made in it
      expect(readdirSync(data)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    }
  });

  it('exits non-zero and prints file, line and reason for a bad catalog', { timeout: 180_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalog-bad-'));
    const data = mkdtempSync(join(tmpdir(), 'catalog-data-'));
    try {
      for (const [file, text] of demo) writeFileSync(join(dir, `${file}.csv`), text);
      writeFileSync(join(dir, 'competitors.csv'), 'id,name\n1,ConMet\ntwo,Webb\n');
      const { DATABASE_URL: _url, ...env } = process.env;
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/catalog/cli/import.ts', dir], {
        env: { ...env, DATA_DIR: data },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("competitors.csv:3  id: expected a whole number (got 'two')");
      expect(run.stderr).toContain('the catalog was NOT changed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    }
  });
});
