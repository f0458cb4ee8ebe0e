// Reads and writes operator notifications, and maps rows to the API's PascalCase shape.
import { asc, eq } from 'drizzle-orm';
import type { ApiNotification, NotificationInput } from '../../tools/notifications/notification.ts';
import type { Database } from '../data/db/client.ts';
import { notifications } from '../data/db/schema.ts';

type Row = typeof notifications.$inferSelect;

export function toApiNotification(row: Row): ApiNotification {
  return {
    Id: row.id,
    Title: row.title,
    Message: row.message,
    Link: row.link ?? [],
    IsSilent: row.isSilent,
    Sticky: row.sticky ? 'true' : 'false',
    IsUpdateButton: row.isUpdateButton,
    UpdateLink: row.updateLink,
    TargetOS: row.targetOs,
    Version: row.version,
  };
}

export async function listNotifications(db: Database): Promise<ApiNotification[]> {
  const rows = await db.select().from(notifications).orderBy(asc(notifications.id));
  return rows.map(toApiNotification);
}

export async function addNotification(db: Database, input: NotificationInput): Promise<ApiNotification> {
  const [row] = await db
    .insert(notifications)
    .values({
      title: input.Title,
      message: input.Message,
      link: input.Link,
      isSilent: input.IsSilent,
      sticky: input.Sticky,
      isUpdateButton: input.IsUpdateButton,
      updateLink: input.UpdateLink,
      targetOs: input.TargetOS,
      version: input.Version,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toApiNotification(row);
}

/** Removes one notification; false when there was none with that id. */
export async function removeNotification(db: Database, id: number): Promise<boolean> {
  const removed = await db
    .delete(notifications)
    .where(eq(notifications.id, id))
    .returning({ id: notifications.id });
  return removed.length > 0;
}
