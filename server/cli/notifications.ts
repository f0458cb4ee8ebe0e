// `npm run notifications -- add|list|remove [--server URL]`: operators manage the app's notifications from
// a shell, on the database or through the running server's admin API.
import { parseConfig } from '../env.ts';
import { runNotificationsCommand, runNotificationsCommandOn } from '../notifications/command.ts';
import { serverNotifications, takeServerOption } from './admin-client.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

async function main(argv: string[]): Promise<string> {
  const { server, rest } = takeServerOption(argv);
  if (server) return runNotificationsCommandOn(serverNotifications(server), rest);
  const handle = await openConfiguredDatabase(parseConfig(process.env));
  try {
    return await runNotificationsCommand(handle.db, rest);
  } finally {
    await handle.close();
  }
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
}
