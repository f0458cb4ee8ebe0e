// The browser's offline copy of the cross-reference (tools/part-number/offline-numbers.ts), read when a
// typed number cannot reach the server. A worker keeps it fresh (offline-copy-refresh.ts, started by
// register.ts); this side only reads, and reads the copy again when its stored signature has changed.

import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import {
  isOfflineNumbers,
  lookUpOffline,
  type OfflineMatch,
  type OfflineNumbers,
} from '../../tools/part-number/offline-numbers.ts';
import { getSetting } from '../local-db.ts';
import { OFFLINE_COPY_KEY, OFFLINE_SIGNATURE_KEY } from './offline-copy-keys.ts';

let held: OfflineNumbers | undefined;

async function stored(): Promise<OfflineNumbers | undefined> {
  const signature = await getSetting<unknown>(OFFLINE_SIGNATURE_KEY);
  if (held && held.Signature === signature) return held;
  const value = await getSetting<unknown>(OFFLINE_COPY_KEY);
  held = isOfflineNumbers(value) ? value : undefined;
  return held;
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
