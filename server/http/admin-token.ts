// Guards the operator API with a bearer token from configuration; without a token the API does not exist.
// Wrong tokens are counted per client: past a few, that client's admin calls wait out a lockout window.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../data/db/client.ts';
import { clientAddress } from './client-key.ts';
import { AppError } from './errors.ts';
import {
  counterKey,
  countHit,
  hitsSoFar,
  removeOldWindows,
  secondsLeft,
  windowStartOf,
} from './rate-limit.ts';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Compares in constant time; hashing first makes both sides the same length whatever was sent. */
export function tokenMatches(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

export type AdminGuardOptions = {
  /** ADMIN_TOKEN; null switches the admin API off (404). */
  token: string | null;
  db: Database;
  trustProxy: boolean;
  now: () => Date;
  /** Wrong tokens a client may send in one lockout window; past that its calls answer 429. */
  failureLimit: number;
  lockoutMs: number;
};

const SCOPE = 'admin-auth-failures';

export function requireAdminToken({
  token,
  db,
  trustProxy,
  now,
  failureLimit,
  lockoutMs,
}: AdminGuardOptions) {
  return createMiddleware(async (c, next) => {
    if (!token) throw new AppError('not_found', 'No such API path');
    const at = now().getTime();
    const windowStart = windowStartOf(at, lockoutMs);
    const key = counterKey(SCOPE, clientAddress(c, trustProxy));
    // A locked-out client's token is not even compared, the right one included: otherwise guessing
    // would go on during the lockout and only the answers would be withheld.
    if ((await hitsSoFar(db, key, windowStart)) >= failureLimit) {
      c.header('Retry-After', String(secondsLeft(windowStart, lockoutMs, at)));
      throw new AppError('rate_limited', 'Too many wrong admin tokens from this client: try again later');
    }
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1] || !tokenMatches(match[1].trim(), token)) {
      // only a token sent is a guess; a call without one is counted as nothing
      if (match?.[1] && (await countHit(db, key, windowStart)) === 1)
        await removeOldWindows(db, SCOPE, lockoutMs, at);
      c.header('WWW-Authenticate', 'Bearer');
      throw new AppError('unauthorized', 'Missing or wrong admin token');
    }
    await next();
  });
}
