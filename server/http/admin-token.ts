// Guards the operator API with a bearer token from configuration; without a token the API does not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Compares in constant time; hashing first makes both sides the same length whatever was sent. */
export function tokenMatches(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

export function requireAdminToken(token: string | null) {
  return createMiddleware(async (c, next) => {
    if (!token) throw new AppError('not_found', 'No such API path');
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match?.[1] || !tokenMatches(match[1].trim(), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      throw new AppError('unauthorized', 'Missing or wrong admin token');
    }
    await next();
  });
}
