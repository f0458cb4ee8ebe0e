// The browser's own database (IndexedDB): conversations and small settings survive reloads. A few direct
// calls instead of Dexie (decision 052): Dexie's promise scopes cost more of the page's thread after the
// first paint than all our reads together, and we use six of its calls. Loaded on demand through
// client/local-db.ts on the page; the offline copy's worker imports it too (decision 050), so the schema
// has this one home.
import type { ChatMessage } from '../tools/chat/chat-message.ts';
import type { LocalNotification } from '../tools/notifications/rules.ts';

export type Conversation = {
  id: string;
  title: string;
  createdAt: number;
  updatedAt: number;
  messages: ChatMessage[];
};

export type Setting = { key: string; value: unknown };

type Rows = {
  conversations: Conversation;
  settings: Setting;
  /** The server's notifications with this device's seen and ignore counts (client/notifications/). */
  notifications: LocalNotification;
};
type StoreName = keyof Rows;
type KeyOf<S extends StoreName> = { conversations: string; settings: string; notifications: number }[S];

const NAME = 'wheel-end-parts-finder';
/**
 * Dexie opened the database at ten times its schema version: version 2 (notifications added) is 20 on
 * visitors' devices, so the same number opens their database as it is.
 */
const VERSION = 20;
const KEY_PATH: { [S in StoreName]: string } = { conversations: 'id', settings: 'key', notifications: 'Id' };

let opening: Promise<IDBDatabase> | undefined;

/**
 * Where the browser refuses the site its database (the calculator embedded in another site's page with
 * third-party storage blocked, a sandboxed frame, some private modes), a database in the page's memory
 * stands in: the page works and keeps nothing past this visit. The page hands in its loader
 * (client/local-db.ts), so its code loads only then; the offline copy's worker has none (a copy kept in
 * memory would be no copy).
 */
let memoryLoader: (() => Promise<IDBFactory>) | undefined;
let inMemory: Promise<IDBFactory> | undefined;

export function keepInMemoryWhenRefused(load: () => Promise<IDBFactory>): void {
  memoryLoader = load;
}

async function factory(): Promise<IDBFactory> {
  if (inMemory) return inMemory;
  // reading it throws in a sandboxed frame
  const own = (() => {
    try {
      return typeof indexedDB === 'undefined' ? undefined : indexedDB;
    } catch {
      return undefined;
    }
  })();
  if (own) return own;
  return inMemoryOr(new DOMException('The browser keeps no database for this page', 'SecurityError'));
}

function inMemoryOr(refused: unknown): Promise<IDBFactory> {
  if (!memoryLoader) return Promise.reject(refused);
  inMemory ??= memoryLoader();
  return inMemory;
}

function openDatabase(): Promise<IDBDatabase> {
  opening ??= factory()
    .then((f) => openIn(f))
    .catch(async (refused: unknown) => {
      if (inMemory) throw refused;
      return openIn(await inMemoryOr(refused));
    })
    .catch((failed: unknown) => {
      opening = undefined;
      throw failed;
    });
  return opening;
}

function openIn(idbFactory: IDBFactory): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = idbFactory.open(NAME, VERSION);
    request.onupgradeneeded = () => {
      const idb = request.result;
      for (const [name, keyPath] of Object.entries(KEY_PATH)) {
        if (idb.objectStoreNames.contains(name)) continue;
        const store = idb.createObjectStore(name, { keyPath });
        if (name === 'conversations') store.createIndex('updatedAt', 'updatedAt');
      }
    };
    request.onsuccess = () => {
      const idb = request.result;
      // another tab upgrading, or the browser clearing the site's data: open again on the next call
      const forget = () => {
        idb.close();
        opening = undefined;
      };
      idb.onversionchange = forget;
      idb.onclose = forget;
      resolve(idb);
    };
    request.onerror = () => reject(request.error ?? new Error('The browser database could not be opened'));
  });
}

function settled(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
}

function answer<R>(request: IDBRequest<R>): Promise<R> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

// --- Change notices: what a live query watches ---------------------------------------------------------

