// Refreshing the browser's offline copy of the cross-reference (tools/part-number/offline-numbers.ts) from
// GET /api/v15/offline/numbers: a conditional request on the stored copy's signature (its ETag), a few
// tries while the server is still building it, and the new copy stored with its signature. It runs in a
// worker (offline-copy-worker.ts): at scale 100 the copy is 11 MB of JSON, whose parsing and storing on
// the page's thread were seconds of blocked input on a phone, on every first visit (issue 17).
import { isOfflineNumbers } from '../../tools/part-number/offline-numbers.ts';
import { db } from '../db.ts';
import { OFFLINE_COPY_KEY, OFFLINE_SIGNATURE_KEY } from './offline-copy-keys.ts';

const PATH = '/api/v15/offline/numbers';

/** Tries while the server says it is still building the copy (503 'warming'), each after its Retry-After. */
const WARMING_TRIES = 4;
const MAX_WAIT_S = 30;

/** The server's Retry-After in ms (seconds, within reason), 5 s when it names none. */
function retryAfterMs(res: Response): number {
  const seconds = Number(res.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_WAIT_S) * 1000 : 5_000;
}

/** The stored copy's signature; none for a copy stored before it had its own key (fetched once more). */
async function storedSignature(): Promise<string | undefined> {
  const signature = (await db.settings.get(OFFLINE_SIGNATURE_KEY))?.value;
  return typeof signature === 'string' ? signature : undefined;
}

/**
 * Asks the server for a newer copy than the stored one (a 304 when there is none) and stores what comes.
 * `headers` are the page's API headers (the key is in the page, which a worker cannot read). Returns the
 * signature of the copy now stored.
 */
export async function refreshOfflineCopy(headers: Record<string, string>): Promise<string | undefined> {
  const current = await storedSignature();
  const sent: Record<string, string> = { ...headers };
  if (current) sent['If-None-Match'] = `"offline-${current}"`;
  let res = await fetch(PATH, { headers: sent, cache: 'no-store' });
  // just after a server start the copy is still being built: try again when the server says
  for (let tries = 1; res.status === 503 && tries < WARMING_TRIES; tries++) {
    await new Promise((resolve) => globalThis.setTimeout(resolve, retryAfterMs(res)));
    res = await fetch(PATH, { headers: sent, cache: 'no-store' });
  }
  if (res.status === 304 || !res.ok) return current;
  const copy: unknown = await res.json();
  if (!isOfflineNumbers(copy)) return current;
  // one transaction: the copy and its signature are stored together or not at all
  await db.settings.bulkPut([
    { key: OFFLINE_COPY_KEY, value: copy },
    { key: OFFLINE_SIGNATURE_KEY, value: copy.Signature },
  ]);
  return copy.Signature;
}
