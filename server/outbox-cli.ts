// Operator command: reads the email outbox. `npm run outbox -- list [--status stored] [--limit 20]`,
// `npm run outbox -- show <id>`; add `--server URL` to read it through the running server's admin API
// (with the embedded database only one process may open the data folder).
import { eq } from 'drizzle-orm';
import { adminClient, takeServerOption } from './cli/admin-client.ts';
import { openConfiguredDatabase } from './cli/open-configured-database.ts';
import { runCommand } from './cli/run-command.ts';
import { emailOutbox } from './data/db/schema.ts';
import { listOutbox, type OutboxStatus } from './email/outbox.ts';
import { parseConfig } from './env.ts';

const USAGE = `Usage:
  npm run outbox -- list [--status sending|resending|sent|failed|stored] [--limit N] [--server URL]
  npm run outbox -- show <id> [--server URL]`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

type Row = {
  id: number;
  createdAt: Date | string;
  status: string;
  fromAddress: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  error: string | null;
};

/** Reads rows from the database or, with --server, from the admin API. */
type Source = (q: { status?: OutboxStatus; limit?: number; id?: number }) => Promise<Row[]>;

async function withSource<T>(server: string | null, use: (source: Source) => Promise<T>): Promise<T> {
  if (server) {
    const call = adminClient(server);
    return use(async (q) => {
      const params = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]));
      return ((await (await call(`/outbox?${params}`)).json()) as { Results: Row[] }).Results;
    });
  }
  const handle = await openConfiguredDatabase(parseConfig(process.env));
  try {
    return await use(async (q) =>
      q.id === undefined
        ? listOutbox(handle.db, { limit: q.limit ?? 20, ...(q.status ? { status: q.status } : {}) })
        : handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, q.id)),
    );
  } finally {
    await handle.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const { server, rest: args } = takeServerOption(argv);
  const [command, ...rest] = args;
  if (command !== 'list' && command !== 'show') {
    console.error(USAGE);
    return 2;
  }
  if (command === 'list') {
    const status = option(rest, '--status');
    const statuses = ['sending', 'resending', 'sent', 'failed', 'stored'];
    if (status && !statuses.includes(status)) {
      console.error(`--status must be one of ${statuses.join(', ')}`);
      return 2;
    }
    const limit = Math.max(1, Math.min(1000, Number(option(rest, '--limit') ?? 20) || 20));
    const rows = await withSource(server, (read) =>
      read({ limit, ...(status ? { status: status as OutboxStatus } : {}) }),
    );
    if (rows.length === 0) console.log('The outbox is empty.');
    for (const r of rows)
      console.log(
        [r.id, new Date(r.createdAt).toISOString(), r.status.padEnd(7), r.recipient, r.subject, r.error ?? '']
          .join('  ')
          .trimEnd(),
      );
    return 0;
  }
  const id = Number(rest[0]);
  const [row] = Number.isSafeInteger(id) && id >= 1 ? await withSource(server, (read) => read({ id })) : [];
  if (!row) {
    console.error(`No outbox email with id ${rest[0] ?? ''}`);
    return 1;
  }
  console.log(`Id:       ${row.id}
Created:  ${new Date(row.createdAt).toISOString()}
Status:   ${row.status}${row.error ? ` (${row.error})` : ''}
From:     ${row.fromAddress}
To:       ${row.recipient}
Reply-To: ${row.replyTo ?? '-'}
Subject:  ${row.subject}

${row.textBody}`);
  return 0;
}

await runCommand(main);
