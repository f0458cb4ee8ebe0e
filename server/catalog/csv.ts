// Catalog rows <-> CSV text, with the cell encoding of docs/catalog-format.md.
import { stringify } from 'csv-stringify/sync';
import { CATALOG_FILES, type CatalogFile, type CatalogRows, type FileColumn, fileColumns } from './files.ts';

function encodeCell(value: unknown, column: FileColumn): string {
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'bool':
      return value ? 'true' : 'false';
    case 'json':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

/** CSV text of rows for the given columns, header row first. */
export function rowsToCsv(rows: Record<string, unknown>[], columns: FileColumn[]): string {
  const records = rows.map((row) => columns.map((c) => encodeCell(row[c.key], c)));
  return stringify([columns.map((c) => c.header), ...records], { record_delimiter: '\n' });
}

/** One CSV text per catalog file: header row of SQL column names, then the rows in the given order. */
export function catalogToCsv(rows: CatalogRows): Map<CatalogFile, string> {
  const out = new Map<CatalogFile, string>();
  for (const file of CATALOG_FILES) {
    out.set(file, rowsToCsv(rows[file] as Record<string, unknown>[], fileColumns(file)));
  }
  return out;
}
