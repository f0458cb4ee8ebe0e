// Operator API for notifications: list, add, remove. Mounted behind the admin token.
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiNotificationSchema, NotificationInputSchema } from '../../tools/notifications/notification.ts';
import { MAX_INT4, wholeNumber } from '../../tools/tool.ts';
import type { Database } from '../data/db/client.ts';
import { AppError } from '../http/errors.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';
import { addNotification, listNotifications, removeNotification } from '../notifications/store.ts';

const IdParam = z.object({ id: wholeNumber(1, MAX_INT4) });
const ListResponse = z.object({ Status: z.literal('OK'), Results: z.array(ApiNotificationSchema) });

export function adminNotificationRoutes(db: Database) {
  return new Hono()
    .get('/notifications', async (c) => c.json({ Status: 'OK', Results: await listNotifications(db) }))
    .post('/notifications', validate('json', NotificationInputSchema), async (c) =>
      c.json({ Status: 'OK', Results: [await addNotification(db, c.req.valid('json'))] }, 201),
    )
    .delete('/notifications/:id', validate('param', IdParam), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await removeNotification(db, id))) throw new AppError('not_found', `No notification ${id}`);
      return c.json({ Status: 'OK' });
    });
}

export const adminNotificationDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/admin/notifications',
    tag: 'Operators',
    summary: 'Every notification',
    admin: true,
    response: ListResponse,
    example: {},
  },
  {
    method: 'post',
    path: '/admin/notifications',
    tag: 'Operators',
    summary: 'Publish a notification (answers 201 with it)',
    admin: true,
    body: NotificationInputSchema,
    status: 201,
    response: ListResponse,
  },
  {
    method: 'delete',
    path: '/admin/notifications/{id}',
    tag: 'Operators',
    summary: 'Withdraw a notification (404 when there is none with that id)',
    admin: true,
    params: IdParam,
    errors: ['not_found'],
    response: z.object({ Status: z.literal('OK') }),
  },
];
