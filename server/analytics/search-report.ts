// The search report: the most searched numbers, and the most frequent numbers that found nothing
// (the gaps in the cross-reference the manufacturer wants to close).
import { and, desc, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { wholeNumber } from '../../tools/tool.ts';
import type { Database } from '../data/db/client.ts';
import { analyticsEvents as e } from '../data/db/schema.ts';

/** How many numbers each list holds and how many days back it counts: the admin route's and the command's. */
export const ReportQuery = z.object({
  limit: wholeNumber(1, 500).default(20),
  days: wholeNumber(1, 3650).optional(),
});

export type TermCount = { term: string; count: number };
export type SearchReport = { mostSearched: TermCount[]; notFound: TermCount[] };

/**
 * Counts by normalised number ('10-031-065' and '10031065' are one row). A search counts as not found
 * when its search event says found=false or a no-result screen was reported for it.
 */
export async function searchReport(
  db: Database,
  { limit = 20, since = null }: { limit?: number; since?: Date | null } = {},
): Promise<SearchReport> {
  const inRange = since ? gte(e.createdAt, since) : undefined;
  const count = sql<number>`count(*)::int`;
  const top = (where: ReturnType<typeof and>) =>
    db
      .select({ term: e.normalizedTerm, count })
      .from(e)
      .where(and(isNotNull(e.normalizedTerm), sql`${e.normalizedTerm} <> ''`, where, inRange))
      .groupBy(e.normalizedTerm)
      .orderBy(desc(count), e.normalizedTerm)
      .limit(limit);
  const [mostSearched, notFound] = await Promise.all([
    top(eq(e.type, 'search')),
    top(or(eq(e.type, 'no_result'), and(eq(e.type, 'search'), eq(e.found, false)))),
  ]);
  const clean = (rows: { term: string | null; count: number }[]) =>
    rows.map((r) => ({ term: r.term ?? '', count: Number(r.count) }));
  return { mostSearched: clean(mostSearched), notFound: clean(notFound) };
}

function table(title: string, rows: TermCount[]): string {
  if (!rows.length) return `${title}\n  (none)`;
  const width = Math.max(...rows.map((r) => r.term.length), 'Number'.length);
  const lines = rows.map((r, i) => `${String(i + 1).padStart(3)}. ${r.term.padEnd(width)}  ${r.count}`);
  return [title, `     ${'Number'.padEnd(width)}  Count`, ...lines].join('\n');
}

export function formatSearchReport(report: SearchReport): string {
  return [
    table('Most searched numbers', report.mostSearched),
    '',
    table('Numbers that found nothing (gaps in the cross-reference)', report.notFound),
  ].join('\n');
}
