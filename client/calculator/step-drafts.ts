// The text typed into a calculator step's fields and not yet saved with Next (or Send): kept in this tab's
// sessionStorage per session and step, so a reload, the browser's Back/Forward or an embed frame's reload
// shows it again; not shared with other tabs. The text as typed, never parsed; read back only into inputs.
// Where sessionStorage cannot be used (a sandboxed embed, storage full) nothing is kept, as before. The
// chat's calculator forms keep theirs the same way, per conversation and form (chatFormDraft).
import type { CalculatorMode } from '../../tools/engine/shared/calculator/kind-names.ts';

const PREFIX = 'calculator-draft:';
/**
 * Drafts of a session found gone, kept for the calculation started after it (adopted by `adoptDrafts`):
 * its owner in the key instead of a session id.
 */
const CARRIED = 'carried';
const keyOf = (mode: CalculatorMode, sessionId: number | typeof CARRIED, step: string) =>
  `${PREFIX}${mode}:${sessionId}:${step}`;

/** A draft's fields: the names it may hold and each one's longest text (the input's maxLength). */
export type DraftFields = Readonly<Record<string, number>>;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // a sandboxed frame throws on the mere read
  }
}

/**
 * The draft kept for this step, or null: only the named fields, each a string no longer than its limit;
 * anything else in the stored text (another build's draft, an edit by hand) is dropped.
 */
export function readDraft(
  mode: CalculatorMode,
  sessionId: number,
  step: string,
  fields: DraftFields,
): Record<string, string> | null {
  return readAt(keyOf(mode, sessionId, step), fields);
}

function readAt(key: string, fields: DraftFields): Record<string, string> | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const draft: Record<string, string> = {};
    for (const [name, max] of Object.entries(fields)) {
      const text: unknown = (value as Record<string, unknown>)[name];
      if (typeof text === 'string') draft[name] = text.slice(0, max);
    }
    return Object.keys(draft).length ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the step's text as typed (the named fields only, each cut at its limit). */
export function writeDraft(
  mode: CalculatorMode,
  sessionId: number,
  step: string,
  fields: DraftFields,
  values: Record<string, string>,
): void {
  writeAt(keyOf(mode, sessionId, step), fields, values);
}

function writeAt(key: string, fields: DraftFields, values: Record<string, string>): void {
  const kept: Record<string, string> = {};
  for (const [name, max] of Object.entries(fields))
    if (typeof values[name] === 'string') kept[name] = values[name].slice(0, max);
  try {
    storage()?.setItem(key, JSON.stringify(kept));
  } catch {
    // storage full or refused: the form still holds the text; only a reload loses it, as before
  }
}

/** Forgets one step's draft (saved with Next), or every draft of a session, or of the mode when no id. */
export function dropDrafts(
  mode: CalculatorMode,
  sessionId?: number | typeof CARRIED | null,
  step?: string,
): void {
  const store = storage();
  if (!store) return;
  try {
    if (sessionId != null && step !== undefined) {
      store.removeItem(keyOf(mode, sessionId, step));
      return;
    }
    const start = sessionId == null ? `${PREFIX}${mode}:` : `${PREFIX}${mode}:${sessionId}:`;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(start)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // nothing to forget where storage cannot be read
  }
}

/** Renames every draft of `from` (a session id or CARRIED) to `to`; with `to` null, drops them. */
function moveDrafts(mode: CalculatorMode, from: number | typeof CARRIED, to: number | typeof CARRIED): void {
  const store = storage();
  if (!store) return;
  try {
    const start = `${PREFIX}${mode}:${from}:`;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(start)) keys.push(key);
    }
    for (const key of keys) {
      const text = store.getItem(key);
      store.removeItem(key);
      if (text !== null) store.setItem(keyOf(mode, to, key.slice(start.length)), text);
    }
  } catch {
    // nothing to keep where storage cannot be used
  }
}

/**
 * A session found gone: its drafts (text typed and not saved) are kept for the next calculation started in
 * this tab, which reads each where its step has the same fields (readDraft keeps only a step's own fields).
 */
export function carryDrafts(mode: CalculatorMode, sessionId: number): void {
  dropDrafts(mode, CARRIED);
  moveDrafts(mode, sessionId, CARRIED);
}

/** Whether text typed into a gone calculation waits for the next one (said with 'no longer available'). */
export function hasCarriedDrafts(mode: CalculatorMode): boolean {
  const store = storage();
  if (!store) return false;
  try {
    for (let i = 0; i < store.length; i++)
      if (store.key(i)?.startsWith(`${PREFIX}${mode}:${CARRIED}:`)) return true;
  } catch {
    return false;
  }
  return false;
}

/** A new calculation: the drafts of others are dropped, those carried from a gone one become its own. */
export function adoptDrafts(mode: CalculatorMode, sessionId: number): void {
  const store = storage();
  if (!store) return;
  const kept: [string, string][] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      const start = `${PREFIX}${mode}:${CARRIED}:`;
      const text = key?.startsWith(start) ? store.getItem(key) : null;
      if (key && text !== null) kept.push([key.slice(start.length), text]);
    }
  } catch {
    return;
  }
  dropDrafts(mode);
  try {
    for (const [step, text] of kept) store.setItem(keyOf(mode, sessionId, step), text);
  } catch {
    // storage full: the new calculation starts empty, as before
  }
}

/** One form's draft: what a step form reads as it opens, keeps as it is typed in and drops once saved. */
export type FormDraft = {
  read: () => Record<string, string> | null;
  keep: (values: Record<string, string>) => void;
  drop: () => void;
};

export function formDraft(
  mode: CalculatorMode,
  sessionId: number,
  step: string,
  fields: DraftFields,
): FormDraft {
  return {
    read: () => readDraft(mode, sessionId, step, fields),
    keep: (values) => writeDraft(mode, sessionId, step, fields, values),
    drop: () => dropDrafts(mode, sessionId, step),
  };
}

/** Not a calculator mode: the drafts of the chat's calculator forms, per conversation and form. */
const CHAT = 'chat';

/**
 * A calculator form in a conversation: its text typed and not yet sent, kept per conversation and form
 * (form ids such as 'f3' repeat across conversations), so a reload shows it again in the chat too.
 */
export function chatFormDraft(
  conversationId: string | undefined,
  formId: string,
  fields: DraftFields,
): FormDraft | null {
  if (!conversationId) return null; // a form outside a conversation keeps nothing
  const key = `${PREFIX}${CHAT}:${conversationId}:${formId}`;
  return {
    read: () => readAt(key, fields),
    keep: (values) => writeAt(key, fields, values),
    drop: () => {
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing to forget where storage cannot be used
      }
    },
  };
}
