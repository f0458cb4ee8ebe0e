// Conversation persistence in IndexedDB (loaded on demand): which one is open, saving messages, starting a
// new one.
import { useEffect } from 'react';
import type { ChatMessage } from '../../tools/chat/chat-message.ts';
import { type Conversation, getSetting, localDb, putSetting, useLocalQuery } from '../local-db.ts';
import { rememberHome } from './home-hint.ts';

const ACTIVE = 'activeConversation';

function newId(): string {
  return crypto.randomUUID();
}

export async function startConversation(): Promise<string> {
  const now = Date.now();
  const id = newId();
  await (await localDb()).conversations.add({
    id,
    title: 'New search',
    createdAt: now,
    updatedAt: now,
    messages: [],
  });
  await putSetting(ACTIVE, id);
  return id;
}

/** Makes sure there is an open conversation (the first visit has none). */
export async function ensureConversation(): Promise<void> {
  const id = await getSetting<string>(ACTIVE);
  if (!id || !(await (await localDb()).conversations.get(id))) await startConversation();
}

/**
 * The open conversation; `undefined` while loading or before one exists. Messages the last page could not
 * finish writing are shown at once (the chat takes its messages when it mounts) and written here.
 */
export function useActiveConversation(): Conversation | undefined {
  useEffect(() => {
    void saveLeftover().then(ensureConversation);
  }, []);
  return useLocalQuery(async (db) => {
    const id = (await db.settings.get(ACTIVE))?.value as string | undefined;
    const conversation = id ? await db.conversations.get(id) : undefined;
    const leftover = readUnsaved();
    return conversation && leftover?.id === conversation.id
      ? { ...conversation, messages: leftover.messages }
      : conversation;
  }, []);
}

function titleOf(messages: ChatMessage[]): string {
  const first = messages.find((m) => m.role === 'user');
  const text = first?.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join(' ');
  return text?.trim().slice(0, 60) || 'New search';
}

/**
 * The conversation's newest messages until IndexedDB has them. The chat keeps each update here (cheap: a
 * reference) and writes once an answer is complete (`saveKeptMessages`), since a write clones the whole
 * conversation on the main thread. Leaving the page (reload, close) aborts a write and skips any later
 * one, so on `pagehide`, and when the page is hidden (a phone may end a hidden page without `pagehide`),
 * they also go to localStorage (synchronous) and the next load writes them.
 */
const UNSAVED = 'wef-unsaved-messages';
/** `leftAt`: when the page put them in localStorage (it was left or hidden). */
type Unsaved = { id: string; messages: ChatMessage[]; leftAt?: number };
let unsaved: Unsaved | null = null;
/** `unsaved` changed since the last write started. */
let dirty = false;
/** This page put `unsaved` in localStorage and is still running (hidden, or back from the back/forward cache). */
let kept = false;
let writes = 0;

function keepInLocalStorage() {
  if (!unsaved) return;
  try {
    localStorage.setItem(UNSAVED, JSON.stringify({ ...unsaved, leftAt: Date.now() }));
    kept = true;
  } catch {
    // storage full or blocked: the IndexedDB write may still finish
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', keepInLocalStorage);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    keepInLocalStorage();
    void saveKeptMessages();
  });
}

function readUnsaved(): Unsaved | null {
  try {
    const raw = localStorage.getItem(UNSAVED);
    return raw ? (JSON.parse(raw) as Unsaved) : null;
  } catch {
    return null;
  }
}

/** An answer cut off this long ago or less by leaving the page is asked again when the page is back. */
const REASK_MS = 60_000;

/**
 * The conversation the last page left with its last question unanswered (a reload right after Enter, a
 * phone ending the tab while the answer was on its way), read once at load. Decided by the thread as it
 * was left, not by whether a request was still running: leaving the page may end the request first.
 */
let cutOff: string | null = (() => {
  const left = readUnsaved();
  return left?.messages.at(-1)?.role === 'user' &&
    typeof left.leftAt === 'number' &&
    Date.now() - left.leftAt < REASK_MS
    ? left.id
    : null;
})();

