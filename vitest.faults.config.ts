// The fault suite (`npm run test:faults`, run by CI after `npm test`): slow tests that stop the database
// under traffic or kill the server during writes. One file at a time: they measure recovery.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: '.',
    include: ['tests/faults/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
