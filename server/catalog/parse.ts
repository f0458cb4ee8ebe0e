// Reads a catalog (file name -> bytes), validating every cell, key and reference; reports each rejected row.
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import { CATEGORY_ROLES, FLOWS } from '../data/db/schema.ts';
import {
  CATALOG_FILES,
  type CatalogFile,
  type CatalogRows,
  type FileColumn,
  fileColumns,
  fileKeys,
} from './files.ts';
import type { Lined, LinedRows, Rejection } from './lined-rows.ts';
import { checkReferences } from './references.ts';

export type ParseResult =
  | { ok: true; rows: CatalogRows; hash: string; rejections: [] }
  | { ok: false; rejections: Rejection[]; hash: string };

const INT32 = 2_147_483_647;
const PART_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/;
const partNumber = z.string().regex(PART_NUMBER, 'expected a part number (letters, digits, space, . / -)');
const ImageRefs = z.array(
  z.object({ ImageGuid: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/), ImageTypeId: z.number().int() }),
);
const Notes = z.array(z.string());

/** Column rules beyond the cell type: enumerations, JSON shapes, number formats. */
const REFINE: Partial<Record<CatalogFile, Record<string, z.ZodType>>> = {
  hub_assemblies: {
    hubAssemblyNumber: z.string().regex(/^\d{6}(\d{2})?$/, 'a hub assembly number has 6 or 8 digits'),
    partStatus: z.enum(['Active', 'Service Only', 'Terminated']),
    images: ImageRefs,
    gawrNote: z.object({ Text: z.string(), Links: z.array(z.string()), IBLink: z.string().nullable() }),
  },
  interchanges: { makerPartNumber: partNumber },
  castings: { castingNumber: partNumber, kind: z.enum(['hub', 'rotor', 'drum']) },
  brake_rotors: {
    brakeRotorNumber: partNumber,
    status: z.enum(['Active', 'Discontinued']),
    images: ImageRefs,
    notes: Notes,
  },
  brake_rotor_kits: { brakeRotorKitNumber: partNumber, notes: Notes },
  brake_drums: { brakeDrumNumber: partNumber, images: ImageRefs, notes: Notes },
  studs: { studNumber: partNumber, images: ImageRefs },
  aftermarket_parts: { partNumber, images: ImageRefs },
  filter_categories: { flow: z.enum(FLOWS), role: z.enum(CATEGORY_ROLES) },
  filter_values: { flow: z.enum(FLOWS) },
  part_facets: { flow: z.enum(FLOWS) },
};

/**
 * Longest cell accepted, in characters: text cells (many are keys and indexed, and PostgreSQL refuses an
 * index entry over about 2.7 KB) and JSON cells (notes, images). A longer cell rejects its row.
 */
export const MAX_TEXT_CELL = 1000;
export const MAX_JSON_CELL = 20_000;

/** The line where a quoted cell opens and never closes, or null when every quote is closed. */
export function unclosedQuoteLine(text: string): number | null {
  let line = 1;
  let openedAt: number | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    else if (ch === '"') {
      if (openedAt === null) openedAt = line;
      else if (text[i + 1] === '"')
        i++; // an escaped quote inside the cell
      else openedAt = null;
    }
  }
  return openedAt;
}

const INT = /^-?\d{1,10}$/;
const DEC = /^-?\d{1,12}(\.\d{1,6})?$/;

/** Cell reader: the value, or an error message. Plain cells are read by hand (fast); refined ones by zod. */
type CellReader = (cell: string) => { value: unknown } | { error: string };

const readers = new Map<string, CellReader>();
function cellReader(file: CatalogFile, column: FileColumn): CellReader {
  const id = `${file}|${column.key}`;
  const cached = readers.get(id);
  if (cached) return cached;
  const refine = REFINE[file]?.[column.key];
  const base: CellReader = (cell) => {
    switch (column.kind) {
      case 'int': {
        const n = Number(cell);
        if (!INT.test(cell)) return { error: 'expected a whole number' };
        return n > INT32 || n < -INT32 - 1 ? { error: 'number too large' } : { value: n };
      }
      case 'dec':
        return DEC.test(cell) ? { value: Number(cell) } : { error: 'expected a decimal number like 3.12' };
      case 'bool':
        return cell === 'true' || cell === 'false'
          ? { value: cell === 'true' }
          : { error: "expected 'true' or 'false'" };
      case 'json':
        try {
          return { value: JSON.parse(cell) as unknown };
        } catch {
          return { error: 'expected JSON' };
        }
      default:
        return { value: cell };
    }
  };
  const reader: CellReader = refine
    ? (cell) => {
        const read = base(cell);
        if ('error' in read) return read;
        const result = refine.safeParse(read.value);
        return result.success ? { value: result.data } : { error: issueText(result.error) };
      }
    : base;
  readers.set(id, reader);
  return reader;
}

const issueText = (e: z.ZodError) => e.issues.map((i) => i.message).join('; ');

