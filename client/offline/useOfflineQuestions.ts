// Questions typed without a connection: answered from the offline copy of the numbers at once, and sent
// to the assistant, one after the other, when the connection returns (issue 19: pending questions
// continue where they were).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { OfflineMatch } from '../../tools/part-number/offline-numbers.ts';
import { KEPT_KEY, keptTexts } from './kept-questions.ts';
import { lookUpOfflineNumber } from './offline-copy.ts';

export type PendingQuestion = {
  id: number;
  text: string;
  /** 'looking' until the copy answered; undefined when this device has no copy. */
  matches: OfflineMatch[] | undefined | 'looking';
};

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}

/**
 * The offline copy's answer to `text` (null: nothing to answer): for a question the assistant could not
 * be reached for although the browser says it is online (a shop's Wi-Fi without internet, the server away).
 */
export function useOfflineFallback(text: string | null): OfflineMatch[] | undefined | 'looking' | null {
  const [answer, setAnswer] = useState<{ text: string; matches: OfflineMatch[] | undefined } | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void offlineMatches(text).then((matches) => {
      if (live) setAnswer({ text, matches });
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!text) return null;
  return answer?.text === text ? answer.matches : 'looking';
}

let nextId = 1;

/**
 * The matches for `text` in the offline copy. Its code comes with the page that may need it, not on
 * demand: a connection lost before the background refresh (which waits for load and idle, decision 047)
 * had loaded it would leave nothing to read the copy with.
 */
export function offlineMatches(text: string): Promise<OfflineMatch[] | undefined> {
  return lookUpOfflineNumber(text).catch(() => undefined);
}

/**
 * `ask(text)` keeps the question when the browser is offline (and returns true), else returns false and
 * the caller sends it. `send` gets each kept question once the browser is online and the assistant idle.
 */
export function useOfflineQuestions(send: (text: string) => void, busy: boolean) {
  const [pending, setPending] = useState<PendingQuestion[]>(() =>
    keptTexts().map((text) => ({ id: nextId++, text, matches: 'looking' })),
  );
  const online = useOnline();
  const sendNow = useRef(send);
  sendNow.current = send;

  // kept for this tab's session, so a reload without signal (the worker's shell) still has them
  useEffect(() => {
    try {
      if (pending.length) sessionStorage.setItem(KEPT_KEY, JSON.stringify(pending.map((q) => q.text)));
      else sessionStorage.removeItem(KEPT_KEY);
    } catch {
      // storage refused (private mode, full): the questions stay in memory only
    }
  }, [pending]);

  // questions restored after a reload look their numbers up again
  const restored = useRef(pending);
  useEffect(() => {
    for (const q of restored.current) {
      void offlineMatches(q.text).then((matches) =>
        setPending((p) => p.map((x) => (x.id === q.id ? { ...x, matches } : x))),
      );
    }
  }, []);

  useEffect(() => {
    const [first, ...rest] = pending;
    if (!online || busy || !first || first.matches === 'looking') return;
    setPending(rest);
    sendNow.current(first.text);
  }, [online, busy, pending]);

  function ask(text: string): boolean {
    if (navigator.onLine) return false;
    const id = nextId++;
    setPending((p) => [...p, { id, text, matches: 'looking' }]);
    void offlineMatches(text).then((matches) =>
      setPending((p) => p.map((q) => (q.id === id ? { ...q, matches } : q))),
    );
    return true;
  }
  return { pending, ask };
}
