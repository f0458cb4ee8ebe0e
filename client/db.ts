// The browser's own database (Dexie over IndexedDB): conversations and small settings survive reloads.
// Loaded on demand through client/local-db.ts on the page; the offline copy's worker imports it too
// (client/offline/offline-copy-refresh.ts, decision 050), so the schema has this one home.
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

export type Db = Dexie & {
  conversations: EntityTable<Conversation, 'id'>;
  settings: EntityTable<Setting, 'key'>;
  /** The server's notifications with this device's seen and ignore counts (client/notifications/). */
  notifications: EntityTable<LocalNotification, 'Id'>;
};

export const db = new Dexie('wheel-end-parts-finder') as Db;

export { liveQuery } from 'dexie';

db.version(1).stores({
  conversations: 'id, updatedAt',
  settings: 'key',
});
db.version(2).stores({ notifications: 'Id' });
