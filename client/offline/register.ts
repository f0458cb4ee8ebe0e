// Without signal (issue 19, decision 038): after the page has loaded, register the service worker (it
// precaches the shell and the assets) and, when the browser is idle, refresh the offline copy of the
// cross-reference. Nothing of it is on the first load: this module is a few lines, the rest loads later.

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback: a moment after load instead
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 10_000 });
  else globalThis.setTimeout(run, 2_000);
}

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** Starts both in the background; failures (no IndexedDB, private mode, offline) leave the app as it is. */
export function startOfflineSupport(): void {
  // the dev server has no built worker; the build (which the browser tests run) has
  if (!import.meta.env.PROD) return;
  afterLoad(() => {
    if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    whenIdle(() => {
      if (!navigator.onLine) return;
      void import('./offline-copy.ts').then((m) => m.refreshOfflineCopy()).catch(() => undefined);
    });
  });
}
