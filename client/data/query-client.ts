// The app's one cache of server reads (TanStack Query, decision 032) and how long an answer stays good.
import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * An answer is used without asking the server again for this long, so Back to a page already seen renders
 * at once. A catalog import reaches a visitor's open tab after at most this long (or on a reload).
 */
export const FRESH_MS = 5 * 60_000;
/** An answer no page shows any more is dropped after this long. */
export const KEEP_MS = 30 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        gcTime: KEEP_MS,
        // A failed read shows its error (with Retry) at once, as the pages always did: no silent retries.
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();

// The query layer assumes a network until an 'offline' event, which a page opened without one (the service
// worker's shell in a steel building) never gets: it would fail every read instead of pausing it.
// (Node has a navigator without onLine: only a browser's explicit false counts.)
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