/** Whether conversation `id`'s last question lost its answer to the last page's leaving. */
export function isCutOffAnswer(id: string): boolean {
  return cutOff === id;
}

/** The same, told once: the one who asks it again takes it. */
export function takeCutOffAnswer(id: string): boolean {
  if (cutOff !== id) return false;
  cutOff = null;
  return true;
}

/** Writes what the last page kept in localStorage (a write it could not finish) into the conversation. */
async function saveLeftover(): Promise<void> {
  const leftover = readUnsaved();
  if (!leftover) return;
  await writeMessages(leftover.id, leftover.messages);
  localStorage.removeItem(UNSAVED);
}

async function writeMessages(id: string, messages: ChatMessage[]) {
  // a wizard page's step makes a thread too: /hub must not draw its home on the guess, then swap it away
  if (messages.length) rememberHome(false);
  return (await localDb()).conversations.update(id, {
    messages,
    title: titleOf(messages),
    updatedAt: Date.now(),
  });
}

/** Keeps the conversation's newest messages to be written; call it in the commit that shows them. */
export function keepMessages(id: string, messages: ChatMessage[]): void {
  unsaved = { id, messages };
  dirty = true;
}

/** Writes the kept messages to IndexedDB, if they changed since the last write started. */
export async function saveKeptMessages(): Promise<void> {
  const target = unsaved;
  if (!target || !dirty) return;
  dirty = false;
  const ticket = ++writes;
  await writeMessages(target.id, target.messages);
  if (ticket !== writes || unsaved !== target) return;
  unsaved = null;
  if (!kept) return;
  // the copy this page kept in localStorage is out of date now
  kept = false;
  localStorage.removeItem(UNSAVED);
}

/** Keeps and writes at once (the wizard pages: one step, then the page moves on). */
export async function saveMessages(id: string, messages: ChatMessage[]): Promise<void> {
  keepMessages(id, messages);
  await saveKeptMessages();
}

export async function openConversation(id: string): Promise<void> {
  await putSetting(ACTIVE, id);
}

/** New conversation: the open one if it is still empty, else a fresh one; other empty ones are dropped. */
export async function newConversation(): Promise<string> {
  const db = await localDb();
  const activeId = await getSetting<string>(ACTIVE);
  const active = activeId ? await db.conversations.get(activeId) : undefined;
  const empties = (await db.conversations.toArray())
    .filter((c) => c.messages.length === 0 && c.id !== activeId)
    .map((c) => c.id);
  await db.conversations.bulkDelete(empties);
  if (active && active.messages.length === 0) return active.id;
  return startConversation();
}

export type Deleted = { conversation: Conversation; wasActive: boolean };

/** Deletes a conversation and says what to put back for Undo; deleting the open one opens a new one. */
export async function deleteConversation(id: string): Promise<Deleted | null> {
  const db = await localDb();
  const conversation = await db.conversations.get(id);
  if (!conversation) return null;
  await db.conversations.delete(id);
  const wasActive = (await getSetting<string>(ACTIVE)) === id;
  if (wasActive) await startConversation();
  return { conversation, wasActive };
}

/** Undo of a delete: the conversation comes back as it was (and open again if it was open). */
export async function restoreConversation({ conversation, wasActive }: Deleted): Promise<void> {
  const db = await localDb();
  await db.conversations.put(conversation);
  if (wasActive) {
    const replacement = await getSetting<string>(ACTIVE);
    await putSetting(ACTIVE, conversation.id);
    const fresh = replacement ? await db.conversations.get(replacement) : undefined;
    if (fresh && fresh.messages.length === 0) await db.conversations.delete(fresh.id);
  }
}

/** Past conversations, newest first; empty ones (a fresh home screen) are not listed. */
export function useConversationList(): Conversation[] {
  return (
    useLocalQuery(
      async (db) => (await db.conversationsByUpdate()).reverse().filter((c) => c.messages.length > 0),
      [],
    ) ?? []
  );
}