/** Stores and keys written by one transaction; `keys` null when the whole store may have changed. */
type Change = { store: StoreName; keys: string[] | null };
type Listener = (changes: readonly Change[]) => void;

const listeners = new Set<Listener>();
// other tabs and the offline copy's worker write the same database
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`${NAME}:changes`) : undefined;
if (channel) channel.onmessage = (event: MessageEvent<Change[]>) => tell(event.data);

function tell(changes: readonly Change[]): void {
  for (const listener of [...listeners]) listener(changes);
}

function publish(changes: readonly Change[]): void {
  if (changes.length === 0) return;
  tell(changes);
  channel?.postMessage(changes);
}

const keyId = (key: IDBValidKey) => `${typeof key}:${String(key)}`;
const whole = (store: StoreName) => `${store}|*`;
const one = (store: StoreName, key: string) => `${store}|${key}`;

function touches(reads: ReadonlySet<string>, changes: readonly Change[]): boolean {
  return changes.some(
    ({ store, keys }) =>
      reads.has(whole(store)) ||
      (keys === null
        ? [...reads].some((read) => read.startsWith(`${store}|`))
        : keys.some((key) => reads.has(one(store, key)))),
  );
}

// --- Tables ---------------------------------------------------------------------------------------------

export type Table<S extends StoreName> = {
  get(key: KeyOf<S>): Promise<Rows[S] | undefined>;
  /** Every row, in key order. */
  toArray(): Promise<Rows[S][]>;
  put(row: Rows[S]): Promise<void>;
  /** Fails when a row with its key is there already. */
  add(row: Rows[S]): Promise<void>;
  /** Changes some fields of the row with `key`; 1 when there was one, 0 when not. */
  update(key: KeyOf<S>, changes: Partial<Rows[S]>): Promise<number>;
  bulkPut(rows: readonly Rows[S][]): Promise<void>;
  delete(key: KeyOf<S>): Promise<void>;
  bulkDelete(keys: readonly KeyOf<S>[]): Promise<void>;
  clear(): Promise<void>;
};

export type Db = { [S in StoreName]: Table<S> } & {
  /** Conversations oldest first by their last change (the store's updatedAt index). */
  conversationsByUpdate(): Promise<Conversation[]>;
  /**
   * Runs `work` in one transaction over `stores`: every read and write through the `db` it is given
   * happens or none does. `work` may await only this database's calls (IndexedDB ends a transaction
   * whose requests are all done), and its changes are announced once they are committed.
   */
  transaction<R>(mode: 'r' | 'rw', stores: readonly StoreName[], work: (db: Db) => Promise<R>): Promise<R>;
};

/** Where a call runs (its own transaction, or the one `transaction` opened) and what a live query read. */
type Scope = { tx?: IDBTransaction; changes?: Change[]; reads?: Set<string> };

/**
 * Runs `work` in a new transaction over `stores`; a failure aborts it, so none of its writes stay. Once it
 * has committed, its writes are announced.
 */
async function inTransaction<R>(
  mode: IDBTransactionMode,
  stores: readonly StoreName[],
  reads: Set<string> | undefined,
  work: (scope: Scope) => Promise<R> | R,
): Promise<R> {
  const idb = await openDatabase();
  const tx = idb.transaction([...stores], mode);
  const done = settled(tx);
  const changes: Change[] = [];
  let result: R;
  try {
    result = await work({ tx, changes, reads });
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // already finished or aborted
    }
    await done.catch(() => {});
    throw error;
  }
  await done;
  publish(changes);
  return result;
}

/** Runs `work` on `store` in the scope's transaction, or in one of its own. */
async function inStore<R>(
  scope: Scope,
  store: StoreName,
  write: Change | null,
  work: (objects: IDBObjectStore) => Promise<R> | R,
): Promise<R> {
  if (!scope.tx)
    return inTransaction(write ? 'readwrite' : 'readonly', [store], scope.reads, (inner) =>
      inStore(inner, store, write, work),
    );
  if (write) scope.changes?.push(write);
  return work(scope.tx.objectStore(store));
}

