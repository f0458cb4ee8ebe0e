// Without signal (issue 19, decision 038): once the first screen is done (the page has loaded and the
// browser is idle: decision 047), register the service worker (it precaches the shell and the assets)
// and refresh the offline copy of the cross-reference in a worker of its own (decision 050: parsing and
// storing the copy on the page's thread blocked input for seconds at catalog scale). Nothing of it is on
// the first load: this module is a few lines, the rest loads later.
import { afterFirstScreen, nextTask } from '../after-first-screen.ts';
import { apiHeaders } from '../api.ts';
import type { RefreshDone, RefreshRequest } from './offline-copy-worker.ts';

/** Refreshes the copy in a worker; where no worker can start, on the page's thread as before. */
function refreshCopy(): void {
  const request: RefreshRequest = { headers: apiHeaders() };
  const onThePage = () =>
    void import('./offline-copy-refresh.ts')
      .then((m) => m.refreshOfflineCopy(request.headers))
      .catch(() => undefined);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./offline-copy-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    onThePage();
    return;
  }
  worker.onmessage = (_event: MessageEvent<RefreshDone>) => worker.terminate();
  // the worker's script did not load or failed before answering
  worker.onerror = () => {
    worker.terminate();
    onThePage();
  };
  worker.postMessage(request);
}

/** Starts both in the background; failures (no IndexedDB, private mode, offline) leave the app as it is. */
export function startOfflineSupport(): void {
  // the dev server has no built worker; the build (which the browser tests run) has
  if (!import.meta.env.PROD) return;
  void afterFirstScreen()
    .then(() => {
      if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    })
    // the copy's worker starts in a task of its own: with the registration they were one task of about
    // 50 ms at full speed on the details page (issue 17)
    .then(nextTask)
    .then(() => {
      if (navigator.onLine) refreshCopy();
    });
}
