// POST /api/events: batches of anonymous analytics events from the client, rate-limited per client.
import { Hono } from 'hono';
import { EventBatchSchema } from '../../tools/analytics/event.ts';
import { storeEvents } from '../analytics/store.ts';
import type { AppEnv } from '../app-env.ts';
import type { Database } from '../db/client.ts';
import { rateLimit } from '../http/rate-limit.ts';
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
