// Operator reads of analytics: recent events and the search report, while the server holds the database.
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { wholeNumber } from '../../tools/tool.ts';
import { ReportQuery, searchReport } from '../analytics/search-report.ts';
import type { Database } from '../data/db/client.ts';
import { analyticsEvents } from '../data/db/schema.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';

const EventsQuery = z.object({
  type: z.enum(['page_view', 'search', 'no_result', 'search_failure']).optional(),
  limit: wholeNumber(1, 1000).default(100),
});
const TermCounts = z.array(z.object({ term: z.string(), count: z.number().int() }));

export function adminAnalyticsRoutes(db: Database, now: () => Date) {
  return new Hono()
    .get('/events', validate('query', EventsQuery), async (c) => {
      const { type, limit } = c.req.valid('query');
      const rows = await db
        .select()
        .from(analyticsEvents)
        .where(type ? eq(analyticsEvents.type, type) : undefined)
        .orderBy(desc(analyticsEvents.id))
        .limit(limit);
      return c.json({ Status: 'OK', Results: rows });
    })
    .get('/reports/searches', validate('query', ReportQuery), async (c) => {
      const { limit, days } = c.req.valid('query');
      const since = days ? new Date(now().getTime() - days * 86_400_000) : null;
      return c.json({ Status: 'OK', ...(await searchReport(db, { limit, since })) });
    });
}

export const adminAnalyticsDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/admin/events',
    tag: 'Operators',
    summary: 'The newest analytics events, optionally of one type',
    admin: true,
    query: EventsQuery,
    response: z.object({ Status: z.literal('OK'), Results: z.array(z.record(z.string(), z.unknown())) }),
    example: { query: { type: 'search', limit: '10' } },
  },
  {
    method: 'get',
    path: '/admin/reports/searches',
    tag: 'Operators',
    summary: 'Most searched numbers and the numbers most often searched without a result',
    admin: true,
    query: ReportQuery,
    response: z.object({ Status: z.literal('OK'), mostSearched: TermCounts, notFound: TermCounts }),
    example: { query: { limit: '20', days: '30' } },
  },
];
