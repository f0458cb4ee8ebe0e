// Builds the Hono app from its dependencies; only server/index.ts opens a port.
import { Hono } from 'hono';
import pkg from '../package.json' with { type: 'json' };
import { DEFAULT_DOCUMENT_BASE } from '../tools/catalog/document-url.ts';
import type { ToolContext } from '../tools/tool.ts';
import type { AppEnv } from './app-env.ts';
import { IndexWarmingError } from './data/catalog-cache.ts';
import type { Database } from './data/db/client.ts';
import type { Mailer } from './email/mailer.ts';
import { embedScriptRoutes } from './embed/embed-script.ts';
import type { AdminAuthLimits, MailSettings } from './env.ts';
import { accessLog, requestIds } from './http/access-log.ts';
import { requireAdminToken } from './http/admin-token.ts';
import { apiCors } from './http/api-cors.ts';
import { requireApiKey } from './http/api-key.ts';
import { requestBodyLimits } from './http/body-limits.ts';
import { compression } from './http/compression.ts';
import { databaseUnavailable, isDatabaseUnavailable } from './http/database-unavailable.ts';
import { AppError, errorBody, handleError } from './http/errors.ts';
import { buildOpenApiDocument } from './http/openapi.ts';
import { DEFAULT_REQUEST_QUEUE, type RequestQueueOptions, requestQueue } from './http/request-queue.ts';
import { securityHeaders } from './http/security-headers.ts';
import { warmingAnswer } from './http/warming.ts';
import type { Logger } from './logger.ts';
import { adminAnalyticsRoutes } from './routes/admin-analytics.ts';
import { adminNotificationRoutes } from './routes/admin-notifications.ts';
import { adminOperationRoutes } from './routes/admin-operations.ts';
import { aftermarketPartRoutes } from './routes/aftermarket-parts.ts';
import { apiReferenceRoutes } from './routes/api-reference.ts';
import { assistantStepRoutes } from './routes/assistant-step.ts';
import { brakeRoutes, castingRoutes } from './routes/brakes.ts';
import { brandRoutes } from './routes/brands.ts';
import { calculatorSessionRoutes } from './routes/calculator-sessions.ts';
import { chatRoutes } from './routes/chat.ts';
import { documentRoutes } from './routes/documents.ts';
import { eventRoutes } from './routes/events.ts';
import { exampleNumberRoutes } from './routes/example-numbers.ts';
import { hubDetailRoutes } from './routes/hub-details.ts';
import { hubFilterRoutes } from './routes/hub-filters.ts';
import { hubLookupRoutes } from './routes/hub-lookups.ts';
import { hubWizardFilterRoutes } from './routes/hub-wizard-filters.ts';
import { imageRoutes } from './routes/images.ts';
import { jobPartsRoutes } from './routes/job-parts.ts';
import { kitRoutes } from './routes/kits.ts';
import { aftermarket1Routes } from './routes/legacy/aftermarket1.ts';
import { v10Routes } from './routes/legacy/v10.ts';
import { v11Routes } from './routes/legacy/v11.ts';
import { v13Routes } from './routes/legacy/v13.ts';
import { measureRoutes } from './routes/measure.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { offlineNumberRoutes } from './routes/offline-numbers.ts';
import { partNumberRoutes } from './routes/part-numbers.ts';
import { readinessRoutes } from './routes/readiness.ts';
import { apiRouteDocs } from './routes/registry.ts';
import { sendEmailRoutes } from './routes/send-email.ts';
import { sendJobPartsEmailRoutes } from './routes/send-job-parts-email.ts';

export type AppDeps = {
  db: Database;
  apiKeys: readonly string[];
  /** Keys of the maker's old apps (LEGACY_API_KEYS): accepted, and answered in those apps' shapes. */
  legacyApiKeys?: readonly string[];
  logger: Logger;
  /** Serves the built client; absent in API-only tests. */
  staticFiles?: Hono;
  /** The time; tests pass their own to see sessions expire without waiting. */
  clock?: () => Date;
  sessionTtlDays?: number;
  /** SMTP sender; null or absent keeps every email in the database outbox. */
  mailer?: Mailer | null;
  mail?: MailSettings;
  /** Bearer token of /api/admin; null or absent switches the admin API off (404). */
  adminToken?: string | null;
  /** Wrong admin tokens per client before a lockout, and its length (ADMIN_AUTH_* settings). */
  adminAuth?: AdminAuthLimits;
  /** POST /api/events requests accepted per client per minute (default 30). */
  eventsRateLimitPerMinute?: number;
  /** POST /api/v11/SessionCreate calls accepted per client per minute (default 60). */
  sessionCreateRateLimitPerMinute?: number;
  /** Read the client address from X-Forwarded-For (behind a proxy that sets it). */
  trustProxy?: boolean;
  /** Origins allowed to frame /embed/* (FRAME_ANCESTORS); the rest of the app is never frameable. */
  frameAncestors?: readonly string[];
  /** Folder URL catalog document links resolve against (DOCUMENT_BASE_URL); default the app's /documents/. */
  documentBaseUrl?: string;
  /** The bounded queue in front of database-backed routes and the chat (REQUEST_* settings). */
  requestQueue?: RequestQueueOptions;
};

