// Operator command: reads the email outbox. `npm run outbox -- list [--status stored] [--limit 20]`,
// `npm run outbox -- show <id>`. With embedded PGlite, stop the server first (one process per data folder).
import { eq } from 'drizzle-orm';
import { openDatabase } from './data/db/client.ts';
import { emailOutbox } from './data/db/schema.ts';
import { listOutbox, type OutboxStatus } from './email/outbox.ts';
import { parseConfig } from './env.ts';

const USAGE = `Usage:
  npm run outbox -- list [--status sending|resending|sent|failed|stored] [--limit N]
  npm run outbox -- show <id>`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'list' && command !== 'show') {
    console.error(USAGE);
    return 2;
  }
  const config = parseConfig(process.env);
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    if (command === 'list') {
      const status = option(rest, '--status');
      const statuses = ['sending', 'resending', 'sent', 'failed', 'stored'];
      if (status && !statuses.includes(status)) {
        console.error(`--status must be one of ${statuses.join(', ')}`);
        return 2;
      }
      const limit = Math.max(1, Math.min(1000, Number(option(rest, '--limit') ?? 20) || 20));
      const rows = await listOutbox(handle.db, {
        limit,
        ...(status ? { status: status as OutboxStatus } : {}),
      });
      if (rows.length === 0) console.log('The outbox is empty.');
      for (const r of rows)
        console.log(
          [r.id, r.createdAt.toISOString(), r.status.padEnd(7), r.recipient, r.subject, r.error ?? '']
            .join('  ')
            .trimEnd(),
        );
      return 0;
    }
    const id = Number(rest[0]);
    const [row] = Number.isSafeInteger(id)
      ? await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
      : [];
    if (!row) {
      console.error(`No outbox email with id ${rest[0] ?? ''}`);
      return 1;
    }
    console.log(`Id:       ${row.id}
Created:  ${row.createdAt.toISOString()}
Status:   ${row.status}${row.error ? ` (${row.error})` : ''}
From:     ${row.fromAddress}
To:       ${row.recipient}
Reply-To: ${row.replyTo ?? '-'}
Subject:  ${row.subject}

${row.textBody}`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
