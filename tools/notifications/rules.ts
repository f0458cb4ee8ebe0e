// The client's notification rules: sync with the server list, targeting,
// which notifications the entry modal shows, what 'Learn more' and showing do to them, the unseen count.
import type { ApiNotification, TargetOS } from './notification.ts';
import { versionMatches } from './version.ts';

/** A notification as stored on the device: the server's fields plus what this device did with it. */
export type LocalNotification = ApiNotification & {
  /** Opened through 'Learn more' or its detail page (never set for sticky ones). */
  seen: boolean;
  /** How many times the modal showed it without it being opened. */
  ignore: number;
};

export type Device = { os: TargetOS; version: string | null };

/** The modal shows a notification at most this many times before it counts as ignored for good. */
export const MAX_IGNORES = 2;

/**
 * Merges the server's list into the local one: new ones are added unseen, ones the server no longer sends
 * are removed, and the rest take the server's current content but keep this device's seen and ignore.
 */
export function syncNotifications(
  local: LocalNotification[],
  server: ApiNotification[],
): LocalNotification[] {
  const byId = new Map(local.map((n) => [n.Id, n]));
  return server.map((n) => {
    const mine = byId.get(n.Id);
    return { ...n, seen: mine?.seen ?? false, ignore: mine?.ignore ?? 0 };
  });
}

export const isSticky = (n: ApiNotification) => n.Sticky === 'true';

/** Meant for this platform (or every platform) and this app version. */
export function isForDevice(n: ApiNotification, device: Device): boolean {
  return (n.TargetOS === null || n.TargetOS === device.os) && versionMatches(n.Version, device.version);
}

/** How the user arrived at the home screen. */
export type Entry = 'load' | 'navigate' | 'back';

export type EntryContext = {
  entry: Entry;
  /** 'Later' was chosen earlier in this browser session. */
  laterThisSession: boolean;
  device: Device;
};

/**
 * Still waiting for the visitor: not silent, not seen, not ignored too often (sticky: always). One set for
 * the modal, the menu's count, the title-bar dot and the list's bold, so "Notification 1 of 2" never sits
 * under a badge saying 3 (a notification ignored for good used to be counted but never shown).
 */
export function awaitsVisitor(n: LocalNotification): boolean {
  return !n.IsSilent && !n.seen && (isSticky(n) || n.ignore <= MAX_IGNORES);
}

/** Whether the modal may still show this one. */
export const canPopUp = awaitsVisitor;

/** The notifications the entry modal shows, in server order; empty means no modal. */
export function notificationsForEntry(list: LocalNotification[], ctx: EntryContext): LocalNotification[] {
  if (ctx.entry === 'back' || ctx.laterThisSession) return [];
  return list.filter((n) => isForDevice(n, ctx.device) && canPopUp(n));
}

/** The modal showed these: each showing counts as an ignore until opened; sticky ones reset instead. */
export function recordShown(list: LocalNotification[], shownIds: readonly number[]): LocalNotification[] {
  const shown = new Set(shownIds);
  return list.map((n) => (shown.has(n.Id) ? { ...n, ignore: isSticky(n) ? 0 : n.ignore + 1 } : n));
}

/** 'Learn more' or opening the detail: seen, unless sticky (a sticky notice keeps coming back). */
export function markSeen(n: LocalNotification): LocalNotification {
  return isSticky(n) || n.seen ? n : { ...n, seen: true };
}

/** The notifications the list page shows on this device. */
export function notificationsForDevice(list: LocalNotification[], device: Device): LocalNotification[] {
  return list.filter((n) => isForDevice(n, device));
}

/** The count beside 'Notifications' in the menu and the reason for the title-bar dot: the modal's set. */
export function unseenCount(list: LocalNotification[], device: Device): number {
  return notificationsForDevice(list, device).filter(awaitsVisitor).length;
}
