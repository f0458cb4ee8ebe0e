// Vitest global setup of the 'postgres' project: one PostgreSQL server for the run, shared by every
// test file, each of which creates (and drops) its own database on it.
import type { TestProject } from 'vitest/node';
import type { PostgresServerInfo } from './embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the 'postgres' project only; absent means the tests run on in-memory PGlite. */
    postgres: PostgresServerInfo | undefined;
  }
}

export default async function setup(project: TestProject) {
  // embedded-postgres registers async-exit-hook on import: its 'beforeExit' handler calls process.exit(0),
  // which would turn a failed test run into a green one, and its 'exit' handler throws. The teardown below
  // stops the server, so both handlers are removed again.
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { startPostgres } = await import('./embedded-postgres.ts');
  for (const l of process.listeners('beforeExit'))
    if (!beforeExit.has(l)) process.removeListener('beforeExit', l);
  for (const l of process.listeners('exit')) if (!exit.has(l)) process.removeListener('exit', l);
  const server = await startPostgres();
  project.provide('postgres', server.info);
  return () => server.stop();
}
