// The operator command for notifications (add, list, remove), separate from its entry point for tests.
import { parseArgs } from 'node:util';
import {
  type ApiNotification,
  type NotificationInput,
  NotificationInputSchema,
} from '../../tools/notifications/notification.ts';
import type { Database } from '../data/db/client.ts';
import { addNotification, listNotifications, removeNotification } from './store.ts';

export const USAGE = `Usage:
  npm run notifications -- list
  npm run notifications -- add --title TEXT --message HTML [--link URL]... [--silent] [--sticky]
                               [--update-link URL] [--target-os Android|iOS|Web] [--version 2.1.0|<2.1.0]
  npm run notifications -- remove ID

Add --server URL (and ADMIN_TOKEN) to act through the running server's admin API: with the embedded
database (no DATABASE_URL) only one process may open the data folder.`;

/** Where the notifications are: the database itself, or the running server's admin API. */
export type NotificationStore = {
  list: () => Promise<ApiNotification[]>;
  add: (input: NotificationInput) => Promise<ApiNotification>;
  remove: (id: number) => Promise<boolean>;
};

export function databaseNotifications(db: Database): NotificationStore {
  return {
    list: () => listNotifications(db),
    add: (input) => addNotification(db, input),
    remove: (id) => removeNotification(db, id),
  };
}

/** Runs one command on the database and returns what to print. */
export function runNotificationsCommand(db: Database, argv: string[]): Promise<string> {
  return runNotificationsCommandOn(databaseNotifications(db), argv);
}

/** Runs one command and returns what to print; throws with a message for the operator on bad input. */
export async function runNotificationsCommandOn(store: NotificationStore, argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  if (command === 'list') {
    const list = await store.list();
    if (!list.length) return 'No notifications.';
    return list
      .map((n) => {
        const flags = [
          n.IsSilent && 'silent',
          n.Sticky === 'true' && 'sticky',
          n.IsUpdateButton && `update: ${n.UpdateLink}`,
          n.TargetOS && `os: ${n.TargetOS}`,
          n.Version && `version: ${n.Version}`,
        ].filter(Boolean);
        return `${n.Id}\t${n.Title}${flags.length ? `\t(${flags.join(', ')})` : ''}`;
      })
      .join('\n');
  }
  if (command === 'add') {
    const { values } = parseArgs({
      args: rest,
      options: {
        title: { type: 'string' },
        message: { type: 'string' },
        link: { type: 'string', multiple: true },
        silent: { type: 'boolean', default: false },
        sticky: { type: 'boolean', default: false },
        'update-link': { type: 'string' },
        'target-os': { type: 'string' },
        version: { type: 'string' },
      },
      strict: true,
    });
    const links = values.link ?? [];
    const parsed = NotificationInputSchema.safeParse({
      Title: values.title,
      Message: values.message,
      Link: links.length === 1 ? links[0] : links,
      IsSilent: values.silent,
      Sticky: values.sticky,
      IsUpdateButton: values['update-link'] !== undefined,
      UpdateLink: values['update-link'] ?? null,
      TargetOS: values['target-os'] ?? null,
      Version: values.version ?? null,
    });
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'input'}: ${i.message}`);
      throw new Error(`Invalid notification:\n${lines.join('\n')}`);
    }
    const added = await store.add(parsed.data);
    return `Added notification ${added.Id}: ${added.Title}`;
  }
  if (command === 'remove') {
    const id = Number(rest[0]);
    if (!Number.isInteger(id) || id < 1) throw new Error(`remove needs a notification id\n\n${USAGE}`);
    if (!(await store.remove(id))) throw new Error(`No notification ${id}`);
    return `Removed notification ${id}`;
  }
  throw new Error(USAGE);
}
