// `npm run notifications -- add|list|remove`: operators manage the app's notifications from a shell.
import { parseConfig } from '../env.ts';
import { runNotificationsCommand } from '../notifications/command.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

const handle = await openConfiguredDatabase(parseConfig(process.env));
try {
  console.log(await runNotificationsCommand(handle.db, process.argv.slice(2)));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await handle.close();
}
