// Conversation persistence in Dexie: which one is open, saving messages, starting a new one.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { ChatMessage } from '../../tools/chat/chat-message.ts';
import { type Conversation, db, getSetting, putSetting } from '../db.ts';

const ACTIVE = 'activeConversation';

function newId(): string {
  return crypto.randomUUID();
}

export async function startConversation(): Promise<string> {
  const now = Date.now();
  const id = newId();
  await db.conversations.add({ id, title: 'New search', createdAt: now, updatedAt: now, messages: [] });
  await putSetting(ACTIVE, id);
  return id;
}

/** Makes sure there is an open conversation (the first visit has none). */
export async function ensureConversation(): Promise<void> {
  const id = await getSetting<string>(ACTIVE);
  if (!id || !(await db.conversations.get(id))) await startConversation();
}

/** The open conversation; `undefined` while loading or before one exists. */
export function useActiveConversation(): Conversation | undefined {
  useEffect(() => {
    void ensureConversation();
  }, []);
  return useLiveQuery(async () => {
    const id = await getSetting<string>(ACTIVE);
    return id ? db.conversations.get(id) : undefined;
  }, []);
}

function titleOf(messages: ChatMessage[]): string {
  const first = messages.find((m) => m.role === 'user');
  const text = first?.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join(' ');
  return text?.trim().slice(0, 60) || 'New search';
}

export async function saveMessages(id: string, messages: ChatMessage[]): Promise<void> {
  await db.conversations.update(id, { messages, title: titleOf(messages), updatedAt: Date.now() });
}

export async function openConversation(id: string): Promise<void> {
  await putSetting(ACTIVE, id);
}

export async function deleteConversation(id: string): Promise<void> {
  await db.conversations.delete(id);
  if ((await getSetting<string>(ACTIVE)) === id) await startConversation();
}

export function useConversationList(): Conversation[] {
  return useLiveQuery(() => db.conversations.orderBy('updatedAt').reverse().toArray(), []) ?? [];
}
