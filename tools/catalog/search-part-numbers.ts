// Number search over every maker and competitor number: the matching rules shared by all search calls.
//
// Rules, in order: the text is normalized (case, spaces, dashes, dots, slashes ignored); a leading brand
// name ('webb 66864') restricts the search to that brand; exact matches rank first, then numbers that
// start with the text, and only when neither exists, near misses (one character wrong, missing or
// extra). Within each rank the maker's own numbers (competitor 1) come first. At most 25 results.
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { competitors, interchanges } from '../../server/db/schema.ts';
import { type Brand, parseBrandQuery } from '../part-number/brand.ts';
import { NEAR_MISS_MAX_LENGTH, NEAR_MISS_MIN_LENGTH, oneEditVariants } from '../part-number/near-miss.ts';
import { normalizePartNumber } from '../part-number/normalize.ts';
import { SEARCH_TEXT_MAX } from '../part-number/search-text.ts';
import { defineTool, Status, type ToolContext } from '../tool.ts';

export const OWN_BRAND_ID = 1;
export const SEARCH_LIMIT = 25;
/** Part type of hub assemblies in the interchanges table. */
export const HUB_ASSEMBLY_PART_TYPE = 115;

export type MatchRank = 'exact' | 'prefix' | 'near';

export type NumberHit = {
  id: number;
  competitorId: number;
  competitorName: string;
  partNumber: string;
  normalized: string;
  partTypeId: number;
  makerPartNumber: string;
  rank: MatchRank;
};

export type SearchScope = {
  /** Only numbers of this part type (115: hub assemblies). */
  partTypeId?: number;
  /** Only the maker's own numbers (compare picker, parts search). */
  makerOnly?: boolean;
};

/** Byte-wise order, the same as the "C" collation the index is built with. */
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const RANK_ORDER: Record<MatchRank, number> = { exact: 0, prefix: 1, near: 2 };

function compareHits(a: NumberHit, b: NumberHit): number {
  return (
    RANK_ORDER[a.rank] - RANK_ORDER[b.rank] ||
    Number(a.competitorId !== OWN_BRAND_ID) - Number(b.competitorId !== OWN_BRAND_ID) ||
    byteOrder(a.normalized, b.normalized) ||
    a.competitorId - b.competitorId ||
    a.id - b.id
  );
}

// Matching and ordering use the "C" collation so that the btree index on (normalized collate "C")
// serves equality, prefix LIKE and ORDER BY ... LIMIT alike, on PGlite and PostgreSQL.
const normalizedC = sql`${interchanges.normalized} collate "C"`;

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Query = { needle: string; competitorId: number | null };

function scopeFilters(scope: SearchScope, competitorId: number | null): SQL[] {
  const filters: SQL[] = [];
  if (scope.partTypeId !== undefined) filters.push(eq(interchanges.partTypeId, scope.partTypeId));
  if (scope.makerOnly) filters.push(eq(interchanges.competitorId, OWN_BRAND_ID));
  if (competitorId !== null) filters.push(eq(interchanges.competitorId, competitorId));
  return filters;
}

function selectHits(ctx: ToolContext, where: SQL[], limit: number, makerFirst = false) {
  return ctx.db
    .select({
      id: interchanges.id,
      competitorId: interchanges.competitorId,
      competitorName: competitors.name,
      partNumber: interchanges.partNumber,
      normalized: interchanges.normalized,
      partTypeId: interchanges.partTypeId,
      makerPartNumber: interchanges.makerPartNumber,
    })
    .from(interchanges)
    .innerJoin(competitors, eq(competitors.id, interchanges.competitorId))
    .where(and(...where))
    .orderBy(
      ...(makerFirst ? [sql`${interchanges.competitorId} <> ${OWN_BRAND_ID}`] : []),
      normalizedC,
      asc(interchanges.competitorId),
      asc(interchanges.id),
    )
    .limit(limit);
}

