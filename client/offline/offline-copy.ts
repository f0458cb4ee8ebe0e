// The browser's offline copy of the cross-reference (tools/part-number/offline-numbers.ts): downloaded
// from GET /api/v15/offline/numbers in the background, kept in IndexedDB (the settings table), refreshed
// when the catalog's signature (the ETag) changes, and read when a typed number cannot reach the server.

import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import {
  isOfflineNumbers,
  lookUpOffline,
  type OfflineMatch,
  type OfflineNumbers,
} from '../../tools/part-number/offline-numbers.ts';
import { apiHeaders } from '../api.ts';
import { getSetting, putSetting } from '../local-db.ts';

const PATH = '/api/v15/offline/numbers';
/** The settings key of the stored copy. */
export const OFFLINE_COPY_KEY = 'offline-numbers';

let inMemory: Promise<OfflineNumbers | undefined> | undefined;

function stored(): Promise<OfflineNumbers | undefined> {
  inMemory ??= getSetting<unknown>(OFFLINE_COPY_KEY).then((v) => (isOfflineNumbers(v) ? v : undefined));
  return inMemory;
}

/** Tries while the server says it is still building the copy (503 'warming'), each after its Retry-After. */
const WARMING_TRIES = 4;
const MAX_WAIT_S = 30;

/** The server's Retry-After in ms (seconds, within reason), 5 s when it names none. */
function retryAfterMs(res: Response): number {
  const seconds = Number(res.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_WAIT_S) * 1000 : 5_000;
}

/**
 * Asks the server for a newer copy than the stored one (a 304 when there is none) and stores what comes.
 * Returns the signature of the copy now stored.
 */
export async function refreshOfflineCopy(): Promise<string | undefined> {
  const current = await stored();
  const headers: Record<string, string> = apiHeaders();
  if (current) headers['If-None-Match'] = `"offline-${current.Signature}"`;
  let res = await fetch(PATH, { headers, cache: 'no-store' });
  // just after a server start the copy is still being built: try again when the server says
  for (let tries = 1; res.status === 503 && tries < WARMING_TRIES; tries++) {
    await new Promise((resolve) => globalThis.setTimeout(resolve, retryAfterMs(res)));
    res = await fetch(PATH, { headers, cache: 'no-store' });
  }
  if (res.status === 304 || !res.ok) return current?.Signature;
  const copy: unknown = await res.json();
  if (!isOfflineNumbers(copy)) return current?.Signature;
  await putSetting(OFFLINE_COPY_KEY, copy);
  inMemory = Promise.resolve(copy);
  return copy.Signature;
}

/**
 * The maker parts the typed text names, from the stored copy: the whole text as one number, else its last
 * word ('ConMet 10031017': the brand first, as in the number search). Undefined when there is no copy.
 */
export async function lookUpOfflineNumber(text: string): Promise<OfflineMatch[] | undefined> {
  const copy = await stored().catch(() => undefined);
  if (!copy) return undefined;
  const whole = lookUpOffline(copy, normalizePartNumber(text));
  if (whole.length) return whole;
  const last = text.trim().split(/\s+/).at(-1) ?? '';
  return last === text.trim() ? [] : lookUpOffline(copy, normalizePartNumber(last));
}
