// GET /api/ready: readiness (can this instance serve database-backed requests now?), beside the liveness
// check /api/health, which only says the process answers. Right after a start, while the catalog indexes
// are still being built (server/data/index-warmup.ts), it says 'warming': send no traffic here yet.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../data/db/client.ts';
import { isWarming } from '../data/index-warmup.ts';
import { databaseUnavailable } from '../http/database-unavailable.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { warmingAnswer } from '../http/warming.ts';

/** A database that does not answer within this time counts as away. */
const PING_TIMEOUT_MS = 2_000;

async function ping(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function readinessRoutes(db: Database) {
  return new Hono().get('/ready', async (c) => {
    if (!(await ping(db))) return databaseUnavailable(c);
    return isWarming(db) ? warmingAnswer(c) : c.json({ Status: 'OK', Database: 'up' });
  });
}

export const readinessDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/ready',
    tag: 'Service',
    summary:
      'Readiness check: 200 while the database answers and the catalog indexes are loaded, 503 with ' +
      'Retry-After while the database is away or the indexes are still warming after a start',
    public: true,
    response: z.object({ Status: z.literal('OK'), Database: z.literal('up') }),
    example: {},
  },
];
