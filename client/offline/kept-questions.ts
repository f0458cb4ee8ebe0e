// The questions typed without a connection that this tab keeps across a reload (sessionStorage), until the
// connection returns and the chat sends them (useOfflineQuestions.ts). A module of its own: /hub reads
// whether there are any before the chat's code is loaded (decision 049).

/** One list per tab, not per conversation: a new conversation's id is not kept across a reload. */
export const KEPT_KEY = 'offline-questions';

/** The questions this tab kept before a reload: short texts only, anything else dropped. */
export function keptTexts(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEPT_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((t): t is string => typeof t === 'string' && t.length > 0 && t.length <= 200)
      .slice(0, 20);
  } catch {
    return [];
  }
}
