// The catalog files: one CSV per catalog table, columns and cell types derived from the Drizzle schema.
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import * as s from '../data/db/schema.ts';

/** Catalog tables in insert order (a referenced table comes before the tables that reference it). */
export const CATALOG_TABLES = {
  competitors: s.competitors,
  part_types: s.partTypes,
  part_type_usages: s.partTypeUsages,
  castings: s.castings,
  hub_assemblies: s.hubAssemblies,
  brake_rotors: s.brakeRotors,
  brake_rotor_kits: s.brakeRotorKits,
  brake_drums: s.brakeDrums,
  brake_drum_interchanges: s.brakeDrumInterchanges,
  studs: s.studs,
  bearings: s.bearings,
  seals: s.seals,
  seal_spacer_kits: s.sealSpacerKits,
  rebuild_kits: s.rebuildKits,
  rebuild_kit_details: s.rebuildKitDetails,
  bearing_filter_details: s.bearingFilterDetails,
  abs_tone_ring_kits: s.absToneRingKits,
  abs_service_kits: s.absServiceKits,
  spindle_nut_kits: s.spindleNutKits,
  aftermarket_parts: s.aftermarketParts,
  hub_aftermarket_parts: s.hubAftermarketParts,
  aftermarket_hub_details: s.aftermarketHubDetails,
  interchanges: s.interchanges,
  filter_categories: s.filterCategories,
  filter_values: s.filterValues,
  part_facets: s.partFacets,
} as const;

export type CatalogFile = keyof typeof CATALOG_TABLES;
export const CATALOG_FILES = Object.keys(CATALOG_TABLES) as CatalogFile[];

/** One row of a catalog table as the generator produces it and the importer inserts it. */
export type CatalogRow<F extends CatalogFile> = (typeof CATALOG_TABLES)[F]['$inferInsert'];
export type CatalogRows = { [F in CatalogFile]: CatalogRow<F>[] };

/** Columns the importer computes itself; they are not in the files. */
const COMPUTED: Partial<Record<CatalogFile, string[]>> = { interchanges: ['normalized'] };

export type CellKind = 'int' | 'dec' | 'bool' | 'json' | 'text';

export type FileColumn = {
  /** Header name in the CSV: the SQL column name. */
  header: string;
  /** Property name on the Drizzle row. */
  key: string;
  kind: CellKind;
  required: boolean;
};

function kindOf(column: PgColumn): CellKind {
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgSerial':
      return 'int';
    case 'PgNumeric':
    case 'PgNumericNumber':
      return 'dec';
    case 'PgBoolean':
      return 'bool';
    case 'PgJsonb':
      return 'json';
    default:
      return 'text';
  }
}

/** The columns of a catalog file, in the order the generator writes them. */
export function fileColumns(file: CatalogFile, options: { withComputed?: boolean } = {}): FileColumn[] {
  const table = CATALOG_TABLES[file] as PgTable;
  const computed = options.withComputed ? [] : (COMPUTED[file] ?? []);
  return Object.entries(getTableColumns(table))
    .filter(([key]) => !computed.includes(key))
    .map(([key, column]) => ({
      header: column.name,
      key,
      kind: kindOf(column),
      required: column.notNull,
    }));
}

/** Key column sets that must be unique in a file: the primary key and every plain unique index. */
export function fileKeys(file: CatalogFile): string[][] {
  const table = CATALOG_TABLES[file] as PgTable;
  const config = getTableConfig(table);
  const byName = new Map(Object.entries(getTableColumns(table)).map(([key, c]) => [c.name, key]));
  const keys: string[][] = [];
  const primary = config.columns.filter((c) => c.primary).map((c) => byName.get(c.name) ?? c.name);
  if (primary.length) keys.push(primary);
  for (const pk of config.primaryKeys) keys.push(pk.columns.map((c) => byName.get(c.name) ?? c.name));
  for (const idx of config.indexes) {
    if (!idx.config.unique) continue;
    const names = idx.config.columns.map((c) => ('name' in c ? byName.get(c.name as string) : undefined));
    if (names.every((n): n is string => typeof n === 'string')) keys.push(names);
  }
  return keys;
}
