// Reads and validates configuration from the environment; the only module that touches process.env.
import { resolve } from 'node:path';
import { z } from 'zod';

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
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_API_KEY: z.string().min(8).default('web-client-public-key'),
  API_KEYS: csv.default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** The key the web client sends; public by design, it tells clients apart. */
  publicApiKey: string;
  /** Every key accepted in Ocp-Apim-Subscription-Key (the public key included). */
  apiKeys: string[];
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
};

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    publicApiKey: e.PUBLIC_API_KEY,
    apiKeys: [...new Set([e.PUBLIC_API_KEY, ...e.API_KEYS])],
    logLevel: e.LOG_LEVEL,
  };
}
