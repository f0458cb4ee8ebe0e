// A few demo notifications for a first start, so the modal, list and detail pages have something to show.
import { NotificationInputSchema } from '../../tools/notifications/notification.ts';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema.ts';
import { addNotification } from './store.ts';

const DEMO = [
  {
    Title: 'Welcome to the wheel-end parts finder',
    Message:
      '<p>Find hubs, drums, rotors, studs and kits by <strong>any</strong> part number, or answer a few questions.</p>',
    Link: '/help',
  },
  {
    Title: 'PreSet Plus: 5 year / 500,000 mile warranty',
    Message:
      '<p>PreSet Plus spindle nut kits extend the hub warranty. Ask about them when you rebuild a hub.</p>',
    Link: ['/parts/choose-path', '/calculators'],
  },
  {
    Title: 'Catalog update',
    Message: '<p>New brake drum interchanges were added this month.</p>',
    IsSilent: true,
  },
];

/** Inserts the demo notifications when the table is empty; returns how many were added. */
export async function seedDemoNotifications(db: Database): Promise<number> {
  const existing = await db.select({ id: notifications.id }).from(notifications).limit(1);
  if (existing.length) return 0;
  for (const demo of DEMO) await addNotification(db, NotificationInputSchema.parse(demo));
  return DEMO.length;
}
