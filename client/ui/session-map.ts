// A small map kept in this tab's sessionStorage under one key, the newest entries only: what a visitor
// turned to or typed, kept across Back and a reload (the search boxes' text per history entry, the chat's
// result shown per list). Values come back as stored JSON, for the caller to check; where sessionStorage
// cannot be used (a sandboxed frame, storage full) nothing is kept and nothing fails.

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // a sandboxed frame throws on the mere read
  }
}

export type SessionMap = {
  /** The value kept under `id`, unchecked (another build's, or an edit by hand, may be anything). */
  read: (id: string) => unknown;
  /** Keeps `value` under `id` as the newest entry; the oldest beyond `max` are forgotten. */
  write: (id: string, value: unknown) => void;
};

export function sessionMap(key: string, max: number): SessionMap {
  const readAll = (): Record<string, unknown> => {
    try {
      const value: unknown = JSON.parse(storage()?.getItem(key) ?? '{}');
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  };
  return {
    read: (id) => readAll()[id],
    write: (id, value) => {
      const all = readAll();
      delete all[id]; // re-added last: the newest entries are the ones kept
      all[id] = value;
      const ids = Object.keys(all);
      for (const old of ids.slice(0, Math.max(0, ids.length - max))) delete all[old];
      try {
        storage()?.setItem(key, JSON.stringify(all));
      } catch {
        // storage full or refused: the page works as before, without the memory
      }
    },
  };
}
