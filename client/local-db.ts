// The browser's database (client/db.ts) loaded on demand: a page paints before IndexedDB answers anyway, so
// no page's first load carries its code (issue 17).
import { useEffect, useReducer, useRef } from 'react';
import { afterFirstScreen, nextTask } from './after-first-screen.ts';
import type { Db } from './db.ts';

export type { Conversation, Db, Setting } from './db.ts';

type DbModule = typeof import('./db.ts');
let loading: Promise<DbModule> | undefined;

function dbModule(): Promise<DbModule> {
  // the first queries (opening the database, its upgrade on a first visit) in a task after the one that
  // evaluated the module, not in it (decision 047)
  loading ??= import('./db.ts').then(async (m) => {
    m.keepInMemoryWhenRefused(() => import('fake-indexeddb').then((f) => new f.IDBFactory()));
    await nextTask();
    return m;
  });
  return loading;
}

/** The database, once its code has loaded (the first call starts the download). */
export async function localDb(): Promise<Db> {
  return (await dbModule()).db;
}

export async function getSetting<T>(key: string): Promise<T | undefined> {
  return (await localDb()).settings.get(key).then((s) => s?.value as T | undefined);
}

export async function putSetting(key: string, value: unknown): Promise<void> {
  await (await localDb()).settings.put({ key, value });
}

/**
 * A live query (client/db.ts `liveQuery`), without loading the database code with the page: undefined until
 * the database code has loaded and the query first answered, then every new answer; on a change of `deps`
 * it keeps the last answer until the new query's first one. The query reads through the database it gets
 * as its argument, which records what to watch. An error is thrown during render, so the error page shows
 * it. While `enabled` is false nothing is loaded or queried (undefined), e.g. until the first screen is
 * done (client/after-first-screen.ts).
 */
export function useLocalQuery<T>(
  query: (db: Db) => Promise<T> | T,
  deps: readonly unknown[],
  enabled = true,
): T | undefined {
  const current = useRef<{ value: T | undefined; error: unknown }>({ value: undefined, error: null });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const queryNow = useRef(query);
  queryNow.current = query;
  // the caller's deps (small values: a mode, an id) decide when to query again
  const key = JSON.stringify(deps);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the caller's deps
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let stop = () => {};
    void dbModule().then(({ liveQuery }) => {
      if (!live) return;
      const subscription = liveQuery((watched) => queryNow.current(watched)).subscribe({
        next: (value) => {
          if (current.current.error === null && Object.is(current.current.value, value)) return;
          current.current = { value, error: null };
          rerender();
        },
        error: (error: unknown) => {
          current.current = { ...current.current, error };
          rerender();
        },
      });
      stop = () => subscription.unsubscribe();
    });
    return () => {
      live = false;
      stop();
    };
  }, [key, enabled]);
  if (current.current.error !== null) throw current.current.error;
  return current.current.value;
}

/** A live query's answer shared by its readers (`useSyncExternalStore(value.subscribe, value.get)`). */
export type SharedLiveValue<T> = { subscribe: (listener: () => void) => () => void; get: () => T };

/**
 * One live query for a value every page's frame shows (the unseen count): started by its first reader
 * once the first screen is done, `fallback` until it answers, and its readers re-render only when the
 * answer changes. With a live query per reader each answer re-rendered the whole frame, even one that
 * left the value as it was: work on the page's thread after its first paint (issue 17). A failed query
 * keeps the fallback: the frame's dot is not worth the error page (the notification pages, which read
 * the database themselves, show its error).
 */
export function sharedLiveValue<T>(query: (db: Db) => Promise<T>, fallback: T): SharedLiveValue<T> {
  let value = fallback;
  let started = false;
  const listeners = new Set<() => void>();
  const start = async () => {
    await afterFirstScreen();
    const { liveQuery } = await dbModule();
    liveQuery(query).subscribe({
      next: (answer) => {
        if (Object.is(answer, value)) return;
        value = answer;
        for (const listener of listeners) listener();
      },
      error: () => undefined,
    });
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        void start().catch(() => undefined);
      }
      return () => listeners.delete(listener);
    },
    get: () => value,
  };
}
