// Without signal (issue 19, decision 038): once the first screen is done (the page has loaded and the
// browser is idle: decision 047), register the service worker (it precaches the shell and the assets)
// and refresh the offline copy of the cross-reference. Nothing of it is on the first load: this module is
// a few lines, the rest loads later.
import { afterFirstScreen } from '../after-first-screen.ts';

/** Starts both in the background; failures (no IndexedDB, private mode, offline) leave the app as it is. */
export function startOfflineSupport(): void {
  // the dev server has no built worker; the build (which the browser tests run) has
  if (!import.meta.env.PROD) return;
  void afterFirstScreen().then(() => {
    if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (!navigator.onLine) return;
    void import('./offline-copy.ts').then((m) => m.refreshOfflineCopy()).catch(() => undefined);
  });
}
