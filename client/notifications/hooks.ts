// React hooks over the stored notifications, for the pages, the side menu and the title-bar dot.
import { useSyncExternalStore } from 'react';
import {
  type Device,
  type LocalNotification,
  notificationsForDevice,
  unseenCount,
} from '../../tools/notifications/rules.ts';
import { type Db, sharedLiveValue, useLocalQuery } from '../local-db.ts';
import { OS, VERSION_KEY } from './store.ts';

async function storedDevice(db: Db): Promise<Device> {
  const setting = await db.settings.get(VERSION_KEY);
  return { os: OS, version: typeof setting?.value === 'string' ? setting.value : null };
}

function useDevice(): Device | undefined {
  return useLocalQuery(storedDevice, []);
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

const unseen = sharedLiveValue(
  async (db) => unseenCount(await db.notifications.toArray(), await storedDevice(db)),
  0,
);

/**
 * How many notifications for this device are unseen: the menu's count and the title bar's dot. Every page's
 * frame shows it, so it is read once the first screen is done (the dot comes a moment later), not with it,
 * and the frame re-renders only when the number changes.
 */
export function useUnseenCount(): number {
  return useSyncExternalStore(unseen.subscribe, unseen.get, unseen.get);
}
