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

/** How long to wait before asking again whether the server answers: doubling from 2 s up to 30 s. */
const PROBE_FIRST_MS = 2_000;
const PROBE_MAX_MS = 30_000;

/**
 * Whether the server can answer a question now: /api/ready, not only /api/health, since a server just
 * restarted answers 'warming' (and the chat "send that again in a few seconds") until its catalog is loaded.
 * A network failure, a refusal or 8 s of silence: no.
 */
async function serverAnswers(): Promise<boolean> {
  try {
    const res = await fetch('/api/ready', { cache: 'no-store', signal: AbortSignal.timeout(8_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Until the server answers again after a kept question could not reach it, asks now and then (and at once
 * when the browser says it is online again). The browser's "online" only means a network: a shop's Wi-Fi
 * without internet, or a server restarting, says online and still answers nothing.
 */
function useServerReachable(): [reachable: boolean, lost: () => void] {
  const [reachable, setReachable] = useState(true);
  useEffect(() => {
    if (reachable) return;
    let live = true;
    let asking = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = PROBE_FIRST_MS;
    const probe = async () => {
      if (asking) return;
      asking = true;
      clearTimeout(timer);
      const answers = navigator.onLine && (await serverAnswers());
      asking = false;
      if (!live) return;
      if (answers) return setReachable(true);
      timer = setTimeout(probe, wait);
      wait = Math.min(wait * 2, PROBE_MAX_MS);
    };
    timer = setTimeout(probe, wait);
    window.addEventListener('online', probe);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', probe);
    };
  }, [reachable]);
  const [lost] = useState(() => () => setReachable(false));
  return [reachable, lost];
}

/**
 * `ask(text)` keeps the question when it cannot reach the server now (the browser is offline, or a kept
 * question has just failed to reach it) and returns true; else it returns false and the caller sends it.
 * `send` gets each kept question once the browser is online, the server reachable and the assistant idle;
 * it resolves to false when the question did not reach the server (the caller has taken it back out of
 * the thread): the question is kept again, first in line, until the server answers.
 */
export function useOfflineQuestions(send: (text: string) => Promise<boolean>, busy: boolean) {
  const [pending, setPending] = useState<PendingQuestion[]>(() =>
    keptTexts().map((text) => ({ id: nextId++, text, matches: 'looking' })),
  );
  const online = useOnline();
  const [reachable, lost] = useServerReachable();
  const [sending, setSending] = useState(false);
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
    const first = pending[0];
    if (!online || !reachable || busy || sending || !first || first.matches === 'looking') return;
    // by id, not the list this render saw: a lookup answered meanwhile must not be undone
    setPending((p) => p.filter((q) => q.id !== first.id));
    setSending(true);
    void sendNow.current(first.text).then((reached) => {
      setSending(false);
      if (reached) return;
      setPending((p) => [first, ...p]);
      lost();
    });
  }, [online, reachable, lost, busy, sending, pending]);

  function ask(text: string): boolean {
    if (navigator.onLine && reachable) return false;
    const id = nextId++;
    setPending((p) => [...p, { id, text, matches: 'looking' }]);
    void offlineMatches(text).then((matches) =>
      setPending((p) => p.map((q) => (q.id === id ? { ...q, matches } : q))),
    );
    return true;
  }
  return { pending, ask };
}
