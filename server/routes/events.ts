// POST /api/events: batches of anonymous analytics events from the client, rate-limited per client.
import { Hono } from 'hono';
import { z } from 'zod';
import { EventBatchSchema } from '../../tools/analytics/event.ts';
import { storeEvents } from '../analytics/store.ts';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../data/db/client.ts';
import { rateLimit } from '../http/rate-limit.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';

export type EventRouteOptions = {
  db: Database;
  /** Requests (batches of up to 50 events) per client per minute. */
  limitPerMinute: number;
  trustProxy: boolean;
  now: () => Date;
};

export function eventRoutes({ db, limitPerMinute, trustProxy, now }: EventRouteOptions) {
  return new Hono<AppEnv>().post(
    '/events',
    rateLimit({ db, scope: 'events', limit: limitPerMinute, windowMs: 60_000, trustProxy, now }),
    validate('json', EventBatchSchema),
    async (c) => {
      const { events } = c.req.valid('json');
      await storeEvents(db, events, now());
      return c.json({ Status: 'OK', Accepted: events.length }, 202);
    },
  );
}

export const eventDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/events',
    tag: 'Analytics',
    summary: 'A batch of anonymous usage events (page views and search outcomes)',
    description:
      'At most 50 events per request. Query strings, fragments and e-mail addresses are dropped and texts ' +
      'capped before storing; no client identity is kept. Each client (key and address) may send ' +
      'EVENTS_RATE_LIMIT requests per minute (default 30); beyond that the answer is 429 with Retry-After.',
    body: EventBatchSchema,
    errors: ['rate_limited'],
    status: 202,
    response: z.object({ Status: z.literal('OK'), Accepted: z.number().int() }),
  },
];
