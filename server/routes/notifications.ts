// Notifications for the app (v11): the plain array the original API returned.
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { listNotifications } from '../notifications/store.ts';

export const notificationRoutes = new Hono<AppEnv>().get('/aftermarketnotification', async (c) =>
  c.json(await listNotifications(c.var.tools.db)),
);