function table<S extends StoreName>(scope: Scope, store: S): Table<S> {
  type Row = Rows[S];
  const keyOf = (row: Row) => keyId((row as Record<string, IDBValidKey>)[KEY_PATH[store]] as IDBValidKey);
  const changed = (keys: string[] | null): Change => ({ store, keys });
  return {
    get(key) {
      scope.reads?.add(one(store, keyId(key)));
      return inStore(scope, store, null, (o) => answer(o.get(key) as IDBRequest<Row | undefined>));
    },
    toArray() {
      scope.reads?.add(whole(store));
      return inStore(scope, store, null, (o) => answer(o.getAll() as IDBRequest<Row[]>));
    },
    async put(row) {
      await inStore(scope, store, changed([keyOf(row)]), (o) => answer(o.put(row)));
    },
    async add(row) {
      await inStore(scope, store, changed([keyOf(row)]), (o) => answer(o.add(row)));
    },
    async update(key, changes) {
      return inStore(scope, store, changed([keyId(key)]), async (o) => {
        const row = await answer(o.get(key) as IDBRequest<Row | undefined>);
        if (row === undefined) return 0;
        await answer(o.put({ ...row, ...changes }));
        return 1;
      });
    },
    async bulkPut(rows) {
      if (rows.length === 0) return;
      // the transaction's end reports a failed put
      await inStore(scope, store, changed(rows.map(keyOf)), (o) => {
        for (const row of rows) o.put(row);
      });
    },
    async delete(key) {
      await inStore(scope, store, changed([keyId(key)]), (o) => answer(o.delete(key)));
    },
    async bulkDelete(keys) {
      if (keys.length === 0) return;
      await inStore(scope, store, changed(keys.map(keyId)), (o) => {
        for (const key of keys) o.delete(key);
      });
    },
    async clear() {
      await inStore(scope, store, changed(null), (o) => answer(o.clear()));
    },
  };
}

function database(scope: Scope): Db {
  return {
    conversations: table(scope, 'conversations'),
    settings: table(scope, 'settings'),
    notifications: table(scope, 'notifications'),
    conversationsByUpdate() {
      scope.reads?.add(whole('conversations'));
      return inStore(scope, 'conversations', null, (o) =>
        answer(o.index('updatedAt').getAll() as IDBRequest<Conversation[]>),
      );
    },
    transaction(mode, stores, work) {
      // nested: part of the transaction already open
      if (scope.tx) return work(database(scope));
      return inTransaction(mode === 'rw' ? 'readwrite' : 'readonly', stores, scope.reads, (inner) =>
        work(database(inner)),
      );
    },
  };
}

export const db: Db = database({});

// --- Live queries ---------------------------------------------------------------------------------------

export type Subscription = { unsubscribe(): void };

/**
 * A query answered again whenever a write (in this page, another tab or the worker) touches what it last
 * read: the rows it got by key, or any row of a store it read whole. Runs at once on subscribe; an
 * error ends it.
 */
export function liveQuery<T>(query: (db: Db) => Promise<T> | T): {
  subscribe(observer: { next: (value: T) => void; error?: (error: unknown) => void }): Subscription;
} {
  return {
    subscribe({ next, error }) {
      let closed = false;
      let running = false;
      let again = false;
      let reads: ReadonlySet<string> = new Set();
      const run = async () => {
        running = true;
        do {
          again = false;
          const read = new Set<string>();
          try {
            const value = await query(database({ reads: read }));
            reads = read;
            if (!closed && !again) next(value);
          } catch (failure) {
            if (!closed) error?.(failure);
            stop();
          }
        } while (again && !closed);
        running = false;
      };
      const onChange: Listener = (changes) => {
        if (closed) return;
        // a write during a run may have come after the run read that row: run once more when it ends
        if (running) again = true;
        else if (touches(reads, changes)) void run();
      };
      const stop = () => {
        closed = true;
        listeners.delete(onChange);
      };
      listeners.add(onChange);
      void run();
      return { unsubscribe: stop };
    },
  };
}
