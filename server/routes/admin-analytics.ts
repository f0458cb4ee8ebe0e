// Operator reads of analytics: recent events and the search report, while the server holds the database.
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { searchReport } from '../analytics/search-report.ts';
import type { Database } from '../db/client.ts';
import { analyticsEvents } from '../db/schema.ts';
import { validate } from '../http/validate.ts';

const EventType = z.enum(['page_view', 'search', 'no_result', 'search_failure']);

export function adminAnalyticsRoutes(db: Database, now: () => Date) {
  return new Hono()
    .get(
      '/events',
      validate(
        'query',
        z.object({
          type: EventType.optional(),
          limit: z.coerce.number().int().min(1).max(1000).default(100),
        }),
      ),
      async (c) => {
        const { type, limit } = c.req.valid('query');
        const rows = await db
          .select()
          .from(analyticsEvents)
          .where(type ? eq(analyticsEvents.type, type) : undefined)
          .orderBy(desc(analyticsEvents.id))
          .limit(limit);
        return c.json({ Status: 'OK', Results: rows });
      },
    )
    .get(
      '/reports/searches',
      validate(
        'query',
        z.object({
          limit: z.coerce.number().int().min(1).max(500).default(20),
          days: z.coerce.number().int().min(1).max(3650).optional(),
        }),
      ),
      async (c) => {
        const { limit, days } = c.req.valid('query');
        const since = days ? new Date(now().getTime() - days * 86_400_000) : null;
        return c.json({ Status: 'OK', ...(await searchReport(db, { limit, since })) });
      },
    );
}