const DEFAULT_MAIL: MailSettings = {
  from: 'Wheel-End Calculator <no-reply@localhost>',
  limits: { perClientPerHour: 5, perClientPerDay: 20, perRecipientPerDay: 5 },
};

export function createApp({
  db,
  apiKeys,
  legacyApiKeys = [],
  logger,
  staticFiles,
  clock = () => new Date(),
  sessionTtlDays = 30,
  mailer = null,
  mail = DEFAULT_MAIL,
  trustProxy = false,
  frameAncestors = [],
  adminToken = null,
  adminAuth = { failureLimit: 5, lockoutMs: 15 * 60_000 },
  eventsRateLimitPerMinute = 30,
  sessionCreateRateLimitPerMinute = 60,
  documentBaseUrl = DEFAULT_DOCUMENT_BASE,
  requestQueue: queueOptions = DEFAULT_REQUEST_QUEUE,
}: AppDeps) {
  // one queue for the API and the images: both wait on the same database
  const queue = requestQueue(queueOptions);
  // one tool context per kind of caller, the same object every request (its bound tools are made once)
  const apiTools: ToolContext = { db, documentBaseUrl };
  const imageTools: ToolContext = { db };
  // operators authenticate with their own token, not with a client subscription key
  const admin = new Hono()
    .use(requireAdminToken({ token: adminToken, db, trustProxy, now: clock, ...adminAuth }))
    .route('/', adminNotificationRoutes(db))
    .route('/', adminAnalyticsRoutes(db, clock))
    .route('/', adminOperationRoutes(db));

  const legacyKeys = new Set(legacyApiKeys);
  const api = new Hono<AppEnv>()
    .use(apiCors())
    .get('/health', (c) => c.json({ Status: 'OK' }))
    .route('/', readinessRoutes(db))
    .route('/admin', admin)
    .route(
      '/',
      apiReferenceRoutes(() => buildOpenApiDocument(apiRouteDocs, pkg.version)),
    )
    .use(requireApiKey([...apiKeys, ...legacyApiKeys]))
    .use(queue)
    .use(async (c, next) => {
      c.set('tools', apiTools);
      if (legacyKeys.has(c.var.apiKey)) c.set('legacyClient', true);
      await next();
    })
    .route('/v11', partNumberRoutes)
    .route('/v11', exampleNumberRoutes)
    .route('/v11', hubDetailRoutes)
    .route('/v11', hubFilterRoutes)
    .route('/v15', hubWizardFilterRoutes)
    .route('/v15', jobPartsRoutes)
    .route('/v15', measureRoutes)
    .route('/v15', offlineNumberRoutes)
    .route('/v15', brandRoutes)
    .route('/v11', hubLookupRoutes)
    .route('/v11', brakeRoutes)
    .route('/v1', castingRoutes)
    .route('/v11', aftermarketPartRoutes)
    .route('/v11', kitRoutes)
    .route(
      '/v11',
      calculatorSessionRoutes({
        clock,
        sessionTtlDays,
        createLimit: { db, limit: sessionCreateRateLimitPerMinute, trustProxy },
      }),
    )
    .route('/v11', sendEmailRoutes({ mailer, mail, trustProxy, frameAncestors, clock, logger }))
    .route('/v15', sendJobPartsEmailRoutes({ mailer, mail, trustProxy, frameAncestors, clock, logger }))
    .route('/v11', notificationRoutes)
    // the maker's old apps (docs/api-versions.md)
    .route('/v10', v10Routes)
    .route('/v11', v11Routes)
    .route('/v13', v13Routes)
    .route('/aftermarket1/v11', aftermarket1Routes)
    .route('/', eventRoutes({ db, limitPerMinute: eventsRateLimitPerMinute, trustProxy, now: clock }))
    .route('/', chatRoutes)
    .route('/', assistantStepRoutes)
    .all('*', () => {
      throw new AppError('not_found', 'No such API path');
    });

  const app = new Hono<AppEnv>()
    .use(requestIds())
    .use(accessLog(logger))
    // routes may set their own Cross-Origin-Resource-Policy (embed.js) and policies (documents)
    .use(securityHeaders(frameAncestors))
    .use(compression())
    .use(requestBodyLimits())
    .route('/api', api)
    .route('/', embedScriptRoutes)
    // Images are public (no key) but drawn from the catalog, so they reach the database too.
    .use('/images/*', queue)
    .use('/images/*', async (c, next) => {
      c.set('tools', imageTools);
      await next();
    })
    .route('/images', imageRoutes)
    .route('/documents', documentRoutes());
  if (staticFiles) app.route('/', staticFiles);
  app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));
  app.onError((err, c) => {
    if (err instanceof IndexWarmingError) return warmingAnswer(c);
    if (isDatabaseUnavailable(err)) {
      logger.warn({ err, reqId: c.get('requestId') }, 'database unavailable');
      return databaseUnavailable(c);
    }
    return handleError(err, c, (e) => logger.error({ err: e, reqId: c.get('requestId') }, 'unhandled error'));
  });
  return app;
}

export type AppType = ReturnType<typeof createApp>;
