// Builds the React client into dist/client; the Hono server serves it. Vitest shares this file.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: 'client',
  plugins: [react()],
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' } },
  test: {
    root: '.',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Every test on PGlite; the API suite a second time on a real PostgreSQL server on loopback.
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['tests/**/*.test.ts', 'tools/**/*.test.ts', 'server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
