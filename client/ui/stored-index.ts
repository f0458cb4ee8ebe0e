// Which result of a list the chat shows, kept in this tab's sessionStorage by the list's own key (its
// message and part): a thread holds many lists, and Back from a result's details page, or a reload, shows
// the result the visitor had turned to, not the first. Pages keep theirs in the history entry instead.
import { useState } from 'react';

const STORE = 'chat-result-shown';
/** Lists remembered at most; the oldest turned is forgotten first. */
const KEPT = 60;

function readAll(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, number>)
      : {};
  } catch {
    return {}; // no storage (a locked-down frame) or a value not ours
  }
}

/** `key` null: nothing is kept (the component's own state alone). */
export function useStoredIndex(key: string | null, count: number): [number, (index: number) => void] {
  const [index, setIndex] = useState(() => {
    const held = key ? readAll()[key] : undefined;
    return typeof held === 'number' && Number.isInteger(held) && held >= 0 && held < count ? held : 0;
  });
  const turn = (to: number) => {
    setIndex(to);
    if (!key) return;
    const all = readAll();
    delete all[key];
    all[key] = to;
    const keys = Object.keys(all);
    for (const old of keys.slice(0, Math.max(0, keys.length - KEPT))) delete all[old];
    try {
      sessionStorage.setItem(STORE, JSON.stringify(all));
    } catch {
      // storage refused: the list still turns; only Back and a reload forget it, as before
    }
  };
  return [index, turn];
}
