// A search box's text kept with the history entry it was typed on: the browser's Back from the answer (or a
// reload) shows the number the visitor typed, to correct one digit or pick another suggestion, where the box
// came back empty. Kept in this tab's sessionStorage by the entry's key (react-router's location.key, which
// the browser keeps in its history state across reloads; on an entry opened cold, the Navigation API's own
// key); the newest entries only, each text cut at the box's own limit, read back only into an input. Where
// sessionStorage cannot be used nothing is kept.
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { sessionMap } from '../ui/session-map.ts';

const KEY = 'entry-text';
/** Entries kept: far more than a visitor walks back through, few enough to stay small. */
const ENTRIES = 40;
/** The number boxes' maxLength. */
export const ENTRY_TEXT_MAX = 64;

const kept = sessionMap(KEY, ENTRIES);

/** The entry's boxes as kept: name -> text (anything else stored there is not ours). */
function fieldsOf(entry: string): Record<string, unknown> {
  const fields = kept.read(entry);
  return typeof fields === 'object' && fields !== null && !Array.isArray(fields)
    ? (fields as Record<string, unknown>)
    : {};
}

/** The text kept for the entry's box (emptied is kept, as ''), or undefined where it was never typed in. */
function read(entry: string, name: string): string | undefined {
  const text = fieldsOf(entry)[name];
  return typeof text === 'string' ? text.slice(0, ENTRY_TEXT_MAX) : undefined;
}

function write(entry: string, name: string, text: string): void {
  kept.write(entry, { ...fieldsOf(entry), [name]: text.slice(0, ENTRY_TEXT_MAX) });
}

type NavigationEntries = { navigation?: { currentEntry?: { key?: string } | null } };

/**
 * This history entry's key: the router's, except on an entry opened cold (an address typed, a bookmark),
 * which the router calls 'default' every time; the browser's own key for it then, where it has one.
 */
function useEntryKey(): string {
  const location = useLocation();
  if (location.key !== 'default') return location.key;
  const own = (globalThis as NavigationEntries).navigation?.currentEntry?.key;
  return `default:${own ?? ''}|${location.pathname}`;
}

/**
 * A text state kept with this history entry under `name` (one page may have several boxes); `initial` is
 * used where the entry kept nothing.
 */
export function useEntryText(name: string, initial = ''): [string, (text: string) => void] {
  const entry = useEntryKey();
  const [text, setText] = useState(() => read(entry, name) ?? initial);
  const set = useCallback(
    (next: string) => {
      setText(next);
      write(entry, name, next);
    },
    [entry, name],
  );
  return [text, set];
}
