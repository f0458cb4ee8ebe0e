// Starts the server: configuration, database, demo catalog on first start, HTTP, graceful shutdown. It
// listens before the catalog indexes are in memory: until they are (read from their snapshots, or built),
// calls that need them answer 503 'warming' and /api/ready says not ready (server/data/index-warmup.ts).
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ensureCatalog } from './catalog/bootstrap.ts';
import { ensureCatalogStatistics } from './catalog/statistics.ts';
import { catalogChanged, setCatalogCheckInterval } from './data/catalog-cache.ts';
import { listenForCatalogChanges } from './data/catalog-listener.ts';
import { openDatabase } from './data/db/client.ts';
import { DataDirLockedError } from './data/db/data-dir-lock.ts';
import { setSnapshotDir } from './data/index-snapshot.ts';
import { warmIndexes } from './data/index-warmup.ts';
import { warmOfflineNumbers } from './data/offline-numbers.ts';
import { fromRoot } from './data/project-files.ts';
import { resolveInterruptedEmails } from './email/outbox-recovery.ts';
import { parseConfig } from './env.ts';
import { pageRenderer } from './first-paint.ts';
import { refuseLargeBodiesBeforeContinue } from './http/body-limits.ts';
import { answerClientErrors } from './http/client-errors.ts';
import { drainServer } from './http/drain.ts';
import { createLogger } from './logger.ts';
import { every, purgeOldRows } from './maintenance/retention.ts';
import { seedDemoNotifications } from './notifications/demo.ts';
import { staticFiles } from './static-files.ts';

// Milliseconds since the process started at each step of the start (performance.now() counts from
// there): the 'listening on' line gives them, so a slow start says where its time went.
const startup = { modulesMs: Math.round(performance.now()), databaseMs: 0, catalogMs: 0, listenMs: 0 };
const config = parseConfig(process.env);
const logger = createLogger(config.logLevel);
const distDir = fromRoot('dist/client');

const handle = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
).catch((err: unknown) => {
  if (!(err instanceof DataDirLockedError)) throw err;
  logger.fatal(err.message);
  process.exit(1);
});
startup.databaseMs = Math.round(performance.now());
// Servers starting together on one empty PostgreSQL take turns here: one loads the demo catalog, the
// others find it present.
const { catalog, demoNotifications, analyzed } = await handle.exclusive(async () => ({
  catalog: await ensureCatalog(handle.db),
  demoNotifications: config.demoNotifications ? await seedDemoNotifications(handle.db) : 0,
  analyzed: await ensureCatalogStatistics(handle.db),
}));
startup.catalogMs = Math.round(performance.now());
logger.info({ database: handle.kind, catalog, demoNotifications }, 'database ready');
if (analyzed) logger.info('catalog tables analyzed (they had no statistics)');
setCatalogCheckInterval(config.catalogCheckIntervalMs);
// PostgreSQL pushes catalog imports (other servers', the CLI's) to this one; PGlite is one process's.
const catalogListener = config.databaseUrl
  ? listenForCatalogChanges(config.databaseUrl, {
      onChange: () => catalogChanged(handle.db),
      onState: (state, err) =>
        state === 'listening'
          ? logger.info('listening for catalog changes')
          : logger.warn({ err }, 'catalog change listener lost its connection; reconnecting'),
    })
  : null;
setSnapshotDir(config.snapshotDir);

// nodemailer (dozens of modules) is loaded only when mail is sent: most starts keep mail in the outbox
const mailer = config.smtpUrl ? (await import('./email/mailer.ts')).createSmtpMailer(config.smtpUrl) : null;
// Before requests and then on a schedule: emails a stop interrupted, and the retention purge.
const stopMaintenance = every(
  config.maintenanceEveryMs,
  async () => {
    const recovered = await resolveInterruptedEmails(handle.db, mailer, () => new Date(), logger);
    if (recovered.retried || recovered.failed)
      logger.warn(recovered, 'emails interrupted by a stop resolved');
    const purged = await purgeOldRows(handle.db, new Date(), config.retention);
    if (purged.sessions || purged.events || purged.emails) logger.info(purged, 'old rows purged');
  },
  (err) => logger.error({ err }, 'maintenance run failed'),
);
if (!config.smtpUrl)
  logger.warn('SMTP_URL not set: calculator emails are kept in the outbox (npm run outbox -- list)');
