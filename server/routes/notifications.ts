// Notifications for the app (v11): the plain array the original API returned.
import { Hono } from 'hono';
import { ApiNotificationListSchema } from '../../tools/notifications/notification.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { listNotifications } from '../notifications/store.ts';

export const notificationRoutes = new Hono<AppEnv>().get('/aftermarketnotification', async (c) =>
  c.json(await listNotifications(c.var.tools.db)),
);

export const notificationDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v11/aftermarketnotification',
    tag: 'Notifications',
    summary: 'Every notification, for the app to filter by TargetOS and Version',
    description:
      "A plain array. Sticky is the string 'true' or 'false'; Message is HTML that clients must sanitise; " +
      "Version is '2.1.0' (exactly) or '<2.1.0' (lower versions), null for every version.",
    response: ApiNotificationListSchema,
    example: {},
  },
];
