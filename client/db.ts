// The browser's own database (Dexie over IndexedDB): conversations and small settings survive reloads.
import Dexie, { type EntityTable } from 'dexie';
import type { ChatMessage } from '../tools/chat/chat-message.ts';
import type { LocalNotification } from '../tools/notifications/rules.ts';

export type Conversation = {
  id: string;
  title: string;
  createdAt: number;
  updatedAt: number;
  messages: ChatMessage[];
};

export type Setting = { key: string; value: unknown };

export const db = new Dexie('wheel-end-parts-finder') as Dexie & {
  conversations: EntityTable<Conversation, 'id'>;
  settings: EntityTable<Setting, 'key'>;
  /** The server's notifications with this device's seen and ignore counts (client/notifications/). */
  notifications: EntityTable<LocalNotification, 'Id'>;
};

db.version(1).stores({
  conversations: 'id, updatedAt',
  settings: 'key',
});
db.version(2).stores({ notifications: 'Id' });

export async function getSetting<T>(key: string): Promise<T | undefined> {
  return (await db.settings.get(key))?.value as T | undefined;
}

export async function putSetting(key: string, value: unknown): Promise<void> {
  await db.settings.put({ key, value });
}