/** Exact and prefix matches: the maker's and the others' numbers each read in index order. */
async function exactOrPrefix(ctx: ToolContext, q: Query, scope: SearchScope, limit: number) {
  const base = [
    ...scopeFilters(scope, q.competitorId),
    sql`${normalizedC} like ${`${escapeLike(q.needle)}%`}`,
  ];
  const onlyOne = scope.makerOnly || q.competitorId !== null;
  const groups = onlyOne
    ? [selectHits(ctx, base, limit)]
    : [
        selectHits(ctx, [...base, eq(interchanges.competitorId, OWN_BRAND_ID)], limit),
        selectHits(ctx, [...base, ne(interchanges.competitorId, OWN_BRAND_ID)], limit),
      ];
  const rows = (await Promise.all(groups)).flat();
  return rows.map((r): NumberHit => ({ ...r, rank: r.normalized === q.needle ? 'exact' : 'prefix' }));
}

/** Numbers one edit away, looked up by equality on the index (no similarity scan). */
async function nearMisses(ctx: ToolContext, q: Query, scope: SearchScope, limit: number) {
  if (q.needle.length < NEAR_MISS_MIN_LENGTH || q.needle.length > NEAR_MISS_MAX_LENGTH) return [];
  if (!/^[0-9A-Z]+$/.test(q.needle)) return [];
  // Letters and digits only, so the candidates travel safely as one text[] literal parameter.
  const variants = `{${oneEditVariants(q.needle).join(',')}}`;
  const rows = await selectHits(
    ctx,
    [...scopeFilters(scope, q.competitorId), sql`${normalizedC} = any(${variants}::text[])`],
    limit,
    true,
  );
  return rows.map((r): NumberHit => ({ ...r, rank: 'near' }));
}

async function brandsIn(ctx: ToolContext, text: string): Promise<Brand[]> {
  if (!/[A-Za-z]/.test(text)) return [];
  return ctx.db.select({ id: competitors.id, name: competitors.name }).from(competitors);
}

/** Runs the matching rules for `text` and returns the ranked hits (at most `limit`). */
export async function searchNumbers(
  ctx: ToolContext,
  text: string,
  scope: SearchScope = {},
  limit = SEARCH_LIMIT,
): Promise<NumberHit[]> {
  const literal = normalizePartNumber(text.slice(0, SEARCH_TEXT_MAX));
  if (!literal) return [];
  const branded = parseBrandQuery(text, await brandsIn(ctx, text));
  const queries: Query[] = [];
  if (branded) {
    const needle = normalizePartNumber(branded.number);
    if (needle) queries.push({ needle, competitorId: branded.brand.id });
  }
  // The whole text as a number too: when the brand reading finds nothing, the words may be the number.
  queries.push({ needle: literal, competitorId: null });

  for (const q of queries) {
    const hits = await exactOrPrefix(ctx, q, scope, limit);
    if (hits.length) return hits.sort(compareHits).slice(0, limit);
    const near = await nearMisses(ctx, q, scope, limit);
    if (near.length) return near.sort(compareHits).slice(0, limit);
  }
  return [];
}

export const PartNumberMatch = z.object({
  CompetitorName: z.string(),
  CompetitorPartNumber: z.string(),
  CompetitorInterchangesId: z.number().int(),
  CompetitorId: z.number().int(),
  PartTypeId: z.number().int(),
});
export type PartNumberMatch = z.infer<typeof PartNumberMatch>;

export const SearchInput = z.object({ text: z.string().trim().min(1).max(SEARCH_TEXT_MAX) });

export const searchPartNumbers = defineTool({
  name: 'searchPartNumbers',
  description:
    'Find maker and competitor part numbers of any part type matching typed text. Case, spaces, dashes, ' +
    'dots and slashes are ignored; a leading brand name restricts to that brand; exact matches first, then ' +
    'numbers starting with the text, then (only if nothing else) numbers one character off; maker numbers first.',
  input: SearchInput,
  output: z.object({ Status: z.enum([Status.OK, Status.ZERO_RESULTS]), Results: z.array(PartNumberMatch) }),
  async execute({ text }, ctx) {
    const hits = await searchNumbers(ctx, text);
    return {
      Status: hits.length ? Status.OK : Status.ZERO_RESULTS,
      Results: hits.map((h) => ({
        CompetitorName: h.competitorName,
        CompetitorPartNumber: h.partNumber,
        CompetitorInterchangesId: h.id,
        CompetitorId: h.competitorId,
        PartTypeId: h.partTypeId,
      })),
    };
  },
});
