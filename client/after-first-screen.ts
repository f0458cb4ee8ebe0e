// Work the first screen does not need (the notification sync and its count, the stored embed setting, the
// service worker, the offline copy) waits until the page has loaded and the browser is idle: before that
// it would lengthen the tasks between the first paint and the page answering input (issue 17's Total
// Blocking Time, decision 047). The database code and its opening are the bulk of it.
import { useEffect, useState } from 'react';

/**
 * Lets the browser run what waits (input, a paint) before the caller goes on: the rest runs in a new task,
 * so one long task becomes two shorter ones (Total Blocking Time counts each task's time past 50 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, 0));
}

/** Longest wait for an idle moment: a page that never goes idle (an animation) still gets its work done. */
const IDLE_TIMEOUT_MS = 3_000;

let settled: Promise<void> | undefined;
let done = false;

let rendered: () => void = () => undefined;
const firstRender = new Promise<void>((resolve) => {
  rendered = resolve;
});

/**
 * Called by the entry once the app has rendered for the first time. A page served with its first screen
 * starts its scripts after the first frame (decision 049), so its load event comes before the app has run:
 * the waiting work must not start before the app's own first render.
 */
export function markFirstRender(): void {
  rendered();
}

function onLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function onIdle(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: a moment after load instead
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else globalThis.setTimeout(resolve, 500);
  });
}

/**
 * Settles after the page's load event, the app's first render and the first idle moment after both. Each caller goes on in a task
 * of its own: the deferred pieces (sync, count, modal, service worker) would otherwise all start in the
 * idle callback's one task, making it a long one.
 */
export function afterFirstScreen(): Promise<void> {
  settled ??= Promise.all([onLoad(), firstRender])
    .then(onIdle)
    .then(() => {
      done = true;
    });
  return settled.then(nextTask);
}

/** False until `afterFirstScreen()` has settled, then true (at once on every later mount). */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(done);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstScreen().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
