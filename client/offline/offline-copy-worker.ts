// The worker that refreshes the offline copy (offline-copy-refresh.ts) off the page's thread. The page
// sends its API headers once; the worker answers with the stored copy's signature (or none) and is done.
import { refreshOfflineCopy } from './offline-copy-refresh.ts';

export type RefreshRequest = { headers: Record<string, string> };
export type RefreshDone = { signature: string | undefined };

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<RefreshRequest>) => void) | null;
  postMessage: (message: RefreshDone) => void;
};

scope.onmessage = (event) => {
  const headers = event.data?.headers;
  const safe = headers && typeof headers === 'object' ? headers : {};
  void refreshOfflineCopy(safe).then(
    (signature) => scope.postMessage({ signature }),
    () => scope.postMessage({ signature: undefined }),
  );
};
