// What changes as a conversation goes on (busy, the answers given, the engine state), kept outside React's
// context so that a part re-renders only when the one value it reads changes: a long thread's older cards
// are not rendered again on every streamed update of a new answer (issue 17).
import type { EngineState } from '../../tools/engine/shared/state.ts';

export type ChatView = {
  busy: boolean;
  /** The label chosen for each answered question, by questionId. */
  answers: ReadonlyMap<string, string>;
  engine?: EngineState;
};

export type ChatViewStore = {
  get: () => ChatView;
  subscribe: (listener: () => void) => () => void;
};

export type ChatViewSource = ChatViewStore & {
  /**
   * Takes the conversation's newest view without telling anyone: the conversation sets it while it renders,
   * so the new message's parts, rendered in that same pass, read what the older ones will read.
   */
  set: (next: ChatView) => void;
  /** Tells the parts that read it (after the commit: a layout effect, so before the paint). */
  publish: () => void;
};

export function createChatViewStore(initial: ChatView): ChatViewSource {
  let view = initial;
  let published = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      // a streamed update usually changes none of them: keep the same view, so nobody is even asked
      if (next.busy === view.busy && next.engine === view.engine && sameEntries(next.answers, view.answers))
        return;
      view = next;
    },
    publish() {
      if (published === view) return;
      published = view;
      for (const listener of listeners) listener();
    },
  };
}

function sameEntries(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}
