// Planner statistics of the catalog tables. Without them the database guesses one row per facet value
// and picks nested loops over part_facets: a hub filter values query took about 1 s on the demo catalog
// instead of 1 ms. PGlite never runs autovacuum, and PostgreSQL's runs only some time after a bulk load,
// so the importer analyzes right after writing, and the server at start when the tables have none yet.
import { sql } from 'drizzle-orm';
import type { Database } from '../data/db/client.ts';
import { CATALOG_FILES } from './files.ts';

/** ANALYZE every catalog table (CATALOG_FILES are the table names; fixed identifiers, not input). */
export async function analyzeCatalog(db: Database): Promise<void> {
  await db.execute(sql.raw(`analyze ${CATALOG_FILES.map((f) => `"${f}"`).join(', ')}`));
}

/** Analyzes the catalog when the facet table has no statistics (a catalog loaded by an older import). */
export async function ensureCatalogStatistics(db: Database): Promise<boolean> {
  const result = await db.execute(
    sql`select count(*)::int as n from pg_stats where schemaname = current_schema() and tablename = 'part_facets'`,
  );
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  if ((rows[0]?.n ?? 0) > 0) return false;
  await analyzeCatalog(db);
  return true;
}
