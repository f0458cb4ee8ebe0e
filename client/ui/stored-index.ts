// Which result of a list the chat shows, kept in this tab's sessionStorage by the list's own key (its
// message and part): a thread holds many lists, and Back from a result's details page, or a reload, shows
// the result the visitor had turned to, not the first. Pages keep theirs in the history entry instead.
import { useState } from 'react';
import { sessionMap } from './session-map.ts';

/** Lists remembered at most; the oldest turned is forgotten first. */
const kept = sessionMap('chat-result-shown', 60);

/** `key` null: nothing is kept (the component's own state alone). */
export function useStoredIndex(key: string | null, count: number): [number, (index: number) => void] {
  const [index, setIndex] = useState(() => {
    const held = key ? kept.read(key) : undefined;
    return typeof held === 'number' && Number.isInteger(held) && held >= 0 && held < count ? held : 0;
  });
  const turn = (to: number) => {
    setIndex(to);
    if (key) kept.write(key, to);
  };
  return [index, turn];
}
