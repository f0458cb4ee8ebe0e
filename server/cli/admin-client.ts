// Operator commands acting through the running server (`--server URL`): the admin API, authenticated with
// ADMIN_TOKEN, instead of opening the database (which the server holds when it is embedded).
import type { ApiNotification } from '../../tools/notifications/notification.ts';
import { parseConfig } from '../env.ts';
import type { NotificationStore } from '../notifications/command.ts';

/** Splits `--server URL` off the arguments; server is null without it. */
export function takeServerOption(argv: string[]): { server: string | null; rest: string[] } {
  const i = argv.indexOf('--server');
  if (i < 0) return { server: null, rest: argv };
  const url = argv[i + 1];
  if (!url || !/^https?:\/\/[^\s]+$/.test(url))
    throw new Error('--server needs the server URL, e.g. http://localhost:3000');
  return { server: url.replace(/\/+$/, ''), rest: [...argv.slice(0, i), ...argv.slice(i + 2)] };
}

export type AdminClient = (path: string, init?: RequestInit) => Promise<Response>;

/** Calls /api/admin/<path> on the server; errors other than `allowed` statuses become operator messages. */
export function adminClient(server: string, allowed: number[] = []): AdminClient {
  const token = parseConfig(process.env).adminToken;
  if (!token) throw new Error('--server needs ADMIN_TOKEN set to the server admin token');
  return async (path, init = {}) => {
    const res = await fetch(`${server}/api/admin${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${token}` },
    }).catch((err: unknown) => {
      throw new Error(`Could not reach ${server}: ${err instanceof Error ? err.message : String(err)}`);
    });
    if (!res.ok && !allowed.includes(res.status)) {
      const body = (await res.json().catch(() => null)) as { Error?: { Message?: string } } | null;
      throw new Error(`The server answered ${res.status}: ${body?.Error?.Message ?? res.statusText}`);
    }
    return res;
  };
}

export function serverNotifications(server: string): NotificationStore {
  const call = adminClient(server, [404]);
  return {
    list: async () =>
      ((await (await call('/notifications')).json()) as { Results: ApiNotification[] }).Results,
    add: async (input) => {
      const res = await call('/notifications', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      });
      const added = ((await res.json()) as { Results: ApiNotification[] }).Results[0];
      if (!added) throw new Error('The server added no notification');
      return added;
    },
    remove: async (id) => (await call(`/notifications/${id}`, { method: 'DELETE' })).ok,
  };
}
