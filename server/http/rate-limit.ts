// Fixed-window rate limiting with counters in the database, so every app server shares one count.
import { createHash } from 'node:crypto';
import { and, eq, like, lt, or, sql } from 'drizzle-orm';
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

/** Windows of every scope older than this are removed too (a scope no longer used, keys of old releases). */
const LONGEST_KEPT_MS = 24 * 60 * 60_000;

/**
 * The counter key of a client in a scope: the scope in clear (so a scope's old windows can be removed without
 * touching another scope's longer windows) and a hash, so the table never holds an address.
 */
export function counterKey(scope: string, ...parts: string[]): string {
  return `${scope}:${createHash('sha256')
    .update([scope, ...parts].join('\n'))
    .digest('base64url')}`;
}

/** The start of the fixed window that `at` (ms) falls in. */
export const windowStartOf = (at: number, windowMs: number) => new Date(at - (at % windowMs));

/** Seconds until the window that started at `windowStart` ends (at least 1). */
export const secondsLeft = (windowStart: Date, windowMs: number, at: number) =>
  Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at) / 1000));

/** The hits counted so far for `key` in the window, without counting one. */
export async function hitsSoFar(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitWindows.count })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.key, key), eq(rateLimitWindows.windowStart, windowStart)));
  return row?.count ?? 0;
}

/** Removes the scope's windows before the previous one, and anything older than a day. */
export async function removeOldWindows(db: Database, scope: string, windowMs: number, at: number) {
  await db
    .delete(rateLimitWindows)
    .where(
      or(
        and(
          like(rateLimitWindows.key, `${scope}:%`),
          lt(rateLimitWindows.windowStart, new Date(at - 2 * windowMs)),
        ),
        lt(rateLimitWindows.windowStart, new Date(at - Math.max(LONGEST_KEPT_MS, 2 * windowMs))),
      ),
    );
}

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
    const windowStart = windowStartOf(at, windowMs);
    const key = counterKey(scope, c.var.apiKey ?? '', clientAddress(c, trustProxy));
    const count = await countHit(db, key, windowStart);
    // first hit of a new window: the scope's old windows are no longer needed by anyone
    if (count === 1) await removeOldWindows(db, scope, windowMs, at);
    c.header('RateLimit-Limit', String(limit));
    c.header('RateLimit-Remaining', String(Math.max(0, limit - count)));
    if (count > limit) {
      c.header('Retry-After', String(secondsLeft(windowStart, windowMs, at)));
      throw new AppError('rate_limited', `Too many requests: at most ${limit} per ${windowMs / 1000} s`);
    }
    await next();
  });
}
