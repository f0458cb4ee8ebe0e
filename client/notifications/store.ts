// Notifications on this device: the server list synced into IndexedDB, the stored app version, and the
// modal's bookkeeping. All rules come from tools/notifications/rules.ts; this module only applies them.

import type { ApiNotification } from '../../tools/notifications/notification.ts';
import {
  type Device,
  type Entry,
  type LocalNotification,
  markSeen,
  notificationsForEntry,
  recordShown,
  syncNotifications,
} from '../../tools/notifications/rules.ts';
import { parseAppVersion } from '../../tools/notifications/version.ts';
import { afterFirstScreen } from '../after-first-screen.ts';
import { getJson } from '../api.ts';
import { getSetting, localDb, putSetting } from '../local-db.ts';

export const VERSION_KEY = 'notifications.appVersion';
const LATER_KEY = 'notifications.later';
/** This build is the web app; the native apps would say 'Android' or 'iOS'. */
export const OS = 'Web' as const;

/**
 * Reads the `version` query parameter when the app is opened on its root path ('/' redirects to '/hub'
 * keeping the query). Call once at start, before the router rewrites the URL; the value is stored with
 * the first sync, once the first screen is done (startNotifications).
 */
export function captureVersionParam(location: { pathname: string; search: string }): void {
  if (location.pathname !== '/' && location.pathname !== '/hub') return;
  const version = parseAppVersion(new URLSearchParams(location.search).get('version'));
  if (version) pendingVersion = version;
}

let pendingVersion: string | null = null;
/** Settles once a version from this start's URL is stored, so targeting never uses a stale one. */
let captured: Promise<void> = Promise.resolve();

/** Writes the captured version (once); every caller waits for the same write. */
function storeCapturedVersion(): Promise<void> {
  if (pendingVersion !== null) {
    captured = putSetting(VERSION_KEY, pendingVersion);
    pendingVersion = null;
  }
  return captured.catch(() => undefined);
}

/**
 * At start: the version is read from the URL now; storing it and the sync (which open the database, and
 * load the database code) wait until the page has loaded and is idle, out of the first screen's tasks
 * (decision 047).
 */
export function startNotifications(location: { pathname: string; search: string }): void {
  captureVersionParam(location);
  void afterFirstScreen()
    .then(storeCapturedVersion)
    .then(() => syncNotificationsOnce());
}

export async function loadDevice(): Promise<Device> {
  return { os: OS, version: (await getSetting<string>(VERSION_KEY)) ?? null };
}

let syncing: Promise<void> | null = null;

/** Fetches the server list once per app start and merges it into IndexedDB; offline keeps the local list. */
export function syncNotificationsOnce(): Promise<void> {
  syncing ??= (async () => {
    let server: ApiNotification[];
    try {
      server = await getJson<ApiNotification[]>('/api/v11/aftermarketnotification');
    } catch {
      return; // offline or server trouble: the stored list still works
    }
    const db = await localDb();
    await db.transaction('rw', ['notifications'], async (tx) => {
      const next = syncNotifications(await tx.notifications.toArray(), server);
      await tx.notifications.clear();
      await tx.notifications.bulkPut(next);
    });
  })();
  return syncing;
}

/** 'Later' holds for this browser session (the tab), as the specification says. */
export function laterThisSession(): boolean {
  try {
    return sessionStorage.getItem(LATER_KEY) === '1';
  } catch {
    return false;
  }
}

export function chooseLater(): void {
  try {
    sessionStorage.setItem(LATER_KEY, '1');
  } catch {
    // storage blocked: the modal still closes
  }
}

/**
 * Decides what the entry modal shows for this arrival at the home screen and counts the showing,
 * in one transaction so two tabs cannot count one showing twice.
 */
export async function openEntry(
  entry: Entry,
  wanted: () => boolean = () => true,
): Promise<LocalNotification[]> {
  // the modal comes after the first screen, with the sync: it covers the page, so it never shows first
  await afterFirstScreen();
  await storeCapturedVersion();
  await syncNotificationsOnce();
  const device = await loadDevice();
  const later = laterThisSession();
  const db = await localDb();
  return db.transaction('rw', ['notifications'], async (tx) => {
    const list = await tx.notifications.toArray();
    const shown = notificationsForEntry(list, { entry, laterThisSession: later, device });
    // not shown after all (the visitor got busy meanwhile): nothing counted, the next entry offers them
    if (shown.length && !wanted()) return [];
    if (shown.length) {
      const ids = shown.map((n) => n.Id);
      await tx.notifications.bulkPut(recordShown(list, ids).filter((n) => ids.includes(n.Id)));
    }
    return shown;
  });
}

/** 'Learn more' or opening the detail page: seen, unless sticky. */
export async function markNotificationSeen(id: number): Promise<void> {
  const db = await localDb();
  await db.transaction('rw', ['notifications'], async (tx) => {
    const n = await tx.notifications.get(id);
    if (n && !n.seen) await tx.notifications.put(markSeen(n));
  });
}
