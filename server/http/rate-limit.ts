// Fixed-window rate limiting with counters in the database, so every app server shares one count.
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../data/db/client.ts';
import { rateLimitWindows } from '../data/db/schema.ts';
import { clientAddress } from './client-key.ts';
import { AppError } from './errors.ts';

export type RateLimitOptions = {
  db: Database;
  /** Names the limit, so different limits never share a counter. */
  scope: string;
  limit: number;
  windowMs: number;
  trustProxy: boolean;
  now: () => Date;
};

/** Counts one hit for `key` in the current window and returns the count so far (atomic upsert). */
export async function countHit(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { count: sql`${rateLimitWindows.count} + 1` },
    })
    .returning({ count: rateLimitWindows.count });
  return row?.count ?? 1;
}

export function rateLimit({ db, scope, limit, windowMs, trustProxy, now }: RateLimitOptions) {
  return createMiddleware<{ Variables: { apiKey: string } }>(async (c, next) => {
    const at = now().getTime();
    const windowStart = new Date(at - (at % windowMs));
    // a hash, so the table never holds an address
    const key = createHash('sha256')
      .update(`${scope}\n${c.var.apiKey ?? ''}\n${clientAddress(c, trustProxy)}`)
      .digest('base64url');
    const count = await countHit(db, key, windowStart);
    if (count === 1) {
      // first hit of a new window: old windows are no longer needed by anyone
      await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, new Date(at - 2 * windowMs)));
    }
    c.header('RateLimit-Limit', String(limit));
    c.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
    if (count > limit) {
      c.header('Retry-After', String(Math.ceil((windowStart.getTime() + windowMs - at) / 1000)));
      throw new AppError('rate_limited', `Too many requests: at most ${limit} per ${windowMs / 1000} s`);
    }
    await next();
  });
}
