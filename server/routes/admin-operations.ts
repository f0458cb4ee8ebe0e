// Operator tasks through the running server (behind the admin token), so operators need not stop it to
// read the outbox or import a catalog: with the embedded database only one process may open the folder.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { formatRejections, importCatalog } from '../catalog/import.ts';
import type { Database } from '../data/db/client.ts';
import { emailOutbox } from '../data/db/schema.ts';
import { listOutbox, OutboxQuery } from '../email/outbox.ts';
import { AppError } from '../http/errors.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';

const OutboxRow = z.object({
  id: z.number(),
  createdAt: z.string(),
  status: z.string(),
  fromAddress: z.string(),
  recipient: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  textBody: z.string(),
  error: z.string().nullable(),
});
const OutboxResponse = z.object({ Status: z.literal('OK'), Results: z.array(OutboxRow) });

/** A catalog file name as the importer knows them: plain names, no folders. */
const FILE_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const MAX_FILES = 100;

const ImportResponse = z.object({
  Status: z.enum(['imported', 'unchanged', 'rejected']),
  Counts: z.record(z.string(), z.number()).optional(),
  /** The rejected rows, formatted as the command line prints them. */
  Rejections: z.string().optional(),
});

export function adminOperationRoutes(db: Database) {
  return new Hono()
    .get('/outbox', validate('query', OutboxQuery), async (c) => {
      const { status, limit, id } = c.req.valid('query');
      const rows =
        id === undefined
          ? await listOutbox(db, { limit, ...(status ? { status } : {}) })
          : await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      const Results = rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        status: r.status,
        fromAddress: r.fromAddress,
        recipient: r.recipient,
        replyTo: r.replyTo,
        subject: r.subject,
        textBody: r.textBody,
        error: r.error,
      }));
      return c.json({ Status: 'OK' as const, Results });
    })
    .post('/catalog/import', async (c) => {
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw new AppError('bad_request', 'Expected multipart/form-data with one part per catalog file');
      });
      const files = new Map<string, Uint8Array>();
      for (const value of Object.values(form).flat()) {
        if (!(value instanceof File)) continue;
        if (!FILE_NAME.test(value.name)) throw new AppError('bad_request', 'Invalid catalog file name');
        files.set(value.name, new Uint8Array(await value.arrayBuffer()));
      }
      if (files.size === 0 || files.size > MAX_FILES)
        throw new AppError('bad_request', `Send between 1 and ${MAX_FILES} catalog files`);
      const report = await importCatalog(db, files, 'admin API upload');
      return report.status === 'rejected'
        ? c.json({ Status: report.status, Rejections: formatRejections(report.rejections) }, 422)
        : c.json({ Status: report.status, Counts: report.counts });
    });
}

export const adminOperationDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/admin/outbox',
    tag: 'Operators',
    summary: 'The email outbox, newest first (one email with ?id=)',
    admin: true,
    query: OutboxQuery,
    response: OutboxResponse,
    example: {},
  },
  {
    method: 'post',
    path: '/admin/catalog/import',
    tag: 'Operators',
    summary: 'Replace the catalog: multipart/form-data, one part per catalog CSV file (as in the folder)',
    description:
      'The same checks as `npm run catalog:import`: any rejected row leaves the catalog unchanged (422 ' +
      'with the rejections). Searches switch to the new catalog at once (on PostgreSQL every app server ' +
      'hears of it through NOTIFY), without a restart.',
    admin: true,
    answers: { 422: 'The catalog was rejected: Status "rejected" and the rejected rows; nothing changed' },
    response: ImportResponse,
  },
];
