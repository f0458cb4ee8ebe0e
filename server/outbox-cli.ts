// Operator command: reads the email outbox. `npm run outbox -- list [--status stored] [--limit 20]`,
// `npm run outbox -- show <id>`; add `--server URL` to read it through the running server's admin API
// (with the embedded database only one process may open the data folder).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { adminClient, takeServerOption } from './cli/admin-client.ts';
import { openConfiguredDatabase } from './cli/open-configured-database.ts';
import { parseOptions, runCommand } from './cli/run-command.ts';
import { emailOutbox } from './data/db/schema.ts';
import { listOutbox, OUTBOX_STATUSES, OutboxQuery, type OutboxStatus } from './email/outbox.ts';
import { parseConfig } from './env.ts';

const USAGE = `Usage:
  npm run outbox -- list [--status ${OUTBOX_STATUSES.join('|')}] [--limit 1-1000] [--server URL]
  npm run outbox -- show <id> [--server URL]`;

const OPTIONS = { status: { type: 'string' }, limit: { type: 'string' } } as const;

type Asked =
  | { command: 'list'; status?: OutboxStatus | undefined; limit: number }
  | { command: 'show'; id: number };

/** The command and its options as the admin route's query takes them, or what is wrong with them. */
function readArgs(argv: string[]): Asked | string {
  const read = parseOptions({ args: argv, allowPositionals: true, options: OPTIONS });
  if (typeof read === 'string') return read;
  const [command, ...more] = read.positionals;
  if (command === 'list' && more.length === 0) {
    const query = OutboxQuery.safeParse(read.values);
    return query.success ? { command, ...query.data } : z.prettifyError(query.error);
  }
  if (command === 'show' && more.length === 1 && Object.keys(read.values).length === 0) {
    const query = OutboxQuery.safeParse({ id: more[0] });
    return query.success && query.data.id !== undefined
      ? { command, id: query.data.id }
      : `No outbox email with id ${more[0]}`;
  }
  return 'Say what to do: list, or show <id>';
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
  const { server, rest } = takeServerOption(argv);
  const asked = readArgs(rest);
  if (typeof asked === 'string') {
    console.error(`${asked}\n${USAGE}`);
    return 2;
  }
  if (asked.command === 'list') {
    const { limit, status } = asked;
    const rows = await withSource(server, (read) => read({ limit, ...(status ? { status } : {}) }));
    if (rows.length === 0) console.log('The outbox is empty.');
    for (const r of rows)
      console.log(
        [r.id, new Date(r.createdAt).toISOString(), r.status.padEnd(7), r.recipient, r.subject, r.error ?? '']
          .join('  ')
          .trimEnd(),
      );
    return 0;
  }
  const [row] = await withSource(server, (read) => read({ id: asked.id }));
  if (!row) {
    console.error(`No outbox email with id ${asked.id}`);
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
