// `npm run report -- searches [--limit N] [--days N]`: prints what users search for and what they miss.
import { parseArgs } from 'node:util';
import { formatSearchReport, searchReport } from '../analytics/search-report.ts';
import { parseConfig } from '../env.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

const USAGE = 'Usage: npm run report -- searches [--limit 20] [--days 30]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { limit: { type: 'string', default: '20' }, days: { type: 'string' } },
});
const limit = Number(values.limit);
const days = values.days === undefined ? null : Number(values.days);
if (positionals[0] !== 'searches' || !(limit > 0) || (days !== null && !(days > 0))) {
  console.error(USAGE);
  process.exit(1);
}

const handle = await openConfiguredDatabase(parseConfig(process.env));
try {
  const since = days === null ? null : new Date(Date.now() - days * 86_400_000);
  console.log(formatSearchReport(await searchReport(handle.db, { limit: Math.floor(limit), since })));
} finally {
  await handle.close();
}
