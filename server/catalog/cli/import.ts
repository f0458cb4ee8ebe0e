// `npm run catalog:import -- <folder>`: validates a catalog folder and replaces the catalog in one transaction.
import { existsSync, statSync } from 'node:fs';
import { openConfiguredDatabase } from '../../cli/open-configured-database.ts';
import { parseConfig } from '../../env.ts';
import { formatRejections, importCatalog, readCatalogFolder } from '../import.ts';

const folder = process.argv.slice(2).find((a) => !a.startsWith('-'));
if (!folder || !existsSync(folder) || !statSync(folder).isDirectory()) {
  console.error('usage: npm run catalog:import -- <folder>   (a folder of catalog CSV files)');
  process.exit(2);
}
const config = parseConfig(process.env);
const started = performance.now();
const handle = await openConfiguredDatabase(config);
try {
  const report = await importCatalog(handle.db, readCatalogFolder(folder), folder);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (report.status === 'rejected') {
    console.error(formatRejections(report.rejections));
    console.error(`\n${report.rejections.length} rejected row(s); the catalog was NOT changed.`);
    process.exitCode = 1;
  } else {
    const total = Object.values(report.counts).reduce((a, b) => a + b, 0);
    console.log(
      Object.entries(report.counts)
        .map(([f, n]) => `${f}: ${n}`)
        .join('\n'),
    );
    console.log(
      report.status === 'unchanged'
        ? `catalog unchanged (same content already imported), ${seconds} s`
        : `imported ${total} rows from ${folder} into ${handle.kind} in ${seconds} s`,
    );
  }
} finally {
  await handle.close();
}
