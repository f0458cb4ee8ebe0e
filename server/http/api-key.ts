// Requires a known Ocp-Apim-Subscription-Key. Keys tell clients apart; they are not secrets.
import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

export const API_KEY_HEADER = 'Ocp-Apim-Subscription-Key';

export function requireApiKey(keys: readonly string[]) {
  const known = new Set(keys);
  return createMiddleware<{ Variables: { apiKey: string } }>(async (c, next) => {
    const key = c.req.header(API_KEY_HEADER);
    if (!key || !known.has(key)) {
      throw new AppError('unauthorized', `Missing or unknown ${API_KEY_HEADER} header`);
    }
    c.set('apiKey', key);
    await next();
  });
}
