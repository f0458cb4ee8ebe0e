// Operator API for notifications: list, add, remove. Mounted behind the admin token.
import { Hono } from 'hono';
import { z } from 'zod';
import { NotificationInputSchema } from '../../tools/notifications/notification.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { addNotification, listNotifications, removeNotification } from '../notifications/store.ts';

export function adminNotificationRoutes(db: Database) {
  return new Hono()
    .get('/notifications', async (c) => c.json({ Status: 'OK', Results: await listNotifications(db) }))
    .post('/notifications', validate('json', NotificationInputSchema), async (c) =>
      c.json({ Status: 'OK', Results: [await addNotification(db, c.req.valid('json'))] }, 201),
    )
    .delete(
      '/notifications/:id',
      validate('param', z.object({ id: z.coerce.number().int().positive() })),
      async (c) => {
        const { id } = c.req.valid('param');
        if (!(await removeNotification(db, id))) throw new AppError('not_found', `No notification ${id}`);
        return c.json({ Status: 'OK' });
      },
    );
}
