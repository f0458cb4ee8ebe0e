// React hooks over the stored notifications, for the pages, the side menu and the title-bar dot.
import {
  type Device,
  type LocalNotification,
  notificationsForDevice,
  unseenCount,
} from '../../tools/notifications/rules.ts';
import { useAfterFirstScreen } from '../after-first-screen.ts';
import { type Setting, useLocalQuery } from '../local-db.ts';
import { OS, VERSION_KEY } from './store.ts';

function useDevice(enabled = true): Device | undefined {
  const setting = useLocalQuery(
    async (db): Promise<Setting | null> => (await db.settings.get(VERSION_KEY)) ?? null,
    [],
    enabled,
  );
  if (setting === undefined) return undefined;
  return { os: OS, version: typeof setting?.value === 'string' ? setting.value : null };
}

/** The notifications meant for this device, in server order; undefined while loading. */
export function useNotifications(): LocalNotification[] | undefined {
  const device = useDevice();
  const list = useLocalQuery((db) => db.notifications.toArray(), []);
  if (!device || !list) return undefined;
  return notificationsForDevice(list, device);
}

/** One stored notification: undefined while loading, null when this device has no such notification. */
export function useNotification(id: number): LocalNotification | null | undefined {
  return useLocalQuery(async (db) => (await db.notifications.get(id)) ?? null, [id]);
}

/**
 * How many notifications for this device are unseen: the menu's count and the title bar's dot. Every page's
 * frame shows it, so it is read once the first screen is done (the dot comes a moment later), not with it.
 */
export function useUnseenCount(): number {
  const ready = useAfterFirstScreen();
  const device = useDevice(ready);
  const list = useLocalQuery((db) => db.notifications.toArray(), [], ready);
  return device && list ? unseenCount(list, device) : 0;
}
