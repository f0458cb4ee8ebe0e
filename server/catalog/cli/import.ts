// `npm run catalog:import -- <folder> [--server URL]`: validates a catalog folder and replaces the catalog in
// one transaction, in the database or, with --server, through the running server's admin API.
import { existsSync, statSync } from 'node:fs';
import { adminClient, takeServerOption } from '../../cli/admin-client.ts';
import { openConfiguredDatabase } from '../../cli/open-configured-database.ts';
import { parseOptions, runCommand } from '../../cli/run-command.ts';
import { parseConfig } from '../../env.ts';
import { formatRejections, importCatalog, readCatalogFolder } from '../import.ts';

type Outcome =
  | { status: 'imported' | 'unchanged'; counts: Record<string, number>; into: string }
  | { status: 'rejected'; rejections: string; count: number | null };

async function importLocally(folder: string): Promise<Outcome> {
  const handle = await openConfiguredDatabase(parseConfig(process.env));
  try {
    const report = await importCatalog(handle.db, readCatalogFolder(folder), folder);
    return report.status === 'rejected'
      ? {
          status: 'rejected',
          rejections: formatRejections(report.rejections),
          count: report.rejections.length,
        }
      : { status: report.status, counts: report.counts, into: handle.kind };
  } finally {
    await handle.close();
  }
}

async function importThroughServer(folder: string, server: string): Promise<Outcome> {
  const form = new FormData();
  for (const [name, bytes] of readCatalogFolder(folder))
    form.append('files', new Blob([new Uint8Array(bytes)]), name);
  const res = await adminClient(server, [422])('/catalog/import', { method: 'POST', body: form });
  const body = (await res.json()) as {
    Status: Outcome['status'];
    Counts?: Record<string, number>;
    Rejections?: string;
  };
  return body.Status === 'rejected'
    ? { status: 'rejected', rejections: body.Rejections ?? '', count: null }
    : { status: body.Status, counts: body.Counts ?? {}, into: server };
}

async function main(argv: string[]): Promise<number> {
  const { server, rest } = takeServerOption(argv);
  // an option this command does not have (a '--dry-run' hoped for) must not run a real import
  const read = parseOptions({ args: rest, allowPositionals: true, options: {} });
  const [folder, ...more] = typeof read === 'string' ? [] : read.positionals;
  const problem =
    typeof read === 'string'
      ? read
      : !folder
        ? 'Name the catalog folder'
        : more.length
          ? `One folder only (also given: ${more.join(' ').slice(0, 200)})`
          : !existsSync(folder) || !statSync(folder).isDirectory()
            ? `${folder.slice(0, 500)} is not a folder`
            : null;
  if (problem || !folder) {
    console.error(
      `${problem}\nusage: npm run catalog:import -- <folder> [--server URL]   (a folder of catalog CSV files)`,
    );
    return 2;
  }
  const started = performance.now();
  const outcome = server ? await importThroughServer(folder, server) : await importLocally(folder);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (outcome.status === 'rejected') {
    console.error(outcome.rejections);
    console.error(`\n${outcome.count ?? 'Some'} rejected row(s); the catalog was NOT changed.`);
    return 1;
  }
  const total = Object.values(outcome.counts).reduce((a, b) => a + b, 0);
  console.log(
    Object.entries(outcome.counts)
      .map(([f, n]) => `${f}: ${n}`)
      .join('\n'),
  );
  console.log(
    outcome.status === 'unchanged'
      ? `catalog unchanged (same content already imported), ${seconds} s`
      : `imported ${total} rows from ${folder} into ${outcome.into} in ${seconds} s`,
  );
  return 0;
}

await runCommand(main);
