// Catalog changes pushed between app servers on one PostgreSQL: an import sends NOTIFY on CATALOG_CHANNEL
// in its own transaction (delivered on commit), and every app server holds one dedicated connection that
// LISTENs on it. The connection is outside the pool: a pooled connection would be handed to queries and
// returned, and LISTEN belongs to one session. When that session is lost (database restart, failover,
// pg_terminate_backend) the listener connects again with a growing delay, and on every (re)connect it
// reports a change: a notification sent while it was away is lost, the signature check finds what changed.

import pg from 'pg';

/** The channel of "the catalog changed" notifications; the payload is the import's content hash. */
export const CATALOG_CHANNEL = 'catalog_changed';

export type CatalogListenerOptions = {
  /** Called on a notification and after each (re)connect; should be cheap and never throw. */
  onChange: () => void;
  /** Optional reports of the connection's life (logged by the server). */
  onState?: (state: 'listening' | 'lost', err?: unknown) => void;
  /** First delay before connecting again, doubled per failed attempt up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
};

export type CatalogListener = {
  /** Whether the LISTEN connection is up now. */
  listening: () => boolean;
  /** Stops reconnecting and closes the connection (graceful shutdown). */
  close: () => Promise<void>;
};

export function listenForCatalogChanges(url: string, options: CatalogListenerOptions): CatalogListener {
  const firstDelayMs = options.firstDelayMs ?? 250;
  const maxDelayMs = options.maxDelayMs ?? 5_000;
  let client: pg.Client | null = null;
  let up = false;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;

  function lost(which: pg.Client, err?: unknown): void {
    if (which !== client || closed) return;
    client = null;
    if (up) options.onState?.('lost', err);
    up = false;
    which.end().catch(() => {});
    const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** failures);
    failures++;
    timer = setTimeout(connect, delay);
  }

  async function connect(): Promise<void> {
    timer = null;
    if (closed) return;
    // A dead host fails within seconds; keep-alive notices a connection that vanished without a word.
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000, keepAlive: true });
    client = c;
    // An unheard 'error' would end the process; a lost session is a reason to reconnect, nothing more.
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (msg) => {
      if (msg.channel === CATALOG_CHANNEL) options.onChange();
    });
    try {
      await c.connect();
      await c.query(`listen ${CATALOG_CHANNEL}`);
    } catch (err) {
      lost(c, err);
      return;
    }
    if (c !== client) return;
    up = true;
    failures = 0;
    options.onState?.('listening');
    options.onChange();
  }

  void connect();
  return {
    listening: () => up,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      up = false;
      await c?.end().catch(() => {});
    },
  };
}
