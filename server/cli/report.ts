// `npm run report -- searches [--limit N] [--days N] [--server URL]`: prints what users search for and what
// they miss, from the database or through the running server's admin API (which holds an embedded one).
import { z } from 'zod';
import {
  formatSearchReport,
  ReportQuery,
  type SearchReport,
  searchReport,
} from '../analytics/search-report.ts';
import { parseConfig } from '../env.ts';
import { adminClient, takeServerOption } from './admin-client.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';
import { parseOptions, runCommand } from './run-command.ts';

const USAGE = 'Usage: npm run report -- searches [--limit 1-500] [--days 1-3650] [--server URL]';

const OPTIONS = { limit: { type: 'string' }, days: { type: 'string' } } as const;

/** The arguments as the admin route's query takes them, or what is wrong with them. */
function readArgs(argv: string[]): { limit: number; days?: number | undefined } | string {
  const read = parseOptions({ args: argv, allowPositionals: true, options: OPTIONS });
  if (typeof read === 'string') return read;
  if (read.positionals.length !== 1 || read.positionals[0] !== 'searches')
    return 'Say which report: searches';
  const query = ReportQuery.safeParse(read.values);
  return query.success ? query.data : z.prettifyError(query.error);
}

async function main(argv: string[]): Promise<number> {
  const { server, rest } = takeServerOption(argv);
  const args = readArgs(rest);
  if (typeof args === 'string') {
    console.error(`${args}\n${USAGE}`);
    return 2;
  }
  const { limit, days } = args;
  let report: SearchReport;
  if (server) {
    const query = new URLSearchParams({ limit: String(limit), ...(days ? { days: String(days) } : {}) });
    report = (await (await adminClient(server)(`/reports/searches?${query}`)).json()) as SearchReport;
  } else {
    const handle = await openConfiguredDatabase(parseConfig(process.env));
    try {
      const since = days === undefined ? null : new Date(Date.now() - days * 86_400_000);
      report = await searchReport(handle.db, { limit, since });
    } finally {
      await handle.close();
    }
  }
  console.log(formatSearchReport(report));
  return 0;
}

await runCommand(main);
