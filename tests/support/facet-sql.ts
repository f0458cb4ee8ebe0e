// The facet questions answered straight from the tables in SQL: the reference the in-memory facet index
// (server/data/facet-index.ts) is checked against in tests/catalog/facet-index.test.ts.
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../server/data/db/client.ts';
import { type Flow, filterCategories, filterValues, partFacets } from '../../server/data/db/schema.ts';

/** Answers so far: filter code -> the value sent (the value's Id, or its Inch for inch categories). */
type FilterState = Readonly<Record<string, number | string | null | undefined>>;

type Category = typeof filterCategories.$inferSelect;

async function categoriesOf(db: Database, flow: Flow): Promise<Map<string, Category>> {
  const rows = await db.select().from(filterCategories).where(eq(filterCategories.flow, flow));
  return new Map(rows.map((c) => [c.queryParameterName, c]));
}

/** Whether `raw` is an answer that narrows the parts: a filter category, and not empty or zero. */
function answers(category: Category | undefined, raw: FilterState[string]): category is Category {
  if (!category || category.role === 'result') return false;
  return !(raw === null || raw === undefined || raw === '' || Number(raw) === 0);
}

/**
 * The SQL set of part numbers of a flow matching every answer. Codes the flow does not know (inclv,
 * srcht, ...) and empty or zero answers are ignored, as the original client never sent falsy values.
 */
function matchingPartsSql(flow: Flow, state: FilterState, categories: Map<string, Category>): SQL {
  const parts: SQL[] = [];
  for (const [code, raw] of Object.entries(state)) {
    const category = categories.get(code);
    if (!answers(category, raw)) continue;
    const value = Number(raw);
    if (!Number.isFinite(value)) {
      // Not a number: no part can have it (and the database must not see NaN).
      parts.push(sql`select ${partFacets.partNumber} from ${partFacets} where false`);
      continue;
    }
    const ids = category.matchByInch
      ? sql`(select ${filterValues.id} from ${filterValues} where ${filterValues.flow} = ${flow}
             and ${filterValues.queryParameterName} = ${code} and ${filterValues.inch} = ${value})`
      : sql`(${value})`;
    parts.push(
      sql`select ${partFacets.partNumber} from ${partFacets} where ${partFacets.flow} = ${flow}
          and ${partFacets.queryParameterName} = ${code} and ${partFacets.valueId} in ${ids}`,
    );
  }
  if (!parts.length)
    return sql`select distinct ${partFacets.partNumber} from ${partFacets} where ${partFacets.flow} = ${flow}`;
  return sql.join(parts, sql` intersect `);
}

/** Part numbers (hubs, rotors, drums or studs, by flow) that match the state. */
export async function matchingParts(db: Database, flow: Flow, state: FilterState): Promise<string[]> {
  const categories = await categoriesOf(db, flow);
  const rows = await db
    .selectDistinct({ partNumber: partFacets.partNumber })
    .from(partFacets)
    .where(
      and(
        eq(partFacets.flow, flow),
        inArray(partFacets.partNumber, sql`(${matchingPartsSql(flow, state, categories)})`),
      ),
    )
    .orderBy(asc(partFacets.partNumber));
  return rows.map((r) => r.partNumber);
}

/**
 * The values of category `code` used by at least one part matching the state (the state's own answer
 * for `code` is ignored, so a category can be asked again), in display order.
 */
export async function facetValues(db: Database, flow: Flow, code: string, state: FilterState) {
  const categories = await categoriesOf(db, flow);
  const { [code]: _ignored, ...others } = state;
  const matching = matchingPartsSql(flow, others, categories);
  // No answer narrows the parts (the first step): every part matches, so skip the part-number test, which
  // would otherwise list every part of the flow (about 1 s on the scale-100 catalog in PGlite).
  const narrowed = Object.keys(others).some((c) => answers(categories.get(c), others[c]));
  const usedBy = narrowed ? sql` and ${partFacets.partNumber} in (${matching})` : sql``;
  return db
    .select()
    .from(filterValues)
    .where(
      and(
        eq(filterValues.flow, flow),
        eq(filterValues.queryParameterName, code),
        inArray(
          filterValues.id,
          sql`(select ${partFacets.valueId} from ${partFacets} where ${partFacets.flow} = ${flow}
               and ${partFacets.queryParameterName} = ${code}${usedBy})`,
        ),
      ),
    )
    .orderBy(asc(filterValues.sortOrder), asc(filterValues.id));
}

/** The single-valued facets of one part as filter pairs (number search -> wizard with answers filled in). */
export async function partFilterPairs(
  db: Database,
  flow: Flow,
  partNumber: string,
): Promise<Record<string, number>> {
  const rows = await db
    .select({
      code: partFacets.queryParameterName,
      id: partFacets.valueId,
      inch: filterValues.inch,
      byInch: filterCategories.matchByInch,
    })
    .from(partFacets)
    .innerJoin(
      filterValues,
      and(
        eq(filterValues.flow, partFacets.flow),
        eq(filterValues.queryParameterName, partFacets.queryParameterName),
        eq(filterValues.id, partFacets.valueId),
      ),
    )
    .innerJoin(
      filterCategories,
      and(
        eq(filterCategories.flow, partFacets.flow),
        eq(filterCategories.queryParameterName, partFacets.queryParameterName),
      ),
    )
    .where(and(eq(partFacets.flow, flow), eq(partFacets.partNumber, partNumber)));
  const byCode = new Map<string, typeof rows>();
  for (const r of rows) byCode.set(r.code, [...(byCode.get(r.code) ?? []), r]);
  const pairs: Record<string, number> = {};
  for (const [code, list] of byCode) {
    const [only] = list;
    if (list.length !== 1 || !only) continue; // several values (truck makes, spindle nut yes/no): still asked
    pairs[code] = only.byInch ? Number(only.inch) : only.id;
  }
  return pairs;
}
