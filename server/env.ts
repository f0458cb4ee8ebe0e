// Reads and validates configuration from the environment; the only module that touches process.env.
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_DOCUMENT_BASE,
  isDocumentBase,
  normalizeDocumentBase,
} from '../tools/catalog/document-url.ts';
import type { RetentionSettings } from './maintenance/retention.ts';

const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean),
);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Where the catalog index snapshots are kept (a local folder); 'off' for none. Default: DATA_DIR/index-snapshots
   * with PGlite, none with PostgreSQL. */
  SNAPSHOT_DIR: z.string().max(1000).optional(),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_API_KEY: z.string().min(8).default('web-client-public-key'),
  API_KEYS: csv.default([]),
  /** Keys the maker's old apps send (docs/api-versions.md): accepted, and answered in those apps' shapes. */
  LEGACY_API_KEYS: csv.default([]),
  /** Bearer token for /api/admin; without one the admin API is switched off. */
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  /** Wrong admin tokens one client may send per lockout window before its admin calls answer 429. */
  ADMIN_AUTH_FAILURE_LIMIT: z.coerce.number().int().min(1).max(1000).default(5),
  ADMIN_AUTH_LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(720).default(15),
  /** Seed demo notifications into an empty table on start ('false' for a clean slate, e.g. in tests). */
  DEMO_NOTIFICATIONS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Analytics batches (POST /api/events) accepted per client per minute. */
  EVENTS_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Calculator sessions (POST /api/v11/SessionCreate) created per client per minute. */
  SESSION_CREATE_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Where catalog document links point: an http(s) folder URL or a path of this app (default '/documents/'). */
  DOCUMENT_BASE_URL: z
    .string()
    .default(DEFAULT_DOCUMENT_BASE)
    .refine(isDocumentBase, 'Expected an http(s) URL or a path starting with / (no query or fragment)')
    .transform(normalizeDocumentBase),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Database-backed requests handled at once; more wait in the queue below. */
  REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(32),
  /** Requests that may wait for a turn; past that they are refused with 503 at once. */
  REQUEST_QUEUE_LENGTH: z.coerce.number().int().min(0).max(100_000).default(256),
  /** Longest wait for a turn before a 503. */
  REQUEST_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(5_000),
  /** Retention (docs/retention.md): days kept after expiry / since created / since sent. */
  RETAIN_EXPIRED_SESSION_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
  RETAIN_EVENT_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  RETAIN_SENT_EMAIL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** On SIGTERM/SIGINT: how long requests in flight may take to finish before the database closes. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /**
   * Fallback check of the catalog for changes made by another process (ms). On PostgreSQL an import's
   * NOTIFY reaches every app server at once; this catches a change made while the listener was away.
   */
  CATALOG_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(2_000),
  /** Minutes between purge runs (and retries of emails a stop interrupted). */
  MAINTENANCE_EVERY_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** smtp://user:pass@host:587 or smtps://...; unset: every email is kept in the database outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'Expected smtp:// or smtps://')
    .optional(),
  /** The one From address of every email; the public form can never choose it. */
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]{3,200}$/, 'Expected one line')
    .default('Wheel-End Calculator <no-reply@localhost>'),
  EMAIL_LIMIT_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  EMAIL_LIMIT_PER_CLIENT_PER_DAY: z.coerce.number().int().min(1).default(20),
  EMAIL_LIMIT_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).default(5),
  /** Take the client address from X-Forwarded-For (last hop); only behind a proxy that sets it. */
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  /**
   * The address visitors reach the app at (https://parts.example.com), for links in emails; unset: emails
   * carry no link (a request's Host header is the sender's to choose, never trusted for one).
   */
  PUBLIC_URL: z
    .string()
    .max(200)
    .regex(/^https?:\/\/[A-Za-z0-9.-]{1,253}(?::\d{1,5})?\/?$/, 'Expected an origin: http(s)://host[:port]')
    .transform((s) => s.replace(/\/$/, ''))
    .optional(),
  /** Space-separated origins allowed to frame /embed/* (https://shop.example.com); empty: same origin only. */
  FRAME_ANCESTORS: z
    .string()
    .default('')
    .transform((s) => s.split(/\s+/).filter(Boolean))
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(\*|https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?)$/,
            'Expected an origin such as https://shop.example.com',
          ),
      ),
    ),
});