/** Parses one file; returns its rows with line numbers, and a rejection for every bad row. */
function parseFile(
  file: CatalogFile,
  bytes: Uint8Array,
  rejections: Rejection[],
): Lined<Record<string, unknown>>[] {
  const name = `${file}.csv`;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    rejections.push({ file: name, line: 0, reason: 'not a CSV text file (not UTF-8 text)' });
    return [];
  }
  if (text.includes('\u0000')) {
    rejections.push({ file: name, line: 0, reason: 'not a CSV text file (contains binary data)' });
    return [];
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
  } catch (error) {
    const e = error as { lines?: number; message?: string; code?: string };
    // csv-parse notices an unclosed quote only at the end of the file; the operator needs its start
    const opened = e.code === 'CSV_QUOTE_NOT_CLOSED' ? unclosedQuoteLine(text) : null;
    rejections.push({
      file: name,
      line: opened ?? e.lines ?? 0,
      reason:
        opened !== null
          ? `not valid CSV: a quoted cell opens on line ${opened} and is never closed`
          : `not valid CSV: ${e.message ?? String(error)}`,
    });
    return [];
  }
  const header = records[0]?.record;
  if (!header) {
    rejections.push({ file: name, line: 1, reason: 'empty file: a header row is required' });
    return [];
  }
  const columns = fileColumns(file);
  const byHeader = new Map(columns.map((c) => [c.header, c]));
  const unknown = header.filter((h) => !byHeader.has(h));
  const missing = columns.filter((c) => c.required && !header.includes(c.header));
  const duplicated = header.filter((h, i) => header.indexOf(h) !== i);
  if (unknown.length || missing.length || duplicated.length) {
    const parts = [
      missing.length ? `missing required column(s): ${missing.map((c) => c.header).join(', ')}` : '',
      unknown.length ? `unknown column(s): ${unknown.join(', ')}` : '',
      duplicated.length ? `repeated column(s): ${duplicated.join(', ')}` : '',
    ].filter(Boolean);
    rejections.push({ file: name, line: 1, reason: parts.join('; ') });
    return [];
  }
  const order = header.map((h) => byHeader.get(h) as FileColumn);
  const absent = columns.filter((c) => !header.includes(c.header));
  const rows: Lined<Record<string, unknown>>[] = [];
  for (const { record, info } of records.slice(1)) {
    const line = info.lines;
    if (record.length !== header.length) {
      rejections.push({
        file: name,
        line,
        reason: `expected ${header.length} cells, found ${record.length}`,
      });
      continue;
    }
    const row: Record<string, unknown> = {};
    const problems: string[] = [];
    order.forEach((column, i) => {
      const cell = record[i] ?? '';
      if (cell === '') {
        if (column.required) problems.push(`${column.header}: a value is required`);
        row[column.key] = null;
        return;
      }
      const cap = column.kind === 'json' ? MAX_JSON_CELL : MAX_TEXT_CELL;
      if (cell.length > cap) {
        problems.push(`${column.header}: longer than ${cap} characters (${cell.length})`);
        return;
      }
      const read = cellReader(file, column);
      const result = read(cell);
      if ('value' in result) row[column.key] = result.value;
      else problems.push(`${column.header}: ${result.error} (got '${cell.slice(0, 40)}')`);
    });
    for (const column of absent) row[column.key] = null;
    if (problems.length) {
      rejections.push({ file: name, line, reason: problems.join('; ') });
      continue;
    }
    if (file === 'interchanges') row.normalized = normalizePartNumber(String(row.partNumber));
    rows.push({ line, row });
  }
  // Keys: the primary key and unique indexes of the table.
  for (const key of fileKeys(file)) {
    const seen = new Map<string, number>();
    for (const { line, row } of rows) {
      const value = JSON.stringify(key.map((k) => row[k]));
      const first = seen.get(value);
      if (first === undefined) seen.set(value, line);
      else
        rejections.push({
          file: name,
          line,
          reason: `duplicate key (${key.join(', ')}) = ${value.slice(1, -1)}, first on line ${first}`,
        });
    }
  }
  return rows;
}

/** A stable hash of the catalog's content: same files, same hash. */
export function catalogHash(source: Map<string, Uint8Array>): string {
  const hash = createHash('sha256');
  for (const name of [...source.keys()].sort()) {
    hash.update(name);
    hash.update('\0');
    hash.update(source.get(name) as Uint8Array);
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Validates a whole catalog. `source` maps file names ('hub_assemblies.csv') to their bytes. */
export function parseCatalog(source: Map<string, Uint8Array>): ParseResult {
  const rejections: Rejection[] = [];
  const hash = catalogHash(source);
  const expected = new Set(CATALOG_FILES.map((f) => `${f}.csv`));
  for (const name of [...source.keys()].sort()) {
    if (!expected.has(name))
      rejections.push({
        file: name,
        line: 0,
        reason: 'not a catalog file: expected one CSV file per entity (see docs/catalog-format.md)',
      });
  }
  const lined = {} as Record<CatalogFile, Lined<Record<string, unknown>>[]>;
  for (const file of CATALOG_FILES) {
    const bytes = source.get(`${file}.csv`);
    if (!bytes) {
      rejections.push({
        file: `${file}.csv`,
        line: 0,
        reason: 'missing file (it may hold just the header row)',
      });
      lined[file] = [];
      continue;
    }
    lined[file] = parseFile(file, bytes, rejections);
  }
  rejections.push(...checkReferences(lined as unknown as LinedRows));
  if (rejections.length) return { ok: false, rejections, hash };
  const rows = Object.fromEntries(
    CATALOG_FILES.map((f) => [f, lined[f].map((l) => l.row)]),
  ) as unknown as CatalogRows;
  return { ok: true, rows, hash, rejections: [] };
}
