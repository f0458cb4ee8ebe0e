// Where the visitor was in a thread when a link took them to another page, so that Back returns them there.
// The router restores the window's scroll as the page commits, but the thread is drawn later (its code and
// its messages load first) on a page then too short for it, and opening a thread shows its newest message.
// One slot: only the entry the visitor comes back to matters, and it is taken once (a reload shows the end).

const KEY = 'wef-thread-scroll';

type Kept = { entry: string; conversation: string; y: number };

export function keepThreadScroll(entry: string, conversation: string, y: number) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ entry, conversation, y } satisfies Kept));
  } catch {
    // storage refused (private mode, full): Back shows the thread's end, as before
  }
}

/** The position kept for this history entry and conversation, once; null when none was. */
export function takeThreadScroll(entry: string, conversation: string): number | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(KEY);
    const kept = JSON.parse(raw) as Partial<Kept> | null;
    return kept?.entry === entry &&
      kept.conversation === conversation &&
      typeof kept.y === 'number' &&
      kept.y >= 0
      ? kept.y
      : null;
  } catch {
    return null;
  }
}
