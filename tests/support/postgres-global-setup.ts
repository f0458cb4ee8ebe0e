// Vitest global setup of the 'postgres' project: one PostgreSQL server for the run, shared by every
// test file, each of which creates (and drops) its own database on it.
import type { TestProject } from 'vitest/node';
import { type PostgresServerInfo, startPostgres } from './embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the 'postgres' project only; absent means the tests run on in-memory PGlite. */
    postgres: PostgresServerInfo | undefined;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('postgres', server.info);
  return () => server.stop();
}
