// Parsed catalog rows with the file lines they came from, and the rejection a bad row gets: shared by the
// parser and the reference checks, so neither imports the other.
import type { CatalogFile, CatalogRows } from './files.ts';

export type Rejection = { file: string; line: number; reason: string };
/** A parsed row and the line of the file it came from. */
export type Lined<T> = { line: number; row: T };
export type LinedRows = { [F in CatalogFile]: Lined<CatalogRows[F][number]>[] };