export type Config = {
  requestQueue: { concurrency: number; queueLength: number; timeoutMs: number };
  port: number;
  host: string;
  dataDir: string;
  /** Folder of the index snapshots (server/data/index-snapshot.ts); null: none. */
  snapshotDir: string | null;
  databaseUrl: string | null;
  /** The key the web client sends; public by design, it tells clients apart. */
  publicApiKey: string;
  /** Every key accepted in Ocp-Apim-Subscription-Key (the public key included). */
  apiKeys: string[];
  /** Keys of the maker's old apps: accepted like apiKeys, answered in the old shapes where they differ. */
  legacyApiKeys: string[];
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  sessionTtlDays: number;
  retention: RetentionSettings;
  maintenanceEveryMs: number;
  shutdownGraceMs: number;
  catalogCheckIntervalMs: number;
  smtpUrl: string | null;
  mail: MailSettings;
  trustProxy: boolean;
  frameAncestors: string[];
  /** Bearer token of the admin API; null switches the admin API off. */
  adminToken: string | null;
  adminAuth: AdminAuthLimits;
  eventsRateLimitPerMinute: number;
  sessionCreateRateLimitPerMinute: number;
  demoNotifications: boolean;
  /** Folder URL that catalog document links resolve against, always ending in '/'. */
  documentBaseUrl: string;
};

export type AdminAuthLimits = { failureLimit: number; lockoutMs: number };
export type EmailLimits = { perClientPerHour: number; perClientPerDay: number; perRecipientPerDay: number };
/** `publicUrl`: the app's address for links in emails (PUBLIC_URL); none: emails carry no link. */
export type MailSettings = { from: string; limits: EmailLimits; publicUrl?: string | null };

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    requestQueue: {
      concurrency: e.REQUEST_CONCURRENCY,
      queueLength: e.REQUEST_QUEUE_LENGTH,
      timeoutMs: e.REQUEST_QUEUE_TIMEOUT_MS,
    },
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    snapshotDir:
      e.SNAPSHOT_DIR === 'off'
        ? null
        : e.SNAPSHOT_DIR
          ? resolve(e.SNAPSHOT_DIR)
          : e.DATABASE_URL
            ? null
            : join(resolve(e.DATA_DIR), 'index-snapshots'),
    databaseUrl: e.DATABASE_URL ?? null,
    publicApiKey: e.PUBLIC_API_KEY,
    apiKeys: [...new Set([e.PUBLIC_API_KEY, ...e.API_KEYS])],
    legacyApiKeys: [...new Set(e.LEGACY_API_KEYS)],
    logLevel: e.LOG_LEVEL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    retention: {
      expiredSessionDays: e.RETAIN_EXPIRED_SESSION_DAYS,
      eventDays: e.RETAIN_EVENT_DAYS,
      sentEmailDays: e.RETAIN_SENT_EMAIL_DAYS,
    },
    maintenanceEveryMs: e.MAINTENANCE_EVERY_MINUTES * 60_000,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    catalogCheckIntervalMs: e.CATALOG_CHECK_INTERVAL_MS,
    smtpUrl: e.SMTP_URL ?? null,
    mail: {
      from: e.MAIL_FROM,
      publicUrl: e.PUBLIC_URL ?? null,
      limits: {
        perClientPerHour: e.EMAIL_LIMIT_PER_CLIENT_PER_HOUR,
        perClientPerDay: e.EMAIL_LIMIT_PER_CLIENT_PER_DAY,
        perRecipientPerDay: e.EMAIL_LIMIT_PER_RECIPIENT_PER_DAY,
      },
    },
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    frameAncestors: e.FRAME_ANCESTORS,
    adminToken: e.ADMIN_TOKEN ?? null,
    adminAuth: { failureLimit: e.ADMIN_AUTH_FAILURE_LIMIT, lockoutMs: e.ADMIN_AUTH_LOCKOUT_MINUTES * 60_000 },
    eventsRateLimitPerMinute: e.EVENTS_RATE_LIMIT,
    sessionCreateRateLimitPerMinute: e.SESSION_CREATE_RATE_LIMIT,
    demoNotifications: e.DEMO_NOTIFICATIONS,
    documentBaseUrl: e.DOCUMENT_BASE_URL,
  };
}