if (!existsSync(distDir)) logger.warn('client not built: run `npm run build` to serve the web app');
const app = createApp({
  db: handle.db,
  apiKeys: config.apiKeys,
  legacyApiKeys: config.legacyApiKeys,
  logger,
  sessionTtlDays: config.sessionTtlDays,
  mailer,
  mail: config.mail,
  trustProxy: config.trustProxy,
  frameAncestors: config.frameAncestors,
  adminToken: config.adminToken,
  adminAuth: config.adminAuth,
  eventsRateLimitPerMinute: config.eventsRateLimitPerMinute,
  sessionCreateRateLimitPerMinute: config.sessionCreateRateLimitPerMinute,
  documentBaseUrl: config.documentBaseUrl,
  requestQueue: config.requestQueue,
  ...(existsSync(distDir)
    ? {
        staticFiles: staticFiles(
          distDir,
          config.publicApiKey,
          pageRenderer(distDir, { db: handle.db, documentBaseUrl: config.documentBaseUrl }, (err) =>
            logger.warn(
              { err },
              'page renderer failed; the page is served without its first screen, as a page',
            ),
          ),
        ),
      }
    : {}),
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  startup.listenMs = Math.round(performance.now());
  logger.info({ startup }, `listening on http://localhost:${info.port}`);
});
answerClientErrors(server as Server);
refuseLargeBodiesBeforeContinue(server as Server);

/**
 * How long closing the database may take once requests are done. A database that stopped answering (a
 * frozen host, a network partition) never acknowledges the close: past this the process exits anyway, so a
 * supervisor's restart or a deploy is not held by it.
 */
const CLOSE_DEADLINE_MS = 10_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  stopMaintenance();
  // No new connections; requests in flight finish (a chat stream, an email being sent) before the
  // database closes under them. Past the grace period the rest are cut.
  const drained = await drainServer(server as Server, config.shutdownGraceMs);
  if (!drained) logger.warn({ graceMs: config.shutdownGraceMs }, 'requests still open at shutdown were cut');
  setTimeout(() => {
    logger.error({ deadlineMs: CLOSE_DEADLINE_MS }, 'the database did not close in time; exiting without it');
    process.exit(1);
  }, CLOSE_DEADLINE_MS).unref();
  try {
    await catalogListener?.close();
    await handle.close();
  } catch (err) {
    logger.error({ err }, 'the database could not be closed cleanly');
    process.exit(1);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/** Seconds between tries when the indexes could not be built (the database away at start). */
const WARM_RETRY_MS = 5_000;
async function warmUp(): Promise<void> {
  for (;;) {
    try {
      const report = await warmIndexes(handle.db);
      // started with --expose-gc (the bench), the figure is what the process holds, not garbage
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      const memory = { rssMiB: Math.round(rss / 2 ** 20), heapUsedMiB: Math.round(heapUsed / 2 ** 20) };
      logger.info({ ...report, memory, snapshotDir: config.snapshotDir }, 'indexes ready');
      warmOfflineCopy();
      return;
    } catch (err) {
      if (stopping) return;
      logger.error({ err }, `catalog indexes could not be built; trying again in ${WARM_RETRY_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, WARM_RETRY_MS));
    }
  }
}
/** The offline copy of the numbers, built once the indexes are ready (a failure: the next request retries). */
function warmOfflineCopy(): void {
  warmOfflineNumbers(handle.db).then(
    ({ numbers, rawBytes, buildMs }) => logger.info({ numbers, rawBytes, buildMs }, 'offline copy ready'),
    (err) => logger.error({ err }, 'offline copy could not be built'),
  );
}
void warmUp();
